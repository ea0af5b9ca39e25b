package game

import (
	"math/rand/v2"
	"testing"
)

// TestSampleAgreesWithView plays random deals and, at random points, samples
// full deals from every seat's view: the sample must show the seat exactly
// the same view, and its legal actions must be the real ones.
func TestSampleAgreesWithView(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	buf := make([]Action, 0, 64)
	views := 0
	for _, players := range []int{4, 3} {
		r := Rules{Players: players}
		for i := 0; i < 3000; i++ {
			s := Deal(r, Seat(i%players), rng.Uint64())
			for s.Phase() != Done {
				if rng.IntN(8) == 0 {
					for p := Seat(0); p < Seat(players); p++ {
						v := s.View(p)
						got, err := v.Sample(rng)
						if err != nil {
							t.Fatalf("sample failed at %v for seat %d: %v", s.Phase(), p, err)
						}
						checkInvariants(t, &got)
						gv := got.View(p)
						if gv != v {
							t.Fatalf("sampled deal shows seat %d another view (phase %v, contract %v)", p, s.Phase(), s.Contract())
						}
						if p == s.Turn() {
							if a, b := FormatActions(got.Legal()), FormatActions(s.Legal()); a != b {
								t.Fatalf("sampled legal %q, real %q", a, b)
							}
						}
						for q := Seat(0); q < Seat(players); q++ {
							if got.Hand(q).Len() != s.Hand(q).Len() {
								t.Fatalf("hand sizes differ")
							}
							for su := Trumps; su <= Diamonds; su++ {
								if s.KnownVoid(q, su) && got.Hand(q).Of(su) != 0 {
									t.Fatalf("seat %d shown void in %v but sampled with %v", q, su, got.Hand(q).Of(su))
								}
							}
						}
						views++
					}
				}
				a := randomPolicy(&s, rng, buf)
				_ = s.Apply(a)
			}
		}
	}
	t.Logf("%d views sampled", views)
}
