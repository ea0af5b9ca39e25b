package cputime

import "testing"

// TestProcessGrows: where measured, the CPU time grows with work.
func TestProcessGrows(t *testing.T) {
	if Process == nil {
		t.Skip("not measured on this platform")
	}
	a := Process()
	x := 0
	for i := 0; i < 50_000_000; i++ {
		x += i ^ (x >> 3)
	}
	if b := Process(); b <= a || x == 42 {
		t.Fatalf("CPU time did not grow: %v then %v", a, b)
	}
}
