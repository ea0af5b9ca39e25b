package solver

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// playDurchmarsch plays a random deal under rules (with DURCHMARSCH) in
// which a Solo is announced as a Durchmarsch, until every hand holds at
// most left cards; once the declarer has lost a trick it mostly gives up. The
// deal is stacked: Vorhand, who bids first, gets several top trumps.
func playDurchmarsch(rng *rand.Rand, rules game.Rules, left int) (game.State, bool) {
	deck := rules.Pack().Slice()
	rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	b, h := rules.BlindSize(), rules.HandSize()
	top := 2 + rng.IntN(h-3)
	for k := 0; k < top; k++ {
		c := game.CardGstiess - game.Card(k)
		i := slices.Index(deck, c)
		j := b + k // Vorhand's packet follows the blind
		deck[i], deck[j] = deck[j], deck[i]
	}
	st, err := game.NewDeal(rules, game.Seat(rules.N()-1), deck)
	if err != nil {
		panic(err)
	}
	keepLost := rng.IntN(4) == 0
	for st.Phase() != game.Done {
		if st.Phase() == game.Playing {
			if !durchmarsch(&st) {
				return st, false
			}
			if st.TricksWon(st.Declarer()) < st.TrickCount()-1 && !keepLost {
				return st, false // a trick is lost already: mostly give up
			}
			if st.Hand(st.Turn()).Len() <= left && rng.IntN(3) == 0 {
				return st, true
			}
		}
		legal := st.Legal()
		a := legal[rng.IntN(len(legal))]
		if st.Phase() == game.Playing && rng.IntN(3) != 0 {
			// mostly the declarer's highest card and the others'
			// lowest, so that some positions keep every trick his
			l := st.LegalCards()
			a = game.CardAction(l.Lowest())
			if st.Turn() == st.Declarer() {
				a = game.CardAction(l.Highest())
			}
		}
		if st.Phase() == game.Bidding {
			switch {
			case slices.Contains(legal, game.CallDurchmarsch):
				a = game.CallDurchmarsch
			case slices.Contains(legal, game.CallSolo):
				a = game.CallSolo
			case slices.Contains(legal, game.Pass):
				a = game.Pass
			}
		}
		_ = st.Apply(a)
	}
	return st, false
}

// TestDurchmarsch checks that a Solo announced as a Durchmarsch is searched
// for its goal, every trick, against minimax over the engine's settlement
// of the announcement (and followed to the end of the deal).
func TestDurchmarsch(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 42))
	s := New(14, 0)
	var won, lost, lostNow, lines int
	for _, players := range []int{4, 3} {
		rules := game.Rules{Players: players, Durchmarsch: true}
		for k, tries := 0, 0; k < 60 && tries < 20000; tries++ {
			st, ok := playDurchmarsch(rng, rules, 3)
			if !ok {
				continue
			}
			k++
			pr, err := NewProblem(&st, st.Turn())
			if err != nil {
				t.Fatal(err)
			}
			if pr.Points() {
				t.Fatal("a Durchmarsch is answered in points")
			}
			checkPosition(t, s, &st, pr, "durchmarsch")
			switch v, _ := s.Value(pr); {
			case v == 1:
				won++
			case st.TricksWon(st.Declarer()) == st.TrickCount()-1:
				lostNow++ // every trick so far, but not the rest
			default:
				lost++
			}
			followLine(t, rng, "durchmarsch", st, *pr, st.Turn(), true)
			lines++
		}
	}
	if won < 5 || lost+lostNow < 5 {
		t.Fatalf("too few positions: %d won, %d lost with every trick so far, %d lost before", won, lostNow, lost)
	}
	t.Logf("%d positions: %d won, %d lost with every trick so far, %d lost before", lines, won, lostNow, lost)
}
