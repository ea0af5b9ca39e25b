package ai

import (
	"math"
	"testing"

	"github.com/cego-spiel/cego/ai/solver"
	"github.com/cego-spiel/cego/game"
)

// auctionDeal plays a deal under GEGENSOLO_VERSTEIGERUNG in which a Solo
// call is answered by a Gegensolo call, so that the game comes from the
// Gegensolo auction (every game value one more, RULES §11), up to the last
// trick; ok is false if the deal did not get there.
func auctionDeal(seed uint64) (st game.State, ok bool) {
	st, ok = lastTrick(game.Rules{Players: 4, GegensoloVersteigerung: true}, seed, game.CallSolo, game.CallGegensolo)
	return st, ok && st.FromAuction() && st.Contract().Info().Normal
}

// lastTrick plays a deal under r with rule bots up to the last trick,
// making each of calls whenever it is legal; ok is false if the deal did
// not get there.
func lastTrick(r game.Rules, seed uint64, calls ...game.Action) (st game.State, ok bool) {
	st = game.Deal(r, game.Seat(seed%uint64(r.N())), seed)
	rb := NewRuleBot(seed)
	for steps := 0; st.Phase() != game.Done && steps < 500; steps++ {
		if st.Phase() == game.Playing && st.Hand(st.Turn()).Len() == 1 {
			return st, true
		}
		v := st.View(st.Turn())
		a := rb.Choose(v)
		for _, call := range calls {
			if v.IsLegal(call) {
				a = call
			}
		}
		if st.Apply(a) != nil {
			return st, false
		}
	}
	return st, false
}

// TestEvalPlayAuctionValue: in the last trick every card is forced, so
// evalPlay's settlement must be the engine's, also for a game from the
// Gegensolo auction, whose value is one more than its ladder value.
func TestEvalPlayAuctionValue(t *testing.T) {
	checkLastTrickAmounts(t, "from the Gegensolo auction", auctionDeal)
}

// TestEvalPlayDurchmarsch: the same for a Solo announced as a Durchmarsch,
// which is settled on every trick (u·32 won, u·8 lost), not on points.
func TestEvalPlayDurchmarsch(t *testing.T) {
	checkLastTrickAmounts(t, "as a Durchmarsch", func(seed uint64) (game.State, bool) {
		st, ok := lastTrick(game.Rules{Players: 4, Durchmarsch: true}, seed, game.CallSolo, game.CallDurchmarsch)
		a, announced := st.Announcement()
		return st, ok && announced && a == game.CallDurchmarsch
	})
}

// checkLastTrickAmounts compares evalPlay's settlement in the last trick
// of deals from deal with the engine's: by bands exactly; won or lost
// (which asks about the bands next to the threshold only) its side and at
// most its size.
func checkLastTrickAmounts(t *testing.T, what string, deal func(seed uint64) (game.State, bool)) {
	t.Helper()
	s := solver.New(12, 0)
	checked := 0
	for seed := uint64(1); seed < 400 && checked < 8; seed++ {
		st, ok := deal(seed)
		if !ok {
			continue
		}
		me := st.Turn()
		v := st.View(me)
		legal := v.Legal()
		for _, band := range []bool{true, false} {
			out, good := evalPlay(s, &st, me, legal, band)
			if !good {
				t.Fatalf("seed %d: the last trick was not solved", seed)
			}
			end := st
			for end.Phase() != game.Done {
				ev := end.View(end.Turn())
				if err := end.Apply(ev.Legal()[0]); err != nil {
					t.Fatal(err)
				}
			}
			got, want := out[0].amt, float64(end.Score()[me])
			switch {
			case band && got != want:
				t.Errorf("seed %d, %v %s, by bands: evalPlay settles %v for seat %d, the engine %v", seed, st.Contract(), what, got, me, want)
			case !band && (got > 0) != (want > 0) || math.Abs(got) > math.Abs(want):
				// won or lost, and one band further: the settlement's side
				// and at most its size (a game won or lost by more counts
				// more than the bands it asked about)
				t.Errorf("seed %d, %v %s, won or lost: evalPlay settles %v for seat %d, the engine %v", seed, st.Contract(), what, got, me, want)
			}
		}
		checked++
	}
	if checked < 3 {
		t.Fatalf("only %d deals %s reached the last trick", checked, what)
	}
}
