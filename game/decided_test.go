package game

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// dealAs deals under r with the given seed and bids until the deal is
// played as want (open with the probability open under OFFEN); ok false if
// these cards do not give that contract.
func dealAs(r Rules, dealer Seat, seed uint64, want Contract, rng *rand.Rand, open float64) (State, bool) {
	s := Deal(r, dealer, seed)
	for s.Phase() == Bidding || s.Phase() == Exchanging {
		legal := s.Legal()
		a := legal[0]
		switch {
		case slices.Contains(legal, want.Info().Call) && want.Info().Call != CallCego:
			a = want.Info().Call
		case slices.Contains(legal, CallOffen):
			a = Pass
			if rng.Float64() < open {
				a = CallOffen
			}
		case slices.Contains(legal, Pass):
			a = Pass
		}
		if s.Apply(a) != nil {
			return s, false
		}
	}
	return s, s.Phase() == Playing && s.Contract() == want
}

// playOut plays s to its end with random legal cards.
func playOut(s State, rng *rand.Rand) State {
	for s.Phase() != Done {
		s.apply(Action(randomCard(s.LegalCards(), rng)))
	}
	return s
}

// randomCard picks one card of l.
func randomCard(l Cards, rng *rand.Rand) Card {
	for k := rng.IntN(l.Len()); k > 0; k-- {
		l &= l - 1
	}
	return l.Lowest()
}

// allScores gathers the settlements of every legal continuation of s
// (a small endgame) into seen.
func allScores(s *State, seen map[[4]int]bool) {
	if s.Phase() == Done {
		seen[s.Score()] = true
		return
	}
	for m := s.LegalCards(); m != 0; m &= m - 1 {
		child := *s
		child.apply(Action(m.Lowest()))
		allScores(&child, seen)
	}
}

// checkDecision checks a decision against the deal played out: the outcome
// it names, and the same settlement from every random continuation.
func checkDecision(t *testing.T, s *State, dec Decision, rng *rand.Rand, playouts int) {
	t.Helper()
	var score [4]int
	for i := 0; i < playouts; i++ {
		end := playOut(*s, rng)
		r := end.Result()
		if s.Contract() == Drescher {
			if len(r.Losers) != 1 || r.Losers[0] != dec.Seat {
				t.Fatalf("Drescher decided for %d (%+v), but %v took the last trick", dec.Seat, dec, r.Losers)
			}
		} else if r.Won != dec.Won || dec.Seat != s.Declarer() {
			t.Fatalf("%v decided %+v, but a play-out gave won=%v (%d tricks)\ntricks %v", s.Contract(), dec, r.Won, end.TricksWon(s.Declarer()), end.Tricks())
		}
		if i == 0 {
			score = r.Score
		} else if r.Score != score {
			t.Fatalf("%v decided %+v, but play-outs settle %v and %v", s.Contract(), dec, score, r.Score)
		}
	}
}

// decidedRules are the rule sets that change the games Decided answers
// for: three and four players, OFFEN, the optional specials, Drescher, the
// other value column and five at the table.
var decidedRules = []Rules{
	{},
	{Players: 3},
	{Offen: true, Drescher: true},
	{Zwikkolo: true, Trio: true, Quarto: true, Quinto: true, Pascha: true},
	{Players: 3, Drescher: true, Offen: true, Scoring: CegoOnlineValues},
	{FiveAtTable: true, Drescher: true, Zwikkolo: true, Scoring: CegoOnlineValues},
}

// decidedGames are the contracts Decided answers for.
var decidedGames = []Contract{Ultimo, Piccolo, Bettel, Zwikkolo, Trio, Quarto, Quinto, Pascha, Drescher}

// TestDecidedExact plays random deals of every special game under every
// rule set of decidedRules and asks Decided at the start of every trick and
// after every card of the last three tricks: whatever it
// calls certain, random play-outs of the rest must all give (with the same
// settlement); in endgames of at most three tricks every continuation is
// played out, and there Decided must also find every certain outcome.
func TestDecidedExact(t *testing.T) {
	deals := 8
	if testing.Short() {
		deals = 3
	}
	rng := rand.New(rand.NewPCG(8, 4))
	for _, r := range decidedRules {
		for _, c := range decidedGames {
			if !r.Offers(c) {
				continue
			}
			var played, decided, early, exhaustive int
			reasons := map[DecisionReason]int{}
			for seed := uint64(1); played < deals && seed < 50000; seed++ {
				s, ok := dealAs(r, Seat(seed%uint64(r.N())), seed, c, rng, 0.5)
				if !ok {
					continue
				}
				played++
				first := true
				for s.Phase() == Playing {
					if s.CurrentTrick().N != 0 && s.tricksLeft() > 3 {
						// in the middle of a trick only in the endgames
						s.apply(Action(randomCard(s.LegalCards(), rng)))
						continue
					}
					dec, ok := s.Decided()
					if ok != (dec.Reason != NotDecided) {
						t.Fatalf("Decided: ok %v with reason %v", ok, dec.Reason)
					}
					if ok {
						decided++
						reasons[dec.Reason]++
						checkDecision(t, &s, dec, rng, 8)
						if first && s.tricksLeft() > 1 {
							early++
						}
						first = false
					}
					if s.tricksLeft() <= 3 {
						seen := map[[4]int]bool{}
						allScores(&s, seen)
						exhaustive++
						if ok && len(seen) != 1 {
							t.Fatalf("%v decided %+v, but the continuations settle %v", c, dec, seen)
						}
						if !ok && len(seen) == 1 {
							t.Fatalf("%v with %d tricks left: every continuation settles %v, but Decided says open\nhands %v", c, s.tricksLeft(), seen, s.hands)
						}
					}
					s.apply(Action(randomCard(s.LegalCards(), rng)))
				}
			}
			if played == 0 {
				t.Errorf("%v: no deal of %v found", r.OptionIDs(), c)
			}
			t.Logf("%v %v: %d deals, %d positions decided (first with more than one trick left in %d deals), %d exhaustive, reasons %v",
				r.OptionIDs(), c, played, decided, early, exhaustive, reasons)
		}
	}
}

