package measure

import (
	"flag"
	"io"
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
