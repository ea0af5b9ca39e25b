package solver

import (
	"fmt"

	"github.com/cego-spiel/cego/game"
)

// kind is what a search is about.
type kind uint8

const (
	kindNormal   kind = iota // declarer's card points
	kindUltimo               // last trick with the Geiß
	kindTricks               // exactly target tricks (Bettel, Piccolo, the optional specials, Durchmarsch)
	kindRaeuber              // one player's own points (paranoid)
	kindDrescher             // one player avoids the last trick (paranoid)
)

// pos is a position in trick play with every card known. It is a small
// value; the search copies it instead of undoing moves.
type pos struct {
	hands    [4]game.Cards
	trick    [4]game.Card // cards of the current trick in playing order
	tn       int8         // cards in the current trick
	leader   int8
	turn     int8
	n        int8
	max      [4]bool // seats on the maximising side
	trickNo  int8    // index of the current trick, from 0
	total    int8    // tricks in the deal
	kind     kind
	decl     int8 // declarer (kindRaeuber: the seat searched for)
	declWon  int8 // tricks the declarer (or searched seat) has taken
	forced   [2]game.Cards
	declLead bool // the declarer leads trick 2 (Zwei Leere / Verschiedene)
	target   int8 // kindTricks: the tricks the declarer must take exactly
	pairs    bool // COUNT_PAIRS: a trick adds 2·raw − cards, not 3·raw − 2·cards
	mult     int8 // 3 (COUNT_PAIRS: 2): a card's value is 1 + mult·(points − 1)
	// GEREGELTER_RAEUBER: the trump due to each of tricks 1–3 (NoCard
	// when none) and the set of them
	due    [3]game.Card
	dueSet game.Cards
	// PARLETT_LEERE: the shown cards still in the declarer's hand (dead
	// when played), whether a lead in their place releases one (the Leere
	// games), and which cards of the current trick are dead (by index)
	dead      game.Cards
	release   bool
	trickDead uint8
	win       int8       // index of the winning card of the trick so far
	tset      game.Cards // the cards of the current trick
	ctx       uint64     // hash of contract, declarer and players, for the table
}

// Problem is a position handed to the solver, made from a full game.State.
type Problem struct {
	p pos
	// base3 is 3·raw − 2·cards (COUNT_PAIRS: 2·raw − cards) of the
	// declarer's pile so far (normal games) or of the searched seat's pile
	// (Räuber).
	base3 int
	bonus int // the three-player bonus point
	rules game.Rules
	st    game.State
	// decided is 1 (lost) or 2 (won) once a special game's outcome is
	// decided (a Child that returned done), else 0
	decided int8
}

// Points reports whether the problem's answers count card points (the
// normal games, Räuber) rather than won or lost (Ultimo, Piccolo, Bettel,
// the optional specials, Drescher, and a Solo announced as a Durchmarsch,
// which is settled only on taking every trick). Under SOLO_ULTI the
// answers stay the Solo's card points: the Ulti feats are not searched.
func (pr *Problem) Points() bool { return pr.p.kind == kindNormal || pr.p.kind == kindRaeuber }

