package review

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/ai/internal/cputime"
	"github.com/cego-spiel/cego/ai/internal/race"
	"github.com/cego-spiel/cego/ai/solver"
	"github.com/cego-spiel/cego/game"
)

// passingRecord deals seed and plays it with rule bots, except that seat
// passes at every call where passing is legal.
func passingRecord(t *testing.T, seed uint64, seat game.Seat) (game.State, []game.Action) {
	t.Helper()
	start := game.Deal(game.Rules{}, 3, seed)
	st := start
	var acts []game.Action
	for st.Phase() != game.Done {
		a := ai.NewRuleBot(seed).Choose(st.View(st.Turn()))
		if st.Phase() == game.Bidding && st.Turn() == seat && st.IsLegal(game.Pass) {
			a = game.Pass
		}
		if err := st.Apply(a); err != nil {
			t.Fatal(err)
		}
		acts = append(acts, a)
	}
	return start, acts
}

// strongSeed is a seed whose deal gives seat 0 at least n trumps.
func strongSeed(t *testing.T, n int) uint64 {
	t.Helper()
	for seed := uint64(1); seed < 2000; seed++ {
		st := game.Deal(game.Rules{}, 3, seed)
		if (st.Hand(0) & game.TrumpCards).Len() >= n {
			return seed
		}
	}
	t.Fatalf("no deal with %d trumps for seat 0", n)
	return 0
}

