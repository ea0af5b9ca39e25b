package solver

import (
	"math/bits"

	"github.com/cego-spiel/cego/game"
)

// bounds returns what the maximiser gains at least and at most from a trick
// boundary: every remaining card at most, minus the tricks the other side
// surely takes; at least the tricks its own side surely takes. Sure tricks
// are each side's unbroken top trumps, a lone declarer's trump control, and
// the leader's top cards of plain suits that every opponent must follow or
// cannot ruff. Each sure trick is worth at least its winning card's value
// and one point of raw value per other card.
func (p *pos) bounds() (lo, hi int) { return p.boundsFor(0, 0, true) }

// boundsFor is bounds, but unless all it leaves out the leader's sure tops
// of the plain suits where they cannot make lo reach beta or hi fall to
// alpha: the bounds stay true, only looser where looseness does not
// matter.
func (p *pos) boundsFor(alpha, beta int, all bool) (lo, hi int) {
	live := p.live()
	hi = p.valueOf(live)
	trumps := live & game.TrumpCards
	n := int(p.n)
	// sure gains of the maximising side (gMax) and the other side (gMin)
	gMax, gMin := 0, 0
	var gains [4]int // each seat's share of its side's unbroken top trumps
	side := false    // the side holding the top trump
	if trumps != 0 {
		// the sides are the declarer (the searched seat) and the others
		d := int(p.decl)
		side = p.max[d]
		ours := trumps & p.hands[d]
		his := ours > trumps&^ours // the top trump is his (see suitTops)
		if !his {
			side = !side
			ours = trumps &^ ours
		}
		// Every card of the side's unbroken top trumps wins the trick it
		// is played to, unless a partner's top trump is in the same
		// trick: each seat's own top trumps are sure tricks, and the side
		// takes at least as many as its richest seat holds.
		run := ours
		if theirs := trumps &^ ours; theirs != 0 {
			run = above(ours, theirs.Highest())
		}
		g := 0
		if his {
			gains[d&3] = p.sureGains(run)
			g = gains[d&3]
		} else {
			for q := 0; q < n; q++ {
				if r := run & p.hands[q]; r != 0 {
					gains[q] = p.sureGains(r)
					g = max(g, gains[q])
				}
			}
		}
		// Trump control: a lone declarer on lead whose top trumps are at
		// least as many as any defender's trumps draws them all and then
		// wins a trick with every trump he holds, and with his top cards
		// of the plain suits, which nobody can ruff any more.
		if p.kind == kindNormal && side && p.tn == 0 && int(p.leader) == d && !p.forcedAhead() {
			longest := p.longestTrumps(d)
			if mine := p.hands[d] & game.TrumpCards; (run & p.hands[d]).Len() >= longest {
				// he leads all his trumps: every defender follows with
				// all of his and discards a card to each of the others
				draw := p.valueOf(mine)
				for q := 0; q < n; q++ {
					if q != d {
						theirs := p.hands[q] & game.TrumpCards
						draw += p.valueOf(theirs) + mine.Len() - theirs.Len()
					}
				}
				g = max(g, draw+p.suitTops(d, live, true, 0))
			}
		}
		if side {
			gMax = g
		} else {
			gMin = g
		}
		if p.kind == kindNormal && p.dead == 0 && !noTrumpLength {
			gMax = max(gMax, p.trumpLength(trumps))
		}
	}
	// The leader may cash his own top trumps (if his side holds the top
	// trump and no partner holds a trump that could overtake and take
	// the lead) and then his sure tops of the plain suits. Both sides want
	// tricks only in the normal games: in Räuber taking a trick is a
	// choice no side would be held to.
	if l := int(p.leader); p.kind == kindNormal && p.tn == 0 && (all || p.topsMatter(l, side, gains[l&3], gMax, hi-gMin, alpha, beta)) && !(p.trickNo == 0 && p.declLead) && !(l == int(p.decl) && p.forcedAhead()) {
		g := p.suitTops(l, live, false, 0)
		if g > 0 {
			if p.max[l] == side && !p.partnerTrumps(l) {
				g += gains[l]
			}
			if p.max[l] {
				gMax = max(gMax, g)
			} else {
				gMin = max(gMin, g)
			}
		}
	}
	// the declarer surely takes all tricks but one or none: the others'
	// take the cards of most value at most
	if p.kind == kindNormal && p.dead == 0 && p.tn == 0 && !noAllBut && (all || gMax < beta && hi >= beta) {
		gMax = max(gMax, p.allButBound(live, trumps, hi))
	}
	// the gains count the maximiser's tricks — in Räuber the searched
	// seat's, who is the minimiser
	if p.kind == kindRaeuber {
		gMax, gMin = gMin, gMax
	}
	return gMax, hi - gMin
}

