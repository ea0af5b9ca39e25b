package ai

import (
	"errors"
	"fmt"
	"io"
	"math"
	"runtime"
	"slices"
	"sync"
	"time"

	"github.com/cego-spiel/cego/ai/solver"
	"github.com/cego-spiel/cego/game"
)

// AllSeeing is the yardstick of the benchmarks — never a player's opponent:
// it looks at the true deal. Card play solves the true deal after each legal
// card (the same search as the search bots, on one deal that is the truth);
// the auction and the exchange simulate each legal action on the true deal
// with rule-bot play. It needs the full game.State, so it is not a Bot.
type AllSeeing struct {
	cfg  SearchConfig
	s    *solver.Solver
	rule *RuleBot
}

// NewAllSeeing returns the all-seeing benchmark bot with Expert's caps.
func NewAllSeeing(seed uint64) *AllSeeing {
	cfg := ExpertConfig
	return &AllSeeing{cfg: cfg, s: solver.New(16, cfg.NodeCap*cfg.Samples/4), rule: NewRuleBot(seed)}
}

// Act returns the action for the seat to move in st, looking at every card.
func (a *AllSeeing) Act(st *game.State) game.Action {
	v := st.View(st.Turn())
	var buf [64]game.Action
	legal := v.AppendLegal(buf[:0])
	rule := a.rule.Decide(v)
	if len(legal) < 2 {
		return rule.Action
	}
	me := st.Turn()
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

// BenchPlayer is a seat in a benchmark: a Bot over the seat's view, or the
// all-seeing yardstick over the whole deal.
type BenchPlayer interface {
	Act(st *game.State) game.Action
}

// ViewPlayer seats a Bot: it passes only the seat's View.
type ViewPlayer struct{ Bot Bot }

// Act lets the bot choose from the view of the seat to move.
func (p ViewPlayer) Act(st *game.State) game.Action { return p.Bot.Choose(st.View(st.Turn())) }

// BenchConfig describes a duplicate benchmark between two kinds of player,
// made per seat and deal by A and B from a seed.
type BenchConfig struct {
	NameA, NameB string
	A, B         func(seed uint64) BenchPlayer
	Deals        int
	Seed         uint64
	Players      int
	Workers      int
	// CPU, if set, reads the process's CPU time: A's decisions are then
	// also timed in CPU time (meaningful with Workers 1 on a busy machine,
	// where wall-clock times mostly measure the wait for a core).
	CPU func() time.Duration
}

// BenchResult is a duplicate benchmark's outcome (as ArenaResult).
type BenchResult struct {
	Config       BenchConfig
	Mean, CI95   float64
	ChoiceA      []time.Duration // A's decision times with a choice
	ChoiceB      []time.Duration
	CPUA         []time.Duration // A's decisions with a choice in CPU time (with Config.CPU)
	ScoreA       float64         // A's mean settlement per seat played
	ScoreBAlone  float64         // B's mean settlement per seat with B everywhere
	PerDealDiffs []float64
}

// LevelPlayer returns a maker of seats for a bot level (search levels
// included).
func LevelPlayer(l Level) func(seed uint64) BenchPlayer {
	return func(seed uint64) BenchPlayer {
		if l == Strong || l == Expert {
			b, _ := NewSearchBot(l, seed)
			return ViewPlayer{b}
		}
		b, err := New(l, seed)
		if err != nil {
			panic(err)
		}
		return ViewPlayer{b}
	}
}

// AllSeeingPlayer makes all-seeing seats.
func AllSeeingPlayer(seed uint64) BenchPlayer { return NewAllSeeing(seed) }

// RunBench plays cfg.Deals duplicate deals like RunArena: each deal once
// with B in every seat and once per seat with A there and B elsewhere.
func RunBench(cfg BenchConfig) (BenchResult, error) {
	res := BenchResult{Config: cfg}
	if cfg.Players == 0 {
		cfg.Players = 4
	}
	if cfg.Deals <= 0 {
		return res, errors.New("deals must be positive")
	}
	workers := cfg.Workers
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	type out struct {
		diff, a, b float64
		ta, tb, ca []time.Duration
		err        error
	}
	outs := make([]out, cfg.Deals)
	next := make(chan int)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				o := &outs[i]
				dealSeed := game.SplitMix64(cfg.Seed*0x100000001B3 + uint64(i))
				rules := game.Rules{Players: cfg.Players}
				dealer := game.Seat(i % cfg.Players)
				base, err := benchOne(cfg, rules, dealer, dealSeed, -1, &o.ta, &o.tb, &o.ca)
				if err != nil {
					o.err = err
					continue
				}
				for s := 0; s < cfg.Players; s++ {
					sc, err := benchOne(cfg, rules, dealer, dealSeed, s, &o.ta, &o.tb, &o.ca)
					if err != nil {
						o.err = err
						break
					}
					o.diff += float64(sc[s] - base[s])
					o.a += float64(sc[s])
					o.b += float64(base[s])
				}
				o.diff /= float64(cfg.Players)
				o.a /= float64(cfg.Players)
				o.b /= float64(cfg.Players)
			}
		}()
	}
	for i := 0; i < cfg.Deals; i++ {
		next <- i
	}
	close(next)
	wg.Wait()
	sum := 0.0
	for _, o := range outs {
		if o.err != nil {
			return res, o.err
		}
		res.PerDealDiffs = append(res.PerDealDiffs, o.diff)
		sum += o.diff
		res.ScoreA += o.a
		res.ScoreBAlone += o.b
		res.ChoiceA = append(res.ChoiceA, o.ta...)
		res.ChoiceB = append(res.ChoiceB, o.tb...)
		res.CPUA = append(res.CPUA, o.ca...)
	}
	n := float64(cfg.Deals)
	res.Mean = sum / n
	res.ScoreA /= n
	res.ScoreBAlone /= n
	if cfg.Deals > 1 {
		ss := 0.0
		for _, d := range res.PerDealDiffs {
			ss += (d - res.Mean) * (d - res.Mean)
		}
		res.CI95 = 1.96 * math.Sqrt(ss/(n-1)/n)
	}
	return res, nil
}

