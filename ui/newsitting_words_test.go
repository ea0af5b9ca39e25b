package ui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/ui/store"
)

// TestNewSittingOneTerm: the toolbar's button, the Game menu's item and
// the dialog they open call starting a new sitting by one name, in both
// languages. In English the button said "New game" while the menu and the
// dialog said "New sitting…".
func TestNewSittingOneTerm(t *testing.T) {
	for _, l := range []string{store.LanguageEnglish, store.LanguageGerman} {
		SetLanguage(l)
		c := newTestTable(t, Options{Seed: 1, Pace: PaceInstant})
		button := c.table.toolButtons()[2].(*widget.Button).Text
		item := strings.TrimSuffix(c.win.MainMenu().Items[0].Items[0].Label, "…")
		c.showNewSitting()
		dialogTexts := screenTexts(c)
		if button != item || !slices.Contains(dialogTexts, button) {
			t.Errorf("%s: button %q, menu item %q, dialog %q", l, button, item, dialogTexts)
		}
	}
	SetLanguage(store.LanguageEnglish)
}
