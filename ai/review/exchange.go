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

// ExchangeStep is one of the declarer's exchange decisions (RULES §7).
type ExchangeStep int

// The exchange decisions.
const (
	// ExchangeKeep: the cards kept from the hand (the rest is laid aside
	// into the Legage) before the blind is taken.
	ExchangeKeep ExchangeStep = iota
	// ExchangeDiscard: the card discarded after the blind is taken.
	ExchangeDiscard
)

// Accuracy says how finely an exchange verdict's values are known.
type Accuracy int

// The accuracies, from the finest.
const (
	// AccuracyPoints: the declarer's exact card points (counted by the
	// rules: in threes, or in pairs with COUNT_PAIRS).
	AccuracyPoints Accuracy = iota
	// AccuracyBand: only the factor band of RULES §9.2 (−8 … +8).
	AccuracyBand
	// AccuracyGame: only won (1) or lost (0).
	AccuracyGame
)

// ExchangeVerdict is the open-card solver's verdict on one exchange
// decision: the result of best play by everyone from the first trick after
// the choice made, against the best legal choice.
type ExchangeVerdict struct {
	Step ExchangeStep
	// Index is the place of the decision's first action in the deal's
	// record (from 0).
	Index int
	// Chosen are the cards kept or discarded; Best the best choice found
	// (Chosen when no alternative judged did better).
	Chosen, Best game.Cards
	// Forced: there was no other legal choice.
	Forced bool
	// Accuracy is how Value and BestValue are meant: points, factor band
	// or won/lost. The solver tries points first and falls back to the
	// coarser ones when the choice made is too deep for it.
	Accuracy         Accuracy
	Value, BestValue int
	// Lost is BestValue − Value (0: best), in the unit of Accuracy.
	Lost int
	// Alternatives counts the other legal choices; Unjudged those the
	// solver could not settle within its limit (they are then not known to
	// be worse).
	Alternatives, Unjudged int
	// Err is set when the solver gave no verdict on the choice made (its
	// limit: ErrCap; or a contract or counting it does not solve).
	Err error
}

// Exchange judges the exchange decisions of seat in a finished deal
// (start as dealt, then actions) with every card open: the cards seat kept
// and the card it discarded, when it was the declarer of a game with the
// blind. It returns nothing for another seat or a deal without exchange or
// without trick play.
//
// Each legal alternative is replayed from the decision: after another keep,
// the recorded discard is kept if it is still legal (the card is still in
// hand), else the Normal (rule) bot discards; the decisions of the others
// between the exchange and the first lead (Hosen rum, SCHINDEN) are the
// recorded ones where still legal, else the rule bot's. An alternative
// after which the deal ends before play is not comparable and counts as
// unjudged. Then the play from the first trick is solved with best play by
// everyone. cfg.NodeCap bounds each solve, cfg.Budget each decision;
// cfg.Workers solvers judge a decision's alternatives side by side (the
// verdicts are the same as with one); cfg.Progress is not used. ctx stops
// it between solves.
func Exchange(ctx context.Context, start game.State, actions []game.Action, seat game.Seat, cfg Config) ([]ExchangeVerdict, error) {
	if seat < 0 || int(seat) >= start.Players() {
		return nil, fmt.Errorf("review: seat %d is not at the table", seat)
	}
	// find the decisions: keep from kStart, discard from dStart, play at
	// pStart
	kStart, dStart, pStart := -1, -1, -1
	var kState, dState game.State
	var kept, discarded game.Cards
	st := start
	for i, a := range actions {
		if st.Phase() == game.Playing {
			pStart = i
			break
		}
		if st.Phase() == game.Exchanging && st.Turn() == seat && a.IsCard() {
			if st.Blind() != 0 {
				if kStart < 0 {
					kStart, kState = i, st
				}
				kept = kept.Add(a.Card())
			} else {
				if dStart < 0 {
					dStart, dState = i, st
				}
				discarded = discarded.Add(a.Card())
			}
		}
		if err := st.Apply(a); err != nil {
			return nil, fmt.Errorf("review: action %d (%v): %w", i+1, a, err)
		}
	}
	if kStart < 0 || pStart < 0 {
		return nil, nil
	}
	after := func(from int) []game.Action {
		if from < 0 {
			return nil
		}
		return actions[from:pStart]
	}
	r := exchangeReviewer{s: solver.New(exchangeBits, cfg.NodeCap), seat: seat, cfg: cfg, ctx: ctx}
	var out []ExchangeVerdict
	// the keep: every legal set of kept cards
	tailK := after(kStart + kept.Len())
	kv := ExchangeVerdict{Step: ExchangeKeep, Index: kStart, Chosen: kept}
	var ko stepOutcomes
	for _, k := range keepSets(kState) {
		x := k.st
		ok := r.finish(&x, tailK)
		if err := ko.add(&kv, x, ok, k.kept == kept, k.kept); err != nil {
			return nil, err
		}
	}
	if err := r.judge(&kv, ko.chosen, ko.alts, ko.altSets); err != nil {
		return nil, err
	}
	out = append(out, kv)
	if dStart < 0 {
		return out, nil
	}
	// the discard: every legal card
	tailD := after(dStart + discarded.Len())
	dv := ExchangeVerdict{Step: ExchangeDiscard, Index: dStart, Chosen: discarded}
	var do stepOutcomes
	for m := dState.LegalCards(); m != 0; m &= m - 1 {
		c := m.Lowest()
		x := dState
		if err := x.Apply(game.CardAction(c)); err != nil {
			return nil, err
		}
		ok := r.finish(&x, tailD)
		if err := do.add(&dv, x, ok, c.Bit() == discarded, c.Bit()); err != nil {
			return nil, err
		}
	}
	if err := r.judge(&dv, do.chosen, do.alts, do.altSets); err != nil {
		return nil, err
	}
	return append(out, dv), nil
}

