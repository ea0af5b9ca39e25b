package review

import (
	"context"
	"errors"
	"time"

	"github.com/cego-spiel/cego/ai/solver"
)

// searchSlice is the longest a search first runs before ctx is looked at
// again; each retry of the same search gets twice as long, up to
// maxSearchSlice.
const (
	searchSlice    = 100 * time.Millisecond
	maxSearchSlice = 1600 * time.Millisecond
)

// sliced runs f — solver searches on s that fail with solver.ErrNodeCap
// when they reach the solver's deadline — until the time until (zero:
// none) or nodeCap nodes (0: none): in slices, between which a cancelled
// ctx is seen, so that closing a review stops its solver within a slice
// (at most maxSearchSlice). A retry starts afresh but finds what the
// earlier slices settled in the solver's table. f learns when its slice
// ends and whether it is the last; it returns solver.ErrNodeCap to be run again in a longer
// slice. When the last slice fails so too, sliced returns ErrCap. Without
// a time (until zero) and with a node cap, f runs once, bounded by the
// nodes alone (its end zero, last true).
func sliced(ctx context.Context, s *solver.Solver, until time.Time, nodeCap int, f func(end time.Time, last bool) error) error {
	if d, ok := ctx.Deadline(); ok && (until.IsZero() || d.Before(until)) {
		until = d
	}
	defer s.SetDeadline(time.Time{})
	if until.IsZero() && nodeCap > 0 {
		// bounded by nodes alone (the solver's budget, nodeCap): one
		// search, not time slices, so that what it finds depends on the
		// nodes alone and not on the machine's load — slices cut short
		// on a busy machine left the solver's table otherwise filled, and
		// a search then reached the cap where it had not, or not where it
		// had (reviewscreen's TestReviewShowsCalls failed so in make
		// test). A cancelled ctx is seen when the search ends, within
		// nodeCap nodes.
		s.SetDeadline(time.Time{})
		s.ResetNodes()
		err := f(time.Time{}, true)
		if errors.Is(err, solver.ErrNodeCap) {
			return ErrCap
		}
		return err
	}
	for slice := searchSlice; ; slice = min(2*slice, maxSearchSlice) {
		if err := ctx.Err(); err != nil {
			return err
		}
		d := time.Now().Add(slice)
		last := !until.IsZero() && !until.After(d)
		if last {
			d = until
		}
		s.SetDeadline(d)
		s.ResetNodes()
		err := f(d, last)
		if !errors.Is(err, solver.ErrNodeCap) {
			return err
		}
		if last || nodeCap > 0 && s.Nodes() >= nodeCap {
			return ErrCap
		}
	}
}

// b2int is 1 for true, 0 for false.
func b2int(b bool) int {
	if b {
		return 1
	}
	return 0
}
