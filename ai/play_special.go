package ai

import "github.com/cego-spiel/cego/game"

// Card play in the special games: Ultimo, Piccolo, Bettel and Räuber.

// winProb is the probability that c, played now, takes the trick (counting
// every other seat as a threat).
func (k *knowledge) winProb(c game.Card) float64 {
	if k.trick.N > 0 && !beats(c, k.winningCard()) {
		return 0
	}
	return 1 - k.beatProb(c, k.ledSuit(c), k.after(), anyone)
}

// nullWinProb is the probability that c, played now by the declarer of a
// null game (Bettel, Piccolo), takes the trick: the defenders stay under
// it whenever they can, so it loses only to a seat after me that must
// play over it (every card it holds of the suit led is higher, or it is
// out of that plain suit and must trump).
func (k *knowledge) nullWinProb(c game.Card) float64 {
	if k.trick.N > 0 && !beats(c, k.winningCard()) {
		return 0
	}
	led := k.ledSuit(c)
	pool := k.out.Len()
	win := 1.0
	for _, q := range k.after() {
		h := k.v.HandCount(q)
		// none is the chance that q holds none of the cards of set k
		none := func(k game.Cards) float64 { return 1 - drawHits(k.Len(), pool, h) }
		suit := k.out.Of(led)
		if k.void(q, led) {
			suit = 0
		}
		trumps := k.out.Of(game.Trumps)
		if k.void(q, game.Trumps) {
			trumps = 0
		}
		var forced float64
		switch {
		case led == game.Trumps:
			// every trump q holds is above c
			forced = none(trumps&(c.Bit()-1)) - none(trumps)
		case c.IsTrump():
			// out of the suit led and every trump above c
			forced = none(suit) * (none(trumps&(c.Bit()-1)) - none(trumps))
		default:
			// every card of the suit above c, or none and a trump
			forced = none(suit&(c.Bit()-1)) - none(suit) + none(suit)*(1-none(trumps))
		}
		win *= 1 - min(max(forced, 0), 1)
	}
	return win
}

// duck plays so as not to take the trick: under the winning card with the
// most dangerous card that still loses, else the card least likely to hold.
func (k *knowledge) duck() Decision {
	if k.trick.N == 0 {
		c := pickMax(k.legal, func(c game.Card) float64 {
			return -k.winProb(c)*10 + k.keepRisk(c)
		})
		return decideCard(c, HLeadUnder)
	}
	if nw := k.nonWinners(); nw != 0 {
		c := pickMax(nw, func(c game.Card) float64 { return float64(danger(c)) })
		return decideCard(c, HDuck)
	}
	if k.last() {
		c := pickMax(k.legal, func(c game.Card) float64 { return float64(danger(c)) })
		return decideCard(c, HUnloadHigh)
	}
	c := pickMax(k.legal, func(c game.Card) float64 { return -k.winProb(c) })
	return decideCard(c, HHopeOvertaken)
}

// keepRisk is how much harder a card gets to lose if kept: a trump must be
// played whenever the declarer is out of a suit led, and wins unless someone
// plays a higher one; high plain cards win once the others are out of them.
func (k *knowledge) keepRisk(c game.Card) float64 {
	if c.IsTrump() {
		if c == game.CardGstiess {
			return 0
		}
		return 0.6 + 0.6*float64(c.Rank())/21
	}
	return 0.4 * float64(c.Rank()) / 7
}

// playBettelDeclarer: take no trick.
func (k *knowledge) playBettelDeclarer() Decision { return k.duck() }

// playNullDefender plays against Piccolo and Bettel: make the declarer take
// tricks — stay under his card, lead low into him.
func (k *knowledge) playNullDefender() Decision {
	d := k.decl
	if k.trick.N == 0 {
		c := pickMax(k.legal, func(c game.Card) float64 {
			s := -float64(danger(c))
			if k.void(d, c.Suit()) {
				s -= 30
			}
			return s
		})
		return decideCard(c, HLeadIntoDeclarer)
	}
	declPlayed := false
	for i := 0; i < int(k.trick.N); i++ {
		if k.trick.Seat(i) == d {
			declPlayed = true
		}
	}
	if declPlayed {
		if k.trick.Winner() == d {
			if nw := k.nonWinners(); nw != 0 {
				c := pickMax(nw, func(c game.Card) float64 { return float64(danger(c)) })
				return decideCard(c, HStayUnder)
			}
		}
		c := pickMax(k.legal, func(c game.Card) float64 { return float64(danger(c)) })
		return decideCard(c, HUnloadHigh)
	}
	c := pickMax(k.legal, func(c game.Card) float64 { return -float64(danger(c)) })
	return decideCard(c, HStayUnder)
}

