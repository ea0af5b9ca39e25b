package statsscreen

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"github.com/cego-spiel/cego/ui/text"
)

// Host is what the statistics need of the window that shows them.
type Host interface {
	// Window is the window the dialog opens over (nil: none, nothing
	// opens).
	Window() fyne.Window
	// OpenDialog shows the dialog, Escape closing it.
	OpenDialog(d dialog.Dialog)
}

// tr is the text in the UI's language (text.Tr).
func tr(s string) string { return text.Tr(s) }

// trf is tr with a format (text.Trf).
func trf(format string, args ...any) string { return text.Trf(format, args...) }