// windowBounds returns the sure-trick bounds of p at a trick boundary, as
// tight as they need to be for the window alpha, beta; none for the games
// not about points.
func (p *pos) windowBounds(alpha, beta int) (lo, hi int) {
	if p.kind == kindNormal || p.kind == kindRaeuber {
		return p.boundsFor(alpha, beta, false)
	}
	return -1 << 30, 1 << 30
}

// topsMatter reports whether the sure tops of the plain suits of leader l
// (with his side's top trumps gains) may make lo (now) reach beta or hi
// (now) fall to alpha: they are worth at most the sure gains of all his
// plain cards.
func (p *pos) topsMatter(l int, side bool, gains, lo, hi, alpha, beta int) bool {
	mx := p.max[l&3]
	if mx && lo >= beta || !mx && hi <= alpha {
		return false // the bound cuts already
	}
	most := p.sureGains(p.hands[l&3] &^ game.TrumpCards)
	if mx == side {
		most += gains
	}
	if mx {
		return most >= beta
	}
	return hi-most <= alpha
}

// wonTrickAtLeast is wonTrickBound, but gives up (ok false) as soon as the
// bound is seen to be below need: the rest of the deal gives the declarer
// at most the sure gains of every card he holds.
func (p *pos) wonTrickAtLeast(need int) (lo int, ok bool) {
	d := int(p.decl)
	if p.kind != kindNormal || p.tn == 0 || p.dead != 0 || p.trickDead != 0 {
		return 0, false
	}
	if p.trickNo+1 < 2 && (p.forced[p.trickNo+1]&p.hands[d] != 0 || p.release) {
		return 0, false // a forced lead of his is ahead
	}
	n := int(p.n)
	// the seats still to play to the trick, as a set of seats
	toCome := p.toCome()
	pending := toCome &^ (1 << (d & 3)) // the others still to play to the trick
	toPlay := toCome != pending
	led := suitOf[p.trick[0]&63] // the cards of the suit led
	w := p.trick[p.win&3]
	hand, tset := p.hands[d], p.tset
	if toPlay {
		c := p.sureWinner(hand, led, w, pending)
		if c == game.NoCard {
			return 0, false
		}
		hand &^= c.Bit()
		tset |= c.Bit()
	} else {
		if int(p.seat(int(p.win))) != d {
			return 0, false
		}
		for m := pending; m != 0; m &= m - 1 {
			h := p.hands[bits.TrailingZeros8(m)&3]
			if f := h & led; f != 0 {
				if suitOf[w&63] == led && above(f, w) != 0 {
					return 0, false
				}
				continue
			}
			if tr := h & game.TrumpCards; tr != 0 && (!w.IsTrump() || above(tr, w) != 0) {
				return 0, false
			}
		}
	}
	g := p.valueOf(tset) + n - int(p.tn) - 1 + b2i(!toPlay)
	// his sure gains are at most those of every card he holds, and
	// taking all the tricks gives him every card in play
	if g+p.sureGains(hand) < need && (noAllBut || p.valueOf(tset|p.live()) < need) {
		return 0, false
	}
	// the rest, led by him from the hands as they will be but for the
	// followers' cards (his hand changed in place for the while)
	held := p.hands[d]
	p.hands[d] = hand
	all := p.live()
	mine := hand & game.TrumpCards
	theirs := all & game.TrumpCards &^ mine
	run := mine
	if theirs != 0 {
		run = above(mine, theirs.Highest())
	}
	// with trump control (his top trumps at least as many as anyone's
	// trumps) he takes all his trumps and his tops unruffed, which is at
	// least what his top trumps and his tops with ruffs give
	var rest, sure int // sure: the tricks after this one he surely takes
	if theirs == 0 || run != 0 && run.Len() >= p.longestTrumps(d) {
		tops := p.suitTopCards(d, all, true, 0)
		rest = p.sureGains(mine) + p.sureGains(tops)
		sure = mine.Len() + tops.Len()
	} else {
		// the length of his trumps counts after his tops too: they
		// take no trump of the others
		tr := p.sureGains(run)
		sure = run.Len()
		if p.dead == 0 && !noTrumpLength {
			tr = max(tr, p.trumpLength(all&game.TrumpCards))
			if mine != 0 {
				sure = max(sure, mine.Len()-above(theirs, mine.Lowest()).Len())
			}
		}
		tops := p.suitTopCards(d, all, false, pending)
		rest = tr + p.sureGains(tops)
		sure += tops.Len()
	}
	lo = g + rest
	// all the tricks after this one but m ≤ 1: the others take at most
	// m·n cards, of most value; the trick in play and the rest are his
	if m := int(p.total-p.trickNo) - 1 - sure; m <= 1 && !noAllBut {
		m = max(m, 0)
		lo = max(lo, p.valueOf(tset|all)-m*n-int(p.mult)*mostExtra(all, m*n))
	}
	p.hands[d] = held
	return lo, true
}

