package ui

import (
	"errors"
	"fmt"
	"log"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/ui/store"
)

// saveAs writes the sitting as the named save called name.
func (c *Controller) saveAs(name string) error {
	if c.store == nil {
		return fmt.Errorf("%s", tr("There is no folder to save in."))
	}
	info, err := c.store.Save(name, c.meta(), c.sitting)
	if err != nil {
		return err
	}
	c.saveName = info.Name
	c.autosave()
	return nil
}

// showSaveAs asks for a name and saves the sitting under it, asking first
// before replacing a save of the same name.
func (c *Controller) showSaveAs() {
	if c.win == nil || c.store == nil || c.sitting == nil {
		return
	}
	if c.guest != nil {
		// this window shows only the person's side of the host's sitting
		c.openDialog(dialog.NewInformation(tr("Save as…"), trf("%s keeps the sitting at the table: it goes on when %s hosts it again.", c.guest.host, c.guest.host), c.win))
		return
	}
	name := newEscEntry(c.dismissDialog)
	name.SetText(c.saveName)
	name.SetPlaceHolder(tr("Name of the save"))
	// Save stays greyed out until there is a name to save under
	name.Validator = func(s string) error {
		if store.CleanSaveName(s) == "" {
			return errors.New(tr("The save needs a name."))
		}
		return nil
	}
	d := dialog.NewForm(tr("Save as…"), tr("Save"), tr("Cancel"), []*widget.FormItem{widget.NewFormItem(tr("Name"), name)}, func(ok bool) {
		// the name as it is stored: the question and the write are about
		// the same file
		n := store.CleanSaveName(name.Text)
		if !ok || n == "" {
			return
		}
		save := func() {
			if err := c.saveAs(n); err != nil {
				c.showError(err)
				return
			}
			said := trf("Saved as “%s”.", n)
			if c.t.shownOverlay() != nil {
				// a panel (the result, the last trick) covers the banner
				c.openDialog(dialog.NewInformation(tr("Save as…"), said, c.win))
				return
			}
			c.t.showNotice(said)
		}
		if old, exists := c.store.Existing(n); exists {
			c.openDialog(dialog.NewConfirm(tr("Save as…"), replaceQuestion(n, old), func(yes bool) {
				if yes {
					save()
				}
			}, c.win))
			return
		}
		save()
	}, c.win)
	// Enter in the field saves, as the Save button does
	name.OnSubmitted = func(string) { d.Submit() }
	c.openDialog(d)
	// room for the placeholder and a long name; the field has the keys
	c.widen(d)
	c.win.Canvas().Focus(name)
}

// replaceQuestion asks before saving as name replaces the save old: by
// its own name when it differs (a name cut to length, other letters that
// make the same file name), with its date and deal.
func replaceQuestion(name string, old store.SaveInfo) string {
	if old.Name == name || old.Err != nil {
		return trf("A save called “%s” exists. Replace it?", name)
	}
	return trf("“%s” would be saved in the file of the save “%s” (%s, deal %d). Replace that save?",
		name, old.Name, old.Saved.Local().Format("02.01.2006 15:04"), old.Deal)
}

// loadSave replaces the sitting with the named save.
func (c *Controller) loadSave(name string) error {
	g, err := c.store.Load(name)
	if err != nil {
		return err
	}
	opts := c.opts
	opts.WatchMode = false
	opts.Seed = 0
	if err := c.Resume(g, opts); err != nil {
		return err
	}
	c.autosave()
	return nil
}

// saveLine is a save's line in the list: name, date, players and totals.
func saveLine(info store.SaveInfo) string {
	if info.Err != nil {
		return trf("%s — cannot be read", info.Name)
	}
	return fmt.Sprintf("%s — %s — %s", info.Name, info.Saved.Local().Format("02.01.2006 15:04"),
		trf("Deal %d, totals %s", info.Deal, totalsText(info.Seats, info.Totals)))
}

// showLoad lists the named saves to load or delete.
func (c *Controller) showLoad() {
	if c.win == nil || c.store == nil || c.leavingTable(c.showLoad) {
		return
	}
	infos, err := c.store.List()
	if err != nil {
		c.showError(err)
		return
	}
	if len(infos) == 0 {
		c.openDialog(dialog.NewInformation(tr("Load…"), tr("There are no saved games yet."), c.win))
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
			if err := c.loadSave(info.Slug); err != nil {
				log.Printf("cego: load: %v", err)
				c.openDialog(dialog.NewInformation(tr("Load…"), problemMessage(err), c.win))
			}
		}
		if untouched(c.sitting, c.person) || c.opts.WatchMode {
			open()
			return
		}
		// the sitting at the table, and its autosave, give way to the save
		ask := dialog.NewConfirm(tr("Load…"), trf("Load “%s”? It takes the place of the sitting at the table (deal %d), which is kept only if you saved it.", info.Name, c.sitting.DealNumber()), func(yes bool) {
			if yes {
				open()
			}
		}, c.win)
		ask.SetConfirmText(tr("Load"))
		c.openDialog(ask)
	})
	del := widget.NewButton(tr("Delete"), func() {
		if chosen < 0 {
			why.SetText(tr("Choose a save in the list first."))
			return
		}
		info := infos[chosen]
		c.openDialog(dialog.NewConfirm(tr("Delete"), trf("Delete the save “%s”?", info.Name), func(yes bool) {
			if !yes {
				return
			}
			if err := c.store.Delete(info.Slug); err != nil {
				c.showError(err)
				return
			}
			infos = append(infos[:chosen:chosen], infos[chosen+1:]...)
			chosen = -1
			list.UnselectAll()
			list.Refresh()
		}, c.win))
	})
	body := container.NewBorder(nil, container.NewHBox(load, del, why), nil, nil, list)
	body.Resize(fyne.NewSize(640, 400))
	d = dialog.NewCustom(tr("Load…"), tr("Close"), body, c.win)
	d.Resize(fyne.NewSize(700, 460))
	c.openDialog(d)
}
