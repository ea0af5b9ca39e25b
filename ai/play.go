package ai

import "github.com/cego-spiel/cego/game"

// play chooses a card in the play phase by contract and side.
func (b *RuleBot) play(v *game.View) Decision {
	t := newTable(v, b.memory, b.pp)
	if t.legal.Len() == 1 {
		return decideCard(t.legal.Lowest(), HForced)
	}
	switch t.contract {
	case game.Ultimo:
		if t.me == t.decl {
			return t.playUltimoDeclarer()
		}
		return t.playUltimoDefender()
	case game.Piccolo, game.Zwikkolo, game.Trio, game.Quarto, game.Quinto, game.Pascha:
		if t.me == t.decl {
			return t.playExactDeclarer(t.contract.TargetTricks())
		}
		return t.playNullDefender()
	case game.Bettel:
		if t.me == t.decl {
			return t.playBettelDeclarer()
		}
		return t.playNullDefender()
	case game.Raeuber:
		return t.playRaeuber()
	case game.Drescher:
		return t.playDrescher()
	}
	if t.me == t.decl {
		if a, ok := t.v.Announcement(); ok && t.contract == game.Solo {
			return t.playAnnounced(a)
		}
		d := t.playDeclarer()
		c, ok := b.solveEndgame(t, d.Action.Card())
		if !ok && t.hand.Len() > b.end.cards {
			c, ok = b.rolloutDeclarer(t, d.Action.Card())
		}
		if ok && c != d.Action.Card() {
			return t.explainNormal(c, true)
		}
		return d
	}
	return t.playDefender()
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
func (t *table) nonWinners() game.Cards {
	if t.trick.N == 0 {
		return 0
	}
	cur := t.winningCard()
	var s game.Cards
	for m := t.legal; m != 0; m &= m - 1 {
		c := m.Lowest()
		if !beats(c, cur) {
			s = s.Add(c)
		}
	}
	return s
}

// last reports whether I play the last card of the trick.
func (t *table) last() bool { return int(t.trick.N) == t.n-1 }

// trickRaw is the sum of card values on the table.
func (t *table) trickRaw() int { return game.RawPoints(t.trick.Set()) }
