package solver

import "testing"

// TestTableBuckets checks the replacement policy: of the keys that meet in
// one bucket, the one with the most tricks left stays, and the latest other
// one is kept beside it.
func TestTableBuckets(t *testing.T) {
	s := New(8, 0)
	b := uint64(1) << 20 // keys differing above the mask share a bucket
	deep, k1, k2 := 6+0*b, 6+1*b, 6+2*b
	s.slot(deep, 7).lo = 1
	s.slot(k1, 3).lo = 2
	if e := s.probe(deep); e == nil || e.lo != 1 {
		t.Fatal("the deep entry was lost")
	}
	if e := s.probe(k1); e == nil || e.lo != 2 {
		t.Fatal("the second entry was lost")
	}
	s.slot(k2, 2).lo = 3
	if s.probe(k1) != nil {
		t.Fatal("the older shallow entry stayed")
	}
	if e := s.probe(deep); e == nil || e.lo != 1 {
		t.Fatal("a shallow entry replaced the deep one")
	}
	if e := s.slot(k2, 2); e.lo != 3 {
		t.Fatal("storing again did not find the entry")
	}
	// a deeper entry takes the first slot and moves the old one aside
	k3 := 6 + 3*b
	s.slot(k3, 9).lo = 4
	if e := s.probe(deep); e == nil || e.lo != 1 {
		t.Fatal("the displaced deep entry was dropped")
	}
	if e := s.probe(k3); e == nil || e != &s.tt[6] {
		t.Fatal("the deepest entry is not first")
	}
}
