package solver

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/cego-spiel/cego/ai/internal/cputime"
	"github.com/cego-spiel/cego/ai/internal/measure"
)

// Calibrations lists the solver's measurements, which ai/cmd/calibrate
// runs by name: its times, its node counts with the search's counters, and
// a dump of every search's nodes and answer to compare two versions by.
func Calibrations() []measure.Measurement {
	return []measure.Measurement{
		{Name: "solvertimes", Doc: "the solver's median and 95th-percentile times and nodes over fixed positions", Run: solverTimes},
		{Name: "solvernodes", Doc: "the solver's node counts and cutoff counters over fixed positions (independent of the machine's load)", Run: solverNodes},
		{Name: "solverdump", Doc: "each search's nodes and answer over fixed positions, one line each, to compare two versions", Run: solverDump},
	}
}

// timedCase is one kind of search the measurements time.
type timedCase struct {
	name  string
	cards int
	run   func(*Solver, *Problem) (int, error)
}

func exactCase(name string, cards int) timedCase {
	return timedCase{name, cards, func(s *Solver, p *Problem) (int, error) { return s.Value(p) }}
}

func winLoseCase(name string, cards int) timedCase {
	return timedCase{name, cards, func(s *Solver, p *Problem) (int, error) {
		ok, err := s.AtLeast(p, 36)
		return b2i(ok), err
	}}
}

func bandCase(name string, cards int) timedCase {
	return timedCase{name, cards, func(s *Solver, p *Problem) (int, error) { return s.Factor(p) }}
}

// solverTimes reports the median and 95th percentile over 60 positions of
// -seed and 60 of each -seeds, each position's least time of -repeat
// solves.
func solverTimes(args []string, w io.Writer) error {
	fs := measure.Flags("solvertimes", w)
	only := fs.String("only", "", "measure only the cases whose name contains this")
	seed := fs.Uint64("seed", 7, "seed of the positions (a search change is judged on several seeds, not fitted to one)")
	extra := fs.String("seeds", "", "more seeds, comma-separated, whose 60 positions each join -seed's")
	repeat := fs.Int("repeat", 1, "solve each position this often (afresh) and count its least time")
	bits := fs.Int("bits", 18, "the table's size, 2^bits entries (the bots' workers use 16)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *bits < 1 || *bits > 30 {
		return fmt.Errorf("-bits %d: give 1 to 30", *bits)
	}
	for _, tc := range []timedCase{
		exactCase("exact points, 8 cards", 8), winLoseCase("win/lose, 11 cards", 11),
		bandCase("factor band, 11 cards", 11), exactCase("exact points, 11 cards", 11),
	} {
		if !strings.Contains(tc.name, *only) {
			continue
		}
		ps := positions(60, tc.cards, *seed)
		for _, f := range strings.Split(*extra, ",") {
			if f == "" {
				continue
			}
			sd, err := strconv.ParseUint(f, 10, 64)
			if err != nil {
				return fmt.Errorf("-seeds: %v", err)
			}
			ps = append(ps, positions(60, tc.cards, sd)...)
		}
		s := New(*bits, 3_000_000)
		capped := 0
		var times, cpu []time.Duration
		var nodes []int
		runtime.LockOSThread()
		for _, p := range ps {
			// the least of the repeats: the solve's own time, without
			// the machine's hiccups (the same search each time)
			var wall, c time.Duration
			for r := range max(*repeat, 1) {
				s.Reset()
				s.ResetNodes()
				start, cpu0 := time.Now(), cputime.Thread()
				_, err := tc.run(s, p)
				wt, cc := time.Since(start), cputime.Thread()-cpu0
				if r == 0 {
					if err != nil {
						capped++
					}
					nodes = append(nodes, s.Nodes())
					wall, c = wt, cc
				}
				wall, c = min(wall, wt), min(c, cc)
			}
			times = append(times, wall)
			cpu = append(cpu, c)
		}
		runtime.UnlockOSThread()
		slices.Sort(times)
		slices.Sort(cpu)
		slices.Sort(nodes)
		fmt.Fprintf(w, "%s: median %v p95 %v max %v; nodes median %d p95 %d; %d of %d capped\n", tc.name,
			measure.Median(times), times[len(times)*95/100], times[len(times)-1], measure.Median(nodes), nodes[len(nodes)*95/100], capped, len(ps))
		if cpu[len(cpu)-1] > 0 {
			// the thread's own CPU time does not count the time other
			// processes take on a loaded machine
			fmt.Fprintf(w, "  CPU time: median %v p95 %v\n", measure.Median(cpu), cpu[len(cpu)*95/100])
		}
	}
	return nil
}

