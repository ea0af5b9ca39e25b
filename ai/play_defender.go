package ai

import "github.com/cego-spiel/cego/game"

// Card play of the defenders in the games counted in card points: the
// expected points of each card for the side (normalScore rewards putting
// counters on a partner's trick and saving the Geiß there), without leading
// into a suit the declarer can ruff cheaply.

// playDefender plays a defender's card in a normal game.
func (t *table) playDefender() Decision {
	c := pickMax(t.legal, func(c game.Card) float64 {
		s := t.normalScore(c)
		if t.trick.N == 0 && !c.IsTrump() && t.void(t.decl, c.Suit()) && !t.void(t.decl, game.Trumps) {
			s -= 0.5 // do not let the declarer ruff cheaply
		}
		return s
	})
	return t.explainNormal(c, false)
}
