package ai

import "github.com/cego-spiel/cego/game"

// play chooses a card in the play phase by contract and side.
func (b *RuleBot) play(v *game.View) Decision {
	k := newKnowledge(v, b.memory, b.pp)
	if k.legal.Len() == 1 {
		return decideCard(k.legal.Lowest(), HForced)
	}
	switch k.contract {
	case game.Ultimo:
		if k.me == k.decl {
			return k.playUltimoDeclarer()
		}
		return k.playUltimoDefender()
	case game.Piccolo, game.Zwikkolo, game.Trio, game.Quarto, game.Quinto, game.Pascha:
		if k.me == k.decl {
			return k.playExactDeclarer(k.contract.TargetTricks())
		}
		return k.playNullDefender()
	case game.Bettel:
		if k.me == k.decl {
			return k.playBettelDeclarer()
		}
		return k.playNullDefender()
	case game.Raeuber:
		return k.playRaeuber()
	case game.Drescher:
		return k.playDrescher()
	}
	if k.me == k.decl {
		if a, ok := k.v.Announcement(); ok && k.contract == game.Solo {
			return k.playAnnounced(a)
		}
		return b.lookAhead(k, k.playDeclarer())
	}
	d := k.playDefender()
	if k.n == 4 && b.def.in&(1<<k.contract) != 0 {
		return b.lookAhead(k, d)
	}
	return d
}

// lookAhead replaces the heuristic card of decision d by the look-ahead's
// (solved with few cards in hand, else played out), where it finds a
// better one.
func (b *RuleBot) lookAhead(k *knowledge, d Decision) Decision {
	c, ok := b.solveEndgame(k, d.Action.Card())
	if !ok && k.hand.Len() > b.endgame(k).solveCardsIn(k.contract) {
		c, ok = b.rolloutCard(k, d.Action.Card())
	}
	if ok && c != d.Action.Card() {
		return k.explainNormal(c, k.me == k.decl)
	}
	return d
}

// adj is a card's worth when counting in threes: its value less two thirds.
func adj(c game.Card) float64 { return float64(c.Points()) - 2.0/3 }

// danger orders cards by how likely they are to win a trick: trumps above
// every plain card, higher ranks above lower.
func danger(c game.Card) int {
	if c.IsTrump() {
		return 10 + c.Rank()
	}
	return c.Rank()
}

// pickMax returns the card of set s with the highest score (ties: the lower
// card number, so results are deterministic).
func pickMax(s game.Cards, score func(game.Card) float64) game.Card {
	best, bestScore := game.NoCard, 0.0
	for m := s; m != 0; m &= m - 1 {
		c := m.Lowest()
		sc := score(c)
		if best == game.NoCard || sc > bestScore {
			best, bestScore = c, sc
		}
	}
	return best
}

// nonWinners returns the legal cards that would not take the lead of the
// current trick (empty when leading).
func (k *knowledge) nonWinners() game.Cards {
	if k.trick.N == 0 {
		return 0
	}
	cur := k.winningCard()
	var s game.Cards
	for m := k.legal; m != 0; m &= m - 1 {
		c := m.Lowest()
		if !beats(c, cur) {
			s = s.Add(c)
		}
	}
	return s
}

// last reports whether I play the last card of the trick.
func (k *knowledge) last() bool { return int(k.trick.N) == k.n-1 }

// trickRaw is the sum of card values on the table.
func (k *knowledge) trickRaw() int { return game.RawPoints(k.trick.Set()) }
