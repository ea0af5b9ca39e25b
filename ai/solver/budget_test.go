package solver

import (
	"errors"
	"testing"
)

// TestNodeBudget checks the node budget as New documents it: counted since
// the last ResetNodes and shared by the searches in between.
func TestNodeBudget(t *testing.T) {
	ps := positions(8, 6, 11)
	nodes := func(s *Solver, pr *Problem) (int, error) {
		s.Reset()
		before := s.Nodes()
		_, err := s.Value(pr)
		return s.Nodes() - before, err
	}
	free := New(16, 0)
	// two positions, the larger first, that need some work
	var big, small *Problem
	nb, ns := 0, 0
	for _, pr := range ps {
		n, err := nodes(free, pr)
		if err != nil {
			t.Fatal(err)
		}
		switch {
		case n < 20:
		case big == nil || n > nb:
			if big != nil {
				small, ns = big, nb
			}
			big, nb = pr, n
		case small == nil || n > ns:
			small, ns = pr, n
		}
	}
	if small == nil {
		t.Fatal("no two positions with work to do")
	}
	s := New(16, nb+ns/2)
	if _, err := nodes(s, big); err != nil {
		t.Fatalf("the first search (%d nodes) failed within a budget of %d: %v", nb, nb+ns/2, err)
	}
	if _, err := nodes(s, small); !errors.Is(err, ErrNodeCap) {
		t.Fatalf("the second search (%d nodes) ran within what was left of the budget (%d): %v", ns, ns/2, err)
	}
	if _, err := nodes(s, small); !errors.Is(err, ErrNodeCap) {
		t.Fatalf("a search after the budget was spent ran: %v", err)
	}
	s.ResetNodes()
	if _, err := nodes(s, small); err != nil {
		t.Fatalf("after ResetNodes the search (%d nodes) failed: %v", ns, err)
	}
}
