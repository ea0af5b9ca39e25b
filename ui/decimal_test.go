package ui

import (
	"regexp"
	"strings"
	"testing"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/statsscreen"
	"github.com/cego-spiel/cego/ui/store"
	"github.com/cego-spiel/cego/ui/text"
)

// TestGermanDecimalComma: a German player reads "+5,2", not "+5.2", in the
// hint's sentence and its table of candidates; English keeps the point.
// The sentence about the trick names the card.
func TestGermanDecimalComma(t *testing.T) {
	c := tableAt(t, func(c *Controller, v *game.View) bool {
		return v.Phase() == game.Playing && v.CurrentTrick().N > 0
	})
	v := c.view()
	legal := v.LegalCards()
	adv := ai.Advice{Action: game.CardAction(legal.Lowest()), Method: "solved", Samples: 19,
		Candidates: []ai.Candidate{{Action: game.CardAction(legal.Lowest()), WinProb: 0.67, Expected: 5.25}}}
	point := regexp.MustCompile(`[0-9]\.[0-9]`)
	for _, l := range []string{store.LanguageGerman, store.LanguageEnglish} {
		SetLanguage(l)
		german := l == store.LanguageGerman
		reason := hintReason(&v, adv)
		if german && !strings.Contains(reason, text.CardName(legal.Lowest())+" ") {
			t.Errorf("German hint %q does not name the card %s (\"Sie bleibt unter dem Stich\" leaves open what)", reason, text.CardName(legal.Lowest()))
		}
		p := newHintPanel()
		p.setRows(adv.Candidates, adv.Action)
		row := p.rows[0][2].Text
		for _, s := range []string{reason, row} {
			if german && (point.MatchString(s) || !strings.Contains(s, "+5,2")) {
				t.Errorf("German: %q, want a decimal comma (+5,2)", s)
			}
			if !german && !strings.Contains(s, "+5.2") {
				t.Errorf("English: %q, want +5.2", s)
			}
		}
	}
	for l, want := range map[string]string{store.LanguageGerman: "+0,50", store.LanguageEnglish: "+0.50"} {
		SetLanguage(l)
		st := store.Stats{Format: store.StatsFormat, Deals: 2, Score: 1}
		got := overlayTexts(statsscreen.View(&st))
		if !strings.Contains(got, want) {
			t.Errorf("%s statistics: %q, want %s", l, got, want)
		}
		if strings.Contains(got, "last 0") || strings.Contains(got, "letzten 0") {
			t.Errorf("%s statistics without recent deals speak of the last 0: %q", l, got)
		}
	}
	SetLanguage(store.LanguageEnglish)
}
