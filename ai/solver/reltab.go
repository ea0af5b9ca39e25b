package solver

import "github.com/cego-spiel/cego/game"

// relTable speeds up the rank-relative keys of the point games: for every
// card, the key term of each rank it may have among its suit's live cards,
// with its holder and value already folded in. Cards never change hands, so
// a table built for a deal stays right for every position of that deal;
// sync brings it up to date for another deal.
type relTable struct {
	rows [game.NumCards][22]uint64
	own  [4]game.Cards // the cards whose rows are built for each seat
}

// sync builds the rows of the cards in hands that are not yet built for
// their holder.
func (t *relTable) sync(hands *[4]game.Cards, n int) {
	for q := 0; q < n; q++ {
		missing := hands[q] &^ t.own[q]
		if missing == 0 {
			continue
		}
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
}

// key equals p.relKey(true) once the table is synced with p's hands.
func (t *relTable) key(p *pos) uint64 {
	var all game.Cards
	for q := 0; q < int(p.n); q++ {
		all |= p.hands[q]
	}
	var k uint64
	for su := game.Trumps; su <= game.Diamonds; su++ {
		i := 0
		for m := all.Of(su); m != 0; m &= m - 1 {
			k ^= t.rows[m.Lowest()][i]
			i++
		}
	}
	return k
}