// NewProblem makes a solver problem from a deal in trick play. For Räuber
// the search is for the given seat's own points, for Drescher for whether
// the given seat avoids the last trick (both paranoid: everybody else plays
// against it); otherwise seat is ignored and the declarer's side maximises.
// It refuses, with an error, what the solver cannot answer exactly: see
// refusal.
func NewProblem(st *game.State, seat game.Seat) (*Problem, error) {
	if st.Phase() != game.Playing {
		return nil, fmt.Errorf("solver: the deal is not in trick play (%v)", st.Phase())
	}
	n := st.Players()
	rules := st.Rules()
	pr := &Problem{rules: rules, st: *st}
	p := &pr.p
	p.n = int8(n)
	p.pairs = rules.CountPairs
	p.mult = 3
	if p.pairs {
		p.mult = 2
	}
	for q := 0; q < n; q++ {
		p.hands[q] = st.Hand(game.Seat(q))
	}
	t := st.CurrentTrick()
	p.leader = int8(t.Leader)
	p.tn = t.N
	copy(p.trick[:], t.Cards[:t.N])
	for i := 0; i < int(p.tn); i++ {
		p.tset |= p.trick[i].Bit()
	}
	p.turn = int8(st.Turn())
	p.trickNo = int8(st.TrickCount() - 1)
	p.total = int8(st.TotalTricks())
	decl := st.Declarer()
	p.decl = int8(decl)
	c := st.Contract()
	switch {
	case c == game.Ultimo:
		p.kind = kindUltimo
	case c.TargetTricks() >= 0:
		p.kind = kindTricks
		p.target = int8(c.TargetTricks())
	case c == game.Raeuber:
		p.kind = kindRaeuber
		p.decl = int8(seat)
	case c == game.Drescher:
		p.kind = kindDrescher
		p.decl = int8(seat)
	case !c.Info().Normal:
		return nil, fmt.Errorf("solver: contract %v is not supported", c)
	}
	if a, ok := st.Announcement(); ok && a == game.CallDurchmarsch {
		// DURCHMARSCH: the Solo is settled on taking every trick alone
		p.kind = kindTricks
		p.target = p.total
	}
	if (p.kind == kindRaeuber || p.kind == kindDrescher) && (seat < 0 || int(seat) >= n) {
		return nil, fmt.Errorf("solver: no seat %d to search %v for", seat, c)
	}
	for q := 0; q < n; q++ {
		switch p.kind {
		case kindRaeuber:
			// Paranoid: the others try to load the searched seat with
			// points; it minimises its own.
			p.max[q] = q != int(p.decl)
		case kindDrescher:
			// Paranoid: the searched seat tries to avoid the last trick,
			// the others to give it to him.
			p.max[q] = q == int(p.decl)
		default:
			p.max[q] = q == int(decl)
		}
	}
	p.declWon = int8(st.TricksWon(game.Seat(p.decl)))
	p.due = [3]game.Card{game.NoCard, game.NoCard, game.NoCard}
	if due := st.DueTrumps(); due != 0 && p.trickNo < 3 {
		m := due
		for i := range p.due {
			p.due[i] = m.Highest()
			m = m.Remove(p.due[i])
		}
		p.dueSet = due
	}
	p.ctx = uint64(c)*0x9E3779B97F4A7C15 ^ uint64(p.decl+1)*0xBF58476D1CE4E5B9 ^ uint64(n)*0x94D049BB133111EB
	if p.pairs {
		p.ctx ^= 0xD6E8FEB86659FD93
	}
	p.ctx ^= uint64(p.dueSet) * 0xA0761D6478BD642F
	if p.kind == kindTricks {
		p.ctx ^= uint64(p.target+1) * 0xE7037ED1A0B428DB
	}
	if rules.ParlettLeere {
		switch c {
		case game.Halbe, game.EineLeere, game.ZweiLeere, game.ZweiVerschiedene:
			p.dead = st.Exposed()
			p.release = c != game.Halbe
			if err := p.deadInTrick(st); err != nil {
				return nil, err
			}
		}
	}
	switch c {
	case game.EineLeere, game.ZweiLeere, game.ZweiVerschiedene:
		if rules.ParlettLeere {
			// the forced leads follow the shown cards: see legal
			p.declLead = c != game.EineLeere
			break
		}
		p.forced[0] = st.Exposed()
		p.forced[1] = st.Exposed()
		p.declLead = c != game.EineLeere
	case game.Geiss:
		p.forced[0] = game.CardGeiss.Bit()
	}
	switch p.kind {
	case kindNormal:
		pr.base3 = p.valueOf(st.DeclarerPile())
		if n == 3 && !p.pairs {
			pr.bonus = 1
		}
	case kindRaeuber:
		pr.base3 = p.valueOf(st.Won(seat))
	}
	p.win = int8(p.winnerSlow())
	return pr, nil
}

// deadInTrick finds which card of the current trick is a dead shown card
// under PARLETT_LEERE (game OPTIONS.md 18). The state does not say which
// cards were shown once they are played; the engine's winner of the trick
// so far tells, but for a card the declarer led that no card of its suit
// or trump has followed yet: then only the rules can tell, and where they
// cannot NewProblem refuses.
func (p *pos) deadInTrick(st *game.State) error {
	i := -1 // the declarer's card in the trick
	for j := 0; j < int(p.tn); j++ {
		if int(p.seat(j)) == int(p.decl) && !p.trick[j].IsTrump() {
			i = j
		}
	}
	if i < 0 {
		return nil
	}
	live := p.winnerSlow()
	engine := st.CurrentTrick().WinningIndex()
	if engine != live {
		p.trickDead = 1 << i // only a dead card makes a difference
		if p.winnerSlow() != engine {
			return fmt.Errorf("solver: the trick so far cannot be read under PARLETT_LEERE")
		}
		return nil
	}
	if live != i || i != 0 {
		return nil // beaten, or winning as a card that is not led: live
	}
	c := p.trick[0]
	for j := 1; j < int(p.tn); j++ {
		if x := p.trick[j]; x.IsTrump() || x.Suit() == c.Suit() {
			return nil // a dead card led would have lost to it
		}
	}
	if p.release {
		// In the Leere games the shown cards go in the first two tricks;
		// led there, a card not shown released a shown card of its suit,
		// which is still in the hand.
		if p.trickNo >= 2 || p.trickNo == 1 && st.Contract() == game.EineLeere {
			return nil
		}
		if p.hands[p.decl].Of(c.Suit()) == 0 {
			p.trickDead = 1
			return nil
		}
	} else if p.dead != 0 {
		return nil // the Halbe's one shown pip is still in the hand
	}
	return fmt.Errorf("solver: under PARLETT_LEERE it is not known whether the card led (%v) was shown", c)
}

