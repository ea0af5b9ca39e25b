package ai

import (
	"fmt"
	"strings"
	"sync/atomic"
	"time"

	"github.com/cego-spiel/cego/game"
)

// SearchProfile tells where one decision of a search bot (or one hint)
// spent its time, so that a slow decision can be explained: waiting for the
// bot, the rule bot's own choice, drawing the deals (with inference: the
// replays that weigh them), solving them with every card open, playing
// them out with rule bots, and what was left unfinished at the cap.
type SearchProfile struct {
	Phase    game.Phase
	Contract game.Contract
	Legal    int           // legal actions
	Budget   time.Duration // the time cap (0: none)
	Total    time.Duration // from the call to the answer
	Wait     time.Duration // waiting for the bot (Decide is not re-entrant)
	Rule     time.Duration // the rule bot's choice (the fallback)
	Draw     time.Duration // drawing the deals, inference included
	Drawn    int           // deals drawn (with inference: the candidates weighed)
	Deals    int           // distinct deals kept for the search
	// LongestDraw is the longest single draw (View.Sample and, with
	// inference, the replay that weighs the deal): drawing looks at the
	// clock between draws.
	LongestDraw time.Duration
	Search      time.Duration // wall time of solving and playing out
	// Solved deals and the time their solves took (added over the
	// workers); Capped solves hit the node cap or the deadline (those
	// deals are then played out, or dropped at the deadline).
	Solved, Capped int
	SolveTime      time.Duration
	// Rolled deals played out by rule bots after each action, and the time
	// that took (added over the workers).
	Rolled   int
	RollTime time.Duration
	// Longest is the longest single deal's work (solve and play-out): what
	// a worker may still be busy with when the cap comes.
	Longest time.Duration
	// Dropped deals were not finished: at the cap, or because the search
	// Settled early (one action best on every solved deal).
	Dropped int
	Settled bool
	// Method is how the answer was found: "solved", "simulated", "forced"
	// or "rule" (no estimate in time: the rule bot's choice); Samples how
	// many deals it rests on.
	Method  string
	Samples int
}

// Over is how far the decision ran past its cap (0 within it or without a
// cap).
func (p SearchProfile) Over() time.Duration {
	if p.Budget <= 0 || p.Total <= p.Budget {
		return 0
	}
	return p.Total - p.Budget
}

// String writes the profile on one line.
func (p SearchProfile) String() string {
	var b strings.Builder
	ms := func(d time.Duration) string { return fmt.Sprintf("%.1fms", float64(d)/float64(time.Millisecond)) }
	fmt.Fprintf(&b, "%s %v, %d legal: total %s", p.Phase, p.Contract, p.Legal, ms(p.Total))
	if p.Budget > 0 {
		fmt.Fprintf(&b, " (cap %s", ms(p.Budget))
		if o := p.Over(); o > 0 {
			fmt.Fprintf(&b, ", %s over", ms(o))
		}
		b.WriteString(")")
	}
	fmt.Fprintf(&b, "; wait %s, rule bot %s, draw %s (%d drawn, %d deals, longest draw %s), search %s wall",
		ms(p.Wait), ms(p.Rule), ms(p.Draw), p.Drawn, p.Deals, ms(p.LongestDraw), ms(p.Search))
	fmt.Fprintf(&b, " [solved %d in %s, %d capped; played out %d in %s; longest deal %s; %d unfinished",
		p.Solved, ms(p.SolveTime), p.Capped, p.Rolled, ms(p.RollTime), ms(p.Longest), p.Dropped)
	if p.Settled {
		b.WriteString(", settled early")
	}
	b.WriteString("]")
	fmt.Fprintf(&b, "; answer %s over %d deals", p.Method, p.Samples)
	return b.String()
}

// Profiler is a player or bot that can tell where its last decision spent
// its time (ok is false when it has none to tell, e.g. a rule bot).
type Profiler interface {
	LastProfile() (p SearchProfile, ok bool)
}

// workTally adds up the workers' solves and play-outs of one decision.
type workTally struct {
	solved, capped, rolled atomic.Int64
	solveNs, rollNs        atomic.Int64
	longestNs              atomic.Int64
}

// solve counts one solve of d (good: not capped).
func (t *workTally) solve(d time.Duration, good bool) {
	t.solveNs.Add(int64(d))
	if good {
		t.solved.Add(1)
	} else {
		t.capped.Add(1)
	}
}

// roll counts one deal played out in d.
func (t *workTally) roll(d time.Duration) {
	t.rolled.Add(1)
	t.rollNs.Add(int64(d))
}

// deal records one deal's whole work of d.
func (t *workTally) deal(d time.Duration) {
	for {
		old := t.longestNs.Load()
		if int64(d) <= old || t.longestNs.CompareAndSwap(old, int64(d)) {
			return
		}
	}
}

// into copies the tally into p.
func (t *workTally) into(p *SearchProfile) {
	p.Solved, p.Capped, p.Rolled = int(t.solved.Load()), int(t.capped.Load()), int(t.rolled.Load())
	p.SolveTime, p.RollTime = time.Duration(t.solveNs.Load()), time.Duration(t.rollNs.Load())
	p.Longest = time.Duration(t.longestNs.Load())
}
