package solver

import "testing"

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
