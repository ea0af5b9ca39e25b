package ai

import (
	"reflect"
	"runtime"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// lateViews are n card-play decisions with at most five cards in hand and
// a choice, where a hint solves its deals with every card open.
func lateViews(n int, seed uint64) []game.View {
	var out []game.View
	views, _ := decisionPoints(40*n, seed)
	for _, v := range views {
		if v.Phase() == game.Playing && v.Hand().Len() <= 5 && len(out) < n {
			out = append(out, v)
		}
	}
	return out
}

// oneWorkerHint is Hint without a time cap on one worker, where the
// search is deterministic (see forEach), its solvers made by newSolver; with
// hintSolver they go back to hintSolvers afterwards.
func oneWorkerHint(v game.View, pooled bool) Advice {
	newSolver := newWorkerSolver
	if pooled {
		newSolver = hintSolver
	}
	b, search := hintBot(&v, -1, newSolver)
	all := b.workers
	b.workers = all[:1]
	adv := b.advise(&v, search)
	b.workers = all
	if pooled {
		releaseHintSolvers(b)
	}
	return adv
}

// sameAdvice reports whether two hints say the same (all but the profile's
// times).
func sameAdvice(a, b Advice) bool {
	a.Profile, b.Profile = SearchProfile{}, SearchProfile{}
	return reflect.DeepEqual(a, b)
}

// allocated is the bytes allocated by f.
func allocated(f func()) uint64 {
	var m0, m1 runtime.MemStats
	runtime.ReadMemStats(&m0)
	f()
	runtime.ReadMemStats(&m1)
	return m1.TotalAlloc - m0.TotalAlloc
}

// TestHintReusesSolvers: a hint takes its solvers (a 1 MB table each) from
// earlier hints instead of making new ones, and it advises exactly as with
// new solvers — also when the reused ones last searched other positions.
// Exactly: on one worker without a time cap, where the search is
// deterministic; there everything else a hint allocates is the same with
// new and reused solvers, so the difference is the solvers (the bot makes
// both workers' solvers, one used). Hint itself (two workers) is measured
// too: its two tables are no longer made.
func TestHintReusesSolvers(t *testing.T) {
	views := lateViews(6, 17)
	if len(views) < 4 {
		t.Fatalf("only %d late card-play decisions", len(views))
	}
	oneWorkerHint(views[0], true) // makes the solvers of the later hints
	Hint(views[0], -1)
	var fresh, reused, hintFresh, hint uint64
	for round := 0; round < 2; round++ {
		for i, v := range views {
			var want, got Advice
			fresh += allocated(func() { want = oneWorkerHint(v, false) })
			reused += allocated(func() { got = oneWorkerHint(v, true) })
			if want.Method != "solved" {
				t.Fatalf("view %d: method %q, want solved (the solver is not used)", i, want.Method)
			}
			if !sameAdvice(got, want) {
				t.Errorf("round %d, view %d: reused solvers advise %v %v, new ones %v %v", round, i, got.Action, got.Candidates, want.Action, want.Candidates)
			}
			hintFresh += allocated(func() {
				b, search := hintBot(&v, -1, newWorkerSolver)
				b.advise(&v, search)
			})
			hint += allocated(func() { Hint(v, -1) })
		}
	}
	n := uint64(2 * len(views))
	t.Logf("bytes allocated per hint on one worker: %d with new solvers, %d with reused ones", fresh/n, reused/n)
	t.Logf("bytes allocated per Hint (two workers): %d with new solvers, %d with reused ones", hintFresh/n, hint/n)
	const table = 1 << 20 // 2^16 entries of 16 bytes
	if fresh/n < reused/n+2*table {
		t.Errorf("a hint on one worker allocates %d bytes, with new solvers %d: the tables are still made anew", reused/n, fresh/n)
	}
	if hintFresh/n < hint/n+2*table {
		t.Errorf("Hint allocates %d bytes, with new solvers %d: its tables are still made anew", hint/n, hintFresh/n)
	}
}
