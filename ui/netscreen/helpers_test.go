package netscreen

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// testHost is the window as the dialogs see it in a test: a window of
// Fyne's test driver, dialogs shown at once, the form's confirmation kept
// for the test to press (ok), the background work done at once.
type testHost struct {
	win       fyne.Window
	open      []dialog.Dialog
	ok        func() // the open form's confirmation
	dismissed int
}

func newTestHost(t *testing.T) *testHost {
	t.Helper()
	a := test.NewApp()
	t.Cleanup(a.Quit)
	w := a.NewWindow("Cego")
	w.Resize(fyne.NewSize(1100, 800))
	return &testHost{win: w}
}

func (h *testHost) Window() fyne.Window { return h.win }

func (h *testHost) OpenDialog(d dialog.Dialog, then ...func()) {
	h.open = append(h.open, d)
	d.SetOnClosed(func() {
		for _, f := range then {
			f()
		}
	})
	d.Show()
}

func (h *testHost) OpenForm(title, confirm string, items []*widget.FormItem, onOK func()) *dialog.FormDialog {
	d := dialog.NewForm(title, confirm, "Cancel", items, func(bool) {}, h.win)
	h.ok = onOK
	h.OpenDialog(d)
	return d
}

func (h *testHost) DismissDialog() { h.dismissed++ }

func (h *testHost) FitDialog(dialog.Dialog, *container.Scroll, fyne.Size) {}

func (h *testHost) Widen(dialog.Dialog) {}

func (h *testHost) Background(work, then func()) {
	work()
	then()
}

// walk calls f on every object under o, entering containers and widgets'
// renderers.
func walk(t *testing.T, o fyne.CanvasObject, f func(fyne.CanvasObject)) {
	t.Helper()
	f(o)
	switch o := o.(type) {
	case *fyne.Container:
		for _, c := range o.Objects {
			walk(t, c, f)
		}
	case fyne.Widget:
		for _, c := range test.TempWidgetRenderer(t, o).Objects() {
			walk(t, c, f)
		}
	}
}

// top is the dialog shown on top of h's window.
func (h *testHost) top(t *testing.T) fyne.CanvasObject {
	t.Helper()
	top := h.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no dialog is shown")
	}
	return top
}
