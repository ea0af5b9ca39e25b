package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
)

// Dialogs fit every window from 800×600 up without growing it: a dialog's
// least size (its scrolling part's least size and the rest) fits the room
// a window of 800×600 leaves below its menu bar (TestDialogsFitSmallWindow),
// and where the window has more room it opens larger, up to the size that
// shows its whole scrolling part.

// dialogMargin keeps a dialog this far from the window's edges.
const dialogMargin = 16

// fitDialog sizes d: want (a zero side: as much as shows the whole of
// scroll's content), within the window less dialogMargin on each side,
// never below d's least size.
func (c *Controller) fitDialog(d dialog.Dialog, scroll *container.Scroll, want fyne.Size) {
	if c.win == nil {
		return
	}
	least := d.MinSize()
	if scroll != nil {
		more := scroll.Content.MinSize().Subtract(scroll.MinSize())
		if want.Width == 0 {
			want.Width = least.Width + max(0, more.Width)
		}
		if want.Height == 0 {
			want.Height = least.Height + max(0, more.Height)
		}
	}
	room := c.win.Canvas().Size().SubtractWidthHeight(2*dialogMargin, 2*dialogMargin)
	d.Resize(fyne.NewSize(max(least.Width, min(want.Width, room.Width)), max(least.Height, min(want.Height, room.Height))))
}
