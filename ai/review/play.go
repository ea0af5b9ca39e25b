package review

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/cego-spiel/cego/ai/solver"
	"github.com/cego-spiel/cego/game"
)

// Why says what the best card does better than the card played, as far as
// the current trick shows it: the trick as it was played against the trick
// after the best card with best play by everyone.
type Why int

// The reasons a review gives.
const (
	// WhyNone: the card played was among the best.
	WhyNone Why = iota
	// WhyWinsTrick: with the best card the seat's side wins the trick (with
	// best play by everyone); as it was played it lost it. Card is the
	// richest card in that trick (NoCard when it holds no card worth more
	// than 1).
	WhyWinsTrick
	// WhySaves: Card, a card of the seat's side worth at least 2, went to
	// the other side — in this trick as it was played, or later in the
	// played card's line of best play to the end — and the best card's line
	// keeps it.
	WhySaves
	// WhyDucks: Räuber: the best card lets the trick go to someone else.
	WhyDucks
	// WhyGivesLess: the trick goes to the other side either way, but the
	// best card gives it less.
	WhyGivesLess
	// WhyLater: the trick goes the same way; the difference shows in later
	// tricks, in cards worth less than 2 (or the lines could not be played
	// out within the limit; or Räuber).
	WhyLater
	// WhyGame: Ultimo, Piccolo, Bettel: the best card wins the game for the
	// seat's side (or keeps it won); the card played loses it.
	WhyGame
	// WhyCatches: played on with best play to the end, the best card's line
	// wins Card (a card of the other side worth at least 2) for the seat's
	// side, the played card's does not.
	WhyCatches

	// whySavesItself is WhySaves when the card kept safe is the best card
	// itself (for the phrase only).
	whySavesItself Why = -1
)

// CardVerdict is the open-card solver's verdict on one card a seat played:
// the result of best play by everyone after it, against the best card.
type CardVerdict struct {
	// Index is the card's place in the deal's action record (from 0) and
	// Trick its trick (from 1).
	Index, Trick int
	Played       game.Card
	// Forced: it was the only legal card (no verdict needed).
	Forced bool
	// Best is the best card: Played when it was among the best.
	Best game.Card
	// Value and BestValue are the results of best play after Played and
	// after Best: in normal games the declarer's final card points (counted
	// by the rules, in threes or pairs), in Räuber the seat's own, in Ultimo, Piccolo and Bettel 1
	// when the declarer makes his game and 0 when not.
	Value, BestValue int
	// Lost is what the card gave up against Best (0: best): card points,
	// or 1 for the game in Ultimo, Piccolo and Bettel (Game is then true).
	Lost int
	Game bool
	// Why and Card say what Best does better.
	Why  Why
	Card game.Card
	// Accuracy is how Value, BestValue and Lost are meant: card points
	// (the exact judgement, with Why), or — when that was too deep for the
	// solver within its time — the factor band of RULES §9.2, or only won
	// (1) or lost (0; Game is then true). Why is WhyLater for the coarse
	// ones.
	Accuracy Accuracy
	// Err is set when the solver gave no verdict (its limit was reached, or
	// the contract or counting is one it does not solve); the other fields
	// but Index, Trick, Played and Forced are then empty.
	Err error
}

// Config bounds a review.
type Config struct {
	// NodeCap bounds the solver's nodes per decision (0: none); Budget its
	// time per decision (0: none). A decision that exceeds either gets a
	// verdict with Err set.
	NodeCap int
	Budget  time.Duration
	// Workers is how many solvers may search side by side where a review's
	// decisions allow it (0 or 1: one): the exchange's alternatives
	// (Exchange). The cards are judged one after the other on one solver,
	// the later positions warming its table for the earlier ones.
	Workers int
	// Progress, if set, is called with each verdict as soon as it is found
	// (the last card first: later positions are quicker and warm the
	// solver's table for the earlier ones).
	Progress func(i int, v CardVerdict)
}

