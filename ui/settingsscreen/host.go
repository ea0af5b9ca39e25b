package settingsscreen

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/store"
	"github.com/cego-spiel/cego/ui/text"
)

// Host is what the settings dialog needs of the window that shows it.
type Host interface {
	// Window is the window the dialog opens over (nil: none, nothing
	// opens).
	Window() fyne.Window
	// OpenDialog shows the settings dialog, Escape closing it.
	OpenDialog(d dialog.Dialog)
	// DismissDialog closes the newest dialog (Escape in the name field).
	DismissDialog()
	// FitDialog sizes the dialog to show every row of scroll where the
	// window has room.
	FitDialog(d dialog.Dialog, scroll *container.Scroll)
	// ReleaseChoices makes every choice under o give the keyboard back to
	// the dialog once it is made.
	ReleaseChoices(o fyne.CanvasObject)
	// Settings are the settings in effect.
	Settings() store.Settings
	// Apply puts s into effect at once and saves them.
	Apply(s store.Settings)
	// NextProfile is the rule profile of the next sitting.
	NextProfile() game.Profile
	// ProfileSelect is a choice of rule profiles around cur (onChange
	// gets the one chosen) and a way to show another as chosen.
	ProfileSelect(cur game.Profile, onChange func(game.Profile)) (o fyne.CanvasObject, set func(game.Profile))
	// OpenRules opens the rules editor; used gets the profile the person
	// chose there for the next sitting.
	OpenRules(used func(game.Profile))
	// Players is the number of players at the sitting being played (0:
	// none).
	Players() int
}

// Offer is what the window offers in the settings.
type Offer struct {
	Packs      []string  // the card designs (store.Settings.Pack)
	PackTitles []string  // their names for people
	Paces      []string  // the paces' names for people, in store.Paces' order
	BotNames   [4]string // the bots' names at the table, by seat
}

// Open opens the settings dialog.
func Open(h Host, o Offer) {
	win := h.Window()
	if win == nil {
		return
	}
	s := container.NewVScroll(form(h, o))
	// its least size fits a window of 800×600; it opens to show every row
	// where the window has room (FitDialog)
	s.SetMinSize(fyne.NewSize(560, 360))
	h.ReleaseChoices(s)
	d := dialog.NewCustom(tr("Settings"), tr("Close"), s, win)
	h.FitDialog(d, s)
	h.OpenDialog(d)
}

// tr is the text in the UI's language (text.Tr).
func tr(s string) string { return text.Tr(s) }
