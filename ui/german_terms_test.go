package ui

import (
	"regexp"
	"testing"
)

// TestGermanScoringTerms: the German table names the parts of a
// settlement as the rule book does — a band of five is a Fach, card points
// are Augen — not by other words in some places (the settlement once said
// "Band" and "Kartenpunkte", the review "Faktorstufe").
func TestGermanScoringTerms(t *testing.T) {
	other := regexp.MustCompile(`\bBand\b|Faktorstufe|Kartenpunkte[n]? gezählt|von 70 Kartenpunkten|^Kartenpunkte: `)
	for k, v := range readTranslations(t, "de") {
		if other.MatchString(v) {
			t.Errorf("%q is %q", k, v)
		}
	}
}

// TestGermanCallIsAnsage: the German table calls a call in the auction an
// Ansage, as the keys, the review and the course do, nowhere a Ruf (the
// Pace menu said "Einen einzigen erlaubten Ruf automatisch sagen").
func TestGermanCallIsAnsage(t *testing.T) {
	other := regexp.MustCompile(`\bRuf(e|es)?\b`)
	for k, v := range readTranslations(t, "de") {
		if other.MatchString(v) {
			t.Errorf("%q is %q", k, v)
		}
	}
}