// longestTrumps returns the most trumps a seat other than d holds.
func (p *pos) longestTrumps(d int) int {
	h := &p.hands
	t0, t1 := (h[0] & game.TrumpCards).Len(), (h[1] & game.TrumpCards).Len()
	t2, t3 := (h[2] & game.TrumpCards).Len(), (h[3] & game.TrumpCards).Len()
	switch d & 3 {
	case 0:
		t0 = 0
	case 1:
		t1 = 0
	case 2:
		t2 = 0
	default:
		t3 = 0
	}
	return max(t0, t1, t2, t3)
}

// toCome returns the seats still to play to the trick, bit q for seat q.
func (p *pos) toCome() uint8 { return toComeTab[p.n&7][p.leader&3][p.tn&3] }

// toComeTab[n][leader][tn] is toCome for n players.
var toComeTab = func() (t [8][4][4]uint8) {
	for n := 3; n <= 4; n++ {
		for l := 0; l < n; l++ {
			for tn := 0; tn < n; tn++ {
				for i := tn; i < n; i++ {
					t[n][l][tn] |= 1 << ((l + i) % n)
				}
			}
		}
	}
	return t
}()

// sureWinner returns the declarer's lowest legal card (from hand, to a
// trick led in the suit of the cards led and won so far by w) that beats w
// and anything the pending seats may play, or NoCard.
func (p *pos) sureWinner(hand, led game.Cards, w game.Card, pending uint8) game.Card {
	if f := hand & led; f != 0 {
		// he follows suit: above the trick's winner and the others'
		// cards of the suit, and nobody may ruff
		if suitOf[w&63] != led {
			return game.NoCard // ruffed already
		}
		bar := w.Bit()
		for m := pending; m != 0; m &= m - 1 {
			h := p.hands[bits.TrailingZeros8(m)&3]
			if h&led == 0 && h&game.TrumpCards != 0 {
				return game.NoCard
			}
			bar |= h & led
		}
		return above(f, bar.Highest()).Lowest()
	}
	tr := hand & game.TrumpCards
	if tr == 0 {
		return game.NoCard
	}
	// he ruffs: above the trick's trump and the trumps of the others who
	// cannot follow
	var bar game.Cards
	if w.IsTrump() {
		bar = w.Bit()
	}
	for m := pending; m != 0; m &= m - 1 {
		if h := p.hands[bits.TrailingZeros8(m)&3]; h&led == 0 {
			bar |= h & game.TrumpCards
		}
	}
	if bar == 0 {
		return tr.Lowest()
	}
	return above(tr, bar.Highest()).Lowest()
}

// live returns the cards in the hands.
func (p *pos) live() game.Cards {
	return p.hands[0] | p.hands[1] | p.hands[2] | p.hands[3]
}

// sideCards returns the cards in the hands of the maximising side (max
// true) or of the other side.
func (p *pos) sideCards(max bool) (m game.Cards) {
	for q := 0; q < int(p.n); q++ {
		if p.max[q] == max {
			m |= p.hands[q]
		}
	}
	return m
}

// above returns the cards of s higher than c (of c's suit when s is).
func above(s game.Cards, c game.Card) game.Cards {
	return s &^ (game.Cards(2)<<(c&63) - 1) // NoCard: none
}

