package ai

import "testing"

// TestHintWorkersAgree: without a time cap a hint on two workers says
// exactly what it says on one — the same deals, the same numbers — also
// when the search stops early because one card is best (the second worker's
// deals after that point used to count, so the numbers varied from run to
// run). Late positions: no node cap binds there.
func TestHintWorkersAgree(t *testing.T) {
	views := lateViews(8, 23)
	if len(views) < 4 {
		t.Fatalf("only %d late card-play decisions", len(views))
	}
	settled := 0
	for i, v := range views {
		want := oneWorkerHint(v, false)
		for round := 0; round < 3; round++ {
			b, search := hintBot(&v, -1, newWorkerSolver)
			got := b.advise(&v, search)
			if got.Profile.Settled {
				settled++
			}
			if !sameAdvice(want, got) {
				t.Fatalf("view %d, round %d: two workers advise\n%+v\none worker\n%+v", i, round, got, want)
			}
		}
	}
	t.Logf("%d of %d two-worker hints stopped early", settled, 3*len(views))
}
