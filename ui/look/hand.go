package look

import "github.com/cego-spiel/cego/game"

// HandOrder sorts a hand for display: trumps high to low, then clubs,
// hearts, spades, diamonds (so red and black alternate), high to low.
func HandOrder(h game.Cards) []game.Card {
	var out []game.Card
	for _, su := range []game.Suit{game.Trumps, game.Clubs, game.Hearts, game.Spades, game.Diamonds} {
		for _, c := range h.Slice() {
			if c.Suit() == su {
				out = append(out, c)
			}
		}
	}
	return out
}