// sureGains is the least the tricks won by the cards of s add to their
// winner's pile, each card's trick counted as 3·(v + n − 1) − 2n for its
// value v and one raw point per other card (counting in pairs
// 2·(v + n − 1) − n): the value of s plus n − 1 per card.
func (p *pos) sureGains(s game.Cards) int {
	return int(p.n)*s.Len() + int(p.mult)*extraPoints(s)
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
func (p *pos) suitTops(l int, all game.Cards, noRuffs bool, pending uint8) int {
	return p.sureGains(p.suitTopCards(l, all, noRuffs, pending))
}

// suitTopCards returns the cards whose sure gains suitTops adds up.
func (p *pos) suitTopCards(l int, all game.Cards, noRuffs bool, pending uint8) (tops game.Cards) {
	// l must hold the suit's top live card: then his cards of the suit
	// are above the others' as numbers
	hand := p.hands[l&3]
	heads := hand & highestOfSuits(all|hand)
	if heads == 0 {
		return 0
	}
	var ruffers [4]game.Cards // the hands of the others holding a trump
	nr := -1                  // found on the first top card: -1 not yet
	if noRuffs {
		nr = 0
	}
	for ; heads != 0; heads &= heads - 1 {
		suit := suitOf[heads.Lowest()&63]
		mine := hand & suit
		others := all & suit &^ mine
		// the top cards of the suit that are l's, up to the first card
		// that is another's or shown (a shown card never wins)
		run := mine
		if stop := others | mine&p.dead; stop != 0 {
			run = above(mine, stop.Highest())
		}
		if run == 0 {
			continue
		}
		if nr < 0 {
			nr = p.ruffers(l, pending, &ruffers)
		}
		k := run.Len()
		for _, h := range ruffers[:nr] {
			k = min(k, (h & suit).Len())
		}
		if k <= 0 {
			continue
		}
		if k < run.Len() {
			run = lowest(run, run.Len()-k) ^ run // the top k
		}
		tops |= run
	}
	return tops
}

// ruffers writes the hands of the seats other than l that hold a trump to
// dst and returns their number; a pending seat's hand (see suitTops) has
// one card fewer in every suit: a card of the suit, the last one of it
// included, may go to the trick in play.
func (p *pos) ruffers(l int, pending uint8, dst *[4]game.Cards) int {
	nr := 0
	for q := 0; q < int(p.n); q++ {
		if h := p.hands[q]; q != l && h&game.TrumpCards != 0 {
			if pending>>q&1 != 0 {
				h &^= lowestOfSuits(h)
			}
			dst[nr&3] = h
			nr++
		}
	}
	return nr
}

// lowest returns the k lowest cards of s (all of s if it has fewer).
func lowest(s game.Cards, k int) (m game.Cards) {
	for ; k > 0 && s != 0; k-- {
		c := s & -s
		m |= c
		s ^= c
	}
	return m
}

// partnerTrumps reports whether a partner of seat l holds a trump.
func (p *pos) partnerTrumps(l int) bool {
	for q := 0; q < int(p.n); q++ {
		if q != l && p.max[q] == p.max[l] && p.hands[q]&game.TrumpCards != 0 {
			return true
		}
	}
	return false
}

// trumpLength is what a lone declarer (normal games) gains at least with
// his trumps, of the trumps in play: every card in a hand is played in
// some trick, and a trump wins its trick unless a higher trump falls in
// it; each of the others' trumps above his lowest beats one of his at
// most, so all his trumps but as many win — counted as his trumps of
// least value, each with one raw point per other card of its trick.
func (p *pos) trumpLength(trumps game.Cards) int {
	mine := p.hands[p.decl&3] & game.TrumpCards
	if mine == 0 {
		return 0
	}
	k := above(trumps&^mine, mine.Lowest()).Len()
	win := mine.Len() - k
	if win <= 0 {
		return 0
	}
	// the honours (worth four points more) only once the others are in
	honours := max(0, win-(mine&^plane2).Len())
	return int(p.n)*win + int(p.mult)*4*honours
}

// noTrumpLength switches trumpLength off (for tests and measurements).
var noTrumpLength bool

// allButBound is what a lone declarer (normal games) gains at least from
// a trick boundary when the tricks he surely takes — by the length of his
// trumps and, on lead, his sure tops after them, or trump control — are
// all the tricks left but m ≤ 1: the others take at most m·n of the cards
// in play (all, worth hi), and at most those of most value; 0 otherwise.
func (p *pos) allButBound(all, trumps game.Cards, hi int) int {
	d := int(p.decl)
	n := int(p.n)
	mine := p.hands[d&3] & game.TrumpCards
	sure := 0 // tricks he surely takes
	if mine != 0 {
		k := above(trumps&^mine, mine.Lowest()).Len()
		sure = max(0, mine.Len()-k)
	}
	if int(p.leader) == d && !(p.trickNo == 0 && p.declLead) && !p.forcedAhead() {
		tops := p.suitTopCards(d, all, false, 0).Len()
		theirs := trumps &^ mine
		run := mine
		if theirs != 0 {
			run = above(mine, theirs.Highest())
		}
		if mine != 0 && (theirs == 0 || run != 0 && run.Len() >= p.longestTrumps(d)) {
			// trump control: all his trumps, then his tops unruffed
			tops = max(tops, mine.Len()+p.suitTopCards(d, all, true, 0).Len()-sure)
		}
		sure += tops
	}
	m := int(p.total-p.trickNo) - sure
	if m > 1 {
		return 0
	}
	m = max(m, 0)
	return hi - m*n - int(p.mult)*mostExtra(all, m*n)
}

// mostExtra returns the most points above one of each card that k cards
// of s may hold together.
func mostExtra(s game.Cards, k int) int {
	sum := 0
	for _, l := range [...]struct {
		cards game.Cards
		extra int
	}{{s & plane2, 4}, {s & plane0 & plane1, 3}, {s & plane1 &^ plane0, 2}, {s & plane0 &^ plane1, 1}} {
		t := min(k, l.cards.Len())
		sum += t * l.extra
		k -= t
	}
	return sum
}

// noAllBut switches allButBound off (for tests and measurements).
var noAllBut bool
