// Package measure holds what the measurements of ai share: the form of a
// measurement that ai/cmd/calibrate runs (Measurement), and the small
// statistics of the arena's report, the commands and the measurements.
package measure

import (
	"flag"
	"fmt"
	"io"
	"math"
	"time"
)

// Measurement is one measurement of the bots, the review or the solver:
// how well estimates match results, what a change of parameters gains, how
// long a search takes. Run reads its flags from args and writes its report
// to w. Measurements are tools for a person to judge numbers by, not
// checks, and may take minutes to hours.
type Measurement struct {
	Name, Doc string
	Run       func(args []string, w io.Writer) error
}

// Flags returns the flag set of the named measurement: it reports its
// errors to the caller and its usage to w.
func Flags(name string, w io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet("calibrate "+name, flag.ContinueOnError)
	fs.SetOutput(w)
	return fs
}

// ParseDeals parses args into fs and checks the measurement's -deals flag,
// deals: a measurement plays at least one deal.
func ParseDeals(fs *flag.FlagSet, args []string, deals *int) error {
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *deals < 1 {
		return fmt.Errorf("-deals %d: give at least one deal", *deals)
	}
	return nil
}

// Median returns the median of sorted values: the middle one, or the mean
// of the two middle ones when there is an even number of them (0 for none).
func Median[T int | time.Duration](sorted []T) T {
	n := len(sorted)
	if n == 0 {
		return 0
	}
	if n%2 == 1 {
		return sorted[n/2]
	}
	return (sorted[n/2-1] + sorted[n/2]) / 2
}

// Percentile returns the p-quantile (0…1) of sorted durations: the
// smallest value that at least a share p of them do not exceed (0 for none).
func Percentile(sorted []time.Duration, p float64) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	i := int(math.Ceil(p*float64(len(sorted)))) - 1
	return sorted[max(0, min(i, len(sorted)-1))]
}

// Sample summarizes measured values: their number, mean and standard
// deviation (with n−1; 0 for fewer than two values).
type Sample struct {
	N        int
	Mean, SD float64
}

// Summarize returns the sample of xs (the zero Sample for none).
func Summarize(xs []float64) Sample {
	s := Sample{N: len(xs)}
	if s.N == 0 {
		return s
	}
	for _, x := range xs {
		s.Mean += x
	}
	s.Mean /= float64(s.N)
	if s.N > 1 {
		ss := 0.0
		for _, x := range xs {
			ss += (x - s.Mean) * (x - s.Mean)
		}
		s.SD = math.Sqrt(ss / float64(s.N-1))
	}
	return s
}

// CI95 is the half-width of the mean's 95 % confidence interval: 1.96
// standard errors (0 for fewer than two values).
func (s Sample) CI95() float64 {
	if s.N < 2 {
		return 0
	}
	return 1.96 * s.SD / math.Sqrt(float64(s.N))
}

// NeedFor is how many values of this standard deviation make the mean's
// 95 % interval as narrow as ±h (h > 0).
func (s Sample) NeedFor(h float64) int {
	return int(math.Ceil(math.Pow(1.96*s.SD/h, 2)))
}
