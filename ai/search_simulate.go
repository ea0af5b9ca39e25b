package ai

import (
	"math"
	"time"

	"github.com/cego-spiel/cego/game"
)

// simulate estimates each legal auction or exchange action by playing
// sampled deals (weighted by inference like card play) out with rule bots,
// and keeps the rule bot's choice unless another action is clearly better
// (see preferRule).
func (b *SearchBot) simulate(v *game.View, legal []game.Action, deadline, drawStop time.Time, an *analysis) {
	var own map[game.Contract]float64 // the auction counts the bot's own play
	margin := func(game.Action) float64 { return b.cfg.Margin }
	bidding := v.Phase() == game.Bidding
	if bidding {
		own, margin = b.cfg.OwnPlay, b.cfg.CallMarginOf
	}
	deals := b.draw(v, b.cfg.Rollouts, 2*b.cfg.Rollouts, deadline, drawStop, an)
	me := v.Seat()
	res := make([][]outcome, len(deals))
	ok := b.search(deals, deadline, nil, func(w *worker, i int, t *workTally) bool {
		t0 := time.Now()
		out, good := rolloutOwn(&deals[i].st, me, legal, w.rule, deadline, own)
		t.roll(time.Since(t0))
		res[i] = out
		return good
	}, an)
	if bidding {
		b.ownWin(v.Rules(), res, ok, deals)
	}
	an.method = "simulated"
	b.aggregate(legal, res, ok, deals, an)
	preferRule(legal, res, ok, deals, margin, an)
}

// preferRule keeps the rule bot's choice among simulated estimates unless
// another action is clearly better (by more than z(a) standard errors of
// the paired difference, a that action); a contract whose estimate is
// clearly negative (by z of its call) is not bid when passing is better.
func preferRule(legal []game.Action, res [][]outcome, ok []bool, deals []weighted, z func(a game.Action) float64, an *analysis) {
	if an.method == "rule" {
		return
	}
	r := -1
	pass := -1
	for j, a := range legal {
		if a == an.rule.Action {
			r = j
		}
		if a == game.Pass {
			pass = j
		}
	}
	if r < 0 {
		return
	}
	meanSE := func(j, k int) (float64, float64) { // paired difference j − k
		var s, ss, n float64 // the weights count copies of a deal
		for i, good := range ok {
			if !good {
				continue
			}
			var d float64
			if k >= 0 {
				d = res[i][j].amt - res[i][k].amt
			} else {
				d = res[i][j].amt
			}
			w := deals[i].w
			s += w * d
			ss += w * d * d
			n += w
		}
		if n < 2 {
			return 0, math.Inf(1)
		}
		m := s / n
		return m, math.Sqrt(math.Max(ss/n-m*m, 0) / (n - 1))
	}
	zOf := func(j int) float64 { return z(legal[j]) }
	choice := r
	if m, se := meanSE(an.best, r); an.best != r && m > zOf(an.best)*se && m > 0.25 {
		choice = an.best
	}
	if legal[choice] != game.Pass && pass >= 0 {
		if m, se := meanSE(choice, -1); m < -zOf(choice)*se {
			if d, _ := meanSE(pass, choice); d > 0 {
				choice = pass
			}
		}
	}
	an.best = choice
}

// rolloutActions plays the deal st out with rule bots after each legal
// action of seat me and returns me's settlements; good is false at the
// deadline or if an action cannot be applied.
func rolloutActions(st *game.State, me game.Seat, legal []game.Action, rb *RuleBot, deadline time.Time) ([]outcome, bool) {
	return rolloutOwn(st, me, legal, rb, deadline, nil)
}

// rolloutOwn is rolloutActions that adds own[c] to me's settlement of each
// play-out that ends with me declaring contract c (see
// SearchConfig.OwnPlay).
func rolloutOwn(st *game.State, me game.Seat, legal []game.Action, rb *RuleBot, deadline time.Time, own map[game.Contract]float64) ([]outcome, bool) {
	out := make([]outcome, len(legal))
	for j, a := range legal {
		c := *st
		if c.Apply(a) != nil {
			return nil, false
		}
		sc, ok := rolloutBy(&c, rb, deadline)
		if !ok {
			return nil, false
		}
		amt := float64(sc[me])
		var decl game.Contract
		if c.Phase() == game.Done && c.Declarer() == me {
			decl = c.Contract()
			amt += own[decl]
		}
		out[j] = outcome{amt: amt, win: sc[me] > 0, decl: decl}
	}
	return out, true
}

// rollout plays st to the end with the rule bot in every seat and returns
// the settlement.
func rollout(st *game.State, rb *RuleBot) [4]int {
	sc, _ := rolloutBy(st, rb, time.Time{})
	return sc
}

// rolloutBy is rollout that gives up (ok false) when the deadline (the zero
// time: none) has passed, looking before every action of the auction and
// the exchange (a rule-bot call may itself sample deals: the optional
// calls) and before every eighth card.
func rolloutBy(st *game.State, rb *RuleBot, deadline time.Time) (sc [4]int, ok bool) {
	for steps := 0; st.Phase() != game.Done && steps < 500; steps++ {
		if (steps&7 == 0 || st.Phase() != game.Playing) && !deadline.IsZero() && time.Now().After(deadline) {
			return sc, false
		}
		a := rb.Decide(st.View(st.Turn())).Action
		if st.Apply(a) != nil {
			break
		}
	}
	return st.Score(), true
}
