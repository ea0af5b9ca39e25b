package review

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/ai/solver"
	"github.com/cego-spiel/cego/game"
)

// CallMethod says how the settlement of a call's line was found.
type CallMethod int

// The methods.
const (
	// CallRecorded: the call made, and the deal as it was played: its
	// actual settlement.
	CallRecorded CallMethod = iota
	// CallSolved: trick play solved with every card open (exact card
	// points, or the factor band, which is all a normal game's settlement
	// depends on), then played to the end along that best play.
	CallSolved
	// CallPlayedOut: trick play played out by the Normal (rule) bot in
	// every seat: the contract is one the solver does not settle (Räuber,
	// Drescher), or the solver reached its limit.
	CallPlayedOut
	// CallNoPlay: the deal ended before trick play (a "Hosen rum!").
	CallNoPlay
)

// String names the method: "as played", "solved", "played out", "no play".
func (m CallMethod) String() string {
	switch m {
	case CallRecorded:
		return "as played"
	case CallSolved:
		return "solved"
	case CallPlayedOut:
		return "played out"
	case CallNoPlay:
		return "no play"
	}
	return fmt.Sprintf("CallMethod(%d)", int(m))
}

// CallOutcome is where one call leads: the contract reached and the
// reviewed seat's settlement.
type CallOutcome struct {
	Call     game.Action
	Contract game.Contract
	Declarer game.Seat // game.NoSeat in Räuber and Drescher
	// Score is the reviewed seat's settlement of the line (game.State.Score).
	Score  int
	Method CallMethod
}

// CallVerdict is the review of one call a seat made while the deal was in
// its Bidding phase (the auction and the questions after it: offen, the
// Solo's extra announcement, "Hosen rum!"): the settlement its line reached
// against the lines of every other legal call.
type CallVerdict struct {
	// Index is the call's place in the deal's action record (from 0) and
	// Call the call made.
	Index int
	Call  game.Action
	// Seat is the reviewed seat.
	Seat game.Seat
	// Trumps counts the trumps in the seat's hand at the call.
	Trumps int
	// Forced: it was the only legal call (Actual only, no alternatives).
	Forced bool
	// Actual is the deal as it was played (Method CallRecorded).
	Actual CallOutcome
	// Alternatives are the lines of the other legal calls, in the engine's
	// order of legal actions.
	Alternatives []CallOutcome
	// Best is the call whose line settles best for the seat (Call when
	// none settles better than the deal as played), Gain how much better
	// (0: best).
	Best game.Action
	Gain int
}

// CallConfig bounds a call review.
type CallConfig struct {
	// NodeCap bounds the solver's nodes per search (0: none). Budget is the
	// time for the alternatives of one call together (0: none), shared
	// evenly; an alternative whose trick play the solver cannot settle in
	// its share is played out by the rule bot instead.
	NodeCap int
	Budget  time.Duration
	// Seed seeds the rule bots' decisions (a fresh Normal bot for every
	// decision, seeded from Seed and the position, so the same position
	// always brings the same answer).
	Seed uint64
	// Workers is how many lines are played side by side, each worker with
	// its own solver (0 or 1: one line after the other). The verdicts are
	// the same.
	Workers int
	// Progress, if set, is called with each verdict as soon as it is found
	// (the forced calls' first; with several workers from their
	// goroutines, one at a time).
	Progress func(i int, v CallVerdict)
}

