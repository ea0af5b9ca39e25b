package calibrate

import (
	"fmt"
	"github.com/cego-spiel/cego/ai"
	"io"
	"slices"
	"time"

	"github.com/cego-spiel/cego/ai/internal/cputime"
	"github.com/cego-spiel/cego/ai/internal/measure"
)

// Calibrations lists the measurements of the bots' estimates and
// parameters; the command ai/cmd/calibrate runs them by name.
func Calibrations() []measure.Measurement {
	return []measure.Measurement{
		{Name: "hinttimes", Doc: "the hint's latency and CPU time over 200 decisions", Run: hintTimes},
		{Name: "calibrate", Doc: "each contract's estimate against the result, over deals of Normal bots", Run: calEstimates},
		{Name: "calrung", Doc: "each ladder rung forced on the hands that reach the Cego step: the estimate against the result", Run: calRungs},
		{Name: "calmc", Doc: "bidding a rung above Einer against passing, by the sampled and the static estimate", Run: calHighRungs},
		{Name: "calsearch", Doc: "Eine Leere's declarer points played by the rule bot and by the search bot", Run: calSearchDeclarer},
		{Name: "calnull", Doc: "Piccolo and Bettel: each call played against passing, by the estimates, with the best limits", Run: calNullBids},
		{Name: "calladder", Doc: "the rungs above Einer bid or held against passing, on the true deal", Run: calLadderBids},
		{Name: "calgeiss", Doc: "the Geiß bid in its spots, forced, against passing (three players are meant)", Run: calGeissBids},
		{Name: "checkintervals", Doc: "the longest work of the search bots between two looks at the clock", Run: calCheckIntervals},
		{Name: "debugdeals", Doc: "lost deals of a contract, with hands and tricks", Run: calDebugDeals},
		{Name: "declregret", Doc: "the declarer's cards against the best card with every card open, Normal before and after its look-ahead", Run: calDeclarerRegret},
		{Name: "ownwin", Doc: "a special game called where the auction's play-outs may win it, played by Expert: its rate of winning by theirs (SearchConfig.OwnWin's fit)", Run: calOwnWin},
		{Name: "specialplay", Doc: "a special game called where the auction's play-outs may win it, played by Expert with and without SearchConfig.Chances", Run: calSpecialPlay},
		{Name: "cardplay", Doc: "a game counted in card points played from its first card by two bots on one side, the same spots paired: the settlement's difference a play", Run: calCardPlay},
		{Name: "optarena", Doc: "contracts and optional calls declared and won under every preset and option", Run: calOptionArena},
		{Name: "optduel", Doc: "Normal against Easy under every preset", Run: calOptionDuel},
		{Name: "regret", Doc: "the search bots' card-play regret against the all-seeing best, by configuration", Run: calRegret},
		{Name: "trace", Doc: "one deal's decisions with their heuristics and reasons", Run: calTrace},
		{Name: "tune", Doc: "the bidding thresholds' variants of Normal against Normal, four and three players", Run: calTune},
	}
}

// hintTimes asks Hint with its default budget at 200 decision points of
// rule-bot deals and reports the latency's and the CPU time's median, 95th
// percentile and maximum.
func hintTimes(args []string, w io.Writer) error {
	fs := measure.Flags("hinttimes", w)
	n := fs.Int("decisions", 200, "decision points to ask at")
	if err := fs.Parse(args); err != nil {
		return err
	}
	views, _, err := decisionPoints(*n, 13)
	if err != nil {
		return err
	}
	var ts, cs []time.Duration
	for _, v := range views {
		var c0 time.Duration
		if cputime.Process != nil {
			c0 = cputime.Process()
		}
		t0 := time.Now()
		ai.Hint(v, 0)
		ts = append(ts, time.Since(t0))
		if cputime.Process != nil {
			cs = append(cs, cputime.Process()-c0)
		}
	}
	slices.Sort(ts)
	slices.Sort(cs)
	p := measure.Percentile
	fmt.Fprintf(w, "hint latency over %d decisions: median %v p95 %v max %v\n", len(ts), p(ts, 0.5), p(ts, 0.95), p(ts, 1))
	fmt.Fprintf(w, "hint CPU time (both cores added): median %v p95 %v max %v\n", p(cs, 0.5), p(cs, 0.95), p(cs, 1))
	return nil
}
