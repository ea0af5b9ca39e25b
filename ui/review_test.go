package ui

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/ai/review"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/text"
)

// reviewSeed is a sitting whose first deal (an Einer the person defends)
// the solver settles in seconds; two of the person's cards lose points
// ("Trump 19 would have kept Mond (21) safe").
const reviewSeed = 13

// finishedDeal plays the first deal of a seeded sitting with the pilot in
// the person's seat and returns the table showing its result.
func finishedDeal(t *testing.T, seed uint64) *Controller {
	t.Helper()
	// no time limit: the verdicts must not depend on the machine's load
	old := reviewBudget
	reviewBudget = 0
	t.Cleanup(func() { reviewBudget = old })
	fastCallReview(t)
	c := newTestTable(t, Options{Seed: seed})
	for st := c.sitting.State(); st.Phase() != game.Done; st = c.sitting.State() {
		pilotMove(t, c)
	}
	if c.table.overlay == nil {
		t.Fatal("no result panel")
	}
	return c
}

// reviewTexts collects the texts of the labels and buttons under o.
func reviewTexts(o fyne.CanvasObject) []string {
	var out []string
	switch o := o.(type) {
	case *widget.Label:
		out = append(out, o.Text)
	case *widget.Button:
		out = append(out, o.Text)
	case *canvas.Text:
		out = append(out, o.Text)
	case *fyne.Container:
		for _, x := range o.Objects {
			out = append(out, reviewTexts(x)...)
		}
	}
	return out
}

// TestReviewShowsVerdicts: Review on the result panel opens the review of
// the deal; the list has the solver's verdict for each of the person's
// cards, the same as review.Play gives; stepping to a trick shows its
// verdict in words; Escape goes back to the result panel.
func TestReviewShowsVerdicts(t *testing.T) {
	c := finishedDeal(t, reviewSeed)
	b := findButton(t, c.table.overlay, "Review")
	if b == nil {
		t.Fatal("no Review button on the result panel")
	}
	t0 := time.Now()
	test.Tap(b)
	rv := c.reviewShown()
	if rv == nil {
		t.Fatal("the review is not shown")
	}
	t.Logf("review computed in %v", time.Since(t0))
	start, acts, err := dealStart(c.sitting)
	if err != nil {
		t.Fatal(err)
	}
	want, err := review.Play(context.Background(), start, acts, human, review.Config{})
	if err != nil {
		t.Fatal(err)
	}
	if len(want) == 0 || len(rv.verdicts) != len(want) {
		t.Fatalf("%d verdicts shown, %d cards played", len(rv.verdicts), len(want))
	}
	list := strings.Join(reviewTexts(rv.list), "\n")
	t.Logf("verdicts:\n%s", list)
	for i, v := range want {
		if !rv.ready[i] || rv.verdicts[i] != v {
			t.Fatalf("verdict %d: shown %+v, solver %+v", i, rv.verdicts[i], v)
		}
		if v.Err != nil {
			t.Fatalf("no verdict for %v", v)
		}
		if !strings.Contains(list, text.ShortVerdict(v, true)) {
			t.Fatalf("%q missing from the list", text.ShortVerdict(v, true))
		}
		rv.showStep(v.Trick)
		if got := rv.verdict.Text; got != text.CardVerdictText(v, false) || !strings.HasPrefix(got, "You played "+text.CardName(v.Played)) {
			t.Fatalf("trick %d: %q", v.Trick, got)
		}
	}
	// stepping with the keys
	rv.showStep(0)
	c.table.typedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	if rv.step != 1 {
		t.Fatalf("→ went to step %d", rv.step)
	}
	c.table.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if c.reviewShown() != nil || c.table.overlay == nil || findButton(t, c.table.overlay, "Review") == nil {
		t.Fatal("Escape did not go back to the result panel")
	}
	st := c.sitting.State()
	if c.sitting.DealNumber() != 1 || st.Phase() != game.Done {
		t.Fatal("leaving the review moved the game on")
	}
}

// TestReviewReplayExpert: the replay with Expert in the person's seat
// shows both results side by side, the person's as settled.
func TestReviewReplayExpert(t *testing.T) {
	c := finishedDeal(t, reviewSeed)
	c.showReview()
	rv := c.reviewShown()
	test.Tap(rv.replayB)
	texts := strings.Join(reviewTexts(rv.expert), "\n")
	st := c.sitting.State()
	want := append([]string{"You", fmt.Sprintf("%+d", st.Score()[human]), "Expert in your seat"}, text.ResultLines(&st, c.names, human)...)
	for _, w := range want {
		if !strings.Contains(texts, w) {
			t.Fatalf("%q missing from the side by side:\n%s", w, texts)
		}
	}
	if len(rv.expert.Objects) != 1 || len(rv.expert.Objects[0].(*fyne.Container).Objects) != 2 {
		t.Fatalf("not two results side by side:\n%s", texts)
	}
	t.Logf("side by side:\n%s", texts)
}

// TestReviewFromMenuLater: in the next deal the menu's review shows the
// deal before.
func TestReviewFromMenuLater(t *testing.T) {
	c := finishedDeal(t, reviewSeed)
	c.NextDeal()
	c.showReview()
	rv := c.reviewShown()
	if rv == nil || rv.d.number != 1 {
		t.Fatal("the finished deal is not reviewed")
	}
	c.closeReview()
	if c.table.overlay != nil {
		t.Fatal("closing the review of a past deal left an overlay")
	}
}
