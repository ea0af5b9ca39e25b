package solver

import "github.com/cego-spiel/cego/game"

// Value returns the result of best play from the problem's position: for
// normal games the declarer's final card points (counted in threes, with the
// three-player bonus point); for Räuber the searched seat's final points;
// for Ultimo, Piccolo, Bettel, the optional specials and a Solo announced
// as a Durchmarsch 1 if the declarer makes his game, else 0 (see Points).
func (s *Solver) Value(pr *Problem) (int, error) {
	if pr.decided != 0 {
		return int(pr.decided - 1), nil
	}
	s.prepare(pr)
	p := pr.p
	if p.kind != kindNormal && p.kind != kindRaeuber {
		v := s.ab(&p, 0, 1) // the special games are won or lost: one test
		if s.aborted {
			return 0, ErrNodeCap
		}
		return v, nil
	}
	v := s.points(pr)
	if s.aborted {
		return 0, ErrNodeCap
	}
	return v, nil
}

// points finds the exact final points by null-window tests on point
// thresholds (the search value is finer than a point, but only points are
// reported). A test the declarer passes costs far more than one he fails:
// to pass, every defender's every card must be answered; to fail, one
// defence suffices. So the tests avoid passes that do not settle the
// value: at a trick boundary the first is just above the sure-trick lower
// bound (often the declarer makes no more than his sure tricks); if he
// passes it, the next is at the result of a quick play-out, and while he
// keeps passing, steps up that double; once he has failed one, every test
// is at the upper bound that the failures left (fail-soft), so the only
// pass from then on is the one at the value itself.
func (s *Solver) points(pr *Problem) int {
	p := pr.p
	loP := pr.fromV(0)
	hiP := pr.fromV(p.remaining())
	guess := pr.fromV(s.guess(&p))
	t := guess
	if p.tn == 0 {
		lo, hi := p.bounds()
		loP, hiP = max(loP, pr.fromV(lo)), min(hiP, pr.fromV(hi))
		t = loP + 1
	}
	step := 1
	for first := true; loP < hiP && !s.aborted; first = false {
		t = max(loP+1, min(t, hiP))
		th := pr.threshold(t)
		q := p
		r := s.ab(&q, th-1, th)
		if r < th {
			hiP = min(t-1, pr.fromV(r))
			t = hiP
			continue
		}
		// after a failed test this pass is at hiP, and ends the loop
		loP = max(t, pr.fromV(r))
		if first && guess > loP {
			t = guess
		} else {
			t = loP + step
			step *= 2
		}
	}
	return loP
}

// remaining returns the value of every card still in play.
func (p *pos) remaining() int {
	var all game.Cards
	for q := 0; q < int(p.n); q++ {
		all |= p.hands[q]
	}
	for i := 0; i < int(p.tn); i++ {
		all |= p.trick[i].Bit()
	}
	return p.valueOf(all)
}

// guess is a first guess of the value: a play-out in which every player
// plays the table's best move or the first move of the ordering.
func (s *Solver) guess(p0 *pos) int {
	p := *p0
	v := 0
	var mv [16]game.Card
	for {
		if p.tn == 0 && p.trickNo == p.total {
			return v + s.terminal(&p)
		}
		ttBest := game.NoCard
		if p.tn == 0 {
			k := s.key(&p)
			if e := s.probe(k); e != nil {
				ttBest = e.best
			}
		}
		p.orderedMoves(&mv, ttBest, &s.hist[p.turn], game.NoCard)
		gain, done, val := p.play(mv[0])
		v += gain
		if done {
			return v + val
		}
	}
}

// fromV converts a search value to the reported result.
func (pr *Problem) fromV(v int) int {
	switch pr.p.kind {
	case kindNormal, kindRaeuber:
		if pr.p.pairs {
			return pointsFromPairs(pr.base3 + v)
		}
		return pointsFrom(pr.base3+v) + pr.bonus
	}
	return v
}

// threshold returns the smallest search value that gives at least t points.
func (pr *Problem) threshold(t int) int {
	if pr.p.pairs {
		return 2*t - pr.base3
	}
	return 3*(t-pr.bonus) - 1 - pr.base3
}

// AtLeast reports whether best play gives the declarer (Räuber: the
// searched seat) at least t card points; for special games whether the
// declarer wins (t is ignored). It is a single null-window search.
func (s *Solver) AtLeast(pr *Problem, t int) (bool, error) {
	if pr.decided != 0 {
		return pr.decided == 2, nil
	}
	s.prepare(pr)
	p := pr.p
	var ok bool
	switch p.kind {
	case kindNormal, kindRaeuber:
		th := pr.threshold(t)
		ok = s.ab(&p, th-1, th) >= th
	default:
		ok = s.ab(&p, 0, 1) >= 1
	}
	if s.aborted {
		return false, ErrNodeCap
	}
	return ok, nil
}

