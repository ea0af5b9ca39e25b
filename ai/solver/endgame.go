package solver

import "github.com/cego-spiel/cego/game"

// twoTricksExact reports whether twoTricks may value p: a trick boundary
// two tricks before the end of a point game (normal or Räuber) with no
// shown card, forced lead or due trump still to matter.
func (p *pos) twoTricksExact() bool {
	return p.tn == 0 && p.trickNo == p.total-2 && p.trickNo >= 3 && p.dead == 0 &&
		(p.kind == kindNormal || p.kind == kindRaeuber)
}

// twoTricks returns the value of the last two tricks from p (see
// twoTricksExact) by fail-soft alpha-beta over the first of them — every
// hand holds two cards, so the second is forced — without nodes, table or
// ordering: a few dozen cards played on bit masks cost less than the
// search's nodes below and above such a position. Like search, it returns
// the value when it lies strictly inside alpha, beta, else a bound beyond
// the window on the same side.
func (p *pos) twoTricks(alpha, beta int) int {
	h := p.hands
	return p.firstOfTwo(&h, 0, int(p.leader), 0, game.NoCard, game.NoCard, 0, alpha, beta)
}

// firstOfTwo plays the i-th card of the first of the last two tricks
// (seat q to play; the trick's winning seat ws and card wc, its first
// card led, its cards tset so far) and returns the value of both
// tricks. Of two neighbours of equal value in one hand (among the cards in
// the hands and the trick's winning card) only the lower is played: they
// are equivalent.
func (p *pos) firstOfTwo(h *[4]game.Cards, i, q, ws int, wc, led game.Card, tset game.Cards, alpha, beta int) int {
	n := int(p.n)
	if i == n {
		return p.takes(ws, tset) + p.lastOfTwo(h, ws)
	}
	hand := h[q&3]
	legal := game.FollowCards(hand, led)
	next := q + 1
	if next == n {
		next = 0
	}
	maxing := p.max[q&3]
	best := 1 << 30
	if maxing {
		best = -best
	}
	live := h[0] | h[1] | h[2] | h[3] | wc.Bit()
	for m := legal; m != 0; m &= m - 1 {
		c := m.Lowest()
		if below := live & lowerOfSuit(c); below != 0 {
			if b := below.Highest(); legal.Has(b) && pointsOf[b&63] == pointsOf[c&63] {
				continue
			}
		}
		nws, nwc, nled := ws, wc, led
		if i == 0 {
			nws, nwc, nled = q, c, c
		} else if beats(c, wc) {
			nws, nwc = q, c
		}
		h[q&3] = hand &^ c.Bit()
		v := p.firstOfTwo(h, i+1, next, nws, nwc, nled, tset|c.Bit(), alpha, beta)
		h[q&3] = hand
		if maxing {
			best = max(best, v)
			if best >= beta {
				return best
			}
			alpha = max(alpha, best)
		} else {
			best = min(best, v)
			if best <= alpha {
				return best
			}
			beta = min(beta, best)
		}
	}
	return best
}

// lastOfTwo returns the value of the last trick, led by seat l, every
// hand holding one card: the highest trump wins it, else the highest card
// of the suit led.
func (p *pos) lastOfTwo(h *[4]game.Cards, l int) int {
	all := h[0] | h[1] | h[2] | h[3]
	w := all & game.TrumpCards
	if w == 0 {
		w = all & suitOf[h[l&3].Lowest()&63]
	}
	w = w.Highest().Bit()
	for q := 0; q < int(p.n); q++ {
		if h[q&3]&w != 0 {
			return p.takes(q, all)
		}
	}
	return 0
}

// takes returns what the trick of cards tset adds for the maximiser when
// seat w takes it.
func (p *pos) takes(w int, tset game.Cards) int {
	if p.kind == kindRaeuber {
		if w == int(p.decl) {
			return p.valueOf(tset)
		}
		return 0
	}
	if p.max[w&3] {
		return p.valueOf(tset)
	}
	return 0
}

// noTwoTricks switches twoTricks off: the search goes on to the end (for
// tests and measurements).
var noTwoTricks bool
