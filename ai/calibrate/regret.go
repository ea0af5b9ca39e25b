package calibrate

import (
	"fmt"
	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/ai/internal/probe"
	"io"

	"github.com/cego-spiel/cego/ai/internal/measure"
	"github.com/cego-spiel/cego/ai/solver"
	"github.com/cego-spiel/cego/game"
)

// calRegret (calibrate regret -positions N) measures card play against the true deal:
// at N positions from the third trick on (deals played by rule bots), the
// mean settlement a configuration's card loses against the best card with
// every card open (solved like the search bots' own deals: factor bands).
// The configurations run without a time cap, single-threaded, so the
// figures do not depend on the machine's load. Strong and Expert are
// compared with Expert without inference and with untempered inference.
func calRegret(args []string, out io.Writer) error {
	fs := measure.Flags("regret", out)
	regretPositions := fs.Int("positions", 0, "card-play positions (required)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *regretPositions <= 0 {
		return fmt.Errorf("give -positions N")
	}
	uncapped := func(c ai.SearchConfig) ai.SearchConfig { c.Budget, c.Workers = 0, 1; return c }
	noInference := uncapped(ai.ExpertConfig())
	noInference.Inference = false
	untempered := uncapped(ai.ExpertConfig())
	untempered.Temper = 0
	configs := []struct {
		name string
		cfg  ai.SearchConfig
	}{{"strong", uncapped(ai.StrongConfig())}, {"expert", uncapped(ai.ExpertConfig())},
		{"expert, no inference", noInference}, {"expert, untempered", untempered}}
	views, states, err := decisionPoints(8**regretPositions, 41)
	if err != nil {
		return err
	}
	regret := make([]float64, len(configs))
	s := solver.New(18, 0)
	n := 0
	for i, v := range views {
		if n == *regretPositions {
			break
		}
		if v.Phase() != game.Playing || !probe.Solvable(v.Rules(), v.Contract()) || v.TrickCount() < 3 {
			continue
		}
		var buf [64]game.Action
		legal := v.AppendLegal(buf[:0])
		s.Reset()
		truth, ok := probe.EvalPlay(s, &states[i], v.Seat(), legal, true)
		if !ok {
			continue
		}
		best := truth[0]
		for _, o := range truth {
			best = max(best, o)
		}
		n++
		for k, c := range configs {
			a := ai.NewSearchBotWith(c.cfg, uint64(i)).Choose(v)
			for j, x := range legal {
				if x == a {
					regret[k] += best - truth[j]
				}
			}
		}
	}
	for k, c := range configs {
		fmt.Fprintf(out, "%-22s %d positions: mean regret %.3f\n", c.name, n, regret[k]/float64(max(n, 1)))
	}
	return nil
}
