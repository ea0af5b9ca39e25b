package look

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// EscEntry is a text field in a dialog that closes the dialog on Escape
// (a focused field gets the keys instead of the window): the window's
// dialogs and the screens' share it.
type EscEntry struct {
	widget.Entry
	OnEscape func() // what Escape does (nil: nothing)
}

// NewEscEntry is a text field that calls onEscape on Escape.
func NewEscEntry(onEscape func()) *EscEntry {
	e := &EscEntry{OnEscape: onEscape}
	e.ExtendBaseWidget(e)
	return e
}

// TypedKey closes the dialog on Escape and types everything else.
func (e *EscEntry) TypedKey(k *fyne.KeyEvent) {
	if k.Name == fyne.KeyEscape && e.OnEscape != nil {
		e.OnEscape()
		return
	}
	e.Entry.TypedKey(k)
}
