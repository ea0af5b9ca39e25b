package ai

import "github.com/cego-spiel/cego/game"

// Card play of the defenders in the games counted in card points: the
// expected points of each card for the side (normalScore rewards putting
// counters on a partner's trick and saving the Geiß there); leads that make
// the declarer ruff are preferred, trump leads avoided (both measured in the
// arena).

// playDefender plays a defender's card in a normal game.
func (k *knowledge) playDefender() Decision {
	c := pickMax(k.legal, func(c game.Card) float64 {
		s := k.normalScore(c)
		if k.trick.N == 0 && k.forcesRuff(c) {
			s += k.pp.forceRuff // the declarer must spend a trump
		}
		if k.trick.N == 0 && c.IsTrump() {
			s += k.pp.defTrumpLead
		}
		return s
	})
	if k.trick.N == 0 && k.forcesRuff(c) {
		return decideCard(c, HForceRuff)
	}
	return k.explainNormal(c, false)
}

// forcesRuff reports whether leading c makes the declarer, who has shown
// to be out of its suit, spend a trump.
func (k *knowledge) forcesRuff(c game.Card) bool {
	return !c.IsTrump() && k.void(k.decl, c.Suit()) && !k.void(k.decl, game.Trumps)
}
