package solver

import (
	"math/rand/v2"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// boundsRef is the first implementation of bounds, kept to check it.
// It returns what the maximiser gains at least and at most from a trick
// boundary: every remaining card at most, minus the tricks the other side
// surely takes; at least the tricks its own side surely takes. Sure tricks
// are each side's unbroken top trumps, a lone declarer's trump control, and
// the leader's top cards of plain suits that every opponent must follow or
// cannot ruff. Each sure trick is worth at least its winning card's value
// and one point of raw value per other card.
func (p *pos) boundsRef() (lo, hi int) {
	var all game.Cards
	for q := 0; q < int(p.n); q++ {
		all |= p.hands[q]
	}
	hi = p.valueOf(all)
	all0 := all
	trumps := all & game.TrumpCards
	n := int(p.n)
	// sure gains of the maximising side (gMax) and the other side (gMin)
	gMax, gMin := 0, 0
	var gains [4]int // each seat's share of its side's unbroken top trumps
	side := false    // the side holding the top trump
	if trumps != 0 {
		top := trumps.Highest()
		side = p.max[p.holder(top)]
		var per [4]int
		// Every card of the side's unbroken top trumps wins the trick it
		// is played to, unless a partner's top trump is in the same
		// trick: each seat's own top trumps are sure tricks, and the side
		// takes at least as many as its richest seat holds.
		for m := trumps; m != 0; {
			c := m.Highest()
			h := p.holder(c)
			if p.max[h] != side {
				break
			}
			per[h]++
			gains[h] += p.sureGainRef(c, n)
			m &^= c.Bit()
		}
		g := 0
		for q := 0; q < n; q++ {
			g = max(g, gains[q])
		}
		// Trump control: a lone declarer on lead whose top trumps are at
		// least as many as any defender's trumps draws them all and then
		// wins a trick with every trump he holds, and with his top cards
		// of the plain suits, which nobody can ruff any more.
		if p.kind == kindNormal && side && p.tn == 0 && int(p.leader) == int(p.decl) && !p.forcedAhead() {
			d := int(p.decl)
			longest := 0
			for q := 0; q < n; q++ {
				if q != d {
					longest = max(longest, (p.hands[q] & game.TrumpCards).Len())
				}
			}
			if per[d] >= longest {
				all := 0
				for m := p.hands[d] & game.TrumpCards; m != 0; m &= m - 1 {
					all += p.sureGainRef(m.Lowest(), n)
				}
				all += p.suitTopsRef(d, all0, true)
				g = max(g, all)
			}
		}
		if side {
			gMax = g
		} else {
			gMin = g
		}
	}
	// The leader may cash his own top trumps (if his side holds the top
	// trump and no partner holds a trump that could overtake and take
	// the lead) and then his sure tops of the plain suits. Both sides want
	// tricks only in the normal games: in Räuber taking a trick is a
	// choice no side would be held to.
	if l := int(p.leader); p.kind == kindNormal && p.tn == 0 && !(p.trickNo == 0 && p.declLead) && !(l == int(p.decl) && p.kind == kindNormal && p.forcedAhead()) {
		g := p.suitTopsRef(l, all, false)
		if g > 0 {
			if p.max[l] == side && !p.partnerTrumpsRef(l) {
				g += gains[l]
			}
			if p.max[l] {
				gMax = max(gMax, g)
			} else {
				gMin = max(gMin, g)
			}
		}
	}
	// the gains count the maximiser's tricks — in Räuber the searched
	// seat's, who is the minimiser
	if p.kind == kindRaeuber {
		gMax, gMin = gMin, gMax
	}
	return gMax, hi - gMin
}

// sureGain is the least a trick won by c adds to its winner's pile:
// 3·(v + n − 1) − 2n for c's value v and one raw point per other card
// (counting in pairs 2·(v + n − 1) − n).
func (p *pos) sureGainRef(c game.Card, n int) int {
	if p.pairs {
		return 2*(c.Points()+n-1) - n
	}
	return 3*(c.Points()+n-1) - 2*n
}

// suitTops returns the sure gain of seat l leading, one after another, its
// top cards of the plain suits: the j-th card of a suit is sure while it is
// the highest live card of the suit and every other seat holds at least j
// cards of the suit (it must follow) or holds no trump (it cannot ruff) —
// a seat that discards has no trump left, so this stays true while l leads
// trumps or other suits first. Partners are held to the same rule, so that
// none of them takes the lead away by ruffing. The top trumps are sure
// tricks whoever wants them; these are sure only for a side that wants
// tricks. With noRuffs, nobody holds a trump any more when l leads them.
func (p *pos) suitTopsRef(l int, all game.Cards, noRuffs bool) int {
	n := int(p.n)
	g := 0
	for su := game.Clubs; su <= game.Diamonds; su++ {
		mine := p.hands[l].Of(su)
		if mine == 0 {
			continue
		}
		live := all.Of(su)
		for j := 1; ; j++ {
			c := live.Highest()
			if !mine.Has(c) || p.dead.Has(c) { // a shown card never wins
				break
			}
			ok := true
			for q := 0; q < n && !noRuffs; q++ {
				if q != l && p.hands[q].Of(su).Len() < j && p.hands[q]&game.TrumpCards != 0 {
					ok = false
					break
				}
			}
			if !ok {
				break
			}
			g += p.sureGainRef(c, n)
			live &^= c.Bit()
		}
	}
	return g
}

// partnerTrumps reports whether a partner of seat l holds a trump.
func (p *pos) partnerTrumpsRef(l int) bool {
	for q := 0; q < int(p.n); q++ {
		if q != l && p.max[q] == p.max[l] && p.hands[q]&game.TrumpCards != 0 {
			return true
		}
	}
	return false
}

// TestBoundsFast checks that bounds are never looser than boundsRef, the
// first implementation (TestBoundsHold checks that they hold), along random
// lines of play of many deals.
func TestBoundsFast(t *testing.T) {
	_, sets := ruleSets(t)
	rng := rand.New(rand.NewPCG(15, 16))
	n, shown, tighter := 0, 0, 0
	for i := 0; i < 6000; i++ {
		st, ok := playRandomRules(rng, sets[i%len(sets)], 11, func(c game.Contract) bool { return c.Info().Normal || c == game.Raeuber })
		if !ok {
			continue
		}
		pr, err := NewProblem(&st, st.Turn())
		if err != nil {
			continue // refused (a shown card read mid-trick)
		}
		p := pr.p
		for p.trickNo < p.total {
			if p.tn == 0 {
				lo, hi := p.bounds()
				wlo, whi := p.boundsRef()
				if lo < wlo || hi > whi {
					t.Fatalf("deal %d trick %d: bounds [%d, %d] looser than the reference [%d, %d]", i, p.trickNo, lo, hi, wlo, whi)
				}
				if lo != wlo || hi != whi {
					tighter++
				}
				n++
				if p.dead != 0 {
					shown++
				}
			}
			l := p.legal().Slice()
			if _, done, _ := p.play(l[rng.IntN(len(l))]); done {
				break // a Durchmarsch decided
			}
		}
	}
	if n < 10000 || shown < 30 {
		t.Fatalf("only %d positions, %d with shown cards", n, shown)
	}
	t.Logf("%d positions, %d with shown cards, %d with tighter bounds", n, shown, tighter)
}

// TestValueOf checks the bit-plane count of values against the cards'
// points.
func TestValueOf(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 2000; i++ {
		s := game.Cards(rng.Uint64()) & game.AllCards
		raw := 0
		for m := s; m != 0; m &= m - 1 {
			raw += m.Lowest().Points()
		}
		for _, pairs := range []bool{false, true} {
			p := pos{pairs: pairs, mult: 3}
			if pairs {
				p.mult = 2
			}
			want := 3*raw - 2*s.Len()
			if pairs {
				want = 2*raw - s.Len()
			}
			if got := p.valueOf(s); got != want {
				t.Fatalf("valueOf(%v) pairs %v = %d, want %d", s, pairs, got, want)
			}
		}
	}
}

// TestPointPlanes checks the bit planes of the cards' points above one.
func TestPointPlanes(t *testing.T) {
	for i, want := range []game.Cards{plane0, plane1, plane2} {
		if got := pointPlane(1 << i); got != want {
			t.Errorf("plane %d: %v, want %v", i, want, got)
		}
	}
}
