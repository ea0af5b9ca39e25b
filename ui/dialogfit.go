package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
)

// Dialogs fit every window from 800×600 up without growing it or covering
// its menu bar: a dialog's least size (its scrolling part's least size and
// the rest) fits the room a window of 800×600 leaves clear of its menu bar
// (TestDialogsFitSmallWindow, TestDialogsClearMenuBar), and where the
// window has more room it opens larger, up to the size that shows its
// whole scrolling part.

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
	room := dialogRoom(c.win.Canvas().Size(), c.menuBarHeight())
	d.Resize(fyne.NewSize(max(least.Width, min(want.Width, room.Width)), max(least.Height, min(want.Height, room.Height))))
}

// dialogGap keeps a dialog this far below the window's menu bar.
const dialogGap = 4

// dialogRoom is the largest dialog a canvas of size shows clear of a menu
// bar menu high at its top: Fyne centres a dialog in the whole canvas, the
// menu bar's strip included, so the room is as much less at the bottom as
// at the top (the score sheet, the settings and the glossary covered the
// menu bar of a window of 800×600).
func dialogRoom(size fyne.Size, menu float32) fyne.Size {
	edge := max(float32(dialogMargin), menu+dialogGap)
	return size.SubtractWidthHeight(2*dialogMargin, 2*edge)
}

// menuBarHeight is the height of the menu bar Fyne draws at the top of
// the window (0 where there is none): the window's content starts below it.
func (c *Controller) menuBarHeight() float32 {
	if c.win == nil || c.win.Content() == nil {
		return 0
	}
	return c.win.Content().Position().Y
}
