package solver

import (
	"flag"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
)

var solverDump = flag.String("solver-dump", "", "TestSolverDump: write each position's nodes and answer to this file")
var dumpSeeds = flag.String("solver-dump-seeds", "7,11,23", "TestSolverDump: the seeds of the positions, comma-separated")
var dumpCases = flag.String("solver-dump-cases", "exact8,wl11,band11", "TestSolverDump: the cases to run, comma-separated")

// TestSolverDump writes, for the positions of TestSolverTimes on several
// seeds, each search's nodes and answer, one line each (seed, case,
// index, nodes, answer). Two runs, before and after a search change, are
// compared position by position: the answers must not differ, and the
// node counts, unlike times, do not depend on the machine's load.
func TestSolverDump(t *testing.T) {
	if *solverDump == "" {
		t.Skip("measurement; run with -solver-dump FILE")
	}
	var b strings.Builder
	for _, f := range strings.Split(*dumpSeeds, ",") {
		seed, err := strconv.ParseUint(strings.TrimSpace(f), 10, 64)
		if err != nil {
			t.Fatal(err)
		}
		for _, tc := range []struct {
			name  string
			cards int
			run   func(*Solver, *Problem) (int, error)
		}{
			{"exact8", 8, func(s *Solver, p *Problem) (int, error) { return s.Value(p) }},
			{"wl11", 11, func(s *Solver, p *Problem) (int, error) {
				ok, err := s.AtLeast(p, 36)
				return b2i(ok), err
			}},
			{"band11", 11, func(s *Solver, p *Problem) (int, error) { return s.Factor(p) }},
		} {
			if !slices.Contains(strings.Split(*dumpCases, ","), tc.name) {
				continue
			}
			s := New(18, 3_000_000)
			for i, p := range positions(60, tc.cards, seed) {
				s.Reset()
				s.ResetNodes()
				v, err := tc.run(s, p)
				ans := strconv.Itoa(v)
				if err != nil {
					ans = "capped"
				}
				fmt.Fprintf(&b, "%d %s %d %d %s\n", seed, tc.name, i, s.Nodes(), ans)
			}
		}
	}
	if err := os.WriteFile(*solverDump, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}
