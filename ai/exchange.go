package ai

import "github.com/cego-spiel/cego/game"

// The exchange: which cards to keep before taking the blind, and which card
// to discard afterwards.

// keepFor returns the cards a declarer of contract c keeps from hand: the
// trick winners for Cego, Gegensolo and Einer; the best pips for the Leere
// games; the Geiß for Geiß.
func keepFor(c game.Contract, hand game.Cards, xp *exchangeParams) game.Cards {
	pips := hand & game.PipCards
	switch c {
	case game.Geiss:
		return game.CardGeiss.Bit()
	case game.EineLeere:
		return bestPip(pips, hand, xp).Bit()
	case game.ZweiLeere:
		var best game.Cards
		bestScore := -1
		for su := game.Clubs; su <= game.Diamonds; su++ {
			s := pips.Of(su)
			if s.Len() < 2 {
				continue
			}
			hi := s.Highest()
			second := s.Remove(hi).Highest()
			score := hi.Rank() + second.Rank() + xp.pipCourts*courtsOf(hand, su)
			if score > bestScore {
				best, bestScore = hi.Bit()|second.Bit(), score
			}
		}
		return best
	case game.ZweiVerschiedene:
		first := bestPip(pips, hand, xp)
		if first == game.NoCard {
			return 0
		}
		second := bestPip(pips&^game.SuitCards(first.Suit()), hand, xp)
		if second == game.NoCard {
			return 0
		}
		return first.Bit() | second.Bit()
	}
	k := c.Info().Keep
	if k == 0 {
		return 0
	}
	var keep game.Cards
	for i := 0; i < k; i++ {
		rest := hand &^ keep
		best := pickMax(rest, func(x game.Card) float64 { return xp.keepScore(x, hand) })
		keep = keep.Add(best)
	}
	return keep
}

// bestPip is the pip to keep: one of a suit whose courts go into the
// Legage — the defenders then hold few counters of the suit to put on the
// first trick, which the pip loses —, then the highest (red 1, black 10
// first); NoCard for an empty set.
func bestPip(pips, hand game.Cards, xp *exchangeParams) game.Card {
	return pickMax(pips, func(c game.Card) float64 {
		return float64(c.Rank()) + xp.pipSuitLen*float64(hand.Of(c.Suit()).Len()) +
			float64(xp.pipCourts*courtsOf(hand, c.Suit()))
	})
}

// courtsOf counts the courts of suit su in a hand.
func courtsOf(hand game.Cards, su game.Suit) int {
	k := 0
	for m := hand.Of(su); m != 0; m &= m - 1 {
		if m.Lowest().IsCourt() {
			k++
		}
	}
	return k
}

// exchange chooses the next card to keep, or the discard.
func (b *RuleBot) exchange(v *game.View) Decision {
	legal := v.LegalCards()
	if v.Legage() == 0 { // keeping
		want := keepFor(v.Contract(), v.Hand(), b.xp) &^ v.Kept() & legal
		if want == 0 {
			hand := v.Hand()
			c := pickMax(legal, func(x game.Card) float64 { return b.xp.keepScore(x, hand) })
			return decideCard(c, keepHeuristic(c))
		}
		c := pickMax(want, func(x game.Card) float64 { return float64(danger(x)) })
		return decideCard(c, keepHeuristic(c))
	}
	c := b.discard(v, legal)
	switch {
	case c == game.CardGeiss:
		return decideCard(c, HBuryGeiss)
	case c.Points() >= 3:
		return decideCard(c, HBuryCounter)
	}
	return decideCard(c, HMakeVoid)
}

func keepHeuristic(c game.Card) Heuristic {
	switch {
	case c.IsPip():
		return HKeepPip
	case c == game.CardGeiss:
		return HKeepGeiss
	case c.IsTrump():
		return HKeepTopTrumps
	}
	return HKeepWinners
}

// discard picks the card to lay away after taking the blind: a counter that
// might be lost in play (the Geiß, an unprotected court), or a singleton
// that leaves a void to ruff.
func (b *RuleBot) discard(v *game.View, legal game.Cards) game.Card {
	xp := b.xp
	hand := v.Hand()
	trumps := hand.Of(game.Trumps).Len()
	return pickMax(legal, func(c game.Card) float64 {
		var keepValue float64
		if c.IsTrump() {
			keepValue = trumpTrickValue(c, hand)*(adj(c)+3) + 0.8
			if c == game.CardGeiss {
				keepValue = xp.geiss * adj(c)
				if trumps >= 9 {
					keepValue = adj(c)
				}
			}
		} else {
			s := hand.Of(c.Suit())
			if c == s.Highest() && c.Rank() == 7 {
				keepValue = xp.king * (adj(c) + 3)
			} else if c.IsCourt() {
				keepValue = xp.court * (adj(c) + 3)
			} else {
				keepValue = 0.3
			}
			if s.Len() == 1 && trumps > 0 {
				keepValue -= xp.void // a void lets the declarer ruff
			}
		}
		return adj(c) - keepValue
	})
}

// exchangeParams weigh the discard: the share of a card's value the declarer
// expects to keep by holding it, and what a void is worth.
type exchangeParams struct {
	geiss, king, court, void float64
	trumpKeep                float64 // extra worth of keeping a trump
	pipSuitLen               float64 // keep a pip of a long (>0) or short (<0) suit
	// pipCourts ranks a pip's suit by its courts (measured: each court of
	// the kept pip's suit laid away brings about half a card point)
	pipCourts int
}

var defaultExchange = exchangeParams{geiss: 0.5, king: 0.7, court: 0.2, void: 3, trumpKeep: 0.5, pipCourts: 4}

// keepScore ranks the cards to keep for Cego, Gegensolo and Einer.
func (xp *exchangeParams) keepScore(c game.Card, hand game.Cards) float64 {
	s := keepWorth(c, hand)
	if c.IsTrump() {
		s += xp.trumpKeep
	}
	return s
}
