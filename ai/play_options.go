package ai

import "github.com/cego-spiel/cego/game"

// Card play under the options of RULES §11: the games of exactly k tricks
// (Piccolo and the optional specials), a Solo with a Durchmarsch or
// Solo-Ulti announcement, and Drescher.

// playExactDeclarer plays a game of exactly k tricks: take the tricks still
// needed with sure winners, duck the rest (and take any winner when the
// tricks left are only just enough).
func (k *knowledge) playExactDeclarer(tricks int) Decision {
	won := k.v.TricksWon(k.me)
	if won >= tricks {
		return k.duck()
	}
	need := tricks - won
	if tricks == 1 && k.hand.Has(game.CardGstiess) {
		return k.playPiccoloGstiess()
	}
	best, bestP := game.NoCard, 0.0
	for m := k.legal; m != 0; m &= m - 1 {
		c := m.Lowest()
		p := k.winProb(c)
		if p > bestP+1e-9 || (p >= bestP-1e-9 && best != game.NoCard && danger(c) > danger(best) && p > 0) {
			best, bestP = c, p
		}
	}
	if best != game.NoCard && (bestP >= 0.8 || (k.tricksLeft <= need+1 && bestP > 0)) {
		if tricks == 1 {
			return decideCard(best, HPiccoloOneTrick)
		}
		return decideCard(best, HExactTake)
	}
	return k.duck()
}

// playAnnounced plays the Solo declarer's card after a Durchmarsch or
// Solo-Ulti announcement: the announced trumps wait for their tricks, and
// with every trick announced each trick is taken with the cheapest sure
// winner.
func (k *knowledge) playAnnounced(a game.Action) Decision {
	reserved := reservedTrumps(a)
	for m := reserved; m != 0; m &= m - 1 {
		c := m.Lowest()
		// Card(i) is due to the i-th trick from the end
		if k.tricksLeft == int(c)+1 && k.legal.Has(c) {
			return decideCard(c, HPlayAnnounced)
		}
	}
	cands := k.legal &^ reserved
	if cands == 0 {
		cands = k.legal
	}
	if a != game.CallDurchmarsch && a != game.CallUltiDurch {
		if cands.Len() == 1 && cands != k.legal {
			return decideCard(cands.Lowest(), HKeepAnnounced)
		}
		k.legal = cands
		return k.playDeclarer()
	}
	if k.trick.N == 0 {
		tr := cands & game.TrumpCards
		if tr != 0 && k.oppMayTrump() {
			return decideCard(tr.Highest(), HSweep)
		}
		c := pickMax(cands, func(c game.Card) float64 {
			s := float64(danger(c))
			if k.isBoss(c) {
				s += 100
			}
			return s
		})
		return decideCard(c, HSweep)
	}
	cur := k.winningCard()
	var winners game.Cards
	for m := cands; m != 0; m &= m - 1 {
		if c := m.Lowest(); beats(c, cur) {
			winners = winners.Add(c)
		}
	}
	if winners == 0 {
		c := pickMax(cands, func(c game.Card) float64 { return -float64(danger(c)) })
		return decideCard(c, HGiveLittle)
	}
	// the lowest winner that no later card can beat, else the highest
	c := pickMax(winners, func(c game.Card) float64 {
		if k.winProb(c) >= 1-1e-9 {
			return 100 - float64(danger(c))
		}
		return float64(danger(c))
	})
	return decideCard(c, HSweep)
}

// lastRisk is how likely card c is to take the last trick if it is the
// last card I hold: a trump wins unless someone holds a higher one; a plain
// card only if its suit is led and nobody follows higher.
func (k *knowledge) lastRisk(c game.Card) float64 {
	h := float64(k.higherOut(c).Len())
	if c.IsTrump() {
		return 0.5 + 0.5/(1+h)
	}
	return 0.4 / (1 + h)
}

// playDrescher avoids the last trick (Drescher): earlier tricks cost
// nothing, so high cards go first and the safest card is kept to the end;
// in the last trick but one, the lead of the last trick is avoided when the
// card kept back would then be led.
func (k *knowledge) playDrescher() Decision {
	hand := k.hand
	if k.tricksLeft == 2 {
		c := pickMax(k.legal, func(c game.Card) float64 {
			rest := hand.Remove(c)
			if rest == 0 {
				return 0
			}
			other := rest.Lowest()
			p := k.winProb(c)
			lead := 0.9 // a card led to the last trick wins unless followed higher
			if other.IsTrump() {
				lead = 1 - 0.5*float64(k.higherOut(other).Len())/float64(1+k.higherOut(other).Len())
			}
			return -(p*lead + (1-p)*k.lastRisk(other))
		})
		return decideCard(c, HDrescherLastLow)
	}
	keep := pickMax(hand, func(c game.Card) float64 { return -k.lastRisk(c) })
	cands := k.legal.Remove(keep)
	if cands == 0 {
		return decideCard(keep, HDrescherLastLow)
	}
	c := pickMax(cands, func(c game.Card) float64 { return k.lastRisk(c) + 0.01*float64(danger(c)) })
	return decideCard(c, HDrescherUnload)
}
