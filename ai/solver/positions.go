package solver

import (
	"math/rand/v2"
	"slices"

	"github.com/cego-spiel/cego/game"
)

// positions returns k positions of normal games at a trick boundary with
// `cards` cards in each hand.
func positions(k, cards int, seed uint64) []*Problem {
	rng := rand.New(rand.NewPCG(seed, 9))
	var out []*Problem
	for len(out) < k {
		st := game.Deal(game.Rules{}, 3, rng.Uint64())
		for st.Phase() != game.Done {
			if st.Phase() == game.Playing {
				if !st.Contract().Info().Normal {
					break
				}
				if st.CurrentTrick().N == 0 && st.Hand(st.Turn()).Len() == cards {
					pr, err := NewProblem(&st, st.Turn())
					if err == nil {
						out = append(out, pr)
					}
					break
				}
			}
			legal := st.Legal()
			a := legal[rng.IntN(len(legal))]
			if st.Phase() == game.Bidding && rng.IntN(3) != 0 {
				if slices.Contains(legal, game.Pass) {
					a = game.Pass
				}
			}
			_ = st.Apply(a)
		}
	}
	return out
}
