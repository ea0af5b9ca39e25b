package ai

import (
	"strings"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// TestHintNeverContradictsItsNumbers builds the analysis of the reported
// auction (the search kept "fort" at 57 %, −0.7 expected over a call at
// 38 %, +0.4): the hint either recommends the best expected settlement or
// says why it prefers the safer action, and its table is ordered by the
// expected settlement. A kept choice that is neither the best estimate
// nor safer gives way to the best estimate.
func TestHintNeverContradictsItsNumbers(t *testing.T) {
	// an auction decision with at least three calls
	var v game.View
	var legal []game.Action
	for seed := uint64(1); len(legal) < 3; seed++ {
		if seed > 200 {
			t.Fatal("no auction decision with three calls")
		}
		st := game.Deal(game.Rules{Players: 4}, 0, seed)
		for st.Phase() == game.Bidding && len(legal) < 3 {
			v = st.View(st.Turn())
			legal = v.Legal()
			if err := st.Apply(legal[0]); err != nil {
				t.Fatal(err)
			}
		}
	}
	fort, call, other := legal[0], legal[1], legal[2]
	for _, tc := range []struct {
		name      string
		cands     []Candidate
		want      game.Action
		safer     bool
		sentences []string
	}{
		{"safer kept", []Candidate{{fort, 0.57, -0.7}, {call, 0.38, 0.4}, {other, 0.2, -3}}, fort, true,
			[]string{"safer than " + call.String(), "not clearly better"}},
		{"nothing speaks for the kept choice", []Candidate{{fort, 0.30, -0.7}, {call, 0.38, 0.4}, {other, 0.2, -3}}, call, false, nil},
		{"kept is best", []Candidate{{fort, 0.57, 0.7}, {call, 0.38, 0.4}, {other, 0.2, -3}}, fort, false, nil},
	} {
		an := analysis{cands: tc.cands, best: 0, method: "simulated", samples: 160, rule: Decision{Action: fort, Rule: "pass", Reason: "too weak"}}
		adv := adviceOf(&v, an)
		if adv.Action != tc.want || adv.Safer != tc.safer {
			t.Errorf("%s: advice %v (safer %v), want %v (%v)", tc.name, adv.Action, adv.Safer, tc.want, tc.safer)
		}
		for i := 1; i < len(adv.Candidates); i++ {
			if adv.Candidates[i].Expected > adv.Candidates[i-1].Expected {
				t.Errorf("%s: the table is not ordered by expected settlement: %v", tc.name, adv.Candidates)
			}
		}
		if !adv.Safer && adv.Candidates[0].Action != adv.Action {
			t.Errorf("%s: advice %v but %v heads the table", tc.name, adv.Action, adv.Candidates[0].Action)
		}
		if !adv.HasRunnerUp || adv.RunnerUp == adv.Action {
			t.Errorf("%s: runner-up %v", tc.name, adv.RunnerUp)
		}
		for _, s := range tc.sentences {
			if !strings.Contains(adv.Reason, s) {
				t.Errorf("%s: the reason %q does not say %q", tc.name, adv.Reason, s)
			}
		}
		checkAdvice(t, v, adv)
	}
}
