package solver

import "github.com/cego-spiel/cego/game"

// orderedMoves writes the moves worth searching to dst, best guesses first,
// and returns their number: the table's best move first; leads by the
// history of cutoffs; following cards cheap winners, points onto a trick
// the side is winning, cheap losers. Of several equivalent cards — neighbours in rank
// among the cards still in play, in the same hand, of equal value — only
// one is searched.
func (p *pos) orderedMoves(dst *[16]game.Card, ttBest game.Card, hist *[64]int32) int {
	legal := p.legal()
	var live game.Cards
	for q := 0; q < int(p.n); q++ {
		live |= p.hands[q]
	}
	for i := 0; i < int(p.tn); i++ {
		live |= p.trick[i].Bit()
	}
	var keys [16]int
	nm := 0
	me := p.max[p.turn]
	winIdx := -1
	if p.tn > 0 {
		winIdx = 0
		for i := 1; i < int(p.tn); i++ {
			if beats(p.trick[i], p.trick[winIdx]) {
				winIdx = i
			}
		}
	}
	sideWinning := winIdx >= 0 && p.max[p.seat(winIdx)] == me
	for m := legal; m != 0; m &= m - 1 {
		c := m.Lowest()
		// equivalence: skip c if the next lower live card of its suit is
		// also ours to play now and worth the same
		su := c.Suit()
		below := live & game.SuitCards(su) & (c.Bit() - 1)
		if below != 0 {
			prev := below.Highest()
			if legal.Has(prev) && prev.Points() == c.Points() {
				continue
			}
		}
		var k int
		switch {
		case c == ttBest:
			k = 1 << 20
		case p.tn == 0:
			// leading: high trumps and high cards first
			k = 2000 + int(c.Rank())*10 + c.Points()
			if c.IsTrump() {
				k += 300
			}
		case beats(c, p.trick[winIdx]):
			if sideWinning {
				k = 1000 + c.Points()*10 - int(c.Rank()) // overtake cheaply
			} else {
				k = 3000 - int(c.Rank()) + c.Points() // cheapest winner
			}
		case sideWinning:
			k = 2500 + c.Points()*10 // schmieren
		default:
			k = 1500 - c.Points()*10 - int(c.Rank()) // cheapest loser
		}
		if p.tn == 0 && c != ttBest {
			// leads: the history of cutoffs orders better than any rule
			k = int(hist[c])
		}
		// insertion by key, descending
		j := nm
		nm++
		keys[j] = k
		for ; j > 0 && keys[j-1] < k; j-- {
			dst[j], keys[j] = dst[j-1], keys[j-1]
		}
		dst[j], keys[j] = c, k
	}
	return nm
}
