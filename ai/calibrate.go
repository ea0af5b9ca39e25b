package ai

import (
	"flag"
	"fmt"
	"io"
	"slices"
	"time"

	"github.com/cego-spiel/cego/ai/internal/cputime"
	"github.com/cego-spiel/cego/ai/internal/stats"
)

// Calibration is a measurement of the bots: how well their estimates
// match the results, what a change to their parameters gains, how long
// they take. Run reads the measurement's flags from args and writes its
// report to w; the command ai/cmd/calibrate runs them by Name. They are
// tools for a person to judge numbers by, not checks, and take minutes to
// hours.
type Calibration struct {
	Name, Doc string
	Run       func(args []string, w io.Writer) error
}

// Calibrations lists the measurements that live in package ai, beside the
// estimates and parameters they measure.
func Calibrations() []Calibration {
	return []Calibration{
		{"hinttimes", "the hint's latency and CPU time over 200 decisions", hintTimes},
	}
}

// calFlags returns the flag set of a calibration, reporting its errors to
// the caller.
func calFlags(name string, w io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet("calibrate "+name, flag.ContinueOnError)
	fs.SetOutput(w)
	return fs
}

// hintTimes asks Hint with its default budget at 200 decision points of
// rule-bot deals and reports the latency's and the CPU time's median, 95th
// percentile and maximum.
func hintTimes(args []string, w io.Writer) error {
	fs := calFlags("hinttimes", w)
	n := fs.Int("decisions", 200, "decision points to ask at")
	if err := fs.Parse(args); err != nil {
		return err
	}
	views, _ := decisionPoints(*n, 13)
	var ts, cs []time.Duration
	for _, v := range views {
		var c0 time.Duration
		if cputime.Process != nil {
			c0 = cputime.Process()
		}
		t0 := time.Now()
		Hint(v, 0)
		ts = append(ts, time.Since(t0))
		if cputime.Process != nil {
			cs = append(cs, cputime.Process()-c0)
		}
	}
	slices.Sort(ts)
	slices.Sort(cs)
	p := stats.Percentile
	fmt.Fprintf(w, "hint latency over %d decisions: median %v p95 %v max %v\n", len(ts), p(ts, 0.5), p(ts, 0.95), p(ts, 1))
	fmt.Fprintf(w, "hint CPU time (both cores added): median %v p95 %v max %v\n", p(cs, 0.5), p(cs, 0.95), p(cs, 1))
	return nil
}
