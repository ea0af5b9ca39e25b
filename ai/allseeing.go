package ai

import (
	"time"

	"github.com/cego-spiel/cego/ai/solver"
	"github.com/cego-spiel/cego/game"
)

// AllSeeing is the yardstick of the benchmarks — never a player's opponent:
// it looks at the true deal. Card play solves the true deal after each legal
// card (the same search as the search bots, on one deal that is the truth);
// the auction and the exchange simulate each legal action on the true deal
// with rule-bot play. It needs the full game.State, so it is not a Bot but an
// arena Player (package ai/arena, AllSeeingEntrant).
type AllSeeing struct {
	cfg  SearchConfig
	s    *solver.Solver
	rule *RuleBot
}

// NewAllSeeing returns the all-seeing benchmark bot with Expert's caps.
func NewAllSeeing(seed uint64) *AllSeeing { return NewAllSeeingWith(ExpertConfig(), seed) }

// NewAllSeeingWith returns the all-seeing bot with the caps of cfg: its
// time cap (Budget), its band (BandCards), and a node cap of
// cfg.NodeCap*cfg.Samples/4 for its one deal.
func NewAllSeeingWith(cfg SearchConfig, seed uint64) *AllSeeing {
	return &AllSeeing{cfg: cfg, s: solver.New(16, cfg.NodeCap*cfg.Samples/4), rule: NewRolloutBot(seed)}
}

// Act returns the action of seat me, whose turn it is in st, looking at
// every card.
func (a *AllSeeing) Act(st *game.State, me game.Seat) game.Action {
	v := st.View(me)
	var buf [64]game.Action
	legal := v.AppendLegal(buf[:0])
	rule := a.rule.Decide(v)
	if len(legal) < 2 {
		return rule.Action
	}
	var deadline time.Time
	if a.cfg.Budget > 0 {
		deadline = time.Now().Add(a.cfg.Budget)
	}
	var out []outcome
	if st.Phase() == game.Playing {
		a.s.SetDeadline(deadline)
		var ok bool
		out, ok = evalPlay(a.s, st, me, legal, v.Hand().Len() <= a.cfg.BandCards)
		if !ok {
			return rule.Action
		}
	} else {
		out = make([]outcome, len(legal))
		for j, x := range legal {
			c := *st
			if c.Apply(x) != nil {
				return rule.Action
			}
			sc := rollout(&c, a.rule)
			out[j] = outcome{amt: float64(sc[me])}
		}
	}
	best := -1
	for j, x := range legal {
		if best < 0 || out[j].amt > out[best].amt || out[j].amt == out[best].amt && x == rule.Action {
			best = j
		}
	}
	return legal[best]
}
