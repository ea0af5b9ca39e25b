package ui

import (
	"fyne.io/fyne/v2"

	"github.com/cego-spiel/cego/ui/store"
)

// A person's table window opens at the size it was last closed at, as far
// as the screen it starts on has room for it: Run calls restoreWindowSize
// before the window shows, fitWindowToScreen once it is made (the canvas's
// scale is known then) and keepWindowSize when it has closed. Watch mode,
// the tour and the screenshots keep defaultSize and write nothing, as they
// leave the rest of the settings alone.

// windowSizeOK reports whether a window of width × height is one the table
// fits in (min, its content's minimum size) and no screen exceeds
// (store.MaxWindowSide). NaN is not.
func windowSizeOK(width, height float64, min fyne.Size) bool {
	return width >= float64(min.Width) && height >= float64(min.Height) &&
		width <= store.MaxWindowSide && height <= store.MaxWindowSide
}

// fitsScreen reports whether a window of size fits a screen whose usable
// area is screen (a zero screen: not known, and everything fits).
func fitsScreen(size, screen fyne.Size) bool {
	return screen.IsZero() || size.Width <= screen.Width && size.Height <= screen.Height
}

// fitScreen is size cut down to the screen's usable area (a zero screen:
// not known, size as it is).
func fitScreen(size, screen fyne.Size) fyne.Size {
	if screen.IsZero() {
		return size
	}
	return fyne.NewSize(min(size.Width, screen.Width), min(size.Height, screen.Height))
}

// startSize is the size the table window opens at on a screen whose usable
// area is screen: the remembered one when it is sensible for a table of
// minimum size min and fits the screen, else defaultSize cut to the screen.
func startSize(s store.WindowSize, min, screen fyne.Size) fyne.Size {
	if s.IsZero() || !windowSizeOK(s.Width, s.Height, min) {
		return fitScreen(defaultSize, screen)
	}
	size := fyne.NewSize(float32(s.Width), float32(s.Height))
	if !fitsScreen(size, screen) {
		return fitScreen(defaultSize, screen)
	}
	return size
}

// measureScreen is the screen's usable area in units at a scale
// (screenUnits; the tests of the Fyne test driver, which has no screen,
// put one of their own).
var measureScreen = screenUnits

// restoreWindowSize sizes the window as the settings remember it, within
// the screen (measured at a scale of 1: the window is not made yet).
func (c *Controller) restoreWindowSize() {
	c.screen, _ = measureScreen(1)
	c.win.Resize(startSize(c.settings.Window, c.win.Canvas().Content().MinSize(), c.screen))
}

// fitWindowToScreen measures the screen again at the canvas's scale, once
// the window is made, and makes a window larger than the screen fit it
// (a screen of more pixels per unit than 1 has fewer units than the first
// measure said), placing it in the screen's middle.
func (c *Controller) fitWindowToScreen() {
	screen, ok := measureScreen(c.win.Canvas().Scale())
	if !ok {
		return
	}
	c.screen = screen
	if size := c.win.Canvas().Size(); !fitsScreen(size, screen) {
		c.win.Resize(fitScreen(size, screen))
		c.win.CenterOnScreen()
	}
}

// keepWindowSize remembers the window's size in the settings and writes
// them if it changed; a size the window should not open at again (smaller
// than the table, a minimised window's nothing, larger than the screen it
// started on) is not remembered.
func (c *Controller) keepWindowSize() {
	sz := c.win.Canvas().Size()
	w, h := float64(sz.Width), float64(sz.Height)
	ws := store.WindowSize{Width: w, Height: h}
	if !windowSizeOK(w, h, c.win.Canvas().Content().MinSize()) || !fitsScreen(sz, c.screen) || ws == c.settings.Window {
		return
	}
	c.settings.Window = ws
	c.saveSettings()
}
