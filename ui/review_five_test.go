package ui

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/internal/uitest"
	"github.com/cego-spiel/cego/ui/reviewscreen"
	"github.com/cego-spiel/cego/ui/text"
)

// TestReviewUndoFiveAtTable: with five at the table the person's seat
// changes from deal to deal; undo takes back his card at that seat, the
// review judges that seat's cards and draws it at the bottom, and a deal he
// sat out is shown without verdicts.
func TestReviewUndoFiveAtTable(t *testing.T) {
	old := reviewscreen.CardBudget
	reviewscreen.CardBudget = 2 * time.Second
	t.Cleanup(func() { reviewscreen.CardBudget = old })
	c := newTestTable(t, Options{Seed: 21, Pace: PaceInstant, Profile: fiveProfile(game.Rules{})})
	playToEnd(t, c)
	c.NextDeal() // the person deals and sits out: the bots play it
	if st := c.sitting.State(); !c.sitsOut() || st.Phase() != game.Done {
		t.Fatal("deal 2 is not the person's deal to sit out")
	}
	c.showReview()
	if rv := c.reviewShown(); rv == nil || rv.Deal().Me != game.NoSeat || len(verdictRows(t, rv)) != 0 || !slices.Contains(uitest.Texts(rv.Root()), tr("You sat this deal out.")) {
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
	final := c.sitting.State()
	var want []string
	for k, tr := range final.Tricks() {
		if i := indexOf(tr, me); i >= 0 {
			want = append(want, trf("Trick %d · %s", k+1, text.CardName(tr.Cards[i]))+" — ")
		}
	}
	rows := verdictRows(t, rv)
	if d := rv.Deal(); len(rows) != len(want) || d.Me != me || d.Sides[me] != reviewscreen.Bottom {
		t.Fatalf("%d verdicts for %d cards of seat %d (drawn at %v)", len(rows), len(want), me, d.Sides[me])
	}
	for i, r := range rows {
		if !strings.HasPrefix(r, want[i]) || strings.HasSuffix(r, "…") {
			t.Fatalf("verdict %q, want %q…", r, want[i])
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