// TestReviewCallsPassedStrongHand: seat 0 holds a strong hand and passes;
// the review finds a call that wins more, and the alternative's settlement
// agrees with playing it directly: the same calls by the rule bots, then
// best play found card by card with the solver's Moves.
func TestReviewCallsPassedStrongHand(t *testing.T) {
	if race.Enabled {
		t.Skip("long single-threaded work: checked by the run without -race")
	}
	seed := strongSeed(t, 9)
	start, acts := passingRecord(t, seed, 0)
	t0 := time.Now()
	// no limit: the same verdicts on a loaded machine
	cfg := CallConfig{Seed: 7}
	var progress int
	cfg.Progress = func(int, CallVerdict) { progress++ }
	vs, err := Calls(context.Background(), start, acts, 0, cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("seed %d: %d verdicts in %v", seed, len(vs), time.Since(t0))
	if len(vs) == 0 || progress != len(vs) {
		t.Fatalf("%d verdicts, %d progress calls", len(vs), progress)
	}
	v := vs[0]
	for _, x := range vs {
		t.Log(x)
		for _, o := range x.Alternatives {
			t.Logf("   %v: %v by %d, %+d (%v)", o.Call, o.Contract, o.Declarer, o.Score, o.Method)
		}
	}
	if v.Call != game.Pass || v.Forced || v.Gain <= 0 || v.Best == game.Pass {
		t.Fatalf("a pass with %d trumps judged %+v", v.Trumps, v)
	}
	if s := v.String(); !strings.Contains(s, "would have won") || !strings.Contains(s, "you passed with") {
		t.Fatalf("verdict says %q", s)
	}
	var b CallOutcome
	for _, o := range v.Alternatives {
		if o.Call == v.Best {
			b = o
		}
	}
	if b.Score-v.Actual.Score != v.Gain {
		t.Fatalf("gain %d for %+v against %+v", v.Gain, b, v.Actual)
	}
	// the actual settlement
	st := start
	for _, a := range acts {
		_ = st.Apply(a)
	}
	if v.Actual.Score != st.Score()[0] || v.Actual.Method != CallRecorded {
		t.Fatalf("actual %+v, the deal settled %v", v.Actual, st.Score())
	}
	// the best alternative played directly
	x := start
	for _, a := range acts[:v.Index] {
		_ = x.Apply(a)
	}
	if err := x.Apply(v.Best); err != nil {
		t.Fatal(err)
	}
	r := callReviewer{ctx: context.Background(), seat: 0, cfg: cfg}
	for x.Phase() != game.Playing && x.Phase() != game.Done {
		if err := x.Apply(r.ruleAction(&x)); err != nil {
			t.Fatal(err)
		}
	}
	if x.Contract() != b.Contract || x.Declarer() != b.Declarer && !x.Contract().Info().Solitary {
		t.Fatalf("directly %v by %d, the review says %+v", x.Contract(), x.Declarer(), b)
	}
	if b.Method != CallSolved {
		t.Fatalf("best alternative %+v not solved", b)
	}
	s := solver.New(18, 0)
	for x.Phase() == game.Playing {
		pr, err := solver.NewProblem(&x, 0)
		if err != nil {
			t.Fatal(err)
		}
		ms, err := s.Moves(pr, true)
		if err != nil {
			t.Fatal(err)
		}
		best := ms[0]
		for _, m := range ms[1:] {
			if pr.Turn() == x.Declarer() && m.Value > best.Value || pr.Turn() != x.Declarer() && m.Value < best.Value {
				best = m
			}
		}
		if err := x.Apply(game.CardAction(best.Card)); err != nil {
			t.Fatal(err)
		}
	}
	if got := x.Score()[0]; got != b.Score {
		t.Fatalf("played directly with best play the seat settles %+d, the review says %+d", got, b.Score)
	}
}

// TestReviewCallsForced: calls with only one legal action are marked
// forced and have no alternatives; every call of the seat gets a verdict.
func TestReviewCallsForced(t *testing.T) {
	forced := 0
	for seed := uint64(1); seed <= 30 && forced == 0; seed++ {
		start, acts := playRecord(t, game.Rules{}, seed)
		for seat := game.Seat(0); seat < 4; seat++ {
			// budget tiny: only the bookkeeping is checked here
			vs, err := Calls(context.Background(), start, acts, seat, CallConfig{Budget: 40 * time.Millisecond, NodeCap: 20000})
			if err != nil {
				t.Fatal(err)
			}
			st := start
			k := 0
			for i, a := range acts {
				if st.Phase() == game.Bidding && st.Turn() == seat {
					if k >= len(vs) || vs[k].Index != i || vs[k].Call != a {
						t.Fatalf("seed %d seat %d: no verdict for call %d (%v)", seed, seat, i, a)
					}
					v := vs[k]
					k++
					n := len(st.Legal())
					if v.Forced != (n == 1) || len(v.Alternatives) != n-1 {
						t.Fatalf("seed %d: %d legal calls, verdict %+v", seed, n, v)
					}
					if v.Forced {
						forced++
						if v.String() != "Call "+a.String()+": the only legal call" {
							t.Fatalf("forced verdict says %q", v)
						}
					}
				}
				_ = st.Apply(a)
			}
			if k != len(vs) {
				t.Fatalf("%d verdicts for %d calls", len(vs), k)
			}
		}
	}
	if forced == 0 {
		t.Skip("no forced call in the seeds tried")
	}
}

// TestReviewCallsCancel: a cancelled context stops the review: before it
// starts, between two calls, and while a search runs. The last is judged
// by the CPU time used after the cancel (wall time on a busy machine would
// count the wait for a core): at most the rest of one search slice. A
// deadline is not an error by itself: a search cut off by it falls back to
// a play-out, so the review may still finish (it once failed CI by
// finishing 0.8 ms after a 50 ms deadline).
func TestReviewCallsCancel(t *testing.T) {
	start, acts := passingRecord(t, strongSeed(t, 9), 0)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Calls(ctx, start, acts, 0, CallConfig{}); !errors.Is(err, context.Canceled) {
		t.Fatalf("a cancelled review returned %v, want context.Canceled", err)
	}

	// cancelled by its own first verdict: no second verdict follows
	ctx, cancel = context.WithCancel(context.Background())
	defer cancel()
	verdicts := 0
	cfg := CallConfig{Budget: 40 * time.Millisecond, NodeCap: 20000}
	cfg.Progress = func(int, CallVerdict) { verdicts++; cancel() }
	vs, err := Calls(ctx, start, acts, 0, cfg)
	switch {
	case verdicts > 1:
		t.Fatalf("%d verdicts after the cancel at the first", verdicts-1)
	case verdicts == 1 && !errors.Is(err, context.Canceled):
		t.Fatalf("cancelled after the first verdict: %d verdicts, err %v", len(vs), err)
	}

	cpuNow := func() time.Duration {
		if cputime.Process == nil {
			return 0 // not measured on this platform
		}
		return cputime.Process()
	}
	for _, deadline := range []bool{true, false} {
		var ctx context.Context
		var cancel context.CancelFunc
		if deadline {
			ctx, cancel = context.WithTimeout(context.Background(), 30*time.Millisecond)
		} else {
			ctx, cancel = context.WithCancel(context.Background())
			time.AfterFunc(30*time.Millisecond, cancel)
		}
		var c0 time.Duration
		stopped := make(chan struct{})
		go func() {
			<-ctx.Done()
			c0 = cpuNow()
			close(stopped)
		}()
		_, err := Calls(ctx, start, acts, 0, CallConfig{})
		cancel()
		<-stopped
		if err != nil && !errors.Is(err, ctx.Err()) {
			t.Fatalf("deadline %v: error %v, want the context's %v", deadline, err, ctx.Err())
		}
		if !deadline && err == nil {
			t.Log("the review ended before it was cancelled")
			continue
		}
		if cpu := cpuNow() - c0; cpu > maxSearchSlice+time.Second {
			t.Errorf("deadline %v: the review worked %v of CPU after its context ended (err %v)", deadline, cpu, err)
		}
	}
}

// TestReviewCallsBadRecord: a record that is illegal, unfinished or for a
// seat not at the table is refused.
func TestReviewCallsBadRecord(t *testing.T) {
	start, acts := playRecord(t, game.Rules{}, 3)
	ctx := context.Background()
	if _, err := Calls(ctx, start, acts[:len(acts)-1], 0, CallConfig{}); err == nil {
		t.Error("an unfinished deal was reviewed")
	}
	bad := append([]game.Action(nil), acts...)
	bad[0] = game.CardAction(game.CardGstiess)
	if _, err := Calls(ctx, start, bad, 0, CallConfig{}); err == nil {
		t.Error("an illegal first action was accepted")
	}
	if _, err := Calls(ctx, start, append(acts, game.Pass), 0, CallConfig{}); err == nil {
		t.Error("an action after the end was accepted")
	}
	if _, err := Calls(ctx, start, acts, 4, CallConfig{}); err == nil {
		t.Error("seat 4 of a four-player table was reviewed")
	}
}
