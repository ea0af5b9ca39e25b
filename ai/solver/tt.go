package solver

import (
	"math/rand/v2"

	"github.com/cego-spiel/cego/game"
)

// zobrist keys: one per (seat, card), one per leader, one per trick count
// of the declarer (Piccolo).
var (
	zobCard   [4][game.NumCards]uint64
	zobLeader [4]uint64
	zobWon    [16]uint64
	zobDead   [game.NumCards]uint64 // a shown card (PARLETT_LEERE)
	// zobRel: one per (suit, rank among the suit's live cards, holder and
	// point value), for the rank-relative keys of the point games
	zobRel [5][22][4 * 6]uint64
	// zobForced: a card the declarer must lead to trick 1 or 2 (by
	// trick), still in his hand
	zobForced [2][game.NumCards]uint64
)

func init() {
	r := rand.New(rand.NewPCG(0xC0DE, 0xCE60))
	for s := range zobCard {
		for c := range zobCard[s] {
			zobCard[s][c] = r.Uint64()
		}
	}
	for i := range zobLeader {
		zobLeader[i] = r.Uint64()
	}
	for i := range zobWon {
		zobWon[i] = r.Uint64()
	}
	for c := range zobDead {
		zobDead[c] = r.Uint64()
	}
	for su := range zobRel {
		for i := range zobRel[su] {
			for j := range zobRel[su][i] {
				zobRel[su][i][j] = r.Uint64()
			}
		}
	}
	for i := range zobForced {
		for c := range zobForced[i] {
			zobForced[i][c] = r.Uint64()
		}
	}
}

// entry is a transposition-table slot: bounds on the value of the rest of
// the deal from a trick boundary, and the best lead found there.
type entry struct {
	key    uint64
	lo, hi int16
	best   game.Card
	used   bool
	depth  int8 // tricks left: a rough measure of the work the entry saves
}

// The table is made of buckets of two slots: the first keeps the entry of
// the most tricks left, the second the latest of the others.

// probe returns the table's entry for key, or nil.
func (s *Solver) probe(key uint64) *entry {
	b := key & s.mask &^ 1
	if e := &s.tt[b]; e.used && e.key == key {
		return e
	}
	if e := &s.tt[b+1]; e.used && e.key == key {
		return e
	}
	return nil
}

// slot returns the entry to store key in (the one it already has, else a
// fresh one), with depth tricks left.
func (s *Solver) slot(key uint64, depth int8) *entry {
	b := key & s.mask &^ 1
	e0, e1 := &s.tt[b], &s.tt[b+1]
	switch {
	case e0.used && e0.key == key:
		return e0
	case e1.used && e1.key == key:
		return e1
	}
	fresh := entry{key: key, lo: -1 << 14, hi: 1 << 14, used: true, depth: depth}
	if !e0.used || depth >= e0.depth {
		if e0.used {
			*e1 = *e0
		}
		*e0 = fresh
		return e0
	}
	*e1 = fresh
	return e1
}

// store records the value v that a search of the window alpha, beta found
// for key (depth tricks left) and its best move: an upper bound at or
// below alpha, a lower bound at or above beta, else the value.
func (s *Solver) store(key uint64, depth int8, v, alpha, beta int, best game.Card) {
	e := s.slot(key, depth)
	switch {
	case v <= alpha:
		e.hi = int16(v)
	case v >= beta:
		e.lo = int16(v)
	default:
		e.lo, e.hi = int16(v), int16(v)
	}
	e.best = best
}

