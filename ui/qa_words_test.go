package ui

import (
	"os"
	"path/filepath"
	"regexp"
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

// TestGermanBlindIsMasculine: the blind is "der Blinde" (RULES.md's
// glossary), in every German text: the table's, the lessons', the rule
// book's. Half the texts said "die Blinde nehmen", the other half "der
// Blinde kommt zu dir".
func TestGermanBlindIsMasculine(t *testing.T) {
	texts := map[string]string{}
	for k, v := range readTranslations(t, "de") {
		texts[k] = v
	}
	files, err := filepath.Glob(filepath.Join("text", "translations", "rulebook", "de", "*.md"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no German rule book: %v", err)
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		texts[f] = string(b)
	}
	feminine := regexp.MustCompile(`\b([Dd]ie|[Ee]ine) (\*\*)?Blinde\b|\b[Dd]er( geschlossenen| verdeckten)? (\*\*)?Blinden\b`)
	for k, v := range texts {
		if m := feminine.FindString(v); m != "" {
			t.Errorf("%q: %q (the blind is masculine: der Blinde, den Blinden, des Blinden)", k, m)
		}
	}
}
