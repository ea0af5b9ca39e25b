package solver

import (
	"flag"
	"math/rand/v2"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/cego-spiel/cego/game"
)

var (
	solverTimes = flag.Bool("solver-times", false, "log median and p95 solve times")
	timesOnly   = flag.String("solver-times-only", "", "with -solver-times: measure only the cases whose name contains this")
)

// solverSeed chooses the positions of TestSolverTimes and TestSolverNodes:
// a search change is judged on several seeds, not fitted to one.
var (
	solverSeed  = flag.Uint64("solver-seed", 7, "seed of the positions of TestSolverTimes and TestSolverNodes")
	extraSeeds  = flag.String("solver-times-seeds", "", "with -solver-times: more seeds, comma-separated, whose 60 positions each join -solver-seed's")
	timesRepeat = flag.Int("solver-times-repeat", 1, "with -solver-times: solve each position this often (afresh) and count its least time")
	timesBits   = flag.Int("solver-times-bits", 18, "with -solver-times: the table's size, 2^bits entries (the bots' workers use 16)")
)

// positions returns k positions of normal games at a trick boundary with
// `cards` cards in each hand.
func positions(k, cards int, seed uint64) []*Problem {
	rng := rand.New(rand.NewPCG(seed, 9))
	var out []*Problem
	for len(out) < k {
		st := game.Deal(game.Rules{}, 3, rng.Uint64())
		for st.Phase() != game.Done {
			if st.Phase() == game.Playing {
				if !st.Contract().Info().Normal {
					break
				}
				if st.CurrentTrick().N == 0 && st.Hand(st.Turn()).Len() == cards {
					pr, err := NewProblem(&st, st.Turn())
					if err == nil {
						out = append(out, pr)
					}
					break
				}
			}
			legal := st.Legal()
			a := legal[rng.IntN(len(legal))]
			if st.Phase() == game.Bidding && rng.IntN(3) != 0 {
				if slices.Contains(legal, game.Pass) {
					a = game.Pass
				}
			}
			_ = st.Apply(a)
		}
	}
	return out
}

func BenchmarkExact8(b *testing.B) {
	ps := positions(64, 8, 1)
	s := New(18, 0)
	i := 0
	for b.Loop() {
		s.Reset()
		if _, err := s.Value(ps[i%len(ps)]); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

func BenchmarkWinLose11(b *testing.B) {
	ps := positions(64, 11, 2)
	s := New(18, 0)
	i := 0
	for b.Loop() {
		s.Reset()
		if _, err := s.AtLeast(ps[i%len(ps)], 36); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// TestSolverTimes logs the median and 95th percentile (run with
// -solver-times; it is a measurement, not a pass/fail test) over 60
// positions of -solver-seed and 60 of each -solver-times-seeds, each
// position's least time of -solver-times-repeat solves.
func TestSolverTimes(t *testing.T) {
	if !*solverTimes {
		t.Skip("measurement; run with -solver-times")
	}
	for _, tc := range []struct {
		name  string
		cards int
		run   func(*Solver, *Problem) error
	}{
		{"exact points, 8 cards", 8, func(s *Solver, p *Problem) error { _, err := s.Value(p); return err }},
		{"win/lose, 11 cards", 11, func(s *Solver, p *Problem) error { _, err := s.AtLeast(p, 36); return err }},
		{"factor band, 11 cards", 11, func(s *Solver, p *Problem) error { _, err := s.Factor(p); return err }},
		{"exact points, 11 cards", 11, func(s *Solver, p *Problem) error { _, err := s.Value(p); return err }},
	} {
		if !strings.Contains(tc.name, *timesOnly) {
			continue
		}
		ps := positions(60, tc.cards, *solverSeed)
		for _, f := range strings.Split(*extraSeeds, ",") {
			if f == "" {
				continue
			}
			seed, err := strconv.ParseUint(f, 10, 64)
			if err != nil {
				t.Fatalf("-solver-times-seeds: %v", err)
			}
			ps = append(ps, positions(60, tc.cards, seed)...)
		}
		s := New(*timesBits, 3_000_000)
		capped := 0
		var times, cpu []time.Duration
		var nodes []int
		runtime.LockOSThread()
		for _, p := range ps {
			// the least of the repeats: the solve's own time, without
			// the machine's hiccups (the same search each time)
			var wall, c time.Duration
			for r := range max(*timesRepeat, 1) {
				s.Reset()
				s.ResetNodes()
				start, cpu0 := time.Now(), threadCPU()
				err := tc.run(s, p)
				w, cc := time.Since(start), threadCPU()-cpu0
				if r == 0 {
					if err != nil {
						capped++
					}
					nodes = append(nodes, s.Nodes())
					wall, c = w, cc
				}
				wall, c = min(wall, w), min(c, cc)
			}
			times = append(times, wall)
			cpu = append(cpu, c)
		}
		runtime.UnlockOSThread()
		slices.Sort(times)
		slices.Sort(cpu)
		slices.Sort(nodes)
		t.Logf("%s: median %v p95 %v max %v; nodes median %d p95 %d; %d of %d capped", tc.name,
			median(times), times[len(times)*95/100], times[len(times)-1], median(nodes), nodes[len(nodes)*95/100], capped, len(ps))
		if cpu[len(cpu)-1] > 0 {
			// the thread's own CPU time does not count the time other
			// processes take on a loaded machine
			t.Logf("  CPU time: median %v p95 %v", median(cpu), cpu[len(cpu)*95/100])
		}
	}
}

// median returns the median of sorted values: the middle one, or the mean
// of the two middle ones when there is an even number of them.
func median[T int | time.Duration](sorted []T) T {
	n := len(sorted)
	if n%2 == 1 {
		return sorted[n/2]
	}
	return (sorted[n/2-1] + sorted[n/2]) / 2
}

func TestMedian(t *testing.T) {
	if got := median([]int{1, 2, 10}); got != 2 {
		t.Errorf("median of 1,2,10 = %d, want 2", got)
	}
	if got := median([]int{1, 3, 5, 100}); got != 4 {
		t.Errorf("median of 1,3,5,100 = %d, want 4", got)
	}
}
