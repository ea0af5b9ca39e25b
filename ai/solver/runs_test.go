package solver

import (
	"math/rand/v2"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// dominatedByCard is dominated worked out card by card (the first form of
// it): a card starts a new run when the next lower live card of its suit
// is not in the run; the card of most (fewest) points is tracked on the
// way, the lowest of equals.
func dominatedByCard(legal, live game.Cards, sure func(game.Card) int) (skip game.Cards) {
	for su := game.Trumps; su <= game.Diamonds; su++ {
		cards := legal & game.SuitCards(su)
		if cards&(cards-1) == 0 {
			continue
		}
		var run game.Cards
		most, fewest := game.NoCard, game.NoCard
		done := func() {
			if run&(run-1) == 0 {
				return
			}
			switch sure(run.Lowest()) {
			case 1:
				skip |= run &^ most.Bit()
			case -1:
				skip |= run &^ fewest.Bit()
			}
		}
		for m := cards; m != 0; m &= m - 1 {
			c := m.Lowest()
			below := live & lowerOfSuit(c)
			if run != 0 && (below == 0 || !run.Has(below.Highest())) {
				done()
				run, most, fewest = 0, game.NoCard, game.NoCard
			}
			run |= c.Bit()
			if most == game.NoCard || pointsOf[c&63] > pointsOf[most&63] {
				most = c
			}
			if fewest == game.NoCard || pointsOf[c&63] < pointsOf[fewest&63] {
				fewest = c
			}
		}
		done()
	}
	return skip
}

// TestDominatedRuns checks dominated, which finds the runs by bit
// arithmetic, against dominatedByCard on random hands: legal cards within
// live cards, the side to move sure to take or to lose the trick.
func TestDominatedRuns(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for i := 0; i < 200000; i++ {
		live := game.Cards(rng.Uint64()) & game.AllCards
		legal := live & game.Cards(rng.Uint64())
		sign := 1 - 2*rng.IntN(2)
		sure := func(game.Card) int { return sign }
		if got, want := dominated(legal, live, sign), dominatedByCard(legal, live, sure); got != want {
			t.Fatalf("legal %v live %v: %v, card by card %v", legal, live, got, want)
		}
	}
}
