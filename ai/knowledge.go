package ai

import "github.com/cego-spiel/cego/game"

// knowledge is what the bot knows at a card-play decision, computed once.
type knowledge struct {
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

// newKnowledge reads what the bot knows from its view: with memory the
// cards seen so far count as gone, without it only those in its hand and
// on the table now.
func newKnowledge(v *game.View, memory bool, pp *playParams) *knowledge {
	k := &knowledge{
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
		k.out = v.Unseen()
	} else {
		k.out = v.Rules().Pack() &^ k.hand &^ k.trick.Set()
	}
	k.tricksLeft = v.TotalTricks() - v.TrickCount() + 1
	for i := 1; i < k.n; i++ {
		k.seats[i-1] = game.Seat((int(k.me) + i) % k.n)
	}
	return k
}

// partner reports whether q plays on the viewing seat's side (q != me).
func (k *knowledge) partner(q game.Seat) bool {
	if q == k.me || k.contract.Info().Solitary || k.decl < 0 {
		return false
	}
	return q != k.decl && k.me != k.decl
}

// friendly reports whether q is the viewing seat or its partner.
func (k *knowledge) friendly(q game.Seat) bool { return q == k.me || k.partner(q) }

// void reports whether q has shown to be out of suit su (only with memory).
func (k *knowledge) void(q game.Seat, su game.Suit) bool {
	return k.memory && k.v.KnownVoid(q, su)
}

// after lists the seats still to play to the current trick after me.
func (k *knowledge) after() []game.Seat {
	return k.seats[:k.n-int(k.trick.N)-1]
}

// others lists every other seat in playing order after me.
func (k *knowledge) others() []game.Seat { return k.seats[:k.n-1] }

// beats reports whether card c, played after the best card b so far, takes
// the trick from it (RULES §8.3).
func beats(c, b game.Card) bool {
	if c.IsTrump() {
		return !b.IsTrump() || c > b
	}
	return !b.IsTrump() && c.Suit() == b.Suit() && c > b
}

// winningCard returns the card winning the current trick (NoCard if empty).
func (k *knowledge) winningCard() game.Card {
	i := k.trick.WinningIndex()
	if i < 0 {
		return game.NoCard
	}
	return k.trick.Cards[i]
}

// ledSuit is the suit led to the current trick, or the suit of c when I lead.
func (k *knowledge) ledSuit(c game.Card) game.Suit {
	if k.trick.N == 0 {
		return c.Suit()
	}
	return k.trick.Cards[0].Suit()
}

// higherOut counts the outstanding cards of c's suit above c.
func (k *knowledge) higherOut(c game.Card) game.Cards {
	s := k.out.Of(c.Suit())
	return s &^ (c.Bit()<<1 - 1)
}

// isBoss reports whether no outstanding card of its suit beats c.
func (k *knowledge) isBoss(c game.Card) bool { return k.higherOut(c) == 0 }

// handModel is what the bot believes of one other seat's hand: how many
// trumps and how many plain cards it holds.
type handModel struct {
	trumps, plain int
}

// model returns the belief about seat q's hand: the outstanding cards spread
// evenly, no trumps for a seat that has shown to be out of them. (Crediting
// a Solo bidder with a trump-rich hand measured no better in the arena.)
func (k *knowledge) model(q game.Seat) handModel {
	h := k.v.HandCount(q)
	outTr := k.out.Of(game.Trumps).Len()
	pool := k.out.Len()
	if h <= 0 || pool <= 0 {
		return handModel{}
	}
	if k.void(q, game.Trumps) {
		return handModel{0, h}
	}
	tr := float64(h*outTr) / float64(pool)
	trumps := int(tr + 0.5)
	if trumps > h {
		trumps = h
	}
	if trumps > outTr {
		trumps = outTr
	}
	return handModel{trumps, h - trumps}
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
func (k *knowledge) beatProb(x game.Card, led game.Suit, who []game.Seat, count func(game.Seat) bool) float64 {
	hold := 1.0
	higher := k.higherOut(x).Len()
	outTrumps := k.out.Of(game.Trumps).Len()
	outPlain := k.out.Len() - outTrumps
	for _, q := range who {
		if !count(q) {
			continue
		}
		m := k.model(q)
		var p float64
		if x.IsTrump() {
			if m.trumps == 0 {
				continue
			}
			p = drawHits(higher, outTrumps, m.trumps)
			if led != game.Trumps && !k.void(q, led) {
				// q ruffs too only if void in the suit led
				p *= 1 - drawHits(k.out.Of(led).Len(), outPlain, m.plain)
			}
		} else {
			pTrump := 0.0
			if m.trumps > 0 {
				pTrump = 1
			}
			if k.void(q, led) {
				p = pTrump
			} else {
				pVoid := 1 - drawHits(k.out.Of(led).Len(), outPlain, m.plain)
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
func (k *knowledge) opponent(q game.Seat) bool { return q != k.me && !k.partner(q) }

// anyone counts every seat.
func anyone(game.Seat) bool { return true }
