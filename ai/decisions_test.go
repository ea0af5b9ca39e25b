package ai

import (
	"math/rand/v2"

	"github.com/cego-spiel/cego/game"
)

// decisionPoints plays deals with rule bots and returns views of every
// decision with a choice, with the true deal at each.
func decisionPoints(n int, seed uint64) (views []game.View, states []game.State) {
	rng := rand.New(rand.NewPCG(seed, 3))
	rb := NewRuleBot(1)
	for len(views) < n {
		st := game.Deal(game.Rules{}, 3, rng.Uint64())
		for st.Phase() != game.Done && len(views) < n {
			v := st.View(st.Turn())
			if len(v.Legal()) > 1 && rng.IntN(6) == 0 {
				views = append(views, v)
				states = append(states, st)
			}
			if err := st.Apply(rb.Choose(v)); err != nil {
				panic(err) // a test's helper: the rule bot chose an illegal action
			}
		}
	}
	return views, states
}

// seatRuleBots returns a Normal rule bot for each of n seats, the one of
// seat s made with SeatSeed(seed, s).
func seatRuleBots(n int, seed uint64) []*RuleBot {
	bots := make([]*RuleBot, n)
	for s := range bots {
		bots[s] = NewRuleBot(SeatSeed(seed, s))
	}
	return bots
}
