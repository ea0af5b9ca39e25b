package game

import "testing"

// TestFastPathsMatchGeneral: the hot paths agree with the general code at
// every card played in random deals: legalMasks with playable, apply with
// playX; and every trick goes to the highest trump, else the highest card of
// the suit led (RULES §8.3), unless PARLETT_LEERE made a pip dead.
func TestFastPathsMatchGeneral(t *testing.T) {
	rulesets := []Rules{{}, {Players: 3}}
	for _, p := range Presets() {
		rulesets = append(rulesets, p.Rules)
	}
	rng := newPolicyRand(21)
	plays := 0
	for _, r := range rulesets {
		for seed := uint64(1); seed <= 2000; seed++ {
			s := Deal(r, Seat(seed%uint64(r.N())), seed)
			for s.phase != Done {
				if s.step != stepPlay {
					s.apply(fastPolicy(&s, &rng))
					continue
				}
				cards, calls := s.legalMasks()
				if want := s.playable(); cards != want || calls != 0 {
					t.Fatalf("%v seed %d trick %d: legalMasks %v %b, playable %v", r.OptionIDs(), seed, s.ntricks, cards, calls, want)
				}
				a := fastPolicy(&s, &rng)
				ref := s
				ref.playX(Card(a))
				k := s.ntricks
				s.apply(a)
				if s != ref {
					t.Fatalf("%v seed %d trick %d: apply(%v) differs from playX", r.OptionIDs(), seed, k, a)
				}
				plays++
				if tr := s.tricks[k-1]; tr.Complete() && !r.ParlettLeere {
					if w, want := tr.Winner(), referenceWinner(tr); w != want {
						t.Fatalf("%v seed %d: trick %v won by P%d, want P%d", r.OptionIDs(), seed, tr.Cards, w, want)
					}
				}
			}
		}
	}
	if plays == 0 {
		t.Fatal("no card was played")
	}
}

// referenceWinner is RULES §8.3 read directly: the highest trump, else the
// highest card of the suit led.
func referenceWinner(tr Trick) Seat {
	best := 0
	for i := 1; i < int(tr.N); i++ {
		c, b := tr.Cards[i], tr.Cards[best]
		switch {
		case c.IsTrump() && (!b.IsTrump() || c.Rank() > b.Rank()):
			best = i
		case !c.IsTrump() && !b.IsTrump() && c.Suit() == b.Suit() && c.Rank() > b.Rank():
			best = i
		}
	}
	return tr.Seat(best)
}
