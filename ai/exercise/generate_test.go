package exercise

import (
	"testing"

	"github.com/cego-spiel/cego/game"
)

// TestForcedRaeuber: every seat forced towards Räuber makes Räuber the
// contract of every deal, at a table of three (where the bots nearly
// always bid Einer over Vorhand's Cego, so that Vorhand's option never
// came) and of four; Vorhand calls it, the others pass every question.
func TestForcedRaeuber(t *testing.T) {
	for _, players := range []int{3, 4} {
		all := make([]game.Seat, players)
		for i := range all {
			all[i] = game.Seat(i)
		}
		raeuber := 0
		const deals = 12
		for k := uint64(500000); k < 500000+deals; k++ {
			sc, end, err := PlayAuctionOf(k, players, all, game.CallRaeuber)
			if err != nil {
				t.Fatal(err)
			}
			if end.Contract() != game.Raeuber {
				t.Errorf("%d players, deal %d: %v after %v", players, k, end.Contract(), sc.Actions)
				continue
			}
			raeuber++
		}
		t.Logf("%d players: Räuber in %d of %d deals", players, raeuber, deals)
	}
}
