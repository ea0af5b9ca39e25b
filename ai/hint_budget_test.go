package ai

import (
	"testing"
	"time"
)

// TestHintBudgets: the default budget is HintBudget and the search gets
// hintCap percent of a budget; a negative budget runs the whole search
// (nothing left unfinished unless the search settled early).
func TestHintBudgets(t *testing.T) {
	views, _ := decisionPoints(6, 21)
	for _, v := range views {
		adv := Hint(v, 0)
		checkAdvice(t, v, adv)
		if adv.Profile.Budget != HintBudget {
			t.Errorf("default budget %v, want %v", adv.Profile.Budget, HintBudget)
		}
		adv = Hint(v, 50*time.Millisecond)
		checkAdvice(t, v, adv)
		if adv.Method != "forced" && adv.Method != "none" && adv.Profile.Budget != 50*time.Millisecond {
			t.Errorf("budget %v, want 50ms", adv.Profile.Budget)
		}
		whole := Hint(v, -1)
		checkAdvice(t, v, whole)
		if p := whole.Profile; p.Budget != 0 || p.Dropped > 0 && !p.Settled || whole.Method == "rule" {
			t.Errorf("the whole search: %v", p)
		}
	}
}
