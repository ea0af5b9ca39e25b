package calibrate

import (
	"fmt"
	"github.com/cego-spiel/cego/ai"
	"io"

	"github.com/cego-spiel/cego/ai/internal/measure"
	"github.com/cego-spiel/cego/game"
)

// calTrace prints every decision of one Normal deal with its heuristic.
func calTrace(args []string, out io.Writer) error {
	fs := measure.Flags("trace", out)
	traceDeal := fs.Int("deal", -1, "the deal to trace (required)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *traceDeal < 0 {
		return fmt.Errorf("give -deal N")
	}
	st := game.Deal(game.Rules{}, game.Seat(*traceDeal%4), game.SplitMix64(uint64(*traceDeal)))
	for s := 0; s < 4; s++ {
		fmt.Fprintf(out, "seat %d: %v\n", s, st.Hand(game.Seat(s)))
	}
	fmt.Fprintf(out, "blind: %v\n", st.Blind())
	b := ai.NewRuleBot(1)
	for st.Phase() != game.Done {
		p := st.Turn()
		v := st.View(p)
		d := b.Decide(v)
		if v.Phase() == game.Playing && v.CurrentTrick().N == 0 {
			fmt.Fprintln(out)
		}
		fmt.Fprintf(out, "  %d %-5v %-18s %s\n", p, d.Action, d.Rule, d.Reason)
		if err := st.Apply(d.Action); err != nil {
			return fmt.Errorf("seat %d's %v: %w", p, d.Action, err)
		}
	}
	r := st.Result()
	fmt.Fprintf(out, "%v by %d: points %d score %v\n", r.Contract, r.Declarer, r.Points, r.Score)
	return nil
}
