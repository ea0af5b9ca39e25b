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
	views := 0
	for _, players := range []int{4, 3} {
		views += sampleAgrees(t, Rules{Players: players}, 3000, rng)
	}
	t.Logf("%d views sampled", views)
}

// TestSampleAgreesWithViewOptions is the same over every preset and random
// combinations of options (forced trump discards shown to all, open hands,
// Geregelter Räuber's due trumps, Pflichtsolo, Halbe's shown pip, …).
func TestSampleAgreesWithViewOptions(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 14))
	views := 0
	for _, p := range Presets() {
		views += sampleAgrees(t, p.Rules, 600, rng)
	}
	for i := 0; i < 120; i++ {
		views += sampleAgrees(t, randomRules(rng), 40, rng)
	}
	t.Logf("%d views sampled", views)
}

func sampleAgrees(t *testing.T, r Rules, deals int, rng *rand.Rand) int {
	t.Helper()
	buf := make([]Action, 0, 64)
	players := r.N()
	views := 0
	for i := 0; i < deals; i++ {
		s := Deal(r, Seat(i%players), rng.Uint64())
		for s.Phase() != Done {
			if rng.IntN(16) == 0 {
				// A spectator (the dealer sitting out) samples too.
				v := s.PublicView()
				got, err := v.Sample(rng)
				if err != nil {
					t.Fatalf("%v: public sample failed: %v", r.OptionIDs(), err)
				}
				if gv := got.PublicView(); gv != v || v.Hand() != 0 || v.MyTurn() {
					t.Fatalf("%v: sampled deal shows the spectator another view", r.OptionIDs())
				}
			}
			if rng.IntN(8) == 0 {
				for p := Seat(0); p < Seat(players); p++ {
					v := s.View(p)
					got, err := v.Sample(rng)
					if err != nil {
						t.Fatalf("%v: sample failed at %v (step %d, %v) for seat %d: %v", r.OptionIDs(), s.Phase(), s.step, s.Contract(), p, err)
					}
					checkInvariants(t, &got)
					gv := got.View(p)
					if gv != v {
						t.Fatalf("%v: sampled deal shows seat %d another view (phase %v, contract %v)", r.OptionIDs(), p, s.Phase(), s.Contract())
					}
					if a, b := FormatActions(got.Legal()), FormatActions(s.Legal()); p == s.Turn() && a != b {
						t.Fatalf("%v: sampled legal %q, real %q", r.OptionIDs(), a, b)
					}
					if len(got.Legal()) == 0 {
						t.Fatalf("%v: sampled deal has no legal action (step %d, %v)", r.OptionIDs(), got.step, got.Contract())
					}
					for q := Seat(0); q < Seat(players); q++ {
						if got.Hand(q).Len() != s.Hand(q).Len() {
							t.Fatalf("hand sizes differ")
						}
						for su := Trumps; su <= Diamonds; su++ {
							// Due trumps of a Geregelter Räuber may be
							// kept back against the follow rules.
							if s.KnownVoid(q, su) && got.Hand(q).Of(su)&^s.rForced != 0 {
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
	return views
}
