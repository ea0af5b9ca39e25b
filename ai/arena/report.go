package arena

import (
	"fmt"
	"io"
	"slices"
	"time"

	"github.com/cego-spiel/cego/ai/internal/measure"
	"github.com/cego-spiel/cego/game"
)

// Report writes the result as text; its last line is
// "A-vs-B: mean=<number> ci95=<number> deals=<n>".
func (r Result) Report(w io.Writer) {
	c := r.Config
	a, b := c.A.Name, c.B.Name
	if c.hasField() {
		f := c.Field.Name
		fmt.Fprintf(w, "duplicate arena: %s vs %s against %s, %d players, %d deals, seed %d\n", a, b, f, c.Players, c.Deals, c.Seed)
		fmt.Fprintf(w, "contracts of %s's and %s's %d plays each (each deal once with %s alone, once per seat with %s there and once with %s there; %s's contracts not counted):\n",
			a, b, c.Deals*c.Players, f, a, b, f)
	} else {
		fmt.Fprintf(w, "duplicate arena: %s vs %s, %d players, %d deals, seed %d\n", a, b, c.Players, c.Deals, c.Seed)
		fmt.Fprintf(w, "contracts over all %d plays (each deal once with %s alone, once per seat with %s there):\n",
			c.Deals*(1+c.Players), b, a)
	}
	fmt.Fprintf(w, "%-18s %10s %8s %6s %7s %10s %8s %6s %7s\n", "contract",
		"decl("+a+")", "won", "rate", "avg", "decl("+b+")", "won", "rate", "avg")
	rules := game.Rules{Players: c.Players}
	var never []string
	for k := game.Contract(1); int(k) < game.NumContracts; k++ {
		s := r.Contracts[k]
		if s.DeclaredA+s.DeclaredB == 0 {
			if rules.Offers(k) {
				never = append(never, k.String())
			}
			continue
		}
		fmt.Fprintf(w, "%-18s %10d %8d %6s %7s %10d %8d %6s %7s\n", k.String(),
			s.DeclaredA, s.WonA, rate(s.WonA, s.DeclaredA), avg(s.ScoreA, s.DeclaredA),
			s.DeclaredB, s.WonB, rate(s.WonB, s.DeclaredB), avg(s.ScoreB, s.DeclaredB))
	}
	if len(never) > 0 {
		fmt.Fprintf(w, "never declared: %v\n", never)
	}
	fmt.Fprintln(w, "(avg: the declarer's mean settlement; Räuber: declared = chosen by Vorhand, won = Vorhand did not pay)")
	r.reportSides(w)
	for _, x := range []struct {
		name  string
		times []time.Duration
	}{{a + " (A)", r.TimesA}, {b + " (B)", r.TimesB},
		{a + " (A) with a choice", r.ChoiceA}, {b + " (B) with a choice", r.ChoiceB},
		{a + " (A) with a choice, CPU", r.CPUA}} {
		if len(x.times) == 0 {
			continue
		}
		t := slices.Clone(x.times)
		slices.Sort(t)
		fmt.Fprintf(w, "decision time %-30s n=%d median=%v p95=%v p99=%v max=%v\n", x.name, len(t),
			measure.Percentile(t, 0.5), measure.Percentile(t, 0.95), measure.Percentile(t, 0.99), measure.Percentile(t, 1))
	}
	for _, x := range []struct {
		name, side string
		d          SlowDecision
	}{{a, "A", r.SlowA}, {b, "B", r.SlowB}} {
		if x.d.Time > 0 {
			x.d.report(w, x.name, x.side)
		}
	}
	if c.hasField() {
		for k, name := range []string{a, b} {
			fmt.Fprintf(w, "%s-vs-%s: mean=%.3f ci95=%.3f (each against the field alone)\n", name, c.Field.Name, r.VsField[k].Mean, r.VsField[k].CI95)
		}
	}
	fmt.Fprintf(w, "%s-vs-%s: mean=%.3f ci95=%.3f deals=%d\n", a, b, r.Mean, r.CI95, c.Deals)
}

// report writes where the slowest decision of the named side happened, where
// its time went and how to replay it.
func (d SlowDecision) report(w io.Writer, name, side string) {
	where := fmt.Sprintf("%v", d.Phase)
	if d.Contract != game.NoContract {
		where += fmt.Sprintf(" %v", d.Contract)
	}
	if d.Phase == game.Playing {
		where += fmt.Sprintf(", trick %d", d.Trick)
	}
	play := "B in every seat"
	switch {
	case d.Field && d.ASeat < 0:
		play = fmt.Sprintf("B in seat %d, the field elsewhere", d.Seat)
	case d.Field:
		play = fmt.Sprintf("A in seat %d, the field elsewhere", d.ASeat)
	case d.ASeat >= 0:
		play = fmt.Sprintf("A in seat %d", d.ASeat)
	}
	cpu := ""
	if d.CPU > 0 {
		cpu = fmt.Sprintf(" (%v CPU)", d.CPU)
	}
	fmt.Fprintf(w, "slowest decision of %s (%s): %v%s in deal %d (seed %#x, dealer %d, %s), seat %d, its decision %d (action %d of the deal): %s\n",
		name, side, d.Time, cpu, d.Deal, d.DealSeed, d.Dealer, play, d.Seat, d.Decision+1, len(d.Actions)+1, where)
	if d.HasProfile {
		fmt.Fprintf(w, "  where the time went: %v\n", d.Profile)
	}
	fmt.Fprintf(w, "  replay: go run ./ai/cmd/replay %s\n", d.ReplayArgs(name))
}

func rate(won, n int) string {
	if n == 0 {
		return "-"
	}
	return fmt.Sprintf("%.0f%%", 100*float64(won)/float64(n))
}

func avg(sum, n int) string {
	if n == 0 {
		return "-"
	}
	return fmt.Sprintf("%+.1f", float64(sum)/float64(n))
}
