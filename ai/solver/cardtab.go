package solver

import "github.com/cego-spiel/cego/game"

// Per-card facts for the hot paths, indexed by card & 63 (so that no
// index is checked): the cards of the card's suit, its points and its rank
// (game.Card.Suit, Points and Rank without their branches).
var (
	suitOf   [64]game.Cards
	pointsOf [64]int8
	rankOf   [64]int8
	// beatenBy[c] holds the cards c beats in a trick (see beats),
	// beatersOf[c] the cards that beat c
	beatenBy, beatersOf [64]game.Cards
)

func init() {
	for c := game.Card(0); c < game.NumCards; c++ {
		suitOf[c] = game.SuitCards(c.Suit())
		pointsOf[c] = int8(c.Points())
		rankOf[c] = int8(c.Rank())
		for b := game.Card(0); b < game.NumCards; b++ {
			if beatsSlow(c, b) {
				beatenBy[c] |= b.Bit()
				beatersOf[b] |= c.Bit()
			}
		}
	}
}

// lowerOfSuit returns the cards of c's suit below c.
func lowerOfSuit(c game.Card) game.Cards { return suitOf[c&63] & (game.Cards(1)<<(c&63) - 1) }

// higherOfSuit returns the cards of c's suit above c.
func higherOfSuit(c game.Card) game.Cards { return suitOf[c&63] &^ (game.Cards(2)<<(c&63) - 1) }
