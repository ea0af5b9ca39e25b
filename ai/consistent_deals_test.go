package ai

import (
	"testing"

	"github.com/cego-spiel/cego/game"
)

// TestConsistentDeals: in the middle of a bot-played deal, every deal
// drawn shows seat 0 what it sees, the weights add up to the deals asked
// for, and the same seed draws the same deals.
func TestConsistentDeals(t *testing.T) {
	r := game.Rules{Players: 4}
	st, err := game.NewDeal(r, 3, game.Shuffle(r, 11))
	if err != nil {
		t.Fatal(err)
	}
	bot := NewRolloutBot(11)
	for st.Phase() != game.Playing || st.TrickCount() < 4 || st.Turn() != 0 {
		if st.Phase() == game.Done {
			t.Fatal("the deal ended before seat 0's card in trick 4")
		}
		if err := st.Apply(bot.Choose(st.View(st.Turn()))); err != nil {
			t.Fatal(err)
		}
	}
	v := st.View(0)
	deals := ConsistentDeals(v, 30, 5)
	if len(deals) == 0 {
		t.Fatal("no deals")
	}
	sum := 0.0
	for _, d := range deals {
		sum += d.Weight
		if d.State.View(0) != v {
			t.Fatal("a deal shows seat 0 something else")
		}
	}
	if sum != 30 {
		t.Errorf("weights add up to %v, want 30", sum)
	}
	again := ConsistentDeals(v, 30, 5)
	if len(again) != len(deals) {
		t.Fatalf("%d deals, then %d", len(deals), len(again))
	}
	for i := range deals {
		if again[i].State.Hand(1) != deals[i].State.Hand(1) || again[i].Weight != deals[i].Weight {
			t.Fatal("the same seed drew other deals")
		}
	}
}