// valueOf returns what a set adds to a pile in the search's units: 3·raw
// − 2·cards (counting in pairs 2·raw − cards), as cards plus 3 (2) times
// the points above one of each card.
func (p *pos) valueOf(s game.Cards) int { return s.Len() + int(p.mult)*extraPoints(s) }

// extraPoints returns the points above one of each card of s, counted by
// bit planes.
func extraPoints(s game.Cards) int {
	return (s & plane0).Len() + 2*(s&plane1).Len() + 4*(s&plane2).Len()
}

// plane0, plane1 and plane2 hold the cards whose points minus one have
// bit 0, 1 or 2 set: Jacks (1) and Queens (3); Cavaliers (2) and Queens;
// Kings and the three honours (4). TestPointPlanes checks them against
// the cards' points.
const (
	suitBytes = 1<<22 | 1<<30 | 1<<38 | 1<<46 // the lowest card of each plain suit
	plane0    = 0x50 * suitBytes
	plane1    = 0x60 * suitBytes
	plane2    = 0x80*suitBytes | 1<<game.CardGeiss | 1<<game.CardMond | 1<<game.CardGstiess
)

// pointsFrom turns 3·raw − 2·cards of a whole pile into card points counted
// in threes (RULES §3.1: raw minus 2n/3 rounded to the nearest integer).
func pointsFrom(total3 int) int {
	if total3 >= 0 {
		return (total3 + 1) / 3
	}
	return -((-total3 + 1) / 3)
}

// pointsFromPairs turns 2·raw − cards of a whole pile into card points
// counted in pairs (game.PointsPairs: raw minus half the cards rounded up).
func pointsFromPairs(total2 int) int {
	if total2 >= 0 {
		return total2 / 2
	}
	return -((-total2 + 1) / 2)
}

// legal returns the cards the player to move may play.
func (p *pos) legal() game.Cards {
	h := p.hands[p.turn]
	if p.dueSet != 0 && p.trickNo < 3 {
		// GEREGELTER_RAEUBER: the trump due to this trick first; the
		// trumps due to later tricks are kept back.
		if d := p.due[p.trickNo]; h.Has(d) {
			return d.Bit()
		}
		if rest := h &^ p.dueSet; rest != 0 {
			h = rest
		}
	}
	if p.tn == 0 {
		if p.trickNo < 2 && int(p.turn) == int(p.decl) && p.kind == kindNormal {
			if f := p.forced[p.trickNo] & h; f != 0 {
				return f
			}
			if p.release {
				// PARLETT_LEERE: any card of a shown card's suit
				if f := h & suitsOf(p.dead); f != 0 {
					return f
				}
			}
		}
		return h
	}
	return game.FollowCards(h, game.Card(p.trick[0]&63))
}

// suitsOf returns every card of the suits of the cards of s.
func suitsOf(s game.Cards) (m game.Cards) {
	for ; s != 0; s &= s - 1 {
		m |= game.SuitCards(s.Lowest().Suit())
	}
	return m
}

// winnerIndex returns the index of the winning card of the trick so far
// (kept up to date by play).
func (p *pos) winnerIndex() int { return int(p.win) }

// winnerSlow finds the index of the winning card of the trick so far.
func (p *pos) winnerSlow() int {
	if p.trickDead != 0 {
		return p.winnerDead()
	}
	best := 0
	for i := 1; i < int(p.tn); i++ {
		if beats(p.trick[i], p.trick[best]) {
			best = i
		}
	}
	return best
}

// winnerDead is winnerIndex with dead cards in the trick: a dead card never
// wins, but led it holds the trick until a card of its suit or a trump
// follows.
func (p *pos) winnerDead() int {
	led := p.trick[0].Suit()
	best := -1
	for i := 0; i < int(p.tn); i++ {
		c := p.trick[i]
		if p.trickDead&(1<<i) != 0 || !c.IsTrump() && c.Suit() != led {
			continue
		}
		if best < 0 || beats(c, p.trick[best]) {
			best = i
		}
	}
	return max(best, 0)
}

// beats reports whether card c beats card b in a trick: a trump beats a
// lower trump and every plain card, a plain card a lower one of its suit.
func beats(c, b game.Card) bool { return beatenBy[c&63]>>(b&63)&1 != 0 }

// beatsSlow is beats worked out (beatenBy is made from it). Shifted by
// 10, the plain suits are the aligned blocks of eight from 32.
func beatsSlow(c, b game.Card) bool {
	if c < 22 {
		return b >= 22 || c > b
	}
	return c > b && (c+10)^(b+10) < 8
}

func (p *pos) seat(i int) int8 {
	s := int(p.leader) + i
	if s >= int(p.n) {
		s -= int(p.n)
	}
	return int8(s)
}
