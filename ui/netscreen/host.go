package netscreen

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// Host is the window as the network table's dialogs see it: the window
// they open over, its way of opening and sizing dialogs (Escape closes
// them), and its crossing for work off the window's thread.
type Host interface {
	// Window is the window the dialogs open over.
	Window() fyne.Window
	// OpenDialog shows d so that Escape closes it as its Close or Cancel
	// button would; then runs once it has closed.
	OpenDialog(d dialog.Dialog, then ...func())
	// OpenForm opens a form dialog whose choices give the keys back to
	// it, with Cancel and confirm; onOK runs when it is confirmed. It
	// returns the dialog (open).
	OpenForm(title, confirm string, items []*widget.FormItem, onOK func()) *dialog.FormDialog
	// DismissDialog closes the newest dialog opened by OpenDialog (a text
	// field's Escape).
	DismissDialog()
	// FitDialog sizes d within the window: want, a zero side as much as
	// shows the whole of scroll's content.
	FitDialog(d dialog.Dialog, scroll *container.Scroll, want fyne.Size)
	// Widen gives an open form dialog the width of a form of names.
	Widen(d dialog.Dialog)
	// Background runs work off the window's thread and then then on it,
	// through the window's crossing.
	Background(work, then func())
}
