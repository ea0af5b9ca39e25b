package ui

import (
	"fyne.io/fyne/v2"

	"github.com/cego-spiel/cego/ui/store"
)

// A person's table window opens at the size it was last closed at: Run
// calls restoreWindowSize before the window shows and keepWindowSize when
// it has closed. Watch mode, the tour and the screenshots keep defaultSize
// and write nothing, as they leave the rest of the settings alone.

// windowSizeOK reports whether a window of width × height is one the table
// fits in (min, its content's minimum size) and no screen exceeds
// (store.MaxWindowSide). NaN is not.
func windowSizeOK(width, height float64, min fyne.Size) bool {
	return width >= float64(min.Width) && height >= float64(min.Height) &&
		width <= store.MaxWindowSide && height <= store.MaxWindowSide
}

// startSize is the size the table window opens at: the remembered one when
// it is sensible for a table of minimum size min, else defaultSize.
func startSize(s store.WindowSize, min fyne.Size) fyne.Size {
	if s.IsZero() || !windowSizeOK(s.Width, s.Height, min) {
		return defaultSize
	}
	return fyne.NewSize(float32(s.Width), float32(s.Height))
}

// restoreWindowSize sizes the window as the settings remember it.
func (c *Controller) restoreWindowSize() {
	c.win.Resize(startSize(c.settings.Window, c.win.Canvas().Content().MinSize()))
}

// keepWindowSize remembers the window's size in the settings and writes
// them if it changed; a size the window should not open at again (smaller
// than the table, a minimised window's nothing) is not remembered.
func (c *Controller) keepWindowSize() {
	sz := c.win.Canvas().Size()
	w, h := float64(sz.Width), float64(sz.Height)
	ws := store.WindowSize{Width: w, Height: h}
	if !windowSizeOK(w, h, c.win.Canvas().Content().MinSize()) || ws == c.settings.Window {
		return
	}
	c.settings.Window = ws
	c.saveSettings()
}