// exchangeBits sizes the table of an exchange review's solvers (2^19
// entries).
const exchangeBits = 19

// stepOutcomes gathers where the choices of one exchange step lead: the
// recorded choice's deal, and the other choices' deals that reach trick
// play with the cards each kept or laid away.
type stepOutcomes struct {
	chosen  game.State
	alts    []game.State
	altSets []game.Cards
}

// add files x, the deal after the choice of cards (ok: it reaches trick
// play): as the recorded choice's when recorded, else as an alternative,
// or as unjudged in v when it does not reach trick play. The recorded
// choice must reach it.
func (o *stepOutcomes) add(v *ExchangeVerdict, x game.State, ok, recorded bool, cards game.Cards) error {
	switch {
	case recorded && !ok:
		return errors.New("review: the recorded exchange does not reach trick play")
	case recorded:
		o.chosen = x
	case !ok:
		v.Unjudged++
		v.Alternatives++
	default:
		o.alts = append(o.alts, x)
		o.altSets = append(o.altSets, cards)
	}
	return nil
}

// keepChoice is one legal keep: the cards kept and the deal after them.
type keepChoice struct {
	kept game.Cards
	st   game.State
}

// keepSets lists every legal keep at st (the first keep action), each set
// once (in Halbe, where the first card kept is shown, each set with each
// shown card).
func keepSets(st game.State) []keepChoice {
	var out []keepChoice
	type key struct{ kept, shown game.Cards }
	seen := map[key]bool{}
	var rec func(x game.State, kept game.Cards)
	rec = func(x game.State, kept game.Cards) {
		if x.Blind() == 0 || x.Phase() != game.Exchanging {
			k := key{kept, x.Exposed()}
			if !seen[k] {
				seen[k] = true
				out = append(out, keepChoice{kept, x})
			}
			return
		}
		for m := x.LegalCards(); m != 0; m &= m - 1 {
			c := m.Lowest()
			y := x
			if y.Apply(game.CardAction(c)) == nil {
				rec(y, kept.Add(c))
			}
		}
	}
	rec(st, 0)
	return out
}

// exchangeReviewer solves the alternatives of one deal.
type exchangeReviewer struct {
	s    *solver.Solver
	seat game.Seat
	cfg  Config
	ctx  context.Context
	rule *ai.RuleBot
}

