package review

import (
	"context"
	"testing"
	"time"

	"github.com/cego-spiel/cego/ai/internal/cputime"
	"github.com/cego-spiel/cego/ai/internal/race"
	"github.com/cego-spiel/cego/ai/solver"
	"github.com/cego-spiel/cego/game"
)

// TestCoarseVerdictAgreesWithExact: the factor band and the won/lost
// verdicts, the fallbacks for positions too deep for exact points, agree
// with the exact verdict where that is quick: the band of the exact card
// points, won when they reach the winning points.
func TestCoarseVerdictAgreesWithExact(t *testing.T) {
	if race.Enabled {
		t.Skip("long single-threaded work: checked by the run without -race")
	}
	checked := 0
	for _, seed := range []uint64{1, 3, 4, 6} {
		start, acts := playRecord(t, game.Rules{}, seed)
		ds, end, err := replayDecisions(start, acts, func(st *game.State, a game.Action) bool {
			return st.Phase() == game.Playing && st.Turn() == 0 && a.IsCard() && st.TrickCount() >= 5 && st.LegalCards().Len() > 1
		})
		if err != nil {
			t.Fatal(err)
		}
		if !end.Contract().Info().Normal {
			continue
		}
		rules := end.Rules()
		s := solver.New(18, 0)
		for _, d := range ds {
			st := d.st
			exact := CardVerdict{Index: d.index, Trick: st.TrickCount(), Played: acts[d.index].Card()}
			judge(s, &st, 0, &exact, end.Tricks()[exact.Trick-1])
			if exact.Err != nil {
				t.Fatal(exact.Err)
			}
			won := func(p int) int { return b2int(p >= rules.WinPoints()) }
			for _, c := range []struct {
				a             Accuracy
				value, bestOf func(int) int
			}{{AccuracyBand, rules.Factor, rules.Factor}, {AccuracyGame, won, won}} {
				v := CardVerdict{Index: exact.Index, Trick: exact.Trick, Played: exact.Played}
				if err := judgeCoarse(s, &st, 0, &v, c.a); err != nil {
					t.Fatal(err)
				}
				if v.Accuracy != c.a || v.Value != c.value(exact.Value) || v.BestValue != c.bestOf(exact.BestValue) ||
					v.Lost != absInt(v.BestValue-v.Value) || (v.Lost == 0) != (v.Why == WhyNone) || v.Game != (c.a == AccuracyGame && v.Lost > 0) {
					t.Errorf("seed %d trick %d: coarse %+v, exact %+v", seed, exact.Trick, v, exact)
				}
				checked++
			}
		}
	}
	if checked < 8 {
		t.Fatalf("only %d coarse verdicts checked", checked)
	}
}

// TestReviewStopsPromptly: a review cancelled while the solver is deep in
// a first trick (seed 5: seconds) returns within a
// slice, not at the end of its budget (it once ran on for its whole budget
// after the review was closed).
func TestReviewStopsPromptly(t *testing.T) {
	if race.Enabled || testing.Short() {
		t.Skip("long single-threaded work: checked by the run without -race")
	}
	start, acts := playRecord(t, game.Rules{}, 5)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error)
	go func() {
		_, err := Play(ctx, start, acts, 0, Config{Budget: 30 * time.Second})
		done <- err
	}()
	time.Sleep(time.Second)
	cancel()
	cpuNow := func() time.Duration {
		if cputime.Process == nil {
			return 0 // not measured on this platform
		}
		return cputime.Process()
	}
	t0, c0 := time.Now(), cpuNow()
	select {
	case err := <-done:
		// the work done after the cancel, in CPU time (wall time on a
		// busy machine would count the wait for a core): at most the
		// rest of one slice, where the old review searched on for seconds
		cpu := cpuNow() - c0
		if cpu > maxSearchSlice+time.Second {
			t.Errorf("the review worked %v of CPU after the cancel (%v)", cpu, err)
		}
		if err == nil {
			t.Skip("the review ended before it was cancelled")
		}
		t.Logf("stopped %v (%v of CPU) after the cancel: %v", time.Since(t0), cpu, err)
	case <-time.After(40 * time.Second):
		t.Fatal("the review did not stop")
	}
}
