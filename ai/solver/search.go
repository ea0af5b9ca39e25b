package solver

import (
	"github.com/cego-spiel/cego/game"
)

// ab is fail-soft alpha-beta. It returns the value of the rest of the deal
// from p for the maximising side: for normal games and Räuber the sum of
// 3·raw − 2·cards over the tricks that side's target takes; for special
// games 1 (declarer wins) or 0.
func (s *Solver) ab(p *pos, alpha, beta int) int { return s.search(p, alpha, beta, nil) }

// search is ab with what the parent knows of p at a trick boundary (pre,
// or nil). It counts p as a node and hands it to the search of its kind:
// at a trick boundary (boundaryNode), within a trick (trickMoves) or at
// the last card of a trick (lastCard). Below the root the searches call
// each other directly and count the child before the call (see spent), so
// the hot paths pay for no dispatch: a child within a trick never ends the
// trick, the children of the last card are all at a trick boundary, and
// the last trick of the deal is played out by lastTrick, by the root or
// by lastCard.
func (s *Solver) search(p *pos, alpha, beta int, pre *known) int {
	if s.spent() {
		s.aborted = true
		return alpha
	}
	switch {
	case p.trickNo == p.total-1:
		return s.lastTrick(p)
	case p.tn == 0:
		return s.boundaryNode(p, alpha, beta, pre)
	case p.tn < p.n-1:
		v, _ := s.trickMoves(p, alpha, beta, game.NoCard)
		return v
	}
	return s.lastCard(p, alpha, beta)
}

// spent counts a node and reports whether the node budget or the deadline
// ends the search there (see stop).
func (s *Solver) spent() bool {
	s.nodes++
	return s.nodes >= s.next && s.stop()
}

// boundaryNode searches p at a trick boundary (p counted already): the
// sure-trick bounds (pre, or nil to find them), the table, the leads, and
// the result to the table.
func (s *Solver) boundaryNode(p *pos, alpha, beta int, pre *known) int {
	if p.trickNo == p.total {
		return s.terminal(p)
	}
	var here known
	if pre == nil {
		here = s.boundary(p, alpha, beta)
		pre = &here
	}
	// Quick bounds: sure tricks of either side.
	if pre.hi <= alpha || pre.lo >= beta {
		if s.stats != nil {
			s.stats.cutBound++
			if pre.lo >= beta {
				s.stats.cutLo++
			}
		}
		if pre.hi <= alpha {
			return pre.hi
		}
		return pre.lo
	}
	key := pre.key
	if !pre.keyed {
		key = s.key(p)
	}
	e := s.probe(key)
	if s.stats != nil {
		s.stats.probes++
		if e != nil {
			s.stats.hits++
		}
	}
	ttBest := game.NoCard
	if e != nil {
		lo, hi := int(e.lo), int(e.hi)
		if s.stats != nil && (lo >= beta || hi <= alpha || lo == hi) {
			s.stats.cutTable++
		}
		if lo >= beta {
			return lo
		}
		if hi <= alpha {
			return hi
		}
		if lo > alpha {
			alpha = lo
		}
		if hi < beta {
			beta = hi
		}
		if alpha >= beta {
			return lo // lo == hi: the value is known
		}
		ttBest = e.best
	}
	if p.trickNo == p.total-2 && p.twoTricksExact() && !noTwoTricks {
		v := p.twoTricks(alpha, beta)
		s.store(key, 2, v, alpha, beta, game.NoCard)
		return v
	}
	// bounds are classified against the window actually searched
	best, bestMove := s.trickMoves(p, alpha, beta, ttBest)
	if s.aborted {
		return best
	}
	s.store(key, p.total-p.trickNo, best, alpha, beta, bestMove)
	return best
}