// solverNodes reports node counts over fixed positions with the search's
// counters: unlike times they do not depend on the machine's load, so they
// compare search changes.
func solverNodes(args []string, w io.Writer) error {
	fs := measure.Flags("solvernodes", w)
	seed := fs.Uint64("seed", 7, "seed of the positions")
	if err := fs.Parse(args); err != nil {
		return err
	}
	for _, tc := range []timedCase{exactCase("exact 8", 8), winLoseCase("win/lose 11", 11), bandCase("band 11", 11)} {
		ps := positions(40, tc.cards, *seed)
		s := New(18, 2_000_000)
		var nodes []int
		total, capped := 0, 0
		s.stats = &stats{}
		start := time.Now()
		for _, p := range ps {
			s.Reset()
			s.ResetNodes()
			if _, err := tc.run(s, p); err != nil {
				capped++
			}
			nodes = append(nodes, s.Nodes())
			total += s.Nodes()
		}
		el := time.Since(start)
		slices.Sort(nodes)
		st := s.stats
		fmt.Fprintf(w, "%s: nodes total %d median %d p95 %d max %d capped %d; cutoffs %d first-move %.1f%%; %v\n",
			tc.name, total, nodes[len(nodes)/2], nodes[len(nodes)*95/100], nodes[len(nodes)-1], capped,
			st.cuts, 100*float64(st.first)/float64(max(st.cuts, 1)), el)
		fmt.Fprintf(w, "  table probes %d hits %d; boundary cutoffs by bounds %d, by table %d\n", st.probes, st.hits, st.cutBound, st.cutTable)
		fmt.Fprintf(w, "  last card: children looked at %d, table hits %d; cutoffs by the bounds %d, by the table %d, by an exact last trick %d\n",
			st.etcKids, st.etcHits, st.etcBound, st.etcTable, st.etcExact)
		fmt.Fprintf(w, "  boundary cutoffs by the lower bound %d; mid-trick cutoffs by the declarer's sure trick %d\n", st.cutLo, st.cutWon)
		fmt.Fprintf(w, "  expanded nodes by tricks left: %v\n", st.byTrick)
		fmt.Fprintf(w, "  by cards in trick (expanded nodes, cuts, first-move cuts): %v\n", st.byTn)
		for side, name := range []string{"minimiser", "maximiser"} {
			for tn := 0; tn < 4; tn++ {
				b := st.bySide[side][tn]
				if b[0] > 0 {
					fmt.Fprintf(w, "  %s, %d cards in trick: %d nodes, %.2f moves searched of %.2f, %.1f%% cut, %.1f%% of the cuts by the first move\n",
						name, tn, b[0], float64(b[1])/float64(b[0]), float64(b[2])/float64(b[0]), 100*float64(b[3])/float64(b[0]),
						100*float64(st.firstBySide[side][tn])/float64(max(b[3], 1)))
				}
			}
		}
	}
	return nil
}

// solverDump writes, for the positions of solvertimes on several seeds,
// each search's nodes and answer, one line each (seed, case, index, nodes,
// answer), to -o. Two runs, before and after a search change, are compared
// position by position: the answers must not differ, and the node counts,
// unlike times, do not depend on the machine's load.
func solverDump(args []string, w io.Writer) error {
	fs := measure.Flags("solverdump", w)
	out := fs.String("o", "", "the file to write (required)")
	seeds := fs.String("seeds", "7,11,23", "the seeds of the positions, comma-separated")
	cases := fs.String("cases", "exact8,wl11,band11", "the cases to run, comma-separated")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *out == "" {
		return fmt.Errorf("-o FILE is required")
	}
	var b strings.Builder
	for _, f := range strings.Split(*seeds, ",") {
		seed, err := strconv.ParseUint(strings.TrimSpace(f), 10, 64)
		if err != nil {
			return fmt.Errorf("-seeds: %v", err)
		}
		for _, tc := range []timedCase{exactCase("exact8", 8), winLoseCase("wl11", 11), bandCase("band11", 11)} {
			if !slices.Contains(strings.Split(*cases, ","), tc.name) {
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
	return os.WriteFile(*out, []byte(b.String()), 0o644)
}
