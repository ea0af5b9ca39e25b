package ai

import (
	"time"

	"github.com/cego-spiel/cego/ai/solver"
	"github.com/cego-spiel/cego/game"
)

// solvable reports whether card play in contract c is solved; the games
// everybody plays for himself (Räuber, Drescher) are simulated instead: the
// open-card search of one seat against a coalition of the others would be
// both slow and pessimistic. The solver knows every option of the rules
// (counting in pairs, the optional specials); where it refuses a deal
// (see solver.NewProblem), solvePlay plays that deal out instead.
func solvable(_ game.Rules, c game.Contract) bool {
	if c == game.Ultimo || c.TargetTricks() >= 0 {
		return true // Bettel, Piccolo and the optional specials
	}
	return c.Info().Normal
}

// outcome is one action's result on one deal for the acting seat.
type outcome struct {
	amt float64 // settlement
	win bool
	// decl is the contract the acting seat declared in an auction's
	// play-out (NoContract: it did not declare).
	decl game.Contract
}

// solvePlay is PIMC card play: solve each sampled deal after each legal
// card and average the acting seat's settlement.
func (b *SearchBot) solvePlay(v *game.View, legal []game.Action, deadline, drawStop time.Time, an *analysis) {
	band := v.Hand().Len() <= b.cfg.BandCards
	solve := v.Hand().Len() <= b.cfg.SolveCards
	n, candidates := b.cfg.Samples, b.cfg.Candidates
	if !solve { // play-outs are cheap: as many deals as in the auction
		n, candidates = b.cfg.Rollouts, max(candidates, 2*b.cfg.Rollouts)
	}
	deals := b.draw(v, n, candidates, deadline, drawStop, an)
	chances := b.cfg.Chances[v.Contract()]
	res := make([][]outcome, len(deals))
	settled := func(ok []bool) bool { return dominated(res, ok, deals, n) }
	ok := b.search(deals, deadline, settled, func(w *worker, i int, t *workTally) bool {
		if solve {
			t0 := time.Now()
			w.s.SetDeadline(deadline)
			out, good := evalPlay(w.s, &deals[i].st, v.Seat(), legal, band)
			if good && chances {
				good = chanceLost(&deals[i].st, v.Seat(), legal, out, w.rule, deadline)
			}
			t.solve(time.Since(t0), good)
			if good {
				res[i] = out
				return true
			}
		}
		t0 := time.Now()
		out, good := rolloutActions(&deals[i].st, v.Seat(), legal, w.rule, deadline)
		t.roll(time.Since(t0))
		res[i] = out
		return good
	}, an)
	an.method = "solved"
	an.banded = band
	if an.prof.Rolled > 0 {
		an.method = "simulated"
	}
	b.aggregate(legal, res, ok, deals, an)
	if an.method == "simulated" {
		margin := b.cfg.PlayMarginOf(v.Contract())
		preferRule(legal, res, ok, deals, func(game.Action) float64 { return margin }, an)
	}
}

// chanceLost replaces, in out (the solved outcomes of the legal cards of
// seat me on deal st), each lost card's outcome by that of a play-out with
// rule bots after it (SearchConfig.Chances); false at the deadline.
func chanceLost(st *game.State, me game.Seat, legal []game.Action, out []outcome, rb *RuleBot, deadline time.Time) bool {
	for j, o := range out {
		if o.win {
			continue
		}
		r, ok := rolloutActions(st, me, legal[j:j+1], rb, deadline)
		if !ok {
			return false
		}
		out[j] = r[0]
	}
	return true
}

// settleShare is the share (percent) of the deals' weight that must be
// solved before card play may stop early because one card is best.
const settleShare = 35

// dominated reports whether the solved deals (ok) carry at least
// settleShare percent of the weight of n deals and one action is at least
// as good as every other on each of them: the rest is then unlikely to
// change the choice.
func dominated(res [][]outcome, ok []bool, deals []weighted, n int) bool {
	w := 0.0
	first := -1
	for i, good := range ok {
		if good {
			w += deals[i].w
			if first < 0 {
				first = i
			}
		}
	}
	if first < 0 || w*100 < float64(settleShare*n) {
		return false
	}
	for j := range res[first] {
		best := true
		for i, good := range ok {
			if !good {
				continue
			}
			for k := range res[i] {
				if res[i][k].amt > res[i][j].amt {
					best = false
					break
				}
			}
			if !best {
				break
			}
		}
		if best {
			return true
		}
	}
	return false
}

