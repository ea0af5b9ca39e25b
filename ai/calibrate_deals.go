package ai

import "github.com/cego-spiel/cego/game"

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
