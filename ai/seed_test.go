package ai

import (
	"testing"

	"github.com/cego-spiel/cego/game"
)

// TestPositionSeed: the same position gives the same seed, every step of a
// deal a new one, and another seat's view of it another.
func TestPositionSeed(t *testing.T) {
	st := game.Deal(game.Rules{}, 3, 77)
	seen := map[uint64]bool{}
	for st.Phase() != game.Done {
		v := st.View(st.Turn())
		again := st.View(st.Turn())
		s := PositionSeed(5, &v)
		if PositionSeed(5, &again) != s {
			t.Fatal("the same position gave two seeds")
		}
		if seen[s] {
			t.Fatalf("a seed came twice in one deal (%d actions in)", len(st.Calls()))
		}
		seen[s] = true
		other := st.View((st.Turn() + 1) % 4)
		if PositionSeed(5, &other) == s || PositionSeed(6, &v) == s {
			t.Fatal("another seat or another seed gave the same seed")
		}
		if err := st.Apply(NewRuleBot(s).Choose(v)); err != nil {
			t.Fatal(err)
		}
	}
}
