package ai

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/cego-spiel/cego/game"
)

func TestHint(t *testing.T) {
	views, _ := decisionPoints(8, 12)
	for _, v := range views {
		adv := Hint(v, 40*time.Millisecond)
		checkAdvice(t, v, adv)
		t.Logf("%v %v: %v — %s", v.Phase(), v.Contract(), adv.Action, adv.Reason)
	}
}

// TestHintAdviceLegalWithReason asks for a hint at decision points of every
// phase and every contract that occurs, early and late in the play, with
// three and four players, forced ones included: the advice names a legal action, every candidate is legal
// and listed once, and the reason is a sentence.
func TestHintAdviceLegalWithReason(t *testing.T) {
	type key struct {
		players int
		phase   game.Phase
		c       game.Contract
		forced  bool
		stage   int // of card play: early, middle, late
	}
	seen := map[key]bool{}
	rng := rand.New(rand.NewPCG(21, 8))
	rb := NewRuleBot(3)
	asked := 0
	for _, players := range []int{4, 3} {
		for deal := 0; deal < 150; deal++ {
			st := game.Deal(game.Rules{Players: players}, game.Seat(deal%players), rng.Uint64())
			for st.Phase() != game.Done {
				v := st.View(st.Turn())
				k := key{players, v.Phase(), v.Contract(), len(v.Legal()) == 1, v.TrickCount() / 4}
				if !seen[k] {
					seen[k] = true
					asked++
					checkAdvice(t, v, Hint(v, 15*time.Millisecond))
				}
				if err := st.Apply(rb.Choose(v)); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	t.Logf("%d kinds of decision asked", asked)
}

var sentence = regexp.MustCompile(`^[\p{L}“"0-9].*[\p{L}0-9)”.%]$`)

func checkAdvice(t *testing.T, v game.View, adv Advice) {
	t.Helper()
	where := fmt.Sprintf("%d players, %v %v", v.Players(), v.Phase(), v.Contract())
	if !v.IsLegal(adv.Action) {
		t.Fatalf("%s: hint %v is not legal", where, adv.Action)
	}
	legal := v.Legal()
	if len(adv.Candidates) != len(legal) || adv.Candidates[0].Action != adv.Action && !adv.Safer {
		t.Fatalf("%s: suggestion %v, candidates %v for %d legal actions", where, adv.Action, adv.Candidates, len(legal))
	}
	listed := map[game.Action]bool{}
	for _, c := range adv.Candidates {
		if !v.IsLegal(c.Action) || listed[c.Action] {
			t.Fatalf("%s: candidates %v", where, adv.Candidates)
		}
		listed[c.Action] = true
	}
	if adv.HasRunnerUp != (len(legal) > 1) || adv.HasRunnerUp && (adv.RunnerUp == adv.Action || !v.IsLegal(adv.RunnerUp)) {
		t.Fatalf("%s: runner-up %v (%v) for %v", where, adv.RunnerUp, adv.HasRunnerUp, adv.Action)
	}
	r := adv.Reason
	if len(strings.Fields(r)) < 3 || !sentence.MatchString(r) || strings.Contains(r, "%!") || strings.Contains(r, "NaN") {
		t.Fatalf("%s: reason %q is not a sentence", where, r)
	}
}
