package solver

import (
	"math/rand/v2"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// TestBoundsHold checks the sure-trick bounds against plain minimax over the
// engine at trick boundaries of every contract that counts points.
func TestBoundsHold(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	checked := 0
	for _, players := range []int{4, 3} {
		for i := 0; i < 600; i++ {
			st, ok := playRandom(rng, players, 4, func(c game.Contract) bool { return c.Info().Normal || c == game.Raeuber })
			if !ok || st.CurrentTrick().N != 0 {
				continue
			}
			seat := st.Turn()
			pr, err := NewProblem(&st, seat)
			if err != nil {
				t.Fatal(err)
			}
			lo, hi := pr.p.bounds()
			lo, hi = pr.fromV(lo), pr.fromV(hi)
			want := reference(st, seat)
			if want < lo || want > hi {
				t.Fatalf("%dp %v leader %d: value %d outside bounds [%d, %d]; hands %v / %v / %v / %v", players, st.Contract(), pr.p.leader,
					want, lo, hi, st.Hand(0), st.Hand(1), st.Hand(2), st.Hand(3))
			}
			checked++
		}
	}
	if checked < 100 {
		t.Fatalf("only %d positions checked", checked)
	}
	t.Logf("%d positions", checked)
}

// TestWonTrickBound checks the declarer's bound for a sure trick in play
// against plain minimax over the engine in the middle of tricks.
func TestWonTrickBound(t *testing.T) {
	_, sets := ruleSets(t)
	rng := rand.New(rand.NewPCG(7, 8))
	checked, tight := 0, 0
	for i := 0; i < 4000 && checked < 400; i++ {
		rules := sets[i%len(sets)]
		st, ok := playRandomRules(rng, rules, 4, func(c game.Contract) bool { return c.Info().Normal })
		if !ok || st.CurrentTrick().N == 0 {
			continue
		}
		pr, err := NewProblem(&st, st.Turn())
		if err != nil || !pr.Points() {
			continue
		}
		lo, ok := pr.p.wonTrickBound()
		if !ok {
			continue
		}
		want := reference(st, st.Turn())
		if got := pr.fromV(lo); got > want {
			t.Fatalf("%v %v: bound %d above the value %d; hands %v / %v / %v / %v, trick %v", rules.OptionIDs(), st.Contract(),
				got, want, st.Hand(0), st.Hand(1), st.Hand(2), st.Hand(3), st.CurrentTrick())
		} else if got == want {
			tight++
		}
		checked++
	}
	if checked < 100 {
		t.Fatalf("only %d positions", checked)
	}
	t.Logf("%d positions, %d with the bound at the value", checked, tight)
}
