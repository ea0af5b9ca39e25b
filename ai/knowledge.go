package ai

import "github.com/cego-spiel/cego/game"

// table is what the bot knows at a card-play decision, computed once.
type table struct {
	v        *game.View
	me       game.Seat
	n        int
	hand     game.Cards
	legal    game.Cards
	contract game.Contract
	decl     game.Seat
	trick    game.Trick
	// out are the cards that others may still hold: with memory the unseen
	// cards, without it every card not in hand and not on the table now.
	out    game.Cards
	memory bool
	// tricksLeft counts the tricks still to be played, this one included.
	tricksLeft int
	pp         *playParams
	// seats are the other seats in playing order after me.
	seats [3]game.Seat
}

func newTable(v *game.View, memory bool, pp *playParams) *table {
	t := &table{
		v:        v,
		me:       v.Seat(),
		n:        v.Players(),
		hand:     v.Hand(),
		legal:    v.LegalCards(),
		contract: v.Contract(),
		decl:     v.Declarer(),
		trick:    v.CurrentTrick(),
		memory:   memory,
		pp:       pp,
	}
	if memory {
		t.out = v.Unseen()
	} else {
		t.out = v.Rules().Pack() &^ t.hand &^ t.trick.Set()
	}
	t.tricksLeft = v.TotalTricks() - v.TrickCount() + 1
	for i := 1; i < t.n; i++ {
		t.seats[i-1] = game.Seat((int(t.me) + i) % t.n)
	}
	return t
}

// partner reports whether q plays on the viewing seat's side (q != me).
func (t *table) partner(q game.Seat) bool {
	if q == t.me || t.contract.Info().Solitary || t.decl < 0 {
		return false
	}
	return q != t.decl && t.me != t.decl
}

// friendly reports whether q is the viewing seat or its partner.
func (t *table) friendly(q game.Seat) bool { return q == t.me || t.partner(q) }

// void reports whether q has shown to be out of suit su (only with memory).
func (t *table) void(q game.Seat, su game.Suit) bool {
	return t.memory && t.v.KnownVoid(q, su)
}

// after lists the seats still to play to the current trick after me.
func (t *table) after() []game.Seat {
	return t.seats[:t.n-int(t.trick.N)-1]
}

// others lists every other seat in playing order after me.
func (t *table) others() []game.Seat { return t.seats[:t.n-1] }

// beats reports whether card c, played after the best card b so far, takes
// the trick from it (RULES §8.3).
func beats(c, b game.Card) bool {
	if c.IsTrump() {
		return !b.IsTrump() || c > b
	}
	return !b.IsTrump() && c.Suit() == b.Suit() && c > b
}

// winningCard returns the card winning the current trick (NoCard if empty).
func (t *table) winningCard() game.Card {
	i := t.trick.WinningIndex()
	if i < 0 {
		return game.NoCard
	}
	return t.trick.Cards[i]
}

// ledSuit is the suit led to the current trick, or the suit of c when I lead.
func (t *table) ledSuit(c game.Card) game.Suit {
	if t.trick.N == 0 {
		return c.Suit()
	}
	return t.trick.Cards[0].Suit()
}

// higherOut counts the outstanding cards of c's suit above c.
func (t *table) higherOut(c game.Card) game.Cards {
	s := t.out.Of(c.Suit())
	return s &^ (c.Bit()<<1 - 1)
}

// isBoss reports whether no outstanding card of its suit beats c.
func (t *table) isBoss(c game.Card) bool { return t.higherOut(c) == 0 }

// handModel is what the bot believes of one other seat's hand: how many
// trumps and how many plain cards it holds.
type handModel struct {
	trumps, plain int
}

// model returns the belief about seat q's hand: the outstanding cards spread
// evenly, no trumps for a seat that has shown to be out of them. (Crediting
// a Solo bidder with a trump-rich hand measured no better in the arena.)
func (t *table) model(q game.Seat) handModel {
	h := t.v.HandCount(q)
	outTr := t.out.Of(game.Trumps).Len()
	pool := t.out.Len()
	if h <= 0 || pool <= 0 {
		return handModel{}
	}
	if t.void(q, game.Trumps) {
		return handModel{0, h}
	}
	tr := float64(h*outTr) / float64(pool)
	k := int(tr + 0.5)
	if k > h {
		k = h
	}
	if k > outTr {
		k = outTr
	}
	return handModel{k, h - k}
}

// drawHits is the probability that drawing n cards from a pool holding k
// marked cards among size yields at least one marked card.
func drawHits(k, size, n int) float64 {
	if k <= 0 || n <= 0 || size <= 0 {
		return 0
	}
	if k >= size || n > size-k {
		return 1
	}
	miss := 1.0
	for i := 0; i < n; i++ {
		miss *= float64(size-k-i) / float64(size-i)
	}
	return 1 - miss
}

// beatProb estimates the probability that card x, winning the trick now, is
// beaten by one of the seats in who (only the seats for which count is true).
// led is the suit led to the trick.
func (t *table) beatProb(x game.Card, led game.Suit, who []game.Seat, count func(game.Seat) bool) float64 {
	hold := 1.0
	higher := t.higherOut(x).Len()
	outTrumps := t.out.Of(game.Trumps).Len()
	outPlain := t.out.Len() - outTrumps
	for _, q := range who {
		if !count(q) {
			continue
		}
		m := t.model(q)
		var p float64
		if x.IsTrump() {
			if m.trumps == 0 {
				continue
			}
			p = drawHits(higher, outTrumps, m.trumps)
			if led != game.Trumps && !t.void(q, led) {
				// q ruffs too only if void in the suit led
				p *= 1 - drawHits(t.out.Of(led).Len(), outPlain, m.plain)
			}
		} else {
			pTrump := 0.0
			if m.trumps > 0 {
				pTrump = 1
			}
			if t.void(q, led) {
				p = pTrump
			} else {
				pVoid := 1 - drawHits(t.out.Of(led).Len(), outPlain, m.plain)
				p = drawHits(higher, outPlain, m.plain) + pVoid*pTrump
			}
		}
		if p > 1 {
			p = 1
		}
		hold *= 1 - p
	}
	return 1 - hold
}

// opponent reports whether q is against the viewing seat.
func (t *table) opponent(q game.Seat) bool { return q != t.me && !t.partner(q) }

// anyone counts every seat.
func anyone(game.Seat) bool { return true }
