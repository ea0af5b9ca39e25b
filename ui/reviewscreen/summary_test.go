package reviewscreen

import (
	"errors"
	"strings"
	"testing"

	airev "github.com/cego-spiel/cego/ai/review"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/internal/uitest"
	"github.com/cego-spiel/cego/ui/text"
)

// TestReviewSummaryCountsEveryVerdict: the review's summary line counts the
// verdicts on the calls and the exchange as well as on the cards (it once
// counted the cards only).
func TestReviewSummaryCountsEveryVerdict(t *testing.T) {
	rv := &View{
		verdicts: []airev.CardVerdict{{Lost: 0}, {Forced: true}, {Lost: 6}, {Err: airev.ErrCap}, {Lost: 1, Accuracy: airev.AccuracyBand}},
		calls:    []airev.CallVerdict{{Gain: 0}, {Gain: 2}, {Forced: true}},
		exch:     []airev.ExchangeVerdict{{Lost: 0}, {Lost: 3}},
	}
	rv.callReady = []bool{true, true, true}
	rv.exchReady = true
	want := "Cards: 1 best, 1 forced, 2 worse, 1 too deep for the solver (6 points given up); calls: 1 best, 1 forced, 1 worse; exchange: 1 best, 1 worse."
	if got := rv.summary(); got != want {
		t.Errorf("summary %q, want %q", got, want)
	}
	text.SetLanguage("de")
	t.Cleanup(func() { text.SetLanguage("en") })
	want = "Karten: 1 beste, 1 erzwungen, 2 schlechter, 1 zu tief für den Löser (6 Augen verschenkt); Ansagen: 1 beste, 1 erzwungen, 1 schlechter; Tausch: 1 beste, 1 schlechter."
	if got := rv.summary(); got != want {
		t.Errorf("German summary %q, want %q", got, want)
	}
}

// TestCoarseCardVerdictSaysMethod: a card verdict judged by factor band or
// won/lost (exact points too deep for the solver) says so, in the list
// and in the sentence; an exact one does not.
func TestCoarseCardVerdictSaysMethod(t *testing.T) {
	hk, t3 := uitest.MustCard(t, "hK"), uitest.MustCard(t, "T3")
	for _, c := range []struct {
		v          airev.CardVerdict
		text, list string
	}{
		{airev.CardVerdict{Trick: 1, Played: hk, Best: t3, Lost: 2, Accuracy: airev.AccuracyBand, Why: airev.WhyLater},
			"this cost your side 2 factor bands — " + text.CardName(t3) + " would have done better (judged by factor band only).", "2 bands lower"},
		{airev.CardVerdict{Trick: 1, Played: hk, Best: t3, Lost: 1, Game: true, Accuracy: airev.AccuracyGame, Why: airev.WhyLater},
			"this lost the game — " + text.CardName(t3) + " would have won it (judged by won or lost only).", "lost the game"},
		{airev.CardVerdict{Trick: 1, Played: hk, Best: hk, Accuracy: airev.AccuracyGame},
			"best — no card would have done better (judged by won or lost only).", "best"},
		{airev.CardVerdict{Trick: 1, Played: hk, Best: hk},
			"best — no card would have done better.", "best"},
	} {
		if got := text.CardVerdictText(c.v, false); !strings.HasSuffix(got, c.text) {
			t.Errorf("%+v: %q, want …%q", c.v, got, c.text)
		}
		if got := text.ShortVerdict(c.v, true); !strings.HasSuffix(got, " — "+c.list) {
			t.Errorf("%+v: list %q, want …%q", c.v, got, c.list)
		}
	}
}

// TestVerdictWithoutJudgementGerman: a card or exchange verdict the solver
// could not give says so in German, without the solver's English reason.
func TestVerdictWithoutJudgementGerman(t *testing.T) {
	text.SetLanguage("de")
	t.Cleanup(func() { text.SetLanguage("en") })
	err := errors.New("solver: contract Drescher is not supported")
	card := text.CardVerdictText(airev.CardVerdict{Trick: 1, Played: uitest.MustCard(t, "hK"), Err: err}, false)
	exch := text.ExchangeVerdictText(airev.ExchangeVerdict{Chosen: game.Cards(0).Add(uitest.MustCard(t, "hK")), Err: err}, true)
	for _, s := range []string{card, exch} {
		if !strings.Contains(s, "kein Urteil: diese Spielart oder Lage beurteilt der Löser nicht.") {
			t.Errorf("%q does not say that the solver gave no verdict", s)
		}
		if strings.Contains(s, "solver") || strings.Contains(s, "not supported") {
			t.Errorf("the solver's English in %q", s)
		}
	}
}

// TestReviewShown: Shown tells which parts have every verdict on screen;
// a part with nothing to judge counts as shown.
func TestReviewShown(t *testing.T) {
	rv := &View{
		ready:     []bool{true, false},
		callReady: []bool{true},
		exch:      []airev.ExchangeVerdict{{}},
	}
	if cards, calls, exchange := rv.Shown(); cards || !calls || exchange {
		t.Errorf("Shown() = %v %v %v, want false true false", cards, calls, exchange)
	}
	rv.ready[1], rv.exchReady = true, true
	if cards, calls, exchange := rv.Shown(); !cards || !calls || !exchange {
		t.Errorf("Shown() = %v %v %v, want all true", cards, calls, exchange)
	}
	if _, _, exchange := (&View{}).Shown(); !exchange {
		t.Error("a review with no exchange to judge: its exchange not shown")
	}
}