// BenchmarkDecided asks Decided at every start of a trick of random Bettel,
// Piccolo, Ultimo and Drescher deals (the table asks once per trick).
func BenchmarkDecided(b *testing.B) {
	rng := rand.New(rand.NewPCG(3, 3))
	var pos []State
	r := Rules{Drescher: true}
	for _, c := range []Contract{Bettel, Piccolo, Ultimo, Drescher} {
		n := 0
		for seed := uint64(1); n < 5; seed++ {
			s, ok := dealAs(r, 3, seed, c, rng, 0)
			if !ok {
				continue
			}
			n++
			for s.Phase() == Playing {
				if s.CurrentTrick().N == 0 {
					pos = append(pos, s)
				}
				s.apply(Action(randomCard(s.LegalCards(), rng)))
			}
		}
	}
	b.ResetTimer()
	i := 0
	for b.Loop() {
		s := pos[i%len(pos)]
		s.Decided()
		i++
	}
}

// TestDecidedReasons checks the reasons read off the tricks: the trick one
// too many in the games of a trick count, the Geiß played before the last
// trick in Ultimo, and that normal games and Räuber are never decided.
func TestDecidedReasons(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	r := Rules{Zwikkolo: true, Drescher: true}
	for _, c := range []Contract{Bettel, Piccolo, Zwikkolo, Ultimo, Solo, Cego, Raeuber} {
		hits := 0
		for seed := uint64(1); hits < 5 && seed < 20000; seed++ {
			s, ok := dealAs(r, 3, seed, c, rng, 0.5)
			if !ok {
				continue
			}
			d := s.Declarer()
			for s.Phase() == Playing {
				s.apply(Action(randomCard(s.LegalCards(), rng)))
				done := s.TrickCount() - 1 // complete tricks (s is still Playing)
				switch {
				case !c.IsSpecial():
					if dec, ok := s.Decided(); ok {
						t.Fatalf("%v decided early: %+v", c, dec)
					}
				case c == Ultimo:
					if k := s.trickOf(CardGeiss); k > 0 && k < s.TotalTricks() && s.Phase() == Playing {
						dec, ok := s.Decided()
						if !ok || dec.Reason != GeissEarly || dec.Trick != k || dec.Won || dec.Seat != d {
							t.Fatalf("Ultimo with the Geiß in trick %d: %+v %v", k, dec, ok)
						}
						hits++
						s = playOut(s, rng)
					}
				case s.TricksWon(d) > c.TargetTricks() && s.Phase() == Playing:
					dec, ok := s.Decided()
					if !ok || dec.Reason != TooManyTricks || dec.Trick != done || dec.Won || dec.Seat != d {
						t.Fatalf("%v: the declarer's trick %d was one too many: %+v %v", c, done, dec, ok)
					}
					hits++
					s = playOut(s, rng)
				}
			}
			if !c.IsSpecial() {
				hits++
			}
		}
		if hits == 0 {
			t.Errorf("%v: no case met", c)
		}
	}
}

// FuzzDecided checks Decided against random play-outs at every start of a
// trick of a deal given by a seed, a rule set of decidedRules and a game
// of decidedGames.
func FuzzDecided(f *testing.F) {
	for i := range 6 {
		f.Add(uint64(i+1), uint8(i), uint8(i))
	}
	f.Fuzz(func(t *testing.T, seed uint64, ri, ci uint8) {
		r := decidedRules[int(ri)%len(decidedRules)]
		c := decidedGames[int(ci)%len(decidedGames)]
		rng := rand.New(rand.NewPCG(seed, 1))
		s, ok := dealAs(r, Seat(seed%uint64(r.N())), seed, c, rng, 0.5)
		if !ok {
			return
		}
		for s.Phase() == Playing {
			if s.CurrentTrick().N == 0 {
				if dec, ok := s.Decided(); ok {
					checkDecision(t, &s, dec, rng, 4)
				}
			}
			s.apply(Action(randomCard(s.LegalCards(), rng)))
		}
	})
}
