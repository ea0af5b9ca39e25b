package solver

// stats counts beta cutoffs and how many of them came from the first move.
type stats struct {
	cuts, first  int
	probes, hits int
	byTn         [4][3]int // nodes, cuts, first-move cuts by cards in the trick
	// by side to move (0 minimiser) and cards in the trick: expanded
	// nodes, moves searched there, moves generated there, cutoffs
	bySide [2][4][4]int
	// enhanced transposition cutoffs: children looked at, table hits,
	// cutoffs by the bounds alone, by the table, by an exact last trick
	etcKids, etcHits, etcBound, etcTable, etcExact int
	// at trick boundaries: cutoffs by the bounds, by the table
	cutBound, cutTable int
	// cutoffs by the first move searched, by side and cards in the trick
	firstBySide [2][4]int
	byTrick     [16]int // nodes by tricks left
	cutLo       int     // boundary cutoffs by the lower bound
	cutWon      int     // cutoffs by the declarer's sure trick in play
}

// noWonTrick switches the cutoffs by the declarer's sure trick in play
// off (for measurements).
var noWonTrick bool

// countMoves counts an expanded node and its moves (statistics).
func (s *Solver) countMoves(p *pos, maximizing bool, n int) {
	st := &s.stats.bySide[b2i(maximizing)][p.tn]
	st[0]++
	st[2] += n
}
