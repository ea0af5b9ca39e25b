package ai

import "github.com/cego-spiel/cego/game"

// Card play of the defenders in the games counted in card points: the
// expected points of each card for the side (normalScore rewards putting
// counters on a partner's trick and saving the Geiß there); leads that make
// the declarer ruff are preferred, trump leads avoided (both measured in the
// arena).

// playDefender plays a defender's card in a normal game.
func (t *table) playDefender() Decision {
	c := pickMax(t.legal, func(c game.Card) float64 {
		s := t.normalScore(c)
		if t.trick.N == 0 && t.forcesRuff(c) {
			s += t.pp.forceRuff // the declarer must spend a trump
		}
		if t.trick.N == 0 && c.IsTrump() {
			s += t.pp.defTrumpLead
		}
		return s
	})
	if t.trick.N == 0 && t.forcesRuff(c) {
		return decideCard(c, HForceRuff)
	}
	return t.explainNormal(c, false)
}

// forcesRuff reports whether leading c makes the declarer, who has shown
// to be out of its suit, spend a trump.
func (t *table) forcesRuff(c game.Card) bool {
	return !c.IsTrump() && t.void(t.decl, c.Suit()) && !t.void(t.decl, game.Trumps)
}