// finish plays st on to the first lead: the recorded actions where legal,
// else the rule bot's. It reports false when the deal ends before play.
func (r *exchangeReviewer) finish(st *game.State, recorded []game.Action) bool {
	if r.rule == nil {
		r.rule = ai.NewRolloutBot(0)
	}
	for steps := 0; st.Phase() != game.Playing; steps++ {
		if st.Phase() == game.Done || steps > 64 {
			return false
		}
		x := *st
		if len(recorded) > 0 {
			a := recorded[0]
			recorded = recorded[1:]
			if x.Apply(a) == nil {
				*st = x
				continue
			}
			x = *st
		}
		if x.Apply(r.rule.Choose(x.View(x.Turn()))) != nil {
			return false
		}
		*st = x
	}
	return true
}

// eval is the result of best play from st (the first lead) at accuracy a.
func (r *exchangeReviewer) eval(st *game.State, a Accuracy) (int, error) {
	if err := r.ctx.Err(); err != nil {
		return 0, err
	}
	pr, err := solver.NewProblem(st, r.seat)
	if err != nil {
		return 0, err
	}
	r.s.ResetNodes()
	var v int
	switch a {
	case AccuracyPoints:
		v, err = r.s.Value(pr)
	case AccuracyBand:
		v, err = r.s.Factor(pr)
	default:
		var won bool
		won, err = r.s.AtLeast(pr, 36)
		v = b2int(won)
	}
	if errors.Is(err, solver.ErrNodeCap) {
		err = ErrCap
	}
	return v, err
}

// beats reports whether best play from st does better than best at
// accuracy a (points or won/lost): one null-window test.
func (r *exchangeReviewer) beats(st *game.State, a Accuracy, best int) (bool, error) {
	if err := r.ctx.Err(); err != nil {
		return false, err
	}
	if a == AccuracyGame && best >= 1 {
		return false, nil
	}
	pr, err := solver.NewProblem(st, r.seat)
	if err != nil {
		return false, err
	}
	r.s.ResetNodes()
	t := best + 1
	if a == AccuracyGame {
		t = 36
	}
	ok, err := r.s.AtLeast(pr, t)
	if errors.Is(err, solver.ErrNodeCap) {
		err = ErrCap
	}
	return ok, err
}

// judge fills v: the choice made (at chosen) against the alternatives.
// Only a stopped ctx is returned as an error; the solver's failures go into
// the verdict.
func (r *exchangeReviewer) judge(v *ExchangeVerdict, chosen game.State, alts []game.State, sets []game.Cards) error {
	v.Alternatives += len(alts)
	v.Best = v.Chosen
	if v.Alternatives == 0 {
		v.Forced = true
		return nil
	}
	if !chosen.Contract().Info().Normal {
		v.Err = fmt.Errorf("review: contract %v is not judged by points", chosen.Contract())
		return nil
	}
	var deadline time.Time
	if r.cfg.Budget > 0 {
		deadline = time.Now().Add(r.cfg.Budget)
		r.s.SetDeadline(deadline)
		defer r.s.SetDeadline(time.Time{})
	}
	var err error
	for a := AccuracyPoints; a <= AccuracyGame; a++ {
		v.Accuracy = a
		v.Value, err = r.eval(&chosen, a)
		if !errors.Is(err, ErrCap) {
			break
		}
	}
	if err != nil {
		if e := r.ctx.Err(); e != nil {
			return e
		}
		v.Err = err
		return nil
	}
	v.BestValue = v.Value
	res, err := r.judgeAlts(v, alts, deadline)
	if err != nil {
		return err
	}
	// the first of the best, as one solver going through them in order
	// finds it
	for i, x := range res {
		switch {
		case !x.judged:
			v.Unjudged++
		case x.exact && x.value > v.BestValue:
			v.Best, v.BestValue = sets[i], x.value
		}
	}
	v.Lost = v.BestValue - v.Value
	return nil
}

// altResult is what the solver found of one alternative: its value
// (exact), or only that it does not beat a value at least as high as one
// of an earlier alternative's (or the choice made's); judged false: not
// within the limit.
type altResult struct {
	value         int
	exact, judged bool
}