// trickMoves searches p (counted already) where the card played does not
// end the trick: a lead or a following card before the last, the table's
// best move (ttBest) first. It returns the value and the best move.
func (s *Solver) trickMoves(p *pos, alpha, beta int, ttBest game.Card) (int, game.Card) {
	if p.tn > 0 && !noWonTrick {
		// the declarer's trick in play is sure: what he gains at least
		if lo, ok := p.wonTrickAtLeast(beta); ok && lo >= beta {
			if s.stats != nil {
				s.stats.cutWon++
			}
			return lo, game.NoCard
		}
	}
	ply := int(p.trickNo)*int(p.n) + int(p.tn)
	if s.stats != nil {
		s.stats.byTrick[p.total-p.trickNo]++
		s.stats.byTn[p.tn][0]++
	}
	moves := &s.moves[ply]
	nm := moves[:p.orderedMoves(moves, ttBest, &s.hist[p.turn], s.killer[ply])]
	maximizing := p.max[p.turn]
	if s.stats != nil {
		s.countMoves(p, maximizing, len(nm))
	}
	best := -1 << 30
	if !maximizing {
		best = 1 << 30
	}
	bestMove := game.NoCard
	q := &s.stack[ply]
	toLast := p.tn+1 == p.n-1 // the child plays the last card of the trick
	for _, c := range nm {
		if s.stats != nil {
			s.stats.bySide[b2i(maximizing)][p.tn][1]++
		}
		// the trick goes on: play without its end
		*q = *p
		if q.dead != 0 || q.trickDead != 0 {
			q.addShown(c)
		} else {
			q.addPlain(c)
		}
		q.next()
		if s.spent() {
			s.aborted = true
			return alpha, game.NoCard
		}
		var v int
		if toLast {
			v = s.lastCard(q, alpha, beta)
		} else {
			v, _ = s.trickMoves(q, alpha, beta, game.NoCard)
		}
		if s.aborted {
			return v, game.NoCard
		}
		if maximizing {
			if v > best {
				best, bestMove = v, c
			}
			if best > alpha {
				alpha = best
			}
		} else {
			if v < best {
				best, bestMove = v, c
			}
			if best < beta {
				beta = best
			}
		}
		if alpha >= beta {
			s.cutoff(p, ply, c, c == nm[0], maximizing)
			break
		}
	}
	return best, bestMove
}

// lastCard searches p (counted already) at the last card of a trick: what
// is known of each child at the next trick boundary first (see
// transpositions), then the children not known well enough.
func (s *Solver) lastCard(p *pos, alpha, beta int) int {
	ply := int(p.trickNo)*int(p.n) + int(p.tn)
	if s.stats != nil {
		s.stats.byTrick[p.total-p.trickNo]++
		s.stats.byTn[p.tn][0]++
	}
	moves := &s.moves[ply]
	nm := moves[:p.orderedMoves(moves, game.NoCard, &s.hist[p.turn], s.killer[ply])]
	maximizing := p.max[p.turn]
	if v, cut := s.transpositions(p, ply, nm, alpha, beta, maximizing); cut {
		return v
	}
	if s.stats != nil {
		s.countMoves(p, maximizing, len(nm))
	}
	best := -1 << 30
	if !maximizing {
		best = 1 << 30
	}
	kids := &s.kids[ply]
	for i, c := range nm {
		if s.stats != nil {
			s.stats.bySide[b2i(maximizing)][p.tn][1]++
		}
		k := &kids[i]
		v := k.lo
		if !k.exact {
			if s.spent() {
				s.aborted = true
				return alpha
			}
			v = k.gain + s.boundaryNode(&s.kidPos[ply][i], alpha-k.gain, beta-k.gain, k)
			if s.aborted {
				return v
			}
		}
		if maximizing {
			best = max(best, v)
			alpha = max(alpha, best)
		} else {
			best = min(best, v)
			beta = min(beta, best)
		}
		if alpha >= beta {
			s.cutoff(p, ply, c, i == 0, maximizing)
			break
		}
	}
	return best
}

// transpositions plays each move nm of p, the last card of a trick, and
// notes in s.kids what is known of the child at the next trick boundary:
// exact for the last trick and a decided special game; else its table
// entry and sure-trick bounds, which may cut p off (enhanced transposition
// cutoff: it returns the value and true) or make the child's search
// needless (exact, with the bound standing for its value). The children
// are kept in s.kidPos: the search goes on from them.
func (s *Solver) transpositions(p *pos, ply int, nm []game.Card, alpha, beta int, maximizing bool) (int, bool) {
	kids := &s.kids[ply]
	for i, c := range nm {
		kp := &s.kidPos[ply][i]
		*kp = *p
		gain, done, val := kp.play(c)
		k := &kids[i]
		switch {
		case done:
			k.exact, k.lo, k.hi = true, val, val
		case kp.trickNo == kp.total-1:
			v := gain + s.lastTrick(kp)
			k.exact, k.lo, k.hi = true, v, v
		default:
			if s.stats != nil {
				s.stats.etcKids++
			}
			// the table first: an entry that decides saves the
			// bounds, which cost more than the key and the probe
			key := s.key(kp)
			e := s.probe(key)
			if e != nil {
				if s.stats != nil {
					s.stats.etcHits++
				}
				lo, hi := int(e.lo)+gain, int(e.hi)+gain
				// enhanced transposition cutoff: the child may
				// already be known well enough to cut off here
				if v, cut := boundCutoff(lo, hi, alpha, beta, maximizing); cut {
					if s.stats != nil {
						s.stats.etcTable++
					}
					return v, true
				}
				if k.settleUseless(lo, hi, alpha, beta, maximizing) {
					continue
				}
			}
			if kp.trickNo == kp.total-2 && kp.twoTricksExact() && !noTwoTricks {
				// two tricks left: the exact value costs less than the
				// bounds and the search
				v := kp.twoTricks(alpha-gain, beta-gain)
				s.store(key, 2, v, alpha-gain, beta-gain, game.NoCard)
				v += gain
				k.exact, k.lo, k.hi = true, v, v
				if maximizing && v >= beta || !maximizing && v <= alpha {
					return v, true
				}
				continue
			}
			k.lo, k.hi = kp.windowBounds(alpha-gain, beta-gain)
			k.gain, k.key, k.keyed, k.exact = gain, key, true, false
			lo, hi := k.lo, k.hi
			if e != nil {
				// the table's bounds hold for the child too
				lo, hi = max(lo, int(e.lo)), min(hi, int(e.hi))
				k.lo, k.hi = lo, hi
			}
			lo, hi = lo+gain, hi+gain
			// the bounds (the table's folded in) may cut off
			if v, cut := boundCutoff(lo, hi, alpha, beta, maximizing); cut {
				if s.stats != nil {
					s.stats.etcBound++
				}
				return v, true
			}
			k.settleUseless(lo, hi, alpha, beta, maximizing)
			continue
		}
		if maximizing && k.lo >= beta || !maximizing && k.hi <= alpha {
			if s.stats != nil {
				s.stats.etcExact++
			}
			return k.lo, true
		}
	}
	return 0, false
}

