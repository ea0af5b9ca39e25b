package ai

import "github.com/cego-spiel/cego/game"

// Card play of the declarer in the games counted in card points (Solo,
// Gegensolo and the Cego ladder): the expected points of each card
// (normalScore), and the top trump led to pull the defenders' trumps.

// playDeclarer plays the declarer's card in a normal game.
func (t *table) playDeclarer() Decision {
	oppTrumps := t.oppMayTrump()
	long := t.hand.Of(game.Trumps).Len() >= 3
	c := pickMax(t.legal, func(c game.Card) float64 {
		s := t.normalScore(c)
		if t.trick.N == 0 && oppTrumps {
			switch {
			case c.IsTrump() && t.isBoss(c):
				s += t.pp.pullBonus // pull trumps while we hold the top one
			case c.IsTrump() && long:
				s += t.pp.pullLow
			case !c.IsTrump():
				s -= t.pp.plainLeadRisk
			}
		}
		return s
	})
	return t.explainNormal(c, true)
}
