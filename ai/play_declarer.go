package ai

import "github.com/cego-spiel/cego/game"

// Card play of the declarer in the games counted in card points (Solo,
// Gegensolo and the Cego ladder): the expected points of each card
// (normalScore), and the top trump led to pull the defenders' trumps.

// playDeclarer plays the declarer's card in a normal game.
func (k *knowledge) playDeclarer() Decision {
	oppTrumps := k.oppMayTrump()
	long := k.hand.Of(game.Trumps).Len() >= 3
	c := pickMax(k.legal, func(c game.Card) float64 {
		s := k.normalScore(c)
		if k.trick.N == 0 && oppTrumps {
			switch {
			case c.IsTrump() && k.isBoss(c):
				s += k.pp.pullBonus // pull trumps while we hold the top one
			case c.IsTrump() && long:
				s += k.pp.pullLow
			case !c.IsTrump():
				s -= k.pp.plainLeadRisk
			}
		}
		return s
	})
	return k.explainNormal(c, true)
}
