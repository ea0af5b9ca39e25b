package game

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"
)

// knownRefusal reports whether c is one of RefusalCodes.
func knownRefusal(c RefusalCode) bool { return slices.Contains(RefusalCodes(), c) }

// TestRefusalCodesDistinct checks that the list of codes has no code twice
// and no empty one.
func TestRefusalCodesDistinct(t *testing.T) {
	seen := map[RefusalCode]bool{}
	for _, c := range RefusalCodes() {
		if c == "" || seen[c] {
			t.Errorf("code %q empty or listed twice", c)
		}
		seen[c] = true
	}
}

// unprovoked are the codes no action reaches in a deal dealt by Deal: the
// guard for a card refused for none of the known reasons.
var unprovoked = []RefusalCode{RefuseCardNotNow}

// TestRefusalCodesProvoked tries every action at the states of random deals
// under the presets and random options, and of the wrong seat: every
// refusal carries a known code, and every code but the unprovoked ones
// occurs.
func TestRefusalCodesProvoked(t *testing.T) {
	seen := provokeRefusals(t, 400, func(error, *State) {})
	for _, c := range RefusalCodes() {
		if seen[c] == 0 && !slices.Contains(unprovoked, c) {
			t.Errorf("code %s never occurred", c)
		}
	}
	for _, c := range unprovoked {
		if seen[c] != 0 {
			t.Errorf("code %s occurred though listed as unprovoked", c)
		}
	}
}

// provokeRefusals plays deals random deals (under each preset and under
// random options; in every other deal the Cego auction bids on while it can) and at every state tries every action, the wrong seat
// and one action past the last; each refusal goes to check. It returns how
// often each code occurred.
func provokeRefusals(t *testing.T, deals int, check func(error, *State)) map[RefusalCode]int {
	t.Helper()
	rng := rand.New(rand.NewPCG(5, 6))
	var rules []Rules
	for _, p := range Presets() {
		rules = append(rules, p.Rules)
	}
	for len(rules) < 40 {
		rules = append(rules, randomRules(rng))
	}
	seen := map[RefusalCode]int{}
	buf := make([]Action, 0, 64)
	try := func(s *State, p Seat, a Action) {
		err := s.ApplyFor(p, a)
		if err == nil {
			t.Fatalf("the probe %v was legal", a)
		}
		var ie *IllegalError
		if !errors.As(err, &ie) || !knownRefusal(ie.Code) {
			t.Fatalf("refusal of %v (%v) has no known code", a, err)
		}
		seen[ie.Code]++
		check(err, s)
	}
	for i := 0; i < deals; i++ {
		r := rules[i%len(rules)]
		s := Deal(r, Seat(i%r.N()), rng.Uint64())
		for s.Phase() != Done {
			legal := s.AppendLegal(buf[:0])
			for a := Action(0); a <= numActions; a++ {
				if !contains(legal, a) {
					probe := s
					try(&probe, s.Turn(), a)
				}
			}
			probe := s
			try(&probe, s.seatAfter(s.Turn(), 1), legal[0])
			a := randomPolicy(&s, rng, legal[len(legal):cap(legal)])
			if i%2 == 0 && (s.step == stepChallenger || s.step == stepHolder) {
				a = legal[len(legal)-1] // bid on: the top of the ladder is seldom reached otherwise
			}
			if err := s.Apply(a); err != nil {
				t.Fatalf("legal action %v refused: %v", a, err)
			}
		}
		try(&s, 0, Pass)
	}
	return seen
}
