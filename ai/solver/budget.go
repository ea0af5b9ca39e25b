package solver

import (
	"math"
	"time"
)

// stop reports whether the node budget or the deadline ends the search at
// this node: past the budget, or, at every 1024th node, past the deadline.
// Otherwise it sets the node count at which to look again, so that search
// compares a single number at the other nodes.
func (s *Solver) stop() bool {
	if s.limit > 0 && s.nodes > s.limit || s.deadline != 0 && s.nodes&1023 == 0 && time.Now().UnixNano() > s.deadline {
		return true
	}
	s.setNext()
	return false
}

// setNext sets the next node count at which stop may end the search (see
// stop): one past the budget, or the next multiple of 1024 with a
// deadline. It is called wherever the count, the budget or the deadline
// changes.
func (s *Solver) setNext() {
	next := math.MaxInt
	if s.limit > 0 {
		next = s.limit + 1
	}
	if s.deadline != 0 {
		next = min(next, (s.nodes|1023)+1)
	}
	s.next = next
}
