package ui

import (
	"testing"

	"github.com/cego-spiel/cego/ui/store"
)

// TestGermanNewSittingButton: in German a deal is a "Spiel" ("Spiel 1",
// "Nächstes Spiel"), so the toolbar's button that starts a new sitting
// says "Neue Runde", as the dialog it opens, not "Neues Spiel" next to
// "Nächstes Spiel".
func TestGermanNewSittingButton(t *testing.T) {
	SetLanguage(store.LanguageGerman)
	t.Cleanup(func() { SetLanguage(store.LanguageEnglish) })
	c := newTestTable(t, Options{Seed: 1, Pace: PaceInstant})
	texts := screenTexts(c)
	found := false
	for _, s := range texts {
		if s == "Neues Spiel" {
			t.Errorf("the toolbar says %q: a German player reads it as the next deal", s)
		}
		if s == tr("New sitting") {
			found = true
		}
	}
	if !found {
		t.Errorf("no button %q on the table: %q", tr("New sitting"), texts)
	}
}
