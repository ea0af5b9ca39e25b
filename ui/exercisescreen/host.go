package exercisescreen

import (
	"image"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/text"
)

// Host is what the exercises need of the window that shows them.
type Host interface {
	// CardImage is card c (game.NoCard: the back) of the table's pack, w
	// points wide; ready runs when a sharper image is drawn.
	CardImage(c game.Card, w float32, ready func()) image.Image
	// Window is the window the exercises' dialog opens over (its size
	// bounds the dialog's).
	Window() fyne.Window
	// OpenDialog shows the exercises' dialog, Escape closing it.
	OpenDialog(d dialog.Dialog)
	// DialogRoom is the room a dialog may take in the window, clear of
	// its menu bar.
	DialogRoom() fyne.Size
	// Names are the seats' names, the person's first.
	Names() [4]string
	// Solved reports whether the person has solved the exercise id.
	Solved(id string) bool
	// Solve counts the exercise id as solved (the progress file, the
	// menus' counts).
	Solve(id string)
}

// tr is the text in the UI's language (text.Tr).
func tr(s string) string { return text.Tr(s) }

// trf is tr with a format (text.Trf).
func trf(format string, args ...any) string { return text.Trf(format, args...) }
