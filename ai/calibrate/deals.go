package calibrate

import (
	"fmt"
	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/ai/internal/probe"
	"math"
	"math/rand/v2"
	"slices"

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
func seatRuleBots(n int, seed uint64) []ai.Bot { return normal{}.seats(n, seed) }

// normal makes the Normal bots of a measurement: ai.NewRuleBot's, with
// other auction limits where th (four players) or th3 (three) are set.
type normal struct{ th, th3 *probe.Thresholds }

// bot returns the Normal bot seeded by seed.
func (m normal) bot(seed uint64) ai.Bot {
	if m.th == nil && m.th3 == nil {
		return ai.NewRuleBot(seed)
	}
	return chooser(probe.RuleBotChoose(seed, m.th, m.th3))
}

// chooser is a bot made of its Choose.
type chooser func(game.View) game.Action

// Choose implements ai.Bot.
func (f chooser) Choose(v game.View) game.Action { return f(v) }

// seats returns a bot for each of n seats, the one of seat s made with
// SeatSeed(seed, s).
func (m normal) seats(n int, seed uint64) []ai.Bot {
	bots := make([]ai.Bot, n)
	for s := range bots {
		bots[s] = m.bot(ai.SeatSeed(seed, s))
	}
	return bots
}

// limits returns the bots' auction limits with n players.
func (m normal) limits(n int) *probe.Thresholds {
	if n == 3 && m.th3 != nil {
		return m.th3
	}
	if n != 3 && m.th != nil {
		return m.th
	}
	th := probe.DefaultThresholds(n)
	return &th
}

// limits returns the Normal bot's own auction limits with n players.
func limits(n int) *probe.Thresholds { return normal{}.limits(n) }

// bidOrPass returns the two branches of a decision in the auction: deal st
// after the action a of the seat on turn, and after its pass instead. The
// measurements take a and the pass from the legal actions; either refused
// is an error.
func bidOrPass(st game.State, a game.Action) (bid, pass game.State, err error) {
	bid, pass = st, st
	if err := bid.Apply(a); err != nil {
		return bid, pass, err
	}
	if err := pass.Apply(game.Pass); err != nil {
		return bid, pass, err
	}
	return bid, pass, nil
}

// playOut plays st to its end with bot b in every seat (ai.PlayOut): a
// refused action is an error.
func playOut(st *game.State, b ai.Bot) error {
	end, err := ai.PlayOut(*st, slices.Repeat([]ai.Bot{b}, st.Players()))
	*st = end
	return err
}

// playAll plays st to its end with bots[s] in seat s (ai.PlayOut) and
// returns the settlement: a refused action is an error.
func playAll(st game.State, bots []ai.Bot) ([4]int, error) {
	end, err := ai.PlayOut(st, bots)
	if err != nil {
		return [4]int{}, err
	}
	return end.Score(), nil
}

// newRand returns package ai's generator for a seed (PCG), so that a
// measurement draws as the bots do.
func newRand(seed uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, 0xC0FFEE^seed>>7))
}

// duel plays deals under rules r: bot mk in one seat against base in
// the others, duplicate, and returns mk's mean gain and its 95% interval.
func duel(mk, base func(seed uint64) ai.Bot, r game.Rules, deals int) (float64, float64, error) {
	var sum, ss float64
	n := r.N()
	for i := 0; i < deals; i++ {
		seed := game.SplitMix64(uint64(i) + 777)
		run := func(aSeat int) ([4]int, error) {
			st := game.Deal(r, game.Seat(i%n), seed)
			bots := make([]ai.Bot, n)
			for s := range bots {
				if s == aSeat {
					bots[s] = mk(ai.SeatSeed(seed, s))
				} else {
					bots[s] = base(ai.SeatSeed(seed, s))
				}
			}
			return playAll(st, bots)
		}
		b, err := run(-1)
		if err != nil {
			return 0, 0, fmt.Errorf("deal %d: %w", i, err)
		}
		d := 0.0
		for s := 0; s < n; s++ {
			sc, err := run(s)
			if err != nil {
				return 0, 0, fmt.Errorf("deal %d: %w", i, err)
			}
			d += float64(sc[s] - b[s])
		}
		d /= float64(n)
		sum += d
		ss += d * d
	}
	m := sum / float64(deals)
	return m, 1.96 * math.Sqrt(max(0, (ss/float64(deals)-m*m)/float64(deals))), nil
}
