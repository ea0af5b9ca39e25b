package solver

import (
	"github.com/cego-spiel/cego/game"
)

// playShown does what playing c does to the shown cards (PARLETT_LEERE):
// a shown card is dead in its trick; led in tricks 1–2 of a Leere game, a
// card not shown releases the lowest shown card of its suit.
func (p *pos) playShown(c game.Card) {
	if p.dead.Has(c) {
		p.trickDead |= 1 << p.tn
		p.dead &^= c.Bit()
		return
	}
	if p.release && p.tn == 0 && p.turn == p.decl && p.trickNo < 2 {
		if stand := p.dead.Of(c.Suit()); stand != 0 {
			p.dead &^= stand.Lowest().Bit()
		}
	}
}

// forcedAhead reports whether the declarer still has a forced lead to make.
func (p *pos) forcedAhead() bool {
	if p.release && p.dead != 0 && p.trickNo < 2 {
		return true
	}
	for i := int(p.trickNo); i < 2; i++ {
		if p.forced[i]&p.hands[p.decl] != 0 {
			return true
		}
	}
	return false
}

// play puts c on the trick for the player to move. It returns the gain for
// the maximiser when a trick completes, and for special games whether the
// outcome is already decided (done) with its value.
func (p *pos) play(c game.Card) (gain int, done bool, val int) {
	if p.dead != 0 || p.trickDead != 0 {
		p.addShown(c)
	} else {
		p.addPlain(c)
	}
	if p.tn < p.n {
		p.next()
		return 0, false, 0
	}
	if p.kind == kindNormal && p.trickNo > 0 {
		// the common end of a trick, in short (else endTrick)
		w := p.seat(int(p.win))
		if p.max[w&3] {
			gain = p.valueOf(p.tset)
		}
		if w == p.decl {
			p.declWon++
		}
		p.trickNo++
		p.tn, p.tset, p.trickDead = 0, 0, 0
		p.leader, p.turn = w, w
		return gain, false, 0
	}
	return p.endTrick()
}

// addPlain puts c on the trick for the player to move (the turn stays)
// when no shown card (PARLETT_LEERE) is in the hands or the trick; else
// addShown does.
func (p *pos) addPlain(c game.Card) {
	bit := game.Cards(1) << (c & 63)
	p.hands[p.turn&3] &^= bit
	p.tset |= bit
	tn := p.tn
	p.trick[tn&3] = c
	if tn == 0 || beats(c, p.trick[p.win&3]) {
		p.win = tn
	}
	p.tn = tn + 1
}

// addShown is addPlain with shown cards in play (PARLETT_LEERE).
func (p *pos) addShown(c game.Card) {
	p.hands[p.turn&3] &^= c.Bit()
	p.tset |= c.Bit()
	if p.dead != 0 {
		p.playShown(c)
	}
	tn := p.tn
	p.trick[tn&3] = c
	switch {
	case p.trickDead != 0:
		p.tn++
		p.win = int8(p.winnerDead())
	case tn == 0:
		p.win = 0
	case beats(c, p.trick[p.win&3]):
		p.win = tn
	}
	p.tn = tn + 1
}

// next passes the turn to the next player in the trick.
func (p *pos) next() {
	t := p.turn + 1
	if t == p.n {
		t = 0
	}
	p.turn = t
}

// endTrick settles a complete trick (see play) but for the common case,
// a trick of a normal game after the first, which play settles itself.
func (p *pos) endTrick() (gain int, done bool, val int) {
	wi := p.winnerIndex()
	w := p.seat(wi)
	last := p.trickNo == p.total-1
	switch p.kind {
	case kindNormal:
		if p.max[w] {
			gain = p.valueOf(p.tset)
		}
	case kindRaeuber:
		if w == p.decl {
			gain = p.valueOf(p.tset)
		}
	case kindUltimo:
		hasGeiss := false
		for i := 0; i < int(p.n); i++ {
			if p.trick[i] == game.CardGeiss {
				hasGeiss = true
			}
		}
		if last {
			return 0, true, b2i(hasGeiss && w == p.decl && p.trick[wi] == game.CardGeiss)
		}
		if hasGeiss {
			return 0, true, 0 // the Geiß went before the last trick
		}
	case kindTricks:
		if w == p.decl {
			p.declWon++
			if p.declWon > p.target {
				return 0, true, 0
			}
		}
		// done when the count is made impossible, or at the end
		left := p.total - p.trickNo - 1
		if last {
			return 0, true, b2i(p.declWon == p.target)
		}
		if p.declWon+left < p.target {
			return 0, true, 0
		}
	case kindDrescher:
		if last {
			return 0, true, b2i(w != p.decl)
		}
	}
	if w == p.decl && p.kind != kindTricks {
		p.declWon++
	}
	next := w
	if p.trickNo == 0 && p.declLead {
		next = p.decl
	}
	p.trickNo++
	p.tn = 0
	p.tset = 0
	p.trickDead = 0
	p.leader, p.turn = next, next
	return gain, false, 0
}
