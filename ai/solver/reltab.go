package solver

import "github.com/cego-spiel/cego/game"

// relTable speeds up the rank-relative keys of the point games: for every
// card, the key term of each rank it may have among its suit's live cards,
// with its holder and value already folded in. Cards never change hands, so
// a table built for a deal stays right for every position of that deal;
// sync brings it up to date for another deal.
//
// A key is the sum (xor) of one term per suit that depends only on the
// suit's live cards, so the terms are remembered: by the live cards for
// the plain suits (eight bits), in a small cache tagged with the live
// trumps for the trumps.
type relTable struct {
	rows [game.NumCards][22]uint64
	own  [4]game.Cards // the cards whose rows are built for each seat
	// plain[su-1][m] is the term of plain suit su with live cards m,
	// xored with relSalt; 0 where it is not known yet (a term that
	// happens to equal relSalt is merely made again each time)
	plain [4][256]uint64
	// trumps: a direct-mapped cache of terms by live trumps, tagged with
	// the live trumps plus one (0: empty)
	trumpTag  [trumpCache]uint32
	trumpTerm [trumpCache]uint64
}

// relSalt marks the known terms of the plain suits (see relTable.plain):
// the term of no live cards is 0. A key xors four plain terms, so the
// salts cancel.
const relSalt = 0x9E3779B97F4A7C15

const trumpCache = 1 << 10

// sync builds the rows of the cards in hands that are not yet built for
// their holder, and forgets the terms of the suits whose rows changed.
func (t *relTable) sync(hands *[4]game.Cards, n int) {
	var changed game.Cards
	for q := 0; q < n; q++ {
		missing := hands[q] &^ t.own[q]
		if missing == 0 {
			continue
		}
		changed |= missing
		for o := range t.own {
			t.own[o] &^= missing
		}
		t.own[q] |= missing
		for m := missing; m != 0; m &= m - 1 {
			c := m.Lowest()
			su := c.Suit()
			z := &zobRel[su]
			for i := range t.rows[c] {
				t.rows[c][i] = z[i][q*6+c.Points()]
			}
		}
	}
	if changed == 0 {
		return
	}
	if changed&game.TrumpCards != 0 {
		clear(t.trumpTag[:])
	}
	for su := game.Clubs; su <= game.Diamonds; su++ {
		if changed.Of(su) != 0 {
			t.plain[su-1] = [256]uint64{}
		}
	}
}

// key equals p.relKey(true) once the table is synced with p's hands.
func (t *relTable) key(p *pos) uint64 {
	all := p.live()
	if k, ok := t.known(all); ok {
		return k
	}
	return t.keySlow(all)
}

// known returns the key of the live cards all if the table knows the terms
// of all five suits.
func (t *relTable) known(all game.Cards) (uint64, bool) {
	a, b := t.plain[0][uint8(all>>22)], t.plain[1][uint8(all>>30)]
	c, d := t.plain[2][uint8(all>>38)], t.plain[3][uint8(all>>46)]
	m := uint32(all & game.TrumpCards)
	i := (m ^ m>>10 ^ m>>20) & (trumpCache - 1)
	return a ^ b ^ c ^ d ^ t.trumpTerm[i], a != 0 && b != 0 && c != 0 && d != 0 && t.trumpTag[i] == m+1
}

// keySlow is key, making the terms it does not know yet.
func (t *relTable) keySlow(all game.Cards) uint64 {
	k := t.trumps(uint32(all & game.TrumpCards))
	for i := range t.plain {
		k ^= t.suit(i, uint8(all>>(22+8*i)))
	}
	return k
}

// suit returns the term of plain suit i (0: clubs … 3: diamonds) with live
// cards m, xored with relSalt.
func (t *relTable) suit(i int, m uint8) uint64 {
	v := &t.plain[i&3][m]
	if *v == 0 {
		*v = t.term(game.Cards(m)<<(22+8*i)) ^ relSalt
	}
	return *v
}

// trumps returns the term of the live trumps m.
func (t *relTable) trumps(m uint32) uint64 {
	i := (m ^ m>>10 ^ m>>20) & (trumpCache - 1)
	if t.trumpTag[i] != m+1 {
		t.trumpTag[i] = m + 1
		t.trumpTerm[i] = t.term(game.Cards(m))
	}
	return t.trumpTerm[i]
}

// term is the key term of the live cards m of one suit.
func (t *relTable) term(m game.Cards) uint64 {
	var k uint64
	for i := 0; m != 0; m &= m - 1 {
		k ^= t.rows[m.Lowest()][i]
		i++
	}
	return k
}