// ErrCap is the Err of a verdict the solver could not find within the
// review's node cap or time budget.
var ErrCap = errors.New("the solver could not finish within its limit")

// reviewDecision is one decision of the reviewed seat: the state before
// it and its place in the action record.
type reviewDecision struct {
	st    game.State
	index int
}

// replayDecisions replays actions from start and returns the states before
// the actions pick chooses, and the state at the end. An illegal action, or
// one after the end of the deal, is refused with an error.
func replayDecisions(start game.State, actions []game.Action, pick func(st *game.State, a game.Action) bool) ([]reviewDecision, game.State, error) {
	var ds []reviewDecision
	st := start
	for i, a := range actions {
		if st.Phase() == game.Done {
			return nil, st, fmt.Errorf("review: action %d (%v) after the end of the deal", i+1, a)
		}
		if pick(&st, a) {
			ds = append(ds, reviewDecision{st, i})
		}
		if err := st.Apply(a); err != nil {
			return nil, st, fmt.Errorf("review: action %d (%v): %w", i+1, a, err)
		}
	}
	return ds, st, nil
}

// Play replays a deal from its start (start, the State as dealt) through
// actions and returns the open-card solver's verdict on every card seat
// played, in playing order. It sees every card: use it only for a deal that
// is over. ctx stops it within a fraction of a second (see sliced); a
// decision too deep for exact card points within cfg.Budget is judged by
// factor band or won/lost (judgeInTime).
func Play(ctx context.Context, start game.State, actions []game.Action, seat game.Seat, cfg Config) ([]CardVerdict, error) {
	if seat < 0 || int(seat) >= start.Players() {
		return nil, fmt.Errorf("review: seat %d is not at the table", seat)
	}
	ds, st, err := replayDecisions(start, actions, func(st *game.State, a game.Action) bool {
		return st.Phase() == game.Playing && st.Turn() == seat && a.IsCard()
	})
	if err != nil {
		return nil, err
	}
	out := make([]CardVerdict, len(ds))
	s := solver.New(19, cfg.NodeCap)
	for k := len(ds) - 1; k >= 0; k-- {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		d := ds[k]
		v := CardVerdict{Index: d.index, Trick: d.st.TrickCount(), Played: actions[d.index].Card()}
		if d.st.LegalCards().Len() < 2 {
			v.Forced, v.Best, v.Why = true, v.Played, WhyNone
			v.Game = judgeOf(&d.st, seat).special
		} else if err := judgeInTime(ctx, s, &d.st, seat, &v, st.Tricks()[v.Trick-1], cfg); err != nil {
			return nil, err
		}
		out[k] = v
		if cfg.Progress != nil {
			cfg.Progress(k, v)
		}
	}
	return out, nil
}

// judge fills v with the verdict on v.Played at st (seat to move); actual
// is the trick as it was played.
func judge(s *solver.Solver, st *game.State, seat game.Seat, v *CardVerdict, actual game.Trick) {
	fail := func(err error) {
		if errors.Is(err, solver.ErrNodeCap) {
			err = ErrCap
		}
		*v = CardVerdict{Index: v.Index, Trick: v.Trick, Played: v.Played, Err: err}
	}
	pr, err := solver.NewProblem(st, seat)
	if err != nil {
		fail(err)
		return
	}
	j := judgeOf(st, seat)
	vp, err := j.value(s, pr, v.Played)
	if err != nil {
		fail(err)
		return
	}
	v.Value, v.Best, v.BestValue, v.Game = vp, v.Played, vp, j.special
	// first only whether any card does better (one null-window test each),
	// then the exact value of those that do
	for m := pr.Legal(); m != 0; m &= m - 1 {
		c := m.Lowest()
		if c == v.Played {
			continue
		}
		better, err := j.beats(s, pr, c, v.BestValue)
		if err != nil {
			fail(err)
			return
		}
		if !better {
			continue
		}
		x, err := j.value(s, pr, c)
		if err != nil {
			fail(err)
			return
		}
		v.Best, v.BestValue = c, x
	}
	v.Lost = absInt(v.BestValue - v.Value)
	if v.Lost == 0 {
		v.Why = WhyNone
		return
	}
	if j.special {
		v.Why = WhyGame
		return
	}
	// the trick as it was played against the trick the best card leads to
	// with best play: what the person saw against what he could have had
	tb, err := j.trickLine(s, st, v.Best, v.BestValue)
	if err != nil {
		v.Why = WhyLater // the trick could not be played out within the limit
		return
	}
	v.Why, v.Card = j.why(actual, tb)
	if v.Why == WhyLater {
		v.Why, v.Card = j.later(s, st, v, actual)
	}
}

