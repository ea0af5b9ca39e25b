package calibrate

import (
	"fmt"
	"math/rand/v2"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
)

// decisionPoints plays deals with rule bots and returns views of every
// decision with a choice, with the true deal at each; a refused action is
// an error.
func decisionPoints(n int, seed uint64) (views []game.View, states []game.State, err error) {
	rng := rand.New(rand.NewPCG(seed, 3))
	rb := ai.NewRuleBot(1)
	for len(views) < n {
		st := game.Deal(game.Rules{}, 3, rng.Uint64())
		for st.Phase() != game.Done && len(views) < n {
			v := st.View(st.Turn())
			if len(v.Legal()) > 1 && rng.IntN(6) == 0 {
				views = append(views, v)
				states = append(states, st)
			}
			if a := rb.Choose(v); st.Apply(a) != nil {
				return nil, nil, fmt.Errorf("decision points: seat %d's %v was refused", v.Seat(), a)
			}
		}
	}
	return views, states, nil
}