// evalPlay solves one full deal st after each legal card of the seat me to
// move; good is false if a search hit its cap or the contract is not
// supported.
func evalPlay(s *solver.Solver, st *game.State, me game.Seat, legal []game.Action, band bool) ([]outcome, bool) {
	pr, err := solver.NewProblem(st, me)
	if err != nil {
		return nil, false
	}
	s.ResetNodes()
	rules := st.Rules()
	n := st.Players()
	contract := st.Contract()
	decl := st.Declarer()
	win := pr.WinPoints() // 36, counting in pairs 40
	out := make([]outcome, len(legal))
	var pts [64]int // normal games: the declarer's points (lowest of what is known)
	for j, a := range legal {
		c := a.Card()
		child, done, won := pr.Child(c)
		switch {
		case contract == game.Raeuber:
			pts, err := s.Value(&child)
			if err != nil {
				return nil, false
			}
			out[j] = outcome{amt: -float64(pts), win: pts*n < 70}
		case contract.Info().Normal && !pr.Points():
			// a Solo announced as a Durchmarsch: every trick or nothing
			won, err := solvedWin(s, &child, done, won)
			if err != nil {
				return nil, false
			}
			out[j] = side(me, decl, n, rules.DurchmarschAmount(won), won)
		case contract.Info().Normal:
			var p int
			if band {
				f, err := s.Factor(&child)
				if err != nil {
					return nil, false
				}
				p = pr.BandPoints(f)
			} else {
				w, err := s.AtLeast(&child, win)
				if err != nil {
					return nil, false
				}
				p = win - 5 // the band of 31–35 (pairs 35–39): factor −1
				if w {
					p = win
				}
			}
			pts[j] = p
		case contract == game.Drescher:
			// the solver's value is 1 if me avoids the last trick; the
			// taker pays each other player V (double if Vorhand)
			won, err := solvedWin(s, &child, done, won)
			if err != nil {
				return nil, false
			}
			amt := rules.SpecialValue(contract)
			if !won {
				amt = -(n - 1) * amt
				if me == st.Vorhand() {
					amt *= 2
				}
			}
			out[j] = outcome{amt: float64(amt), win: won}
		default: // Ultimo, Piccolo, Bettel and the optional specials
			won, err := solvedWin(s, &child, done, won)
			if err != nil {
				return nil, false
			}
			amt := rules.SpecialValue(contract)
			if !won {
				amt = -amt
			}
			out[j] = side(me, decl, n, amt, won)
		}
	}
	if contract.Info().Normal && pr.Points() {
		if !band {
			// every card wins, or every card loses: one band further tells
			// them apart
			same := true
			for j := range legal {
				same = same && pts[j] == pts[0]
			}
			if same {
				t := win + 5
				if pts[0] < win {
					t = win - 5
				}
				for j, a := range legal {
					child, _, _ := pr.Child(a.Card())
					w, err := s.AtLeast(&child, t)
					if err != nil {
						return nil, false
					}
					switch {
					case w && t == win+5:
						pts[j] = win + 5
					case !w && t == win-5:
						pts[j] = win - 10
					}
				}
			}
		}
		for j := range legal {
			// a game from the Gegensolo auction is worth one more
			// (GEGENSOLO_VERSTEIGERUNG, RULES §11)
			amt, _, _ := rules.Amount(contract, pts[j], st.FromAuction())
			out[j] = side(me, decl, n, amt, pts[j] >= win)
		}
	}
	return out, true
}

// solvedWin returns whether the side the solver counts for makes the
// all-or-nothing game child: won when the card just played decided it
// (done), else the solver's answer.
func solvedWin(s *solver.Solver, child *solver.Problem, done, won bool) (bool, error) {
	if done {
		return won, nil
	}
	return s.AtLeast(child, 0)
}

// side turns a per-defender amount into the settlement of seat me.
func side(me, decl game.Seat, n, amt int, declWon bool) outcome {
	if me == decl {
		return outcome{amt: float64((n - 1) * amt), win: declWon}
	}
	return outcome{amt: float64(-amt), win: !declWon}
}
