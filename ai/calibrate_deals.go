package ai

import (
	"math"

	"github.com/cego-spiel/cego/game"
)

// measuredDeal returns deal i of a measurement and its seed: the seed is
// game.SplitMix64(i+base), the dealer seat i modulo the players, so that
// every seat deals in turn and a measurement's deals are the same on every
// run.
func measuredDeal(rules game.Rules, i int, base uint64) (game.State, uint64) {
	seed := game.SplitMix64(uint64(i) + base)
	return game.Deal(rules, game.Seat(i%rules.N()), seed), seed
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

// bidOrPass returns the two branches of a decision in the auction: deal st
// after the action a of the seat on turn, and after its pass instead. The
// measurements take a and the pass from the legal actions.
func bidOrPass(st game.State, a game.Action) (bid, pass game.State) {
	bid, pass = st, st
	bid.Apply(a)
	pass.Apply(game.Pass)
	return bid, pass
}

// duel plays deals under rules r: bot mk in one seat against base in
// the others, duplicate, and returns mk's mean gain and its 95% interval.
func duel(mk, base func(seed uint64) Bot, r game.Rules, deals int) (float64, float64) {
	var sum, ss float64
	n := r.N()
	for i := 0; i < deals; i++ {
		seed := game.SplitMix64(uint64(i) + 777)
		run := func(aSeat int) [4]int {
			st := game.Deal(r, game.Seat(i%n), seed)
			bots := make([]Bot, n)
			for s := range bots {
				if s == aSeat {
					bots[s] = mk(SeatSeed(seed, s))
				} else {
					bots[s] = base(SeatSeed(seed, s))
				}
			}
			for st.Phase() != game.Done {
				p := st.Turn()
				st.Apply(bots[p].Choose(st.View(p)))
			}
			return st.Score()
		}
		b := run(-1)
		d := 0.0
		for s := 0; s < n; s++ {
			d += float64(run(s)[s] - b[s])
		}
		d /= float64(n)
		sum += d
		ss += d * d
	}
	m := sum / float64(deals)
	return m, 1.96 * math.Sqrt(max(0, (ss/float64(deals)-m*m)/float64(deals)))
}