// Calls judges the calls seat made in a finished deal (start as
// dealt, then actions) with every card open. For each call where another
// call was legal, every legal alternative is played on: the later calls of
// every seat (the reviewed one's too), the exchange and the questions
// before play by the Normal rule bot; then trick play is solved with best
// play by everyone (CallSolved), or played out by the rule bot when the
// solver cannot settle it (CallPlayedOut). The call made keeps the deal as
// it was actually played (CallRecorded): its line is the recorded one, with
// the exchange and the cards as they were played, not with best play, so
// its settlement also reflects the play. The bots are the Normal bot,
// freshly seeded from cfg.Seed and the position for every decision.
// The verdicts are returned in the order of the calls. ctx stops it between searches
// (and sets the solver's deadline when it has one). A record that is not
// a legal, finished deal is refused with an error.
func Calls(ctx context.Context, start game.State, actions []game.Action, seat game.Seat, cfg CallConfig) ([]CallVerdict, error) {
	if seat < 0 || int(seat) >= start.Players() {
		return nil, fmt.Errorf("review: seat %d is not at the table", seat)
	}
	ds, st, err := replayDecisions(start, actions, func(st *game.State, _ game.Action) bool {
		return st.Phase() == game.Bidding && st.Turn() == seat
	})
	if err != nil {
		return nil, err
	}
	if st.Phase() != game.Done {
		return nil, errors.New("review: the deal is not over")
	}
	actual := outcomeOf(&st, seat, actions[0], CallRecorded)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	// every call's verdict with its alternatives still to play, and the
	// lines to play: the deal just after each alternative call
	type line struct {
		k, slot int
		x       game.State
		share   time.Duration
	}
	var lines []line
	out := make([]CallVerdict, len(ds))
	left := make([]int, len(ds))
	for k, d := range ds {
		call := actions[d.index]
		v := CallVerdict{Index: d.index, Call: call, Seat: seat, Trumps: (d.st.Hand(seat) & game.TrumpCards).Len(), Best: call}
		v.Actual = actual
		v.Actual.Call = call
		legal := d.st.Legal()
		if len(legal) < 2 {
			v.Forced = true
		} else {
			share := time.Duration(0)
			if cfg.Budget > 0 {
				share = cfg.Budget / time.Duration(len(legal)-1)
			}
			for _, a := range legal {
				if a == call {
					continue
				}
				x := d.st
				if err := x.Apply(a); err != nil {
					return nil, fmt.Errorf("review: legal call %v refused: %w", a, err)
				}
				lines = append(lines, line{k: k, slot: len(v.Alternatives), x: x, share: share})
				v.Alternatives = append(v.Alternatives, CallOutcome{Call: a})
				left[k]++
			}
		}
		out[k] = v
	}
	// report finishes call k's verdict and reports it: the best line is
	// the first of the highest settlement, in the order of the calls
	report := func(k int) {
		v := &out[k]
		for _, o := range v.Alternatives {
			if g := o.Score - v.Actual.Score; g > v.Gain {
				v.Best, v.Gain = o.Call, g
			}
		}
		if cfg.Progress != nil {
			cfg.Progress(k, *v)
		}
	}
	for k := range out {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if left[k] == 0 {
			report(k)
		}
	}
	var (
		mu   sync.Mutex // guards out, left, stop and the reports
		stop error
		next atomic.Int64
		wg   sync.WaitGroup
	)
	work := func(r *callReviewer) {
		for {
			i := int(next.Add(1)) - 1
			if i >= len(lines) || ctx.Err() != nil {
				return
			}
			l := lines[i]
			o, err := r.line(l.x, l.share)
			mu.Lock()
			switch {
			case err != nil:
				if stop == nil {
					stop = err
				}
				cancel()
			case ctx.Err() == nil:
				o.Call = out[l.k].Alternatives[l.slot].Call
				out[l.k].Alternatives[l.slot] = o
				if left[l.k]--; left[l.k] == 0 {
					report(l.k)
				}
			}
			mu.Unlock()
		}
	}
	for range min(max(cfg.Workers, 1), len(lines)) - 1 {
		r := &callReviewer{ctx: ctx, seat: seat, cfg: cfg, s: solver.New(callBits, cfg.NodeCap)}
		wg.Go(func() { work(r) })
	}
	work(&callReviewer{ctx: ctx, seat: seat, cfg: cfg, s: solver.New(callBits, cfg.NodeCap)})
	wg.Wait()
	switch {
	case stop != nil:
		return nil, stop
	case ctx.Err() != nil:
		return nil, ctx.Err()
	}
	return out, nil
}

