package measure

import (
	"flag"
	"io"
	"math"
	"testing"
	"time"
)

func TestPercentile(t *testing.T) {
	s := []time.Duration{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}
	for _, c := range []struct {
		p    float64
		want time.Duration
	}{{0, 1}, {0.1, 1}, {0.11, 2}, {0.5, 5}, {0.95, 10}, {1, 10}} {
		if got := Percentile(s, c.p); got != c.want {
			t.Errorf("Percentile(1…10, %v) = %v, want %v", c.p, got, c.want)
		}
	}
	if got := Percentile(nil, 0.5); got != 0 {
		t.Errorf("Percentile(nil) = %v", got)
	}
}

func TestMedian(t *testing.T) {
	if got := Median([]int{1, 2, 10}); got != 2 {
		t.Errorf("median of 1,2,10 = %d, want 2", got)
	}
	if got := Median([]int{1, 3, 5, 100}); got != 4 {
		t.Errorf("median of 1,3,5,100 = %d, want 4", got)
	}
	if got := Median([]time.Duration{7}); got != 7 {
		t.Errorf("median of 7 = %v", got)
	}
}

func TestParseDeals(t *testing.T) {
	for _, c := range []struct {
		args []string
		ok   bool
	}{{[]string{"-deals", "3"}, true}, {nil, false}, {[]string{"-deals", "0"}, false}, {[]string{"-deals", "-2"}, false}, {[]string{"-x"}, false}} {
		fs := flag.NewFlagSet("t", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		deals := fs.Int("deals", 0, "")
		if err := ParseDeals(fs, c.args, deals); (err == nil) != c.ok {
			t.Errorf("ParseDeals(%q) = %v, want ok %v", c.args, err, c.ok)
		}
	}
}

// TestSummarize: the mean, the standard deviation with n−1, the 95 %
// interval and the values an interval needs.
func TestSummarize(t *testing.T) {
	s := Summarize([]float64{2, 4, 4, 4, 5, 5, 7, 9})
	if s.N != 8 || s.Mean != 5 || math.Abs(s.SD-math.Sqrt(32.0/7)) > 1e-12 {
		t.Fatalf("Summarize = %+v, want 8 values, mean 5, SD √(32/7)", s)
	}
	if want := 1.96 * math.Sqrt(32.0/7) / math.Sqrt(8); math.Abs(s.CI95()-want) > 1e-12 {
		t.Errorf("CI95 = %v, want %v", s.CI95(), want)
	}
	// SD 2: ±0.2 needs (1.96·2/0.2)² = 384.16, so 385 values
	if n := (Sample{N: 10, SD: 2}).NeedFor(0.2); n != 385 {
		t.Errorf("NeedFor(0.2) at SD 2 = %d, want 385", n)
	}
	for _, xs := range [][]float64{nil, {3}} {
		if s := Summarize(xs); s.SD != 0 || s.CI95() != 0 || s.N != len(xs) {
			t.Errorf("Summarize(%v) = %+v, CI95 %v", xs, s, s.CI95())
		}
	}
}
