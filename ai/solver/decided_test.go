package solver

import (
	"math/rand/v2"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// TestDecidedChild: once a card decides a special game, the child problem
// answers that outcome through every entry point (it once crashed a
// search asked for it) and has no moves left.
func TestDecidedChild(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	s := New(14, 0)
	seen := 0
	for seed := uint64(1); seed < 3000 && seen < 40; seed++ {
		st := game.Deal(game.Rules{Players: 4}, game.Seat(seed%4), seed)
		for st.Phase() != game.Done {
			legal := st.Legal()
			a := legal[rng.IntN(len(legal))]
			if st.Phase() == game.Bidding {
				a = game.Pass
				for _, x := range legal {
					if x == game.CallBettel || x == game.CallPiccolo {
						a = x
					}
				}
			}
			if st.Phase() == game.Playing && !st.Contract().Info().Normal && st.Contract() != game.Raeuber {
				pr, err := NewProblem(&st, st.Turn())
				if err != nil {
					t.Fatal(err)
				}
				for m := pr.Legal(); m != 0; m &= m - 1 {
					child, done, won := pr.Child(m.Lowest())
					if !done {
						continue
					}
					seen++
					v, err := s.Value(&child)
					ok, err2 := s.AtLeast(&child, 1)
					f, err3 := s.Factor(&child)
					mv, err4 := s.Moves(&child, true)
					if err != nil || err2 != nil || err3 != nil || err4 != nil {
						t.Fatalf("seed %d: errors %v %v %v %v", seed, err, err2, err3, err4)
					}
					if v != b2i(won) || ok != won || f != v || len(mv) != 0 || child.Legal() != 0 {
						t.Fatalf("seed %d %v: decided child (won %v) answers value %d, at least %v, factor %d, %d moves, legal %v", seed, st.Contract(), won, v, ok, f, len(mv), child.Legal())
					}
					if g, d, w := child.Child(m.Lowest()); !d || w != won || g.decided != child.decided {
						t.Fatalf("seed %d: a decided problem's child is not decided alike", seed)
					}
				}
			}
			if err := st.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	if seen < 10 {
		t.Fatalf("only %d decided children", seen)
	}
}