// bandEdges are the lowest points of each factor band of RULES §9.2, from
// the top: 70 → +8, 66 → +7, …, 36 → +1, 31 → −1, …, 1 → −7, 0 → −8.
// The first eight are the winning bands.
var bandEdges = []int{70, 66, 61, 56, 51, 46, 41, 36, 31, 26, 21, 16, 11, 6, 1}

// pairEdges are the same for counting in pairs (game.FactorPairs): 79 → +8,
// 70 → +7, 65 → +6, …, 40 → +1, 35 → −1, …, 10 → −6, 1 → −7, 0 → −8.
var pairEdges = []int{79, 70, 65, 60, 55, 50, 45, 40, 35, 30, 25, 20, 15, 10, 1}

// edges returns the band edges of the problem's counting.
func (pr *Problem) edges() []int {
	if pr.p.pairs {
		return pairEdges
	}
	return bandEdges
}

// BandPoints returns the lowest card points of the factor band f under the
// problem's rules (what Factor and Moves in band mode report as Value).
func (pr *Problem) BandPoints(f int) int { return lowestOfBand(pr.rules, pr.edges(), f) }

// WinPoints is the least number of card points that wins a normal game
// under the problem's rules (36; 40 counting in pairs).
func (pr *Problem) WinPoints() int { return pr.rules.WinPoints() }

// Factor returns the factor band the declarer reaches with best play in a
// normal game, by null-window tests: first won or lost (36), then the band.
func (s *Solver) Factor(pr *Problem) (int, error) {
	if pr.p.kind != kindNormal {
		v, err := s.Value(pr)
		return v, err
	}
	bandEdges := pr.edges()
	won, err := s.AtLeast(pr, bandEdges[7])
	if err != nil {
		return 0, err
	}
	// bisection over the band edges on the right side of the win
	lo, hi := 0, 7 // indexes into bandEdges: 70 … 36
	if !won {
		lo, hi = 8, len(bandEdges)
	}
	// find the first edge (highest points) that is reached
	for lo < hi {
		mid := (lo + hi) / 2
		ok, err := s.AtLeast(pr, bandEdges[mid])
		if err != nil {
			return 0, err
		}
		if ok {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	if lo == len(bandEdges) {
		return pr.rules.Factor(0), nil
	}
	return pr.rules.Factor(bandEdges[lo]), nil
}

// MoveValue is the result of best play after one move of the player to move.
type MoveValue struct {
	Card game.Card
	// Value as Value returns it (exact mode), or the lowest points of the
	// factor band reached (band mode) for normal games.
	Value  int
	Factor int // normal games: the factor band; special games: ±1
}

// Moves evaluates every legal card of the player to move. With exact false,
// normal games are only resolved to the factor band (a few null-window
// searches each), which is all a settlement depends on.
func (s *Solver) Moves(pr *Problem, exact bool) ([]MoveValue, error) {
	if pr.decided != 0 {
		return nil, nil // nothing left to decide
	}
	p := pr.p
	legal := p.legal()
	out := make([]MoveValue, 0, legal.Len())
	for m := legal; m != 0; m &= m - 1 {
		c := m.Lowest()
		q := p
		gain, done, val := q.play(c)
		child := *pr
		child.p = q
		var mv MoveValue
		mv.Card = c
		switch {
		case done:
			mv.Value = val
		case p.kind == kindNormal && !exact:
			// fold the gain of a completed trick into the base
			child.base3 += gain
			f, err := s.Factor(&child)
			if err != nil {
				return nil, err
			}
			mv.Factor = f
			mv.Value = lowestOfBand(pr.rules, pr.edges(), f)
		default:
			child.base3 += gain
			v, err := s.Value(&child)
			if err != nil {
				return nil, err
			}
			mv.Value = v
		}
		if p.kind == kindNormal && (exact || done) {
			mv.Factor = pr.rules.Factor(mv.Value)
		} else if p.kind != kindNormal && p.kind != kindRaeuber {
			mv.Factor = 2*mv.Value - 1
		}
		out = append(out, mv)
	}
	return out, nil
}

func lowestOfBand(r game.Rules, edges []int, f int) int {
	for _, e := range edges {
		if r.Factor(e) == f {
			return e
		}
	}
	return 0
}

// Legal returns the cards the player to move may play (none once a
// special game is decided).
func (pr *Problem) Legal() game.Cards {
	if pr.decided != 0 {
		return 0
	}
	return pr.p.legal()
}

// Turn returns the seat to move.
func (pr *Problem) Turn() game.Seat { return game.Seat(pr.p.turn) }

// Child returns the problem after the player to move plays c (one of
// Legal). For special games whose outcome c decides, done is true and
// won tells whether the declarer made his game; the child is then
// decided: Value and AtLeast answer that outcome without a search, Legal
// is empty and Moves has none.
func (pr *Problem) Child(c game.Card) (child Problem, done, won bool) {
	child = *pr
	if pr.decided != 0 {
		return child, true, pr.decided == 2
	}
	gain, done, val := child.p.play(c)
	child.base3 += gain
	if done {
		child.decided = int8(val) + 1
	}
	return child, done, val == 1
}
