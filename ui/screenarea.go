package ui

import (
	"fmt"
	"log"

	"fyne.io/fyne/v2"
	"github.com/go-gl/glfw/v3.3/glfw"
)

// screenPixels is the usable area of the primary screen in pixels: the
// monitor's work area (without the task bars and panels the system
// reserves), or its whole size where the system names none. ok is false
// when it cannot be told (no monitor, GLFW not running, a system that does
// not say); the window is then not limited.
//
// GLFW is Fyne's desktop driver: it is running once the app has made a
// window, and must be asked on the main thread — Run calls this there,
// before the window shows and when the app has started.
func screenPixels() (w, h int, ok bool) {
	defer func() {
		if r := recover(); r != nil { // go-gl panics on GLFW's programming errors
			log.Printf("cego: the screen's size is not known: %v", fmt.Sprint(r))
			w, h, ok = 0, 0, false
		}
	}()
	m := glfw.GetPrimaryMonitor()
	if m == nil {
		return 0, 0, false
	}
	_, _, w, h = m.GetWorkarea()
	if w <= 0 || h <= 0 {
		if mode := m.GetVideoMode(); mode != nil {
			w, h = mode.Width, mode.Height
		}
	}
	return w, h, w > 0 && h > 0
}

// screenUnits is the screen's usable area (screenPixels) in Fyne units at
// scale (the canvas's pixels per unit; 1 before the window is made).
func screenUnits(scale float32) (fyne.Size, bool) {
	w, h, ok := screenPixels()
	if !ok {
		return fyne.Size{}, false
	}
	if scale <= 0 {
		scale = 1
	}
	return fyne.NewSize(float32(w)/scale, float32(h)/scale), true
}
