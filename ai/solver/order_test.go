package solver

import (
	"math/rand/v2"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// sideAlwaysWins reports whether every legal way to finish the current
// trick gives it to the side `side`.
func sideAlwaysWins(p pos, side bool) bool {
	if p.tn == 0 && p.trickNo > 0 || p.tn == p.n {
		return true
	}
	for m := p.legal(); m != 0; m &= m - 1 {
		q := p
		c := m.Lowest()
		if q.tn == q.n-1 {
			q.hands[q.turn] &^= c.Bit()
			q.trick[q.tn] = c
			q.tn++
			if q.max[q.seat(q.winnerIndex())] != side {
				return false
			}
			continue
		}
		q.play(c)
		if !sideAlwaysWins(q, side) {
			return false
		}
	}
	return true
}

// TestSureWinners checks the move-ordering claims that a lead or a
// following card surely wins the trick for its side against every legal way
// of finishing the trick.
func TestSureWinners(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	sure, checked := 0, 0
	for _, players := range []int{4, 3} {
		for i := 0; i < 300; i++ {
			st, ok := playRandom(rng, players, 8, func(c game.Contract) bool { return c.Info().Normal })
			if !ok {
				continue
			}
			pr, err := NewProblem(&st, st.Turn())
			if err != nil {
				t.Fatal(err)
			}
			p := pr.p
			var live game.Cards
			for q := 0; q < int(p.n); q++ {
				live |= p.hands[q]
			}
			for i := 0; i < int(p.tn); i++ {
				live |= p.trick[i].Bit()
			}
			side := p.max[p.turn]
			for m := p.legal(); m != 0; m &= m - 1 {
				c := m.Lowest()
				claim := false
				if p.tn == 0 {
					claim = p.sureLead(c, live)
				} else {
					var v trickView
					p.view(p.legal(), &v)
					claim = v.sure.Has(c)
				}
				if !claim {
					continue
				}
				q := p
				q.play(c)
				if q.tn == 0 && q.trickNo > p.trickNo {
					// c completed the trick
					if q.max[q.leader] != side && !(p.trickNo == 0 && p.declLead) {
						t.Fatalf("%v: %v was called sure but lost", st.Contract(), c)
					}
				} else if !sideAlwaysWins(q, side) {
					t.Fatalf("%v: %v was called sure; hands %v / %v / %v / %v, trick %v", st.Contract(), c,
						p.hands[0], p.hands[1], p.hands[2], p.hands[3], p.trick[:p.tn])
				}
				sure++
			}
			checked++
		}
	}
	if sure < 50 {
		t.Fatalf("only %d sure cards in %d positions", sure, checked)
	}
	t.Logf("%d sure cards in %d positions", sure, checked)
}

// TestEquivalence checks the equivalent-card pruning against the search
// without it, in the middle of tricks with larger hands than minimax over
// the engine can afford.
func TestEquivalence(t *testing.T) {
	points := func(c game.Contract) bool { return c.Info().Normal || c == game.Raeuber }
	testEquivalence(t, points, 400)
	// the games of tricks, where neighbours of any points are equivalent
	testEquivalence(t, func(c game.Contract) bool {
		return c == game.Ultimo || c == game.Drescher || c.TargetTricks() >= 0
	}, 4000)
}

func testEquivalence(t *testing.T, contracts func(game.Contract) bool, tries int) {
	defer func() { noEquivalence = false }()
	rng := rand.New(rand.NewPCG(31, 32))
	checked := 0
	for i := 0; i < tries && checked < 60; i++ {
		st, ok := playRandom(rng, 4-i%2, 5, contracts)
		if !ok || st.CurrentTrick().N == 0 {
			continue
		}
		pr, err := NewProblem(&st, st.Turn())
		if err != nil {
			t.Fatal(err)
		}
		noEquivalence = true
		want, err1 := New(14, 2_000_000).Value(pr)
		noEquivalence = false
		got, err2 := New(14, 2_000_000).Value(pr)
		if err1 != nil || err2 != nil {
			continue
		}
		if got != want {
			t.Fatalf("%v: with equivalence %d, without %d", st.Contract(), got, want)
		}
		checked++
	}
	if checked < 30 {
		t.Fatalf("only %d positions", checked)
	}
}
