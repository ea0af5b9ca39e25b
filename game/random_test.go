package game

import (
	"errors"
	"flag"
	"math/rand/v2"
	"testing"
)

var randomDeals = flag.Int("random-deals", 200000, "random deals per player count in TestRandomPlay")

// randomPolicy picks a legal action, weighting the auction so that every
// contract occurs: bids are rare at the top of the ladder of priorities and
// common further down.
func randomPolicy(s *State, rng *rand.Rand, buf []Action) Action {
	legal := s.AppendLegal(buf[:0])
	if s.Phase() == Bidding && len(legal) > 1 {
		// legal = [bid…, pass] or [pass, call…]; decide bid vs pass first.
		var bidP float64
		switch s.step {
		case stepUltimo:
			bidP = 0.15
		case stepSolo:
			bidP = 0.03
		case stepGegensolo:
			bidP = 0.2
		case stepSpecial:
			bidP = 0.04
		case stepChallenger:
			bidP = 0.45
		case stepHolder:
			bidP = 0.6
		case stepOption:
			bidP = 0.5
		}
		var bids []Action
		for _, a := range legal {
			if a != Pass && a != CallCego {
				bids = append(bids, a)
			}
		}
		if len(bids) > 0 && rng.Float64() < bidP {
			return bids[rng.IntN(len(bids))]
		}
		if s.step == stepOption {
			return CallCego
		}
		return Pass
	}
	return legal[rng.IntN(len(legal))]
}

func checkInvariants(t *testing.T, s *State) {
	t.Helper()
	all := s.blind | s.legage | s.discards | s.played
	total := s.blind.Len() + s.legage.Len() + s.discards.Len() + s.played.Len()
	for p := 0; p < s.Players(); p++ {
		all |= s.hands[p]
		total += s.hands[p].Len()
	}
	if all != s.rules.Pack() || total != s.rules.Pack().Len() {
		t.Fatalf("cards not conserved: %d cards, set %v", total, all)
	}
}

func TestRandomPlay(t *testing.T) {
	n := *randomDeals
	if testing.Short() {
		n /= 20
	}
	for _, players := range []int{4, 3} {
		r := Rules{Players: players}
		rng := rand.New(rand.NewPCG(uint64(players), 7))
		seen := map[Contract]int{}
		buf := make([]Action, 0, 64)
		for i := 0; i < n; i++ {
			seed := rng.Uint64()
			s := Deal(r, Seat(i%players), seed)
			if i < 3 {
				s2 := Deal(r, Seat(i%players), seed)
				if s != s2 {
					t.Fatal("same seed gave different deals")
				}
			}
			thorough := i%97 == 0
			for steps := 0; s.Phase() != Done; steps++ {
				if steps > 200 {
					t.Fatal("deal does not end")
				}
				legal := s.AppendLegal(buf[:0])
				if len(legal) == 0 {
					t.Fatalf("no legal action in phase %v", s.Phase())
				}
				if thorough {
					checkInvariants(t, &s)
					for a := Action(0); a < numActions; a++ {
						before := s
						err := s.Apply(a)
						in := contains(legal, a)
						if in != (err == nil) {
							t.Fatalf("action %v: legal=%v but Apply error %v", a, in, err)
						}
						if err != nil {
							if !errors.Is(err, ErrIllegal) || err.Error() == "" {
								t.Fatalf("refusal of %v is not a readable ErrIllegal: %v", a, err)
							}
							if s != before {
								t.Fatalf("refused action %v changed the state", a)
							}
						}
						s = before
					}
				}
				a := randomPolicy(&s, rng, legal[len(legal):cap(legal)])
				if err := s.Apply(a); err != nil {
					t.Fatalf("legal action %v refused: %v", a, err)
				}
			}
			checkInvariants(t, &s)
			seen[s.Contract()]++
			sc := s.Score()
			sum := 0
			for _, v := range sc {
				sum += v
			}
			if sum != 0 {
				t.Fatalf("settlement not zero-sum: %v (%v)", sc, s.Contract())
			}
			if players == 3 && sc[3] != 0 {
				t.Fatalf("seat 3 scored with three players")
			}
			if s.Contract().Info().Normal {
				d := s.Declarer()
				var def Cards
				for p := 0; p < players; p++ {
					if Seat(p) != d {
						def |= s.Won(Seat(p))
					}
				}
				if def|s.DeclarerPile() != r.Pack() {
					t.Fatalf("the two piles do not make the pack")
				}
				if got := s.DeclarerPoints() + Points(def); got != 70 {
					t.Fatalf("%v: the two sides count %d, not 70", s.Contract(), got)
				}
			}
		}
		for c := Contract(1); c < numContracts; c++ {
			if c == Halbe || c == Drescher || (players == 3 && (c == Piccolo || c == Bettel)) {
				if seen[c] != 0 {
					t.Errorf("%d players: %v occurred but is not in these rules", players, c)
				}
				continue
			}
			if seen[c] == 0 && n >= 10000 {
				t.Errorf("%d players: %v never occurred in %d random deals", players, c, n)
			}
		}
		t.Logf("%d players: %v", players, seen)
	}
}

func contains(as []Action, a Action) bool {
	for _, x := range as {
		if x == a {
			return true
		}
	}
	return false
}