// judgeOf describes the search from seat's side.
type judging struct {
	seat     game.Seat
	decl     game.Seat
	raeuber  bool
	special  bool
	maxSeat  func(game.Seat) bool // seats that maximise the solver's value
	ourSide  func(game.Seat) bool // seats on seat's side
	seatMaxi bool
}

// wonOrLost reports whether the solver answers st's game, searched for
// seat, as won (1) or lost (0) rather than in card points: the special
// games, Drescher and a Solo announced as a Durchmarsch (Problem.Points).
func wonOrLost(st *game.State, seat game.Seat) bool {
	if pr, err := solver.NewProblem(st, seat); err == nil {
		return !pr.Points()
	}
	c := st.Contract()
	return !c.Info().Normal && c != game.Raeuber
}

func judgeOf(st *game.State, seat game.Seat) judging {
	c := st.Contract()
	j := judging{seat: seat, decl: st.Declarer(), raeuber: c == game.Raeuber, special: wonOrLost(st, seat)}
	switch {
	case j.raeuber:
		j.maxSeat = func(q game.Seat) bool { return q != seat }
		j.ourSide = func(q game.Seat) bool { return q == seat }
	case c == game.Drescher:
		// the solver's value is 1 if seat avoids the last trick
		j.maxSeat = func(q game.Seat) bool { return q == seat }
		j.ourSide = func(q game.Seat) bool { return q == seat }
	default:
		j.maxSeat = func(q game.Seat) bool { return q == j.decl }
		j.ourSide = func(q game.Seat) bool { return (q == j.decl) == (seat == j.decl) }
	}
	j.seatMaxi = j.maxSeat(seat)
	return j
}

// value is the exact result of best play after the mover plays c.
func (j judging) value(s *solver.Solver, pr *solver.Problem, c game.Card) (int, error) {
	child, done, won := pr.Child(c)
	if done {
		return b2int(won), nil
	}
	return s.Value(&child)
}

// atLeast reports whether best play after c gives the maximiser at least t.
func (j judging) atLeast(s *solver.Solver, pr *solver.Problem, c game.Card, t int) (bool, error) {
	child, done, won := pr.Child(c)
	if done {
		if j.special {
			return won && t <= 1 || t <= 0, nil
		}
		v, err := s.Value(&child)
		return v >= t, err
	}
	if child.Legal() == 0 {
		v, err := s.Value(&child)
		return v >= t, err
	}
	if j.special {
		if t <= 0 {
			return true, nil
		}
		if t > 1 {
			return false, nil
		}
		return s.AtLeast(&child, 0)
	}
	return s.AtLeast(&child, t)
}

// beats reports whether c does better for the mover than the value v.
func (j judging) beats(s *solver.Solver, pr *solver.Problem, c game.Card, v int) (bool, error) {
	if j.maxSeat(pr.Turn()) {
		return j.atLeast(s, pr, c, v+1)
	}
	ok, err := j.atLeast(s, pr, c, v)
	return !ok, err
}

