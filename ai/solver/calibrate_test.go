package solver

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestCalibrationsRun runs the solver's measurements briefly: each ends
// without an error and reports; the dump has one line per position with
// the answer the solver gives it afresh.
func TestCalibrationsRun(t *testing.T) {
	dump := filepath.Join(t.TempDir(), "dump.txt")
	runs := map[string][]string{
		"solvertimes": {"-only", "8 cards"},
		"solvernodes": {},
		"solverdump":  {"-o", dump, "-seeds", "7", "-cases", "exact8"},
	}
	cs := Calibrations()
	if len(cs) != len(runs) {
		t.Errorf("%d measurements, %d short runs", len(cs), len(runs))
	}
	for _, c := range cs {
		if c.Name == "solvernodes" && testing.Short() {
			continue
		}
		var out bytes.Buffer
		if err := c.Run(runs[c.Name], &out); err != nil {
			t.Fatalf("%s: %v", c.Name, err)
		}
		if c.Name != "solverdump" && !strings.Contains(out.String(), "median") {
			t.Errorf("%s reported %q", c.Name, out.String())
		}
	}
	data, err := os.ReadFile(dump)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	ps := positions(60, 8, 7)
	if len(lines) != len(ps) {
		t.Fatalf("%d lines in the dump, want %d", len(lines), len(ps))
	}
	s := New(18, 0)
	for i, l := range lines[:5] {
		f := strings.Fields(l)
		v, err := s.Value(ps[i])
		if err != nil || len(f) != 5 || f[0] != "7" || f[1] != "exact8" || f[4] != strconv.Itoa(v) {
			t.Errorf("dump line %q, solver %d (%v)", l, v, err)
		}
	}
	if err := cs[0].Run([]string{"-bits", "0"}, &bytes.Buffer{}); err == nil {
		t.Error("a table of 2^0 entries was accepted")
	}
	if err := cs[2].Run(nil, &bytes.Buffer{}); err == nil {
		t.Error("a dump without a file ran")
	}
}