func benchOne(cfg BenchConfig, rules game.Rules, dealer game.Seat, dealSeed uint64, aSeat int, ta, tb, ca *[]time.Duration) ([4]int, error) {
	st := game.Deal(rules, dealer, dealSeed)
	ps := make([]BenchPlayer, cfg.Players)
	for s := range ps {
		if s == aSeat {
			ps[s] = cfg.A(botSeed(dealSeed, s))
		} else {
			ps[s] = cfg.B(botSeed(dealSeed, s))
		}
	}
	var buf [64]game.Action
	for steps := 0; st.Phase() != game.Done; steps++ {
		if steps > 500 {
			return [4]int{}, errors.New("deal does not end")
		}
		p := st.Turn()
		choice := len(st.AppendLegal(buf[:0])) > 1
		var c0 time.Duration
		if cfg.CPU != nil {
			c0 = cfg.CPU()
		}
		t0 := time.Now()
		a := ps[p].Act(&st)
		dt := time.Since(t0)
		if choice {
			if int(p) == aSeat {
				*ta = append(*ta, dt)
				if cfg.CPU != nil {
					*ca = append(*ca, cfg.CPU()-c0)
				}
			} else if aSeat < 0 {
				*tb = append(*tb, dt)
			}
		}
		if err := st.Apply(a); err != nil {
			return [4]int{}, fmt.Errorf("seat %d chose an illegal action %v: %w", p, a, err)
		}
	}
	return st.Score(), nil
}

// Report writes the result; its last line is
// "A-vs-B: mean=<number> ci95=<number> deals=<n>".
func (r BenchResult) Report(w io.Writer) {
	c := r.Config
	players := c.Players
	if players == 0 {
		players = 4
	}
	fmt.Fprintf(w, "duplicate bench: %s vs %s, %d players, %d deals, seed %d\n", c.NameA, c.NameB, players, c.Deals, c.Seed)
	fmt.Fprintf(w, "mean settlement per seat: %s in one seat %+.3f; %s in every seat %+.3f\n", c.NameA, r.ScoreA, c.NameB, r.ScoreBAlone)
	for _, x := range []struct {
		name string
		t    []time.Duration
	}{{c.NameA, r.ChoiceA}, {c.NameB, r.ChoiceB}, {c.NameA + " (CPU)", r.CPUA}} {
		if len(x.t) == 0 {
			continue
		}
		t := slices.Clone(x.t)
		slices.Sort(t)
		fmt.Fprintf(w, "decision time with a choice %-10s n=%d median=%v p95=%v p99=%v max=%v\n", x.name, len(t),
			percentile(t, 0.5), percentile(t, 0.95), percentile(t, 0.99), percentile(t, 1))
	}
	fmt.Fprintf(w, "%s-vs-%s: mean=%.3f ci95=%.3f deals=%d\n", c.NameA, c.NameB, r.Mean, r.CI95, c.Deals)
}
