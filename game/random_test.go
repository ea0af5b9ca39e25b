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
		case stepGegensoloHold:
			bidP = 0.5
		case stepOpen:
			bidP = 0.3
		case stepSoloExtra:
			bidP = 0.3
		case stepChallenge:
			bidP = 0.03
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
			return s.level.Info().Call
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
		seen := randomPlay(t, r, n, uint64(players))
		for c := Contract(1); c < numContracts; c++ {
			if !r.Offers(c) || c == Drescher {
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

// TestRandomPlayPresets runs the invariants over every preset of §11.1.
func TestRandomPlayPresets(t *testing.T) {
	n := *randomDeals / 20
	if testing.Short() {
		n /= 10
	}
	for i, p := range Presets() {
		seen := randomPlay(t, p.Rules, n, uint64(100+i))
		for c := Contract(1); c < numContracts; c++ {
			if seen[c] != 0 && !p.Rules.Offers(c) {
				t.Errorf("%s: %v occurred but is not in these rules", p.ID, c)
			}
			if seen[c] == 0 && p.Rules.Offers(c) && n >= 10000 && c != Geiss {
				t.Errorf("%s: %v never occurred in %d random deals", p.ID, c, n)
			}
		}
		t.Logf("%s: %v", p.ID, seen)
	}
}

// randomRules switches options on at random until a valid combination
// comes out.
func randomRules(rng *rand.Rand) Rules {
	for {
		r := Rules{Players: 3 + rng.IntN(2), Scoring: Scoring(rng.IntN(2))}
		if rng.IntN(2) == 0 {
			r.Specials = SpecialTable(rng.IntN(int(numSpecialTables)))
		}
		for _, o := range options {
			if rng.IntN(3) == 0 {
				o.set(&r, true)
			}
		}
		if r.Validate() == nil {
			return r
		}
	}
}

// TestRandomPlayOptions runs the invariants over random valid combinations
// of options, fewer deals each; every option is on in some of them.
func TestRandomPlayOptions(t *testing.T) {
	combos, deals := 300, 200
	if testing.Short() {
		combos, deals = 100, 100
	}
	rng := rand.New(rand.NewPCG(77, 78))
	on := map[string]int{}
	for i := 0; i < combos; i++ {
		r := randomRules(rng)
		for _, id := range r.OptionIDs() {
			on[id]++
		}
		randomPlay(t, r, deals, rng.Uint64())
	}
	for _, o := range options {
		if on[o.ID] == 0 {
			t.Errorf("option %s never switched on", o.ID)
		}
	}
}

// randomPlay plays n random deals under r and checks the invariants: cards
// are conserved, Legal is never empty before Done and never holds an action
// Apply refuses, refusals leave the state unchanged and read as a sentence,
// settlements are zero-sum (with the sitting-out dealer's share), and in
// normal games the two sides count the whole pack (70, or 79 with pairs).
func randomPlay(t *testing.T, r Rules, n int, seed uint64) map[Contract]int {
	t.Helper()
	players := r.N()
	rng := rand.New(rand.NewPCG(seed, 7))
	seen := map[Contract]int{}
	buf := make([]Action, 0, 64)
	for i := 0; i < n; i++ {
		seed := rng.Uint64()
		s := Deal(r, Seat(i%players), seed)
		if s.Rules() != r {
			t.Fatalf("%+v: Deal changed the rules", r)
		}
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
				t.Fatalf("%v: no legal action in phase %v step %d", r.OptionIDs(), s.Phase(), s.step)
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
						if ie := (*IllegalError)(nil); !errors.As(err, &ie) || !knownRefusal(ie.Code) {
							t.Fatalf("refusal of %v (%v) has no known code", a, err)
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
		if !r.Offers(s.Contract()) {
			t.Fatalf("%v: contract %v is not in these rules", r.OptionIDs(), s.Contract())
		}
		seen[s.Contract()]++
		res := s.Result()
		sc := res.Score
		sum := res.SatOut
		for _, v := range sc {
			sum += v
		}
		if sum != 0 {
			t.Fatalf("%v: settlement not zero-sum: %v + %d (%v)", r.OptionIDs(), sc, res.SatOut, s.Contract())
		}
		if players == 3 && sc[3] != 0 {
			t.Fatalf("seat 3 scored with three players")
		}
		if _, _, challenged := s.Challenge(); s.Contract().Info().Normal && !challenged {
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
			if got := s.DeclarerPoints() + r.Count(def); got != r.PackPoints() {
				t.Fatalf("%v: the two sides count %d, not %d", s.Contract(), got, r.PackPoints())
			}
		}
	}
	return seen
}

func contains(as []Action, a Action) bool {
	for _, x := range as {
		if x == a {
			return true
		}
	}
	return false
}
