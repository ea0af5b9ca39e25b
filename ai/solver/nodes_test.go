package solver

import (
	"flag"
	"slices"
	"testing"
	"time"
)

var solverNodes = flag.Bool("solver-nodes", false, "log node counts and the first-move cutoff rate")

// TestSolverNodes logs node counts over fixed positions: unlike times they
// do not depend on the machine's load, so they compare search changes.
func TestSolverNodes(t *testing.T) {
	if !*solverNodes {
		t.Skip("measurement; run with -solver-nodes")
	}
	for _, tc := range []struct {
		name  string
		cards int
		run   func(*Solver, *Problem) error
	}{
		{"exact 8", 8, func(s *Solver, p *Problem) error { _, err := s.Value(p); return err }},
		{"win/lose 11", 11, func(s *Solver, p *Problem) error { _, err := s.AtLeast(p, 36); return err }},
		{"band 11", 11, func(s *Solver, p *Problem) error { _, err := s.Factor(p); return err }},
	} {
		ps := positions(40, tc.cards, *solverSeed)
		s := New(18, 2_000_000)
		var nodes []int
		total, capped := 0, 0
		s.stats = &stats{}
		start := time.Now()
		for _, p := range ps {
			s.Reset()
			s.ResetNodes()
			if err := tc.run(s, p); err != nil {
				capped++
			}
			nodes = append(nodes, s.Nodes())
			total += s.Nodes()
		}
		el := time.Since(start)
		slices.Sort(nodes)
		st := s.stats
		t.Logf("%s: nodes total %d median %d p95 %d max %d capped %d; cutoffs %d first-move %.1f%%; %v",
			tc.name, total, nodes[len(nodes)/2], nodes[len(nodes)*95/100], nodes[len(nodes)-1], capped,
			st.cuts, 100*float64(st.first)/float64(max(st.cuts, 1)), el)
		t.Logf("  table probes %d hits %d; boundary cutoffs by bounds %d, by table %d", st.probes, st.hits, st.cutBound, st.cutTable)
		t.Logf("  last card: children looked at %d, table hits %d; cutoffs by the bounds %d, by the table %d, by an exact last trick %d",
			st.etcKids, st.etcHits, st.etcBound, st.etcTable, st.etcExact)
		t.Logf("  boundary cutoffs by the lower bound %d; mid-trick cutoffs by the declarer's sure trick %d", st.cutLo, st.cutWon)
		t.Logf("  expanded nodes by tricks left: %v", st.byTrick)
		t.Logf("  by cards in trick (expanded nodes, cuts, first-move cuts): %v", st.byTn)
		for side, name := range []string{"minimiser", "maximiser"} {
			for tn := 0; tn < 4; tn++ {
				b := st.bySide[side][tn]
				if b[0] > 0 {
					t.Logf("  %s, %d cards in trick: %d nodes, %.2f moves searched of %.2f, %.1f%% cut, %.1f%% of the cuts by the first move",
						name, tn, b[0], float64(b[1])/float64(b[0]), float64(b[2])/float64(b[0]), 100*float64(b[3])/float64(b[0]),
						100*float64(st.firstBySide[side][tn])/float64(max(b[3], 1)))
				}
			}
		}
	}
}
