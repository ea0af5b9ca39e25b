package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/look"
	"github.com/cego-spiel/cego/ui/store"
)

// saferAdvice is an auction hint that keeps "fort" (57 %, −0.7 expected)
// over a call that expects more (38 %, +0.4), as reported in issue #23.
func saferAdvice(t *testing.T) (game.View, ai.Advice) {
	t.Helper()
	st := game.Deal(game.Rules{Players: 4}, 0, 1)
	for st.Phase() == game.Bidding {
		v := st.View(st.Turn())
		if l := v.Legal(); len(l) >= 2 && l[0] == game.Pass {
			return v, ai.Advice{Action: game.Pass, Method: "simulated", Samples: 160, Safer: true, RunnerUp: l[1], HasRunnerUp: true,
				Candidates: []ai.Candidate{{Action: l[1], WinProb: 0.38, Expected: 0.4}, {Action: game.Pass, WinProb: 0.57, Expected: -0.7}}}
		}
		if err := st.Apply(v.Legal()[0]); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("no auction decision with a call besides fort")
	return game.View{}, ai.Advice{}
}

// TestHintSaysWhySafer: a hint that keeps a safer call over one that
// expects more says so in its sentence, in English and German, with the
// numbers of the call it suggests; the panel's table lists the one that
// expects more first and marks the suggestion.
func TestHintSaysWhySafer(t *testing.T) {
	t.Cleanup(func() { SetLanguage(store.LanguageEnglish) })
	v, adv := saferAdvice(t)
	for _, l := range []struct{ lang, want, nums string }{
		{store.LanguageEnglish, "comes out ahead more often (57% against 38%)", "57% chance"},
		{store.LanguageGerman, "öfter ein Plus (57\u00a0% gegen 38\u00a0%)", "57\u00a0% Chance"},
	} {
		SetLanguage(l.lang)
		r := hintReason(&v, adv)
		if !strings.Contains(r, l.want) || !strings.Contains(r, l.nums) || !strings.Contains(r, actionWords(adv.Candidates[0].Action)) {
			t.Errorf("%s: the reason %q does not say why it prefers fort (%q, %q)", l.lang, r, l.want, l.nums)
		}
	}
	p := newHintPanel()
	p.setRows(adv.Candidates, adv.Action)
	if len(p.rows) != 2 || p.rows[0][0].Text != actionWords(adv.Candidates[0].Action) || p.rows[1][0].Color != look.Highlight {
		t.Errorf("rows %q %q: not in the advice's order with fort marked", p.rows[0][0].Text, p.rows[1][0].Text)
	}
	// a suggestion further down than the rows reach takes the last row
	var cands []ai.Candidate
	for c := game.Card(0); c < 5; c++ {
		cands = append(cands, ai.Candidate{Action: game.CardAction(c), WinProb: 0.5, Expected: float64(5 - c)})
	}
	p.setRows(cands, cands[4].Action)
	if n := len(p.rows); n != maxCandidates || p.bestAt != n-1 || p.rows[n-1][0].Text != actionWords(cands[4].Action) || p.rows[0][0].Text != actionWords(cands[0].Action) {
		t.Errorf("%d rows, the suggestion's at %d: %q … %q", n, p.bestAt, p.rows[0][0].Text, p.rows[n-1][0].Text)
	}
}

// TestGermanHintKeepsPercentWithNumber: the German hint never breaks a
// line between a number and its per cent sign ("0" / "% Chance"), at any
// width of the panel.
func TestGermanHintKeepsPercentWithNumber(t *testing.T) {
	SetLanguage(store.LanguageGerman)
	t.Cleanup(func() { SetLanguage(store.LanguageEnglish) })
	v, adv := saferAdvice(t)
	r := hintReason(&v, adv)
	for w := float32(80); w <= 400; w++ {
		for _, l := range hintWrap(r, 14, fyne.TextStyle{}, w) {
			if strings.HasPrefix(l, "%") {
				t.Fatalf("at width %.0f a line begins with the per cent sign: %q", w, l)
			}
		}
	}
}