// callBits sizes the table of a call review's solvers (2^18 entries).
const callBits = 18

// outcomeOf describes the finished deal st for seat.
func outcomeOf(st *game.State, seat game.Seat, call game.Action, m CallMethod) CallOutcome {
	o := CallOutcome{Call: call, Contract: st.Contract(), Declarer: st.Declarer(), Score: st.Score()[seat], Method: m}
	if o.Contract.Info().Solitary {
		o.Declarer = game.NoSeat
	}
	return o
}

// callReviewer plays the alternative lines of one deal.
type callReviewer struct {
	ctx  context.Context
	seat game.Seat
	cfg  CallConfig
	s    *solver.Solver
}

// ruleAction is the Normal bot's action at st, from a bot seeded by the
// position.
func (r *callReviewer) ruleAction(st *game.State) game.Action {
	v := st.View(st.Turn())
	return ai.NewRuleBot(ai.PositionSeed(r.cfg.Seed, &v)).Choose(v)
}

// line plays x (the deal just after an alternative call) to its end and
// returns the seat's outcome. Only a stopped ctx or a bot's illegal action
// is an error.
func (r *callReviewer) line(x game.State, budget time.Duration) (CallOutcome, error) {
	for steps := 0; x.Phase() != game.Playing; steps++ {
		if x.Phase() == game.Done {
			return outcomeOf(&x, r.seat, 0, CallNoPlay), nil
		}
		if steps > 200 {
			return CallOutcome{}, errors.New("review: the auction does not end")
		}
		if err := x.Apply(r.ruleAction(&x)); err != nil {
			return CallOutcome{}, fmt.Errorf("review: rule bot: %w", err)
		}
	}
	if err := r.ctx.Err(); err != nil {
		return CallOutcome{}, err
	}
	if !x.Contract().Info().Solitary {
		end, err := r.solve(x, budget)
		if err == nil {
			return outcomeOf(&end, r.seat, 0, CallSolved), nil
		}
		if e := r.ctx.Err(); e != nil {
			return CallOutcome{}, e
		}
	}
	for steps := 0; x.Phase() != game.Done; steps++ {
		if steps > 500 {
			return CallOutcome{}, errors.New("review: the deal does not end")
		}
		if err := x.Apply(r.ruleAction(&x)); err != nil {
			return CallOutcome{}, fmt.Errorf("review: rule bot: %w", err)
		}
	}
	return outcomeOf(&x, r.seat, 0, CallPlayedOut), nil
}

