package savescreen

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/ui/store"
)

// saveLine is a save's line in the list: name, date, players and totals.
func saveLine(info store.SaveInfo) string {
	if info.Err != nil {
		return trf("%s — cannot be read", info.Name)
	}
	return fmt.Sprintf("%s — %s — %s", info.Name, info.Saved.Local().Format("02.01.2006 15:04"),
		trf("Deal %d, totals %s", info.Deal, Totals(info.Seats, info.Totals)))
}

// OpenLoad lists the named saves of st to load or delete.
func OpenLoad(h Host, st *store.Store) {
	win := h.Window()
	infos, err := st.List()
	if err != nil {
		h.ShowError(err)
		return
	}
	if len(infos) == 0 {
		h.OpenDialog(dialog.NewInformation(tr("Load…"), tr("There are no saved games yet."), win))
		return
	}
	var d dialog.Dialog
	chosen := -1
	list := widget.NewList(func() int { return len(infos) },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(saveLine(infos[i])) })
	// a line under the buttons says why a button did nothing
	why := widget.NewLabel("")
	why.Importance = widget.WarningImportance
	list.OnSelected = func(i widget.ListItemID) {
		chosen = i
		why.SetText("")
	}
	load := widget.NewButton(tr("Load"), func() {
		if chosen < 0 {
			why.SetText(tr("Choose a save in the list first."))
			return
		}
		info := infos[chosen]
		open := func() {
			d.Hide()
			h.Load(info.Slug)
		}
		ok, deal := h.GivesWay()
		if ok {
			open()
			return
		}
		// the sitting at the table, and its autosave, give way to the save
		ask := dialog.NewConfirm(tr("Load…"), trf("Load “%s”? It takes the place of the sitting at the table (deal %d), which is kept only if you saved it.", info.Name, deal), func(yes bool) {
			if yes {
				open()
			}
		}, win)
		ask.SetConfirmText(tr("Load"))
		h.OpenDialog(ask)
	})
	del := widget.NewButton(tr("Delete"), func() {
		if chosen < 0 {
			why.SetText(tr("Choose a save in the list first."))
			return
		}
		info := infos[chosen]
		h.OpenDialog(dialog.NewConfirm(tr("Delete"), trf("Delete the save “%s”?", info.Name), func(yes bool) {
			if !yes {
				return
			}
			if err := st.Delete(info.Slug); err != nil {
				h.ShowError(err)
				return
			}
			infos = append(infos[:chosen:chosen], infos[chosen+1:]...)
			chosen = -1
			list.UnselectAll()
			list.Refresh()
		}, win))
	})
	body := container.NewBorder(nil, container.NewHBox(load, del, why), nil, nil, list)
	body.Resize(fyne.NewSize(640, 400))
	d = dialog.NewCustom(tr("Load…"), tr("Close"), body, win)
	d.Resize(fyne.NewSize(700, 460))
	h.OpenDialog(d)
}

// Totals is "Anna 12, Sepp -4, …" for a save's list entry (seats
// without a name are the person's: "You").
func Totals(seats []store.SeatInfo, totals []int) string {
	s := ""
	for i, t := range totals {
		if i > 0 {
			s += ", "
		}
		name := tr("You")
		if i < len(seats) && seats[i].Name != "" {
			name = seats[i].Name
		}
		s += fmt.Sprintf("%s %+d", name, t)
	}
	return s
}