// key hashes a position at a trick boundary.
func (s *Solver) key(p *pos) uint64 {
	// past trick 3 and without shown cards the rank-relative keys of the
	// point games always fit (see relative)
	if p.trickNo >= 3 && p.dead == 0 && (p.kind == kindNormal || p.kind == kindRaeuber) && !absoluteKeys {
		// relTable.known, written out: this is the hot path
		t, all := &s.rel, p.live()
		a, b := t.plain[0][uint8(all>>22)], t.plain[1][uint8(all>>30)]
		c, d := t.plain[2][uint8(all>>38)], t.plain[3][uint8(all>>46)]
		m := uint32(all & game.TrumpCards)
		i := (m ^ m>>10 ^ m>>20) & (trumpCache - 1)
		var k uint64
		switch {
		case a == 0 || b == 0 || c == 0 || d == 0:
			k = t.keySlow(all)
		case t.trumpTag[i] != m+1:
			// only the live trumps are new (the common miss)
			k = a ^ b ^ c ^ d ^ t.trumps(m)
		default:
			k = a ^ b ^ c ^ d ^ t.trumpTerm[i]
		}
		return k ^ zobLeader[p.leader&3] ^ p.ctx
	}
	return s.keyEarly(p)
}

// keyEarly is key in the first tricks (or with shown cards, or other
// games).
func (s *Solver) keyEarly(p *pos) uint64 {
	if !absoluteKeys && (p.kind == kindNormal || p.kind == kindRaeuber) && p.relative() {
		return s.rel.key(p) ^ zobLeader[p.leader&3] ^ p.ctx
	}
	return p.key()
}

// key hashes a position at a trick boundary (slowly, without the table of
// a Solver).
func (p *pos) key() uint64 {
	if !absoluteKeys {
		switch p.kind {
		case kindNormal, kindRaeuber:
			if p.relative() {
				return p.relKey(true) ^ zobLeader[p.leader] ^ p.ctx
			}
		default:
			// trick goals: points do not matter, and the Geiß, while in
			// play, is always the lowest trump
			return p.relKey(false) ^ zobLeader[p.leader] ^ p.ctx ^ zobWon[p.declWon&15]
		}
	}
	k := zobLeader[p.leader] ^ p.ctx
	for q := 0; q < int(p.n); q++ {
		for m := p.hands[q]; m != 0; m &= m - 1 {
			k ^= zobCard[q][m.Lowest()]
		}
	}
	if p.kind == kindTricks {
		k ^= zobWon[p.declWon&15]
	}
	for m := p.dead; m != 0; m &= m - 1 {
		k ^= zobDead[m.Lowest()]
	}
	// the forced leads (the shown cards of the Leere games): positions of
	// other alternatives of a deal may have the same hands but others
	for i := int(p.trickNo); i < 2; i++ {
		for m := p.forced[i] & p.hands[p.decl]; m != 0; m &= m - 1 {
			k ^= zobForced[i][m.Lowest()]
		}
	}
	return k
}

// relative reports whether the rank-relative keys of the point games fit p:
// not while a forced lead or a due trump names a card.
func (p *pos) relative() bool {
	if p.dueSet != 0 && p.trickNo < 3 || p.dead != 0 {
		return false
	}
	return p.trickNo >= 2 || !p.forcedAhead() && !p.declLead
}

// relKey hashes the hands by rank relative to the cards still in play: in
// the point games two positions that differ only in which of the cards
// already played are gone — with the same holders and point values of the
// live cards in the same order in every suit — have the same value, and
// share one table entry (not while a forced lead names a card). In the
// special games only the holders count.
func (p *pos) relKey(points bool) uint64 {
	var all game.Cards
	for q := 0; q < int(p.n); q++ {
		all |= p.hands[q]
	}
	var k uint64
	for q := 0; q < int(p.n); q++ {
		for m := p.hands[q]; m != 0; m &= m - 1 {
			c := m.Lowest()
			su := c.Suit()
			idx := (all & game.SuitCards(su) & (c.Bit() - 1)).Len()
			v := 0
			if points {
				v = c.Points()
			}
			k ^= zobRel[su][idx][q*6+v]
		}
	}
	return k
}

// absoluteKeys switches the rank-relative keys off (for tests).
var absoluteKeys bool
