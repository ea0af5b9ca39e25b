package savescreen

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"github.com/cego-spiel/cego/ui/text"
)

// Host is what the saves' dialogs need of the window that shows them.
type Host interface {
	// Window is the window the dialogs open over.
	Window() fyne.Window
	// OpenDialog shows a dialog, Escape closing it.
	OpenDialog(d dialog.Dialog)
	// DismissDialog closes the newest dialog (Escape in the name field).
	DismissDialog()
	// Widen gives an open form dialog the width of a long name.
	Widen(d dialog.Dialog)
	// ShowError tells the person what went wrong.
	ShowError(err error)
	// SaveAs writes the sitting at the table as the save called name.
	SaveAs(name string) error
	// Saved tells the person that the sitting was saved (said).
	Saved(said string)
	// Load replaces the sitting at the table with the save slug, and
	// tells the person when it cannot.
	Load(slug string)
	// GivesWay reports whether the sitting at the table gives way to
	// another without asking (nothing played yet, watch mode), and its
	// deal's number.
	GivesWay() (ok bool, deal int)
}

// tr is the text in the UI's language (text.Tr).
func tr(s string) string { return text.Tr(s) }

// trf is tr with a format (text.Trf).
func trf(format string, args ...any) string { return text.Trf(format, args...) }
