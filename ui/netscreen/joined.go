package netscreen

import (
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// JoinedTable is the table this window joined, as a guest's table dialog
// sees it.
type JoinedTable interface {
	Table
	// HostName is the name of the table's host.
	HostName() string
}

// ShowJoined opens a guest's table dialog: who sits where, leaving the
// table and wishing to end the sitting. closed runs when the dialog has
// closed.
func ShowJoined(host Host, t JoinedTable, closed func()) *TableView {
	v := &TableView{}
	seats := container.NewVBox()
	fill := func() {
		seats.RemoveAll()
		me, hosting := t.Me()
		for _, s := range t.Seats() {
			seats.Add(widget.NewLabel(SeatLine(s, me, hosting)))
		}
	}
	fill()
	v.refresh = fill
	var d dialog.Dialog
	leave := closeButton(tr("Leave the table"), &d, t)
	box := container.NewVBox(seats, container.NewHBox(leave, endWishCheck(t)))
	d = dialog.NewCustom(trf("%s's table", t.HostName()), tr("Back to the table"), box, host.Window())
	host.OpenDialog(d, closed)
	return v
}

// ShowWaitForDeal opens the dialog a guest sees from sitting down at the
// table of the host named host until the first deal; left runs when it
// closed (hidden at the deal, or the person left the table with its
// button).
func ShowWaitForDeal(h Host, host string, left func()) dialog.Dialog {
	d := dialog.NewCustom(tr("Table"), tr("Leave the table"),
		widget.NewLabel(trf("You sit at %s's table. The game starts when %s deals.", host, host)), h.Window())
	h.OpenDialog(d, left)
	return d
}

// ShowConnecting opens the dialog shown while the window connects to the
// table at addr; the caller hides it when the answer came.
func ShowConnecting(h Host, addr string) dialog.Dialog {
	d := dialog.NewCustomWithoutButtons(tr("Join a table"), widget.NewLabel(trf("Connecting to %s…", addr)), h.Window())
	h.OpenDialog(d)
	return d
}

// AskLeave asks whether to leave the network table the window sits at
// (hosting: close the table it hosts) for what the person chose; leave
// runs when he agrees.
func AskLeave(h Host, hosting bool, leave func()) {
	q := tr("You sit at a table with friends. Leave it?")
	if hosting {
		q = tr("You host a table with friends. Close it? Your friends are told, and the sitting stays in this window.")
	}
	h.OpenDialog(dialog.NewConfirm(tr("Table"), q, func(ok bool) {
		if ok {
			leave()
		}
	}, h.Window()))
}
