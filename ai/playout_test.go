package ai

import (
	"testing"

	"github.com/cego-spiel/cego/game"
)

// TestPlayOut: the same deal with the same deterministic bots ends the
// same; with Expert in seat 0 it ends in a finished deal.
func TestPlayOut(t *testing.T) {
	start := game.Deal(game.Rules{}, 3, 11)
	bots := func() []Bot { return []Bot{NewRuleBot(1), NewRuleBot(2), NewRuleBot(3), NewRuleBot(4)} }
	a, err := PlayOut(start, bots())
	if err != nil {
		t.Fatal(err)
	}
	b, err := PlayOut(start, bots())
	if err != nil || a != b {
		t.Fatalf("two play-outs differ (%v)", err)
	}
	bs := bots()
	bs[0] = NewSearchBotWith(SearchConfig{Samples: 4, NodeCap: 20_000, BandCards: 4, Rollouts: 4}, 9)
	c, err := PlayOut(start, bs)
	if err != nil || c.Phase() != game.Done {
		t.Fatalf("with a search bot: %v, %v", c.Phase(), err)
	}
	if _, err := PlayOut(start, bs[:2]); err == nil {
		t.Fatal("two bots played four seats")
	}
}