// solve finds the result of best play from x (the first lead) — exact
// points, else the factor band, else won or lost in a special game — and
// plays x to the end along a line of best play that keeps it. Any failure
// (the limit, a position the solver refuses) is an error.
func (r *callReviewer) solve(x game.State, budget time.Duration) (game.State, error) {
	// no Reset: the table's entries stay valid across positions (a key
	// covers the hands, the leader and the contract), and the lines of
	// different calls often reach the same contract with the same hands
	deadline := time.Time{}
	if budget > 0 {
		deadline = time.Now().Add(budget)
	}
	// part of the time: a capped exact search leaves some for the band and
	// the line
	part := func(frac int) time.Time {
		if deadline.IsZero() {
			return deadline
		}
		return time.Now().Add(time.Until(deadline) * time.Duration(frac) / 4)
	}
	pr, err := solver.NewProblem(&x, r.seat)
	if err != nil {
		return x, err
	}
	// won/lost answers (a Durchmarsch among them, Problem.Points); Räuber
	// is followed as before
	special := !pr.Points() || x.Contract() == game.Raeuber
	var lo int
	err = r.run(part(2), func() (err error) { lo, err = r.s.Value(pr); return })
	hi := lo
	if err != nil && !special {
		if e := r.ctx.Err(); e != nil {
			return x, e
		}
		var f int
		err = r.run(part(2), func() (err error) { f, err = r.s.Factor(pr); return })
		lo, hi = bandOf(x.Rules(), f)
	}
	if err != nil {
		return x, err
	}
	decl := x.Declarer()
	// ge: best play after the mover plays c gives the declarer at least t
	// (special games: t ≤ 0 always, t ≥ 2 never, 1 when he wins)
	ge := func(pr *solver.Problem, c game.Card, t int) (ok bool, err error) {
		if special && t <= 0 {
			return true, nil
		}
		if special && t > 1 {
			return false, nil
		}
		child, done, won := pr.Child(c)
		if done {
			return won, nil
		}
		err = r.run(deadline, func() (err error) {
			switch {
			case child.Legal() == 0:
				var v int
				v, err = r.s.Value(&child)
				ok = v >= t
			case special:
				ok, err = r.s.AtLeast(&child, 0)
			default:
				ok, err = r.s.AtLeast(&child, t)
			}
			return err
		})
		return ok, err
	}
	var stop error
	steps := 0
	err = followBest(&x, r.seat, func(*game.State) bool {
		if stop = r.ctx.Err(); stop == nil && steps > 200 {
			stop = errors.New("review: the play does not end")
		}
		steps++
		return stop == nil
	}, func(pr *solver.Problem, mover game.Seat, c game.Card) (bool, error) {
		if mover == decl {
			return ge(pr, c, lo)
		}
		more, err := ge(pr, c, hi+1)
		return !more, err
	})
	if err == nil {
		err = stop
	}
	if errors.Is(err, errNoCardKeeps) {
		return x, fmt.Errorf("review: no card keeps the result %d…%d", lo, hi)
	}
	if err != nil {
		return x, err
	}
	if x.Phase() != game.Done {
		return x, errors.New("review: the play stopped before the end")
	}
	return x, nil
}

// run runs f, one solver search, until the time until (zero: none) or the
// config's node cap (per search), in slices that see a cancelled ctx
// promptly (sliced).
func (r *callReviewer) run(until time.Time, f func() error) error {
	return sliced(r.ctx, r.s, until, r.cfg.NodeCap, func(time.Time, bool) error { return f() })
}

// bandOf returns the lowest and highest card points of factor band f.
func bandOf(rules game.Rules, f int) (lo, hi int) {
	lo, hi = -1, -1
	for p := 0; p <= 80; p++ {
		if rules.Factor(p) == f {
			if lo < 0 {
				lo = p
			}
			hi = p
		}
	}
	if hi == 80 {
		hi = 1 << 10 // the top band has no upper end
	}
	return lo, hi
}

// String says the verdict in English: "Call pass: Solo would have won 12
// more (Solo by you, +18, solved; as played Räuber, +6): you passed with 9
// trumps".
func (v CallVerdict) String() string {
	head := fmt.Sprintf("Call %v: ", v.Call)
	switch {
	case v.Forced:
		return head + "the only legal call"
	case v.Gain == 0:
		return head + "best"
	}
	var b CallOutcome
	for _, o := range v.Alternatives {
		if o.Call == v.Best {
			b = o
		}
	}
	verb := "called " + callName(v.Call)
	if v.Call == game.Pass {
		verb = "passed"
	}
	return head + fmt.Sprintf("%s would have won %d more (%s, %s; as played %s): you %s with %d trumps",
		callName(v.Best), v.Gain, b.describe(v.Seat), b.Method, v.Actual.describe(v.Seat), verb, v.Trumps)
}

// callName names a call by its contract where it has one ("Solo"), else
// as the action record writes it.
func callName(a game.Action) string {
	if c := game.ContractOfCall(a); c != game.NoContract {
		return c.String()
	}
	return a.String()
}

// describe says the contract and the settlement of seat: "Solo by you,
// +18", "Solo by seat 2, -6".
func (o CallOutcome) describe(seat game.Seat) string {
	s := o.Contract.String()
	switch o.Declarer {
	case game.NoSeat:
	case seat:
		s += " by you"
	default:
		s += fmt.Sprintf(" by seat %d", o.Declarer)
	}
	return s + fmt.Sprintf(", %+d", o.Score)
}
