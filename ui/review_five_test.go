package ui

import (
	"testing"
	"time"

	"github.com/cego-spiel/cego/game"
)

// TestReviewUndoFiveAtTable: with five at the table the person's seat
// changes from deal to deal; undo takes back his card at that seat, the
// review judges that seat's cards and draws it at the bottom, and a deal he
// sat out is shown without verdicts.
func TestReviewUndoFiveAtTable(t *testing.T) {
	old := reviewBudget
	reviewBudget = 2 * time.Second
	t.Cleanup(func() { reviewBudget = old })
	c := newTestTable(t, Options{Seed: 21, Pace: PaceInstant, Profile: fiveProfile(game.Rules{})})
	playToEnd(t, c)
	c.NextDeal() // the person deals and sits out: the bots play it
	if st := c.sitting.State(); !c.sitsOut() || st.Phase() != game.Done {
		t.Fatal("deal 2 is not the person's deal to sit out")
	}
	c.showReview()
	if rv := c.reviewShown(); rv == nil || len(rv.verdicts) != 0 || rv.status.Text != tr("You sat this deal out.") {
		t.Fatal("the review of a deal sat out")
	}
	if err := c.UndoLastCard(); err == nil {
		t.Fatal("undo in a deal sat out")
	}
	c.closeReview()
	c.NextDeal()
	me := c.me()
	if me == game.NoSeat || me == 0 {
		t.Fatalf("deal 3: the person plays seat %d", me)
	}
	var before game.State
	for cards := 0; cards < 2; {
		if v := c.view(); v.Phase() == game.Playing {
			cards++
			before = c.sitting.State()
		}
		pilotMove(t, c)
	}
	if err := c.UndoLastCard(); err != nil || c.sitting.State() != before {
		t.Fatalf("undo at seat %d: %v", me, err)
	}
	playToEnd(t, c)
	c.showReview()
	rv := c.reviewShown()
	played := 0
	for _, tr := range rv.final.Tricks() {
		for i := 0; i < int(tr.N); i++ {
			if tr.Seat(i) == me {
				played++
			}
		}
	}
	if len(rv.verdicts) != played || rv.d.me != me || rv.d.places[me] != placeBottom {
		t.Fatalf("%d verdicts for %d cards of seat %d (drawn at %v)", len(rv.verdicts), played, me, rv.d.places[me])
	}
	for i, v := range rv.verdicts {
		if !rv.ready[i] || v.Played != rv.final.Tricks()[v.Trick-1].Cards[indexOf(rv.final.Tricks()[v.Trick-1], me)] {
			t.Fatalf("verdict %+v", v)
		}
	}
}

// indexOf is the place of seat s's card in trick t.
func indexOf(t game.Trick, s game.Seat) int {
	for i := 0; i < int(t.N); i++ {
		if t.Seat(i) == s {
			return i
		}
	}
	return -1
}
