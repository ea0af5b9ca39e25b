package review

import (
	"context"
	"errors"
	"time"

	"github.com/cego-spiel/cego/ai/solver"
	"github.com/cego-spiel/cego/game"
)

// Shares of a card decision's budget: the exact judgement first; what it
// leaves when too deep goes to the factor band, then to won/lost.
const (
	exactShare = 5 // eighths of the budget
	bandShare  = 2
)

// judgeInTime fills v with the verdict on v.Played at st: exact card points
// within exactShare of cfg.Budget; when that is too deep, in a normal game
// the factor band each card reaches, then only won or lost, each within
// its share. Only a stopped ctx is returned as an error.
func judgeInTime(ctx context.Context, s *solver.Solver, st *game.State, seat game.Seat, v *CardVerdict, actual game.Trick, cfg Config) error {
	base := *v
	start := time.Now()
	until := func(eighths int) time.Time {
		if cfg.Budget <= 0 {
			return time.Time{}
		}
		return start.Add(cfg.Budget * time.Duration(eighths) / 8)
	}
	err := sliced(ctx, s, until(exactShare), cfg.NodeCap, func(end time.Time, last bool) error {
		*v = base
		judge(s, st, seat, v, actual)
		// a reason cut short by the slice's end is worth a longer slice
		if errors.Is(v.Err, ErrCap) || !last && time.Now().After(end) {
			return solver.ErrNodeCap
		}
		return nil
	})
	if err == nil || !errors.Is(err, ErrCap) {
		return err
	}
	*v = base
	v.Err = ErrCap
	if !st.Contract().Info().Normal || wonOrLost(st, seat) || cfg.Budget <= 0 {
		return nil
	}
	for _, step := range []struct {
		a       Accuracy
		eighths int
	}{{AccuracyBand, exactShare + bandShare}, {AccuracyGame, 8}} {
		c := base
		err := sliced(ctx, s, until(step.eighths), cfg.NodeCap, func(time.Time, bool) error {
			c = base
			return judgeCoarse(s, st, seat, &c, step.a)
		})
		switch {
		case err == nil:
			*v = c
			return nil
		case !errors.Is(err, ErrCap):
			if e := ctx.Err(); e != nil {
				return e
			}
			return nil // a coarse judgement the solver refuses: no verdict
		}
	}
	return nil
}

// judgeCoarse fills v with the factor band (AccuracyBand) or the won/lost
// outcome (AccuracyGame) that best play reaches after each legal card of a
// normal game: the declarer's best card reaches the highest, a defender's
// the lowest. It returns the solver's error (solver.ErrNodeCap at its
// deadline).
func judgeCoarse(s *solver.Solver, st *game.State, seat game.Seat, v *CardVerdict, a Accuracy) error {
	pr, err := solver.NewProblem(st, seat)
	if err != nil {
		return err
	}
	maxi := judgeOf(st, seat).seatMaxi
	value := func(c game.Card) (int, error) {
		child, done, _ := pr.Child(c)
		if done {
			return 0, errors.New("review: the deal ends with this card; it is judged exactly")
		}
		if a == AccuracyBand {
			return s.Factor(&child)
		}
		won, err := s.AtLeast(&child, child.WinPoints())
		return b2int(won), err
	}
	vp, err := value(v.Played)
	if err != nil {
		return err
	}
	best, bv := v.Played, vp
	for m := pr.Legal(); m != 0; m &= m - 1 {
		c := m.Lowest()
		if c == v.Played {
			continue
		}
		x, err := value(c)
		if err != nil {
			return err
		}
		if maxi && x > bv || !maxi && x < bv {
			best, bv = c, x
		}
	}
	v.Accuracy, v.Value, v.Best, v.BestValue = a, vp, best, bv
	v.Lost = absInt(bv - vp)
	v.Game = a == AccuracyGame && v.Lost > 0
	v.Why = WhyNone
	if v.Lost > 0 {
		v.Why = WhyLater
	}
	return nil
}