// judgeAlts judges the alternatives against the choice made (v.Value at
// v.Accuracy): with r.cfg.Workers above 1, on that many solvers side by
// side (each with its own solver, whose deadline is the decision's), each
// taking the next run of neighbouring alternatives not yet taken (the
// alternatives next to each other differ in a card, and a solver's table
// warmed by one serves the next). Each solver compares an alternative
// with the best it found itself, which came before: so the first
// alternative of the highest value is found exactly whatever the solvers'
// number. Only a stopped ctx is an error.
func (r *exchangeReviewer) judgeAlts(v *ExchangeVerdict, alts []game.State, deadline time.Time) ([]altResult, error) {
	res := make([]altResult, len(alts))
	workers := min(max(r.cfg.Workers, 1), len(alts))
	run := (len(alts) + 2*workers - 1) / (2 * workers) // two runs a solver
	var next atomic.Int64
	work := func(r *exchangeReviewer) {
		best := v.Value
		for {
			from := int(next.Add(1)-1) * run
			if from >= len(alts) {
				return
			}
			for i := from; i < min(from+run, len(alts)); i++ {
				if r.ctx.Err() != nil {
					return
				}
				res[i] = r.judgeAlt(&alts[i], v.Accuracy, best)
				if res[i].exact && res[i].value > best {
					best = res[i].value
				}
			}
		}
	}
	var wg sync.WaitGroup
	for range workers - 1 {
		o := &exchangeReviewer{s: solver.New(exchangeBits, r.cfg.NodeCap), seat: r.seat, cfg: r.cfg, ctx: r.ctx}
		o.s.SetDeadline(deadline)
		wg.Go(func() { work(o) })
	}
	work(r)
	wg.Wait()
	return res, r.ctx.Err()
}

// judgeAlt judges the alternative at st against best at accuracy a: in
// factor bands exactly, else first whether it does better (a null-window
// test), and only then how much.
func (r *exchangeReviewer) judgeAlt(st *game.State, a Accuracy, best int) altResult {
	if a == AccuracyBand {
		x, err := r.eval(st, a)
		return altResult{value: x, exact: true, judged: err == nil}
	}
	better, err := r.beats(st, a, best)
	switch {
	case err != nil:
		return altResult{}
	case !better:
		return altResult{value: best, judged: true}
	case a == AccuracyGame:
		return altResult{value: 1, exact: true, judged: true}
	}
	x, err := r.eval(st, a)
	return altResult{value: x, exact: true, judged: err == nil}
}

// Swap returns the cards the best choice takes in place of the choice
// made (in) and the cards of the choice made it leaves out (out): for a
// keep of T7 T2 against the best T14 T2, T14 and T7.
func (v ExchangeVerdict) Swap() (in, out game.Cards) {
	return v.Best &^ v.Chosen, v.Chosen &^ v.Best
}

// String says the verdict in English: "Discard: h4: discarding d1 instead
// of h4 would have made 2 more points".
func (v ExchangeVerdict) String() string {
	head := "Exchange: kept "
	if v.Step == ExchangeDiscard {
		head = "Discard: "
	}
	head += cardsString(v.Chosen) + ": "
	switch {
	case v.Err != nil:
		return head + "no verdict (" + v.Err.Error() + ")"
	case v.Forced:
		return head + "the only legal choice"
	}
	verb := "keeping"
	if v.Step == ExchangeDiscard {
		verb = "discarding"
	}
	in, out := v.Swap()
	alt := fmt.Sprintf("%s %s instead of %s", verb, cardsString(in), cardsString(out))
	var s string
	switch {
	case v.Lost == 0:
		s = "best"
	case v.Accuracy == AccuracyGame:
		s = alt + " would have won the game"
	case v.Accuracy == AccuracyBand:
		s = fmt.Sprintf("%s would have reached %d factor bands more", alt, v.Lost)
	default:
		s = fmt.Sprintf("%s would have made %d more points", alt, v.Lost)
	}
	switch v.Accuracy {
	case AccuracyBand:
		s += " (judged by factor band only)"
	case AccuracyGame:
		s += " (judged by won or lost only)"
	}
	if v.Unjudged > 0 {
		s += fmt.Sprintf("; %d of %d alternatives too deep for the solver", v.Unjudged, v.Alternatives)
	}
	return head + s
}

// cardsString lists cards: "T19 hK".
func cardsString(m game.Cards) string {
	s := ""
	for _, c := range m.Slice() {
		if s != "" {
			s += " "
		}
		s += c.String()
	}
	return s
}
