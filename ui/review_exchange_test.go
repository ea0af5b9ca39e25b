package ui

import (
	"context"
	"strings"
	"testing"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
)

// exchangeDeal is a seeded Cego that the person (seat 0) declares, played
// by Easy bots in every seat (as ai's review tests play it): the solver
// finds that he kept T7 T2 where T14 T2 would have made 2 more points, and
// discarded h4 where d1 would have.
func exchangeDeal(t *testing.T, c *Controller) *dealRecord {
	t.Helper()
	const seed = 18
	start := game.Deal(game.Rules{}, 3, seed)
	st := start
	var acts []game.Action
	var bots [4]ai.Bot
	for s := range bots {
		bots[s] = ai.NewEasyBot(seed + uint64(s))
	}
	for st.Phase() != game.Done {
		a := bots[st.Turn()].Choose(st.View(st.Turn()))
		if err := st.Apply(a); err != nil {
			t.Fatal(err)
		}
		acts = append(acts, a)
	}
	if st.Declarer() != human || st.Contract() != game.Cego {
		t.Fatalf("the seeded deal is %v by seat %d", st.Contract(), st.Declarer())
	}
	d := &dealRecord{number: 1, start: start, acts: acts, names: c.names, me: human}
	for s := 0; s < c.players(); s++ {
		d.places[s] = c.place(game.Seat(s))
	}
	return d
}

// TestReviewShowsExchange: the review of a deal the person declared lists
// the solver's verdicts on his keep and his discard before trick 1, the
// same as ai.ReviewExchange gives; the start of play says them in words;
// the screen says how calls are judged.
func TestReviewShowsExchange(t *testing.T) {
	if raceEnabled {
		t.Skip("long single-threaded work: checked by the run without -race")
	}
	oldB, oldE, oldN := reviewBudget, reviewExchangeBudget, reviewExchangeNodes
	reviewBudget, reviewExchangeBudget, reviewExchangeNodes = 0, 0, 0
	t.Cleanup(func() { reviewBudget, reviewExchangeBudget, reviewExchangeNodes = oldB, oldE, oldN })
	fastCallReview(t)
	c := newTestTable(t, Options{Seed: 1})
	d := exchangeDeal(t, c)
	rv := newReviewView(c, d)
	c.review = rv
	c.t.setOverlay(rv.root)
	rv.compute()
	want, err := ai.ReviewExchange(context.Background(), d.start, d.acts, human, ai.ReviewConfig{})
	if err != nil {
		t.Fatal(err)
	}
	if len(want) != 2 || !rv.exchReady || len(rv.exch) != 2 {
		t.Fatalf("exchange verdicts shown %v (ready %v), solver %v", rv.exch, rv.exchReady, want)
	}
	lost := false
	for i, v := range want {
		if rv.exch[i] != v {
			t.Fatalf("shown %+v, solver %+v", rv.exch[i], v)
		}
		lost = lost || v.Lost > 0
	}
	if !lost {
		t.Fatalf("the seeded exchange should have lost points: %v", want)
	}
	texts := reviewTexts(rv.root)
	all := strings.Join(texts, "\n")
	t.Logf("review:\n%s", all)
	list := reviewTexts(rv.list)[len(rv.callButtons()):]
	if len(list) < 3 || list[0] != shortExchange(want[0], true) || list[1] != shortExchange(want[1], true) || !strings.HasPrefix(list[2], "Trick 1") {
		t.Fatalf("the list does not begin with the exchange, then trick 1:\n%s", strings.Join(list, "\n"))
	}
	if !strings.HasPrefix(list[0], "Exchange: kept ") || !strings.HasPrefix(list[1], "Discard: ") {
		t.Fatalf("list %q", list[:2])
	}
	if !strings.Contains(all, "Calls: yours as played") {
		t.Fatal("the review does not say how calls are judged")
	}
	rv.go_(3)
	rv.go_(0)
	got := rv.verdict.Text
	if !strings.HasSuffix(got, exchangeText(want[0], true)+"\n"+exchangeText(want[1], true)) || !strings.Contains(got, "more points") {
		t.Fatalf("at the start of play: %q", got)
	}
}
