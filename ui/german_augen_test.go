package ui

import (
	"os"
	"regexp"
	"testing"
)

// scorePointKeys are the English texts whose "points" are points of the
// score (the settlement's amounts), not card points: the only ones whose
// German may say "Punkte".
var scorePointKeys = map[string]bool{
	"Points of the last %d deals": true, // the stats chart of the totals
	// an exercise's answer, worth so many points at the table (the score)
	"Over %d deals that fit what you see, it gives you %+.1f points at the table on average, %.1f less than the best choice. Try again.":                                              true,
	"Over %d deals that fit what you see, it gives you %+.1f points at the table on average and your side wins %.0f%% of them; %s, the closest other choice, gives %+.1f: %.1f less.": true,
}

// TestGermanCardPointsAreAugen: in Cego the card points are Augen (RULES
// §2.4, §12), the score's amounts are Punkte. The English texts call card
// points "points"; so a German text for an English one that speaks of
// points, other than the few about the score (scorePointKeys), must not
// say Punkt, Punkte or Punkten. The rule book's chapter on counting is
// about card points only and is held to the same.
func TestGermanCardPointsAreAugen(t *testing.T) {
	points := regexp.MustCompile(`(?i)\bpoints?\b`)
	punkt := regexp.MustCompile(`\bPunkt(e|en)?\b`)
	de := readTranslations(t, "de")
	checked := 0
	for k, v := range de {
		if !points.MatchString(k) || scorePointKeys[k] {
			continue
		}
		checked++
		if punkt.MatchString(v) {
			t.Errorf("card points are Augen: %q is %q", k, v)
		}
	}
	if checked < 20 {
		t.Fatalf("only %d German texts about card points: the test no longer finds them", checked)
	}
	for k := range scorePointKeys {
		if _, ok := de[k]; !ok {
			t.Errorf("scorePointKeys names %q, which has no German text", k)
		}
	}
	b, err := os.ReadFile("text/translations/rulebook/de/5-counting.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range punkt.FindAllString(string(b), -1) {
		t.Errorf("the German rule book's counting chapter says %q: card points are Augen", m)
	}
}