// cutoff remembers c, which cut off at p (ply), for the move ordering: as
// the killer of the ply and in the history of the player to move. first
// tells whether c was the first move searched (for the statistics).
func (s *Solver) cutoff(p *pos, ply int, c game.Card, first, maximizing bool) {
	s.killer[ply] = c
	if h := &s.hist[p.turn&3][c&63]; *h < 1<<24 {
		r := int32(p.hands[p.turn&3].Len())
		*h += r * r
	}
	if s.stats != nil {
		s.stats.cuts++
		s.stats.bySide[b2i(maximizing)][p.tn][3]++
		s.stats.byTn[p.tn][1]++
		if first {
			s.stats.firstBySide[b2i(maximizing)][p.tn]++
			s.stats.first++
			s.stats.byTn[p.tn][2]++
		}
	}
}

// known is what is known of a position at a trick boundary before it is
// searched: its sure-trick bounds and maybe its table key, or (exact) its
// value.
type known struct {
	key    uint64
	lo, hi int
	gain   int  // what the trick before it gained
	keyed  bool // the key is set
	// exact: lo, the gain of the trick included, is the value, or a bound
	// on it beyond the window on the side of no use to the side to move
	exact bool
}

// boundCutoff reports whether a child whose value lies in lo..hi (the
// gain of its trick included) cuts the search of its parent off in the
// window alpha, beta, and the bound the parent then returns: the child's
// lower bound at or above beta for the maximizing side, its upper bound at
// or below alpha for the minimizing side.
func boundCutoff(lo, hi, alpha, beta int, maximizing bool) (int, bool) {
	if maximizing && lo >= beta {
		return lo, true
	}
	if !maximizing && hi <= alpha {
		return hi, true
	}
	return 0, false
}

// settleUseless marks k exact when its value, lying in lo..hi (the gain of
// its trick included), is of no use to the side to move (at or above beta
// for the minimizing side, at or below alpha for the maximizing side): it
// needs no search, and the bound on that side stands for its value. It
// reports whether it did.
func (k *known) settleUseless(lo, hi, alpha, beta int, maximizing bool) bool {
	if !maximizing && lo >= beta || maximizing && hi <= alpha {
		k.exact, k.lo = true, lo
		if maximizing {
			k.lo = hi
		}
		return true
	}
	return false
}

// boundary returns the sure-trick bounds of p at a trick boundary, as
// tight as they need to be for the window alpha, beta.
func (s *Solver) boundary(p *pos, alpha, beta int) known {
	var k known
	k.lo, k.hi = p.windowBounds(alpha, beta)
	return k
}

// lastTrick plays the forced last trick out and returns its value.
func (s *Solver) lastTrick(p *pos) int {
	q := *p
	for {
		c := q.hands[q.turn].Lowest()
		gain, done, val := q.play(c)
		if done {
			return val
		}
		if q.tn == 0 {
			return gain + s.terminal(&q)
		}
	}
}

// terminal is the value at the end of the deal (gains were added on the
// way for the point games).
func (s *Solver) terminal(p *pos) int {
	if p.kind == kindTricks {
		return b2i(p.declWon == p.target)
	}
	return 0
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
