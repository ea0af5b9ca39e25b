package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// openDialog shows d and lets Escape close it as its Close or Cancel
// button would; then runs after it has closed (a dialog has one closing
// callback, and this takes it). Dialogs whose dismissal does something
// the person must choose on purpose (the offer to resume, which deletes
// the autosave on "New sitting") are shown with d.Show() instead.
func (c *Controller) openDialog(d dialog.Dialog, then ...func()) {
	c.dialogs = append(c.dialogs, d)
	d.SetOnClosed(func() {
		for i, x := range c.dialogs {
			if x == d {
				c.dialogs = append(c.dialogs[:i:i], c.dialogs[i+1:]...)
				break
			}
		}
		for _, f := range then {
			f()
		}
	})
	d.Show()
}

// commandKey handles the keys that open a dialog or a view of the
// sitting (N, S, L, G, R, comma; F9 traces with CEGO_TRACE) and the keys
// of an open dialog or review; it reports whether e was one of them.
func (c *Controller) commandKey(e *fyne.KeyEvent) bool {
	if traceOn && e.Name == fyne.KeyF9 {
		traceResize(c)
		return true
	}
	if c.dialogKey(e) || c.reviewKey(e) {
		return true
	}
	switch e.Name {
	case fyne.KeyN:
		c.showNewSitting()
	case fyne.KeyS:
		c.showScoreSheet()
	case fyne.KeyL:
		c.showLastTrick()
	case fyne.KeyG:
		c.showGlossary()
	case fyne.KeyR:
		c.showRulebook()
	case fyne.KeyComma:
		c.showSettings()
	default:
		return false
	}
	return true
}

// dialogKey handles a key while a dialog is open over the table: Escape
// closes the newest dialog opened by openDialog, and no key reaches the
// table behind it (a digit would make a call, Enter deal again, S open a
// second score sheet). It reports whether a dialog is open.
func (c *Controller) dialogKey(e *fyne.KeyEvent) bool {
	if c.win == nil || c.win.Canvas().Overlays().Top() == nil {
		return false
	}
	if e.Name == fyne.KeyEscape {
		c.dismissDialog()
	}
	return true
}

// dismissDialog closes the newest dialog opened by openDialog, as its
// Close or Cancel button would.
func (c *Controller) dismissDialog() {
	if n := len(c.dialogs); n > 0 {
		c.dialogs[n-1].Dismiss()
	}
}

// releaseChoices makes every choice in o (a dialog's content) give the
// keyboard back once it is made: a Select, Check or RadioGroup clicked
// with the mouse takes the focus, and a focused widget gets every key, so
// Escape would no longer close the dialog. Text fields keep the focus.
func (c *Controller) releaseChoices(o fyne.CanvasObject) {
	release := func() {
		if c.win != nil {
			c.win.Canvas().Unfocus()
		}
	}
	switch w := o.(type) {
	case *fyne.Container:
		for _, ch := range w.Objects {
			c.releaseChoices(ch)
		}
	case *container.Scroll:
		c.releaseChoices(w.Content)
	case *widget.Form:
		for _, it := range w.Items {
			c.releaseChoices(it.Widget)
		}
	case *widget.Select:
		afterChange(&w.OnChanged, release)
	case *widget.Check:
		afterChange(&w.OnChanged, release)
	case *widget.RadioGroup:
		afterChange(&w.OnChanged, release)
	}
}

// afterChange makes the change callback *f call after once it has run
// (*f may be nil).
func afterChange[T any](f *func(T), after func()) {
	before := *f
	*f = func(v T) {
		if before != nil {
			before(v)
		}
		after()
	}
}

// openForm opens a form dialog whose choices give the keys back to it
// (releaseChoices), with Cancel and confirm; onOK runs when it is
// confirmed. It returns the dialog (open).
func (c *Controller) openForm(title, confirm string, items []*widget.FormItem, onOK func()) *dialog.FormDialog {
	for _, it := range items {
		c.releaseChoices(it.Widget)
	}
	d := dialog.NewForm(title, confirm, tr("Cancel"), items, func(ok bool) {
		if ok {
			onOK()
		}
	}, c.win)
	c.openDialog(d)
	return d
}

// formWidth is the width of a form dialog whose fields take names and
// choices of some 30 letters (a save's name, a player's, a rule profile's):
// Fyne's form is as narrow as its widest field's minimum, which cuts a
// field's text; it fits the smallest window (800 wide).
const formWidth = 520

// widen gives an open form dialog formWidth (within the window).
func (c *Controller) widen(d dialog.Dialog) {
	w := float32(formWidth)
	if c.win != nil {
		w = min(w, c.win.Canvas().Size().Width-40)
	}
	d.Resize(fyne.NewSize(max(w, d.MinSize().Width), d.MinSize().Height))
}