// trickLine plays c at st and the rest of the trick with best play (the
// line's value is v) and returns the completed trick.
func (j judging) trickLine(s *solver.Solver, st *game.State, c game.Card, v int) (game.Trick, error) {
	x, err := j.line(s, st, c, v, false)
	if err != nil {
		return game.Trick{}, err
	}
	ts := x.Tricks()
	return ts[st.TrickCount()-1], nil
}

// line plays c at st and then best play by everyone (the line's value is
// v) to the end of the trick, or with toEnd to the end of the deal.
func (j judging) line(s *solver.Solver, st *game.State, c game.Card, v int, toEnd bool) (game.State, error) {
	x := *st
	if err := x.Apply(game.CardAction(c)); err != nil {
		return x, err
	}
	err := followBest(&x, j.seat, func(x *game.State) bool { return toEnd || x.CurrentTrick().N > 0 },
		func(pr *solver.Problem, mover game.Seat, c game.Card) (bool, error) {
			if j.maxSeat(mover) {
				return j.atLeast(s, pr, c, v)
			}
			more, err := j.atLeast(s, pr, c, v+1)
			return !more, err
		})
	if errors.Is(err, errNoCardKeeps) {
		return x, fmt.Errorf("%w %d", err, v)
	}
	return x, err
}

// errNoCardKeeps: no card of the mover keeps the line's value.
var errNoCardKeeps = errors.New("review: no card keeps the value")

// followBest plays on from x with best play while x is in trick play and
// goon holds: at each turn the mover plays his lowest card (in bitmask
// order) for which keeps says that it holds the line's value (a single
// legal card is played without asking). keeps gets the problem of x seen
// by seat, the mover and the card. No card keeping the value gives
// errNoCardKeeps.
func followBest(x *game.State, seat game.Seat, goon func(*game.State) bool, keeps func(pr *solver.Problem, mover game.Seat, c game.Card) (bool, error)) error {
	for x.Phase() == game.Playing && goon(x) {
		pr, err := solver.NewProblem(x, seat)
		if err != nil {
			return err
		}
		mover := pr.Turn()
		next := game.NoCard
		if l := pr.Legal(); l.Len() == 1 {
			next = l.Lowest()
		}
		for m := pr.Legal(); m != 0 && next == game.NoCard; m &= m - 1 {
			ok, err := keeps(pr, mover, m.Lowest())
			if err != nil {
				return err
			}
			if ok {
				next = m.Lowest()
			}
		}
		if next == game.NoCard {
			return errNoCardKeeps
		}
		if err := x.Apply(game.CardAction(next)); err != nil {
			return err
		}
	}
	return nil
}

// later looks for the difference in the tricks to come: both cards played
// on with best play to the end, the richest card that the best card's line
// brings to the seat's side and the played card's line does not — kept
// safe when the side held it, caught when the others did. The cards of the
// trick as it was played are left out: their fate is on the table.
func (j judging) later(s *solver.Solver, st *game.State, v *CardVerdict, actual game.Trick) (Why, game.Card) {
	ep, err1 := j.line(s, st, v.Played, v.Value, true)
	eb, err2 := j.line(s, st, v.Best, v.BestValue, true)
	if err1 != nil || err2 != nil || j.raeuber {
		return WhyLater, game.NoCard
	}
	ours := func(end *game.State) (m game.Cards) {
		for _, t := range end.Tricks() {
			if j.ourSide(t.Winner()) {
				m |= t.Set()
			}
		}
		return m
	}
	var held game.Cards // the cards the seat's side holds or played to this trick
	for q := game.Seat(0); int(q) < st.Players(); q++ {
		if j.ourSide(q) {
			held |= st.Hand(q)
		}
	}
	cur := st.CurrentTrick()
	for i := 0; i < int(cur.N); i++ {
		if j.ourSide(cur.Seat(i)) {
			held |= cur.Cards[i].Bit()
		}
	}
	gained := ours(&eb) &^ ours(&ep) &^ actual.Set()
	best := game.NoCard
	for m := gained; m != 0; m &= m - 1 {
		c := m.Lowest()
		if c.Points() >= 2 && (best == game.NoCard || c.Points() > best.Points() || c.Points() == best.Points() && c > best) {
			best = c
		}
	}
	switch {
	case best == game.NoCard:
		return WhyLater, game.NoCard
	case held.Has(best):
		return WhySaves, best
	}
	return WhyCatches, best
}

