package solver

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// boundaryWith plays st on at random to the first trick boundary at which
// every hand holds k cards; ok is false if the deal ends first.
func boundaryWith(rng *rand.Rand, st game.State, k int) (game.State, bool) {
	for st.Phase() == game.Playing {
		if st.CurrentTrick().N == 0 && st.Hand(st.Turn()).Len() == k {
			return st, true
		}
		legal := st.Legal()
		if err := st.Apply(legal[rng.IntN(len(legal))]); err != nil {
			return st, false
		}
	}
	return st, false
}

// TestTwoTricks checks the exact play of the last two tricks (twoTricks)
// under every rule set: at two tricks left against the search without it,
// in every window around the value (fail-soft: the value inside the
// window, a bound beyond it on the same side outside); and the solver's
// answers with it, at two and three tricks left (where the children at
// the last card of a trick are valued by it), against plain minimax over
// the engine.
func TestTwoTricks(t *testing.T) {
	defer func() { noTwoTricks = false }()
	names, sets := ruleSets(t)
	rng := rand.New(rand.NewPCG(71, 72))
	points := func(c game.Contract) bool { return c.Info().Normal || c == game.Raeuber }
	windows, answers, raeuber := 0, 0, 0
	for i, rules := range sets {
		for j := 0; j < 60; j++ {
			st, ok := playRandomRules(rng, rules, 8, points)
			if !ok || durchmarsch(&st) {
				continue
			}
			k := 2 + j%2
			if st, ok = boundaryWith(rng, st, k); !ok {
				continue
			}
			pr, err := NewProblem(&st, st.Turn())
			if err != nil {
				continue // PARLETT_LEERE may refuse (see mayRefuse)
			}
			label := fmt.Sprintf("%s %v, %d cards", names[i], st.Contract(), k)
			// the solver's answers against minimax over the engine
			s := New(12, 0)
			want := reference(st, st.Turn())
			if got, err := s.Value(pr); err != nil || got != want {
				t.Fatalf("%s: Value %d (%v), minimax %d", label, got, err, want)
			}
			answers++
			if st.Contract() == game.Raeuber {
				raeuber++
			}
			if k != 2 || !pr.p.twoTricksExact() {
				continue
			}
			// the value in every window against the search without it
			noTwoTricks = true
			q := pr.p
			exact := New(12, 0).ab(&q, -1<<20, 1<<20)
			noTwoTricks = false
			if v := pr.p.twoTricks(-1<<20, 1<<20); v != exact {
				t.Fatalf("%s: twoTricks %d, search %d", label, v, exact)
			}
			for alpha := exact - 3; alpha <= exact+2; alpha++ {
				for beta := alpha + 1; beta <= exact+3; beta++ {
					v := pr.p.twoTricks(alpha, beta)
					switch {
					case v <= alpha && exact > v,
						v >= beta && exact < v,
						v > alpha && v < beta && v != exact:
						t.Fatalf("%s: twoTricks(%d, %d) = %d, value %d", label, alpha, beta, v, exact)
					}
					windows++
				}
			}
		}
	}
	if windows < 1000 || answers < 500 || raeuber < 20 {
		t.Fatalf("only %d windows and %d answers (%d Räuber) checked", windows, answers, raeuber)
	}
	t.Logf("%d windows, %d answers (%d Räuber) checked", windows, answers, raeuber)
}
