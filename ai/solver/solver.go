package solver

import (
	"errors"
	"time"

	"github.com/cego-spiel/cego/game"
)

// ErrNodeCap is returned when a search ran out of its node budget (see New)
// or passed its deadline.
var ErrNodeCap = errors.New("solver: node cap reached")

// Solver searches positions. It keeps a transposition table between
// searches of the same deal; call Reset before searching another deal. A
// Solver is not safe for concurrent use: give each goroutine its own.
type Solver struct {
	tt      []entry
	mask    uint64
	nodes   int
	limit   int
	next    int // the node count at which search looks at the budget again (see stop)
	aborted bool
	stats   *stats // counters for measurements; nil normally
	rel     relTable
	kids    [maxPly][16]known
	killer  [maxPly]game.Card // the last move that cut off, per ply
	// deadline (Unix nanoseconds, 0: none) ends a search like the node cap
	deadline int64
	hist     [4][64]int32
	// per ply: the child position and the ordered moves, so that the
	// recursion allocates nothing
	stack [maxPly]pos
	moves [maxPly][16]game.Card
	// per ply at the last card of a trick: the children
	kidPos [maxPly][16]pos
}

const maxPly = 14 * 4

// New returns a solver with a transposition table of 2^bits entries and a
// node budget of maxNodes (0: none). The budget counts the nodes since the
// last ResetNodes, so it is shared by every search in between: a caller
// calls ResetNodes where its budget starts — before each search for a cap
// per search, once per deal or per decision for a cap on all of their
// searches. Once the budget is spent, every search fails with ErrNodeCap
// until ResetNodes.
func New(bits int, maxNodes int) *Solver {
	if bits < 8 {
		bits = 8
	}
	s := &Solver{tt: make([]entry, 1<<bits), mask: 1<<bits - 1, limit: maxNodes}
	s.noKillers()
	s.setNext()
	return s
}

// SetDeadline makes every search after t fail with ErrNodeCap; the zero
// time removes the deadline.
func (s *Solver) SetDeadline(t time.Time) {
	s.deadline = 0
	if !t.IsZero() {
		s.deadline = t.UnixNano()
	}
	s.setNext()
}

// SetNodeCap sets the node budget (0: none), counted since the last
// ResetNodes (see New).
func (s *Solver) SetNodeCap(n int) {
	s.limit = n
	s.setNext()
}

// Reset clears the transposition table.
func (s *Solver) Reset() {
	clear(s.tt)
	s.hist = [4][64]int32{}
	s.noKillers()
}

// noKillers forgets the killer moves.
func (s *Solver) noKillers() {
	for i := range s.killer {
		s.killer[i] = game.NoCard
	}
}

// Nodes returns the nodes searched since the last call of ResetNodes.
func (s *Solver) Nodes() int { return s.nodes }

// ResetNodes sets the node counter to zero: the node budget starts again.
func (s *Solver) ResetNodes() {
	s.nodes = 0
	s.setNext()
}

// prepare readies the solver for a search. Table entries stay valid across
// deals: a key covers the remaining hands, the leader, the contract and
// the forced leads.
func (s *Solver) prepare(pr *Problem) {
	s.aborted = false
	s.rel.sync(&pr.p.hands, int(pr.p.n))
}