// why compares the trick as it was played (tp) with the trick of the best
// card (tb).
func (j judging) why(tp, tb game.Trick) (Why, game.Card) {
	if j.raeuber {
		if tp.Winner() == j.seat && tb.Winner() != j.seat {
			return WhyDucks, game.NoCard
		}
		return WhyLater, game.NoCard
	}
	wp, wb := j.ourSide(tp.Winner()), j.ourSide(tb.Winner())
	switch {
	case !wp && wb:
		// the richest card in it besides the best card itself
		return WhyWinsTrick, richest(tb, func(q game.Seat) bool { return q != j.seat })
	case !wp:
		// our richest card lost in the played line, if the best line keeps it
		x := richest(tp, j.ourSide)
		lostToo := false
		for i := 0; i < int(tb.N); i++ {
			lostToo = lostToo || tb.Cards[i] == x
		}
		if x != game.NoCard && !lostToo {
			return WhySaves, x
		}
		if cardValues(tb) < cardValues(tp) {
			return WhyGivesLess, game.NoCard
		}
	}
	return WhyLater, game.NoCard
}

// richest is the most valuable card worth at least 2 played to t by a
// seat for which side is true, or NoCard.
func richest(t game.Trick, side func(game.Seat) bool) game.Card {
	best := game.NoCard
	for i := 0; i < int(t.N); i++ {
		c := t.Cards[i]
		if side(t.Seat(i)) && c.Points() >= 2 && (best == game.NoCard || c.Points() > best.Points() || c.Points() == best.Points() && c > best) {
			best = c
		}
	}
	return best
}

func cardValues(t game.Trick) int {
	n := 0
	for i := 0; i < int(t.N); i++ {
		n += t.Cards[i].Points()
	}
	return n
}

func absInt(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// String says the verdict in English: "Trick 3, hK: lost 6 points: T3 would
// have kept the Mond safe".
func (v CardVerdict) String() string {
	head := fmt.Sprintf("Trick %d, %v: ", v.Trick, v.Played)
	switch {
	case v.Err != nil:
		return head + "no verdict (" + v.Err.Error() + ")"
	case v.Forced:
		return head + "the only legal card"
	case v.Lost == 0:
		return head + "best"
	case v.Game:
		return head + fmt.Sprintf("this lost the game: %v would have won it", v.Best)
	}
	unit := "points"
	if v.Lost == 1 {
		unit = "point"
	}
	why := v.Why
	if why == WhySaves && v.Card == v.Best {
		why = whySavesItself
	}
	return head + fmt.Sprintf("lost %d %s: %v %s", v.Lost, unit, v.Best, why.phrase(v.Card))
}

// phrase is the reason as the end of an English sentence about the best
// card.
func (w Why) phrase(c game.Card) string {
	switch w {
	case WhyWinsTrick:
		if c != game.NoCard {
			return fmt.Sprintf("would have won the trick for your side, with %v in it", c)
		}
		return "would have won the trick for your side"
	case WhySaves:
		return fmt.Sprintf("would have kept %v safe", c)
	case whySavesItself:
		return "now would have kept it safe"
	case WhyCatches:
		return fmt.Sprintf("would have caught %v", c)
	case WhyDucks:
		return "would have let the trick go"
	case WhyGivesLess:
		return "would have given the other side less in this trick"
	case WhyGame:
		return "would have won the game"
	}
	return "would have done better in the tricks to come"
}
