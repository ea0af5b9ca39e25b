package solver

import (
	"math/rand/v2"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// TestSuitsByTable checks highestOfSuits and lowestOfSuits against a loop
// over the plain suits.
func TestSuitsByTable(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 10000; i++ {
		s := game.Cards(r.Uint64()) & game.AllCards
		if i%3 == 0 {
			s &= game.Cards(r.Uint64())
		}
		var hi, lo game.Cards
		for su := game.Clubs; su <= game.Diamonds; su++ {
			if x := s & game.SuitCards(su); x != 0 {
				hi |= x.Highest().Bit()
				lo |= x.Lowest().Bit()
			}
		}
		if got := highestOfSuits(s); got != hi {
			t.Fatalf("highestOfSuits(%#x) = %#x, want %#x", uint64(s), uint64(got), uint64(hi))
		}
		if got := lowestOfSuits(s); got != lo {
			t.Fatalf("lowestOfSuits(%#x) = %#x, want %#x", uint64(s), uint64(got), uint64(lo))
		}
	}
}