// playUltimoDeclarer keeps the Geiß for the last trick and pulls the
// defenders' trumps with the high ones.
func (k *knowledge) playUltimoDeclarer() Decision {
	cands := k.legal
	if k.tricksLeft > 1 && cands.Remove(game.CardGeiss) != 0 {
		cands = cands.Remove(game.CardGeiss)
	} else if cands.Has(game.CardGeiss) && k.tricksLeft == 1 {
		return decideCard(game.CardGeiss, HUltimoLast)
	}
	myTrumps := k.hand.Of(game.Trumps).Remove(game.CardGeiss)
	if k.trick.N == 0 {
		if k.oppMayTrump() && myTrumps != 0 {
			hi := myTrumps.Highest()
			if k.isBoss(hi) || myTrumps.Len() >= 3 {
				return decideCard(hi, HUltimoPull)
			}
			return decideCard(myTrumps.Lowest(), HUltimoPull)
		}
		c := pickMax(cands, func(c game.Card) float64 { return -float64(danger(c)) })
		return decideCard(c, HUltimoKeepGeiss)
	}
	if k.ledSuit(0) == game.Trumps || cands&game.TrumpCards == cands {
		tr := cands & game.TrumpCards
		if tr != 0 {
			// win with a top trump to keep the lead, else spend the lowest
			for m := tr; m != 0; m &= m - 1 {
				c := m.Lowest()
				if k.winProb(c) > 0.9 {
					return decideCard(c, HUltimoPull)
				}
			}
			return decideCard(tr.Lowest(), HUltimoKeepGeiss)
		}
	}
	c := pickMax(cands, func(c game.Card) float64 { return -float64(danger(c)) })
	return decideCard(c, HUltimoKeepGeiss)
}

// playUltimoDefender makes the declarer spend trumps — leading the suits he
// is out of, then trumps — to force the Geiß out early, and keeps a trump
// for the last trick.
func (k *knowledge) playUltimoDefender() Decision {
	tr := k.legal & game.TrumpCards
	if k.trick.N == 0 {
		// a suit the declarer is out of costs him a trump (measured better
		// than leading trumps at once)
		for m := k.legal &^ game.TrumpCards; m != 0; m &= m - 1 {
			if c := m.Lowest(); k.forcesRuff(c) {
				return decideCard(c, HForceGeiss)
			}
		}
		if k.hand.Of(game.Trumps).Len() >= 2 && !k.void(k.decl, game.Trumps) {
			return decideCard(tr.Lowest(), HForceGeiss)
		}
		plain := k.legal &^ game.TrumpCards
		if plain != 0 {
			c := pickMax(plain, func(c game.Card) float64 { return -float64(danger(c)) })
			return decideCard(c, HKeepTrumpForLast)
		}
		return decideCard(k.legal.Highest(), HForceGeiss)
	}
	if tr != 0 && tr == k.legal {
		return decideCard(tr.Lowest(), HKeepTrumpForLast)
	}
	c := pickMax(k.legal, func(c game.Card) float64 { return -float64(danger(c)) })
	return decideCard(c, HKeepTrumpForLast)
}

// playRaeuber: everyone for himself, avoid card points, shed counters on
// the others' tricks.
func (k *knowledge) playRaeuber() Decision {
	rem := len(k.after())
	if k.trick.N == 0 {
		c := pickMax(k.legal, func(c game.Card) float64 {
			return -k.winProb(c)*(float64(c.Points())+1.5*float64(rem)) - 0.5*float64(c.Points()) + k.pp.rLeadDanger*float64(danger(c))
		})
		return decideCard(c, HLeadUnder)
	}
	if nw := k.nonWinners(); nw != 0 {
		c := pickMax(nw, func(c game.Card) float64 { return 2*float64(c.Points()) + k.pp.rShedDanger*float64(danger(c)) })
		if c.Points() >= 2 {
			return decideCard(c, HShedCounters)
		}
		return decideCard(c, HDuck)
	}
	raw := float64(k.trickRaw())
	if k.last() {
		c := pickMax(k.legal, func(c game.Card) float64 { return -float64(c.Points()) + 0.3*float64(danger(c)) })
		return decideCard(c, HUnloadHigh)
	}
	c := pickMax(k.legal, func(c game.Card) float64 {
		return -k.winProb(c)*(raw+float64(c.Points())+1.5*float64(rem)) - 0.3*float64(c.Points())
	})
	return decideCard(c, HHopeOvertaken)
}

// playPiccoloGstiess plays the Piccolo declarer who holds the Gstieß and
// has taken no trick: the Gstieß wins whenever it is played, so it waits
// as the one trick, and the other cards duck, judged by nullWinProb (the
// defenders stay under him); it is played only when every other card
// would take the trick (or is sure to, when leading). calibrate calnull
// (100,000 deals) wins these Piccolos 69% at a danger of 0.75..1 and 60%
// at 1..1.25, where ducking by winProb won 58% and 46%, and leading the
// Gstieß at once 66% and 43% (40,000 deals). (The same judgement in the Bettel declarer's and the bare
// Piccolo declarer's duck measured better for Bettel hands above the
// limit but worse for the bare Piccolos the bot bids, so duck keeps
// winProb.)
func (k *knowledge) playPiccoloGstiess() Decision {
	rest := k.legal.Remove(game.CardGstiess)
	if rest == 0 {
		return decideCard(game.CardGstiess, HPiccoloOneTrick)
	}
	if k.trick.N == 0 {
		c := pickMax(rest, func(c game.Card) float64 {
			return -k.nullWinProb(c)*10 + k.keepRisk(c)
		})
		if k.nullWinProb(c) >= 0.99 && k.legal.Has(game.CardGstiess) {
			return decideCard(game.CardGstiess, HPiccoloOneTrick)
		}
		return decideCard(c, HKeepGstiess)
	}
	if nw := k.nonWinners() &^ game.CardGstiess.Bit(); nw != 0 {
		c := pickMax(nw, func(c game.Card) float64 { return float64(danger(c)) })
		return decideCard(c, HKeepGstiess)
	}
	if k.legal.Has(game.CardGstiess) {
		return decideCard(game.CardGstiess, HPiccoloOneTrick)
	}
	c := pickMax(rest, func(c game.Card) float64 { return -k.nullWinProb(c) })
	return decideCard(c, HHopeOvertaken)
}
