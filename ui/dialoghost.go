package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
)

// dialogHost is the window as a screen in a dialog sees it (the
// statistics; the saves and the exercises build on it): the window, and
// opening a dialog so that Escape closes it.
type dialogHost struct{ c *Controller }

// Window is the controller's window (nil in a test without one).
func (h dialogHost) Window() fyne.Window { return h.c.win }

// OpenDialog opens d as the controller's dialogs open.
func (h dialogHost) OpenDialog(d dialog.Dialog) { h.c.openDialog(d) }

// DialogRoom is the room a dialog may take in the window: clear of the
// menu bar and the window's edges (dialogRoom).
func (h dialogHost) DialogRoom() fyne.Size {
	return dialogRoom(h.c.win.Canvas().Size(), h.c.menuBarHeight())
}
