package solver

import (
	"fmt"

	"github.com/cego-spiel/cego/game"
)

// kind is what a search is about.
type kind uint8

const (
	kindNormal  kind = iota // declarer's card points
	kindUltimo              // last trick with the Geiß
	kindPiccolo             // exactly one trick
	kindBettel              // no trick
	kindRaeuber             // one player's own points (paranoid)
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
	declLead bool   // the declarer leads trick 2 (Zwei Leere / Verschiedene)
	ctx      uint64 // hash of contract, declarer and players, for the table
	hash     uint64 // Zobrist hash of the hands, kept up to date by play
}

// Problem is a position handed to the solver, made from a full game.State.
type Problem struct {
	p pos
	// base3 is 3·raw − 2·cards of the declarer's pile so far (normal games)
	// or of the searched seat's pile (Räuber).
	base3 int
	bonus int // the three-player bonus point
	rules game.Rules
	st    game.State
}

// NewProblem makes a solver problem from a deal in trick play. For Räuber
// the search is for the given seat's own points (paranoid); otherwise seat
// is ignored and the declarer's side maximises.
func NewProblem(st *game.State, seat game.Seat) (*Problem, error) {
	if st.Phase() != game.Playing {
		return nil, fmt.Errorf("solver: the deal is not in trick play (%v)", st.Phase())
	}
	if st.Rules().CountPairs {
		return nil, fmt.Errorf("solver: counting in pairs is not supported")
	}
	n := st.Players()
	pr := &Problem{rules: st.Rules(), st: *st}
	p := &pr.p
	p.n = int8(n)
	for q := 0; q < n; q++ {
		p.hands[q] = st.Hand(game.Seat(q))
	}
	t := st.CurrentTrick()
	p.leader = int8(t.Leader)
	p.tn = t.N
	copy(p.trick[:], t.Cards[:t.N])
	p.turn = int8(st.Turn())
	p.trickNo = int8(st.TrickCount() - 1)
	p.total = int8(st.TotalTricks())
	decl := st.Declarer()
	p.decl = int8(decl)
	switch c := st.Contract(); c {
	case game.Ultimo:
		p.kind = kindUltimo
	case game.Piccolo:
		p.kind = kindPiccolo
	case game.Bettel:
		p.kind = kindBettel
	case game.Raeuber:
		p.kind = kindRaeuber
		p.decl = int8(seat)
	default:
		if !c.Info().Normal {
			return nil, fmt.Errorf("solver: contract %v is not supported", c)
		}
	}
	for q := 0; q < n; q++ {
		if p.kind == kindRaeuber {
			// Paranoid: the others try to load the searched seat with
			// points; it minimises its own.
			p.max[q] = q != int(p.decl)
		} else {
			p.max[q] = q == int(decl)
		}
	}
	p.declWon = int8(st.TricksWon(game.Seat(p.decl)))
	for q := 0; q < n; q++ {
		for m := p.hands[q]; m != 0; m &= m - 1 {
			p.hash ^= zobCard[q][m.Lowest()]
		}
	}
	p.ctx = uint64(st.Contract())*0x9E3779B97F4A7C15 ^ uint64(p.decl+1)*0xBF58476D1CE4E5B9 ^ uint64(n)*0x94D049BB133111EB
	switch st.Contract() {
	case game.EineLeere, game.ZweiLeere, game.ZweiVerschiedene:
		p.forced[0] = st.Exposed()
		p.forced[1] = st.Exposed()
		p.declLead = st.Contract() != game.EineLeere
	case game.Geiss:
		p.forced[0] = game.CardGeiss.Bit()
	}
	switch p.kind {
	case kindNormal:
		pile := st.DeclarerPile()
		pr.base3 = 3*game.RawPoints(pile) - 2*pile.Len()
		if n == 3 {
			pr.bonus = 1
		}
	case kindRaeuber:
		pile := st.Won(seat)
		pr.base3 = 3*game.RawPoints(pile) - 2*pile.Len()
	}
	return pr, nil
}

// Point classes of the cards, for counting a set with popcounts.
var (
	mask5 = func() (m game.Cards) {
		for c := game.Card(0); c < game.NumCards; c++ {
			if c.Points() == 5 {
				m |= c.Bit()
			}
		}
		return m
	}()
	mask4 = maskPoints(4)
	mask3 = maskPoints(3)
	mask2 = maskPoints(2)
)

func maskPoints(v int) (m game.Cards) {
	for c := game.Card(0); c < game.NumCards; c++ {
		if c.Points() == v {
			m |= c.Bit()
		}
	}
	return m
}

// val3 returns 3·raw − 2·cards of a set: what the set adds to a pile.
func val3(s game.Cards) int {
	return s.Len() + 12*(s&mask5).Len() + 9*(s&mask4).Len() + 6*(s&mask3).Len() + 3*(s&mask2).Len()
}

// pointsFrom turns 3·raw − 2·cards of a whole pile into card points counted
// in threes (RULES §3.1: raw minus 2n/3 rounded to the nearest integer).
func pointsFrom(total3 int) int {
	if total3 >= 0 {
		return (total3 + 1) / 3
	}
	return -((-total3 + 1) / 3)
}

// legal returns the cards the player to move may play.
func (p *pos) legal() game.Cards {
	h := p.hands[p.turn]
	if p.tn == 0 {
		if p.trickNo < 2 && int(p.turn) == int(p.decl) && p.kind == kindNormal {
			if f := p.forced[p.trickNo] & h; f != 0 {
				return f
			}
		}
		return h
	}
	led := p.trick[0].Suit()
	if f := h.Of(led); f != 0 {
		return f
	}
	if tr := h & game.TrumpCards; tr != 0 {
		return tr
	}
	return h
}

// winnerIndex returns the index of the winning card of a complete trick.
func (p *pos) winnerIndex() int {
	best := 0
	for i := 1; i < int(p.tn); i++ {
		if beats(p.trick[i], p.trick[best]) {
			best = i
		}
	}
	return best
}

func beats(c, b game.Card) bool {
	if c.IsTrump() {
		return !b.IsTrump() || c > b
	}
	return !b.IsTrump() && c.Suit() == b.Suit() && c > b
}

func (p *pos) seat(i int) int8 {
	s := int(p.leader) + i
	if s >= int(p.n) {
		s -= int(p.n)
	}
	return int8(s)
}
