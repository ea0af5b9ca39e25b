package exercise

import (
	"errors"
	"fmt"
	"slices"
	"strconv"

	"github.com/cego-spiel/cego/ai/solver"
	"github.com/cego-spiel/cego/game"
)

// callChoices are the announcements a "which call?" exercise offers, in
// the order of the auction (RULES §6.1–6.3): each one seat 0, Vorhand,
// makes when the auction asks him, the others passing.
var callChoices = []game.Action{game.CallUltimo, game.CallSolo, game.CallPiccolo, game.CallBettel}

// CallChoices returns the calls a "which call?" exercise on st, a deal
// not yet bid, offers seat 0: every announcement of steps U, S and N he
// can make there.
func CallChoices(st *game.State) []game.Action {
	var out []game.Action
	for _, c := range callChoices {
		if _, err := afterCall(st, c); err == nil {
			out = append(out, c)
		}
	}
	return out
}

// afterCall plays the auction from st (nothing bid yet) with seat 0
// making call when it is among his choices and every other decision a
// pass, and returns the state at the first card: seat 0 declares the
// contract of call. The engine decides what is legal.
func afterCall(st *game.State, call game.Action) (game.State, error) {
	s := *st
	if s.Phase() != game.Bidding || s.Turn() != 0 {
		return s, errors.New("not seat 0's first call")
	}
	for n := 0; s.Phase() == game.Bidding; n++ {
		if n > 40 {
			return s, errors.New("the auction does not end")
		}
		a := game.Pass
		if s.Turn() == 0 && slices.Contains(s.Legal(), call) {
			a = call
		}
		if err := s.Apply(a); err != nil {
			return s, err
		}
	}
	if s.Phase() != game.Playing || s.Declarer() != 0 || s.Contract() != game.ContractOfCall(call) {
		return s, fmt.Errorf("%v: the others passing, seat 0 does not play it", call)
	}
	return s, nil
}

// callWorth solves the deal open after call (the others passing) and
// returns what seat 0 wins in all at best play: the engine's settlement
// amount per defender for the solver's factor band (Solo) or for made or
// failed (the special games), times the defenders.
func callWorth(st *game.State, call game.Action, s *solver.Solver) (int, error) {
	pos, err := afterCall(st, call)
	if err != nil {
		return 0, err
	}
	pr, err := solver.NewProblem(&pos, 0)
	if err != nil {
		return 0, err
	}
	s.ResetNodes()
	f, err := s.Factor(pr)
	if err != nil {
		return 0, err
	}
	r := pos.Rules()
	c := pos.Contract()
	var per int
	if c.Info().Normal {
		per, _, _ = r.Amount(c, pr.BandPoints(f), false)
	} else {
		per = r.SpecialValue(c)
		if f != 1 {
			per = -per
		}
	}
	return per * (pos.Players() - 1), nil
}

// solveCall solves every call seat 0 can make at st and returns what each
// gives him in all and the one call clearly best: it wins and every other
// loses.
func solveCall(st *game.State, s *solver.Solver) (map[string]int, game.Action, error) {
	choices := CallChoices(st)
	if len(choices) < 2 {
		return nil, game.Pass, ErrNotProven
	}
	values := map[string]int{}
	best := game.Pass
	for _, c := range choices {
		v, err := callWorth(st, c, s)
		if err != nil {
			return nil, game.Pass, err
		}
		values[c.String()] = v
		if v > 0 {
			if best != game.Pass {
				return nil, game.Pass, ErrNotProven
			}
			best = c
		}
	}
	if best == game.Pass {
		return nil, game.Pass, ErrNotProven
	}
	return values, best, nil
}

// proveCall checks a "which call?" exercise: solved again, every call's
// amount is the stored one, the answer the one call that wins, and the
// level the one its answer gives.
func proveCall(e *Exercise, st *game.State, s *solver.Solver) error {
	values, best, err := solveCall(st, s)
	if err != nil {
		return err
	}
	if best.String() != e.Answer {
		return fmt.Errorf("the solver finds %v, the exercise says %s", best, e.Answer)
	}
	if l := callLevel(st.Rules(), best, values[e.Answer]); l != e.Level {
		return fmt.Errorf("level %d, the exercise says %d", l, e.Level)
	}
	return sameValues(values, e.Values)
}

// sameValues compares solved values with stored ones.
func sameValues(got, stored map[string]int) error {
	if len(got) != len(stored) {
		return fmt.Errorf("%d answers solved, %d stored", len(got), len(stored))
	}
	for k, v := range got {
		w, ok := stored[k]
		if !ok || w != v {
			return fmt.Errorf("%s: the solver finds %d, the exercise says %s", k, v, storedText(w, ok))
		}
	}
	return nil
}

func storedText(v int, ok bool) string {
	if !ok {
		return "nothing"
	}
	return strconv.Itoa(v)
}

// callExercise makes the "which call?" exercise of deal k at its start, if
// one call is clearly best.
func callExercise(k uint64, sc game.Script, s *solver.Solver) (Exercise, bool) {
	st, err := sc.Deal()
	if err != nil {
		return Exercise{}, false
	}
	values, best, err := solveCall(&st, s)
	if err != nil {
		return Exercise{}, false
	}
	return Exercise{ID: "call-" + strconv.FormatUint(k, 10), Kind: Call,
		Level:  callLevel(st.Rules(), best, values[best.String()]),
		Script: scriptText(sc, 0), Answer: best.String(), Values: values}, true
}

// callLevel grades a "which call?" exercise by its answer and what it wins
// in all: a Solo won by two or more factor bands (41 points and more) is
// easy, a Solo won by one (36 to 40: a close call) or an Ultimo medium, a
// Piccolo or Bettel (a hand that looks weak) hard.
func callLevel(r game.Rules, best game.Action, won int) int {
	switch best {
	case game.CallUltimo:
		return 2
	case game.CallSolo:
		// a won Solo pays 2 × factor from each defender
		if won >= 2*2*(r.N()-1)*r.Unit() {
			return 1
		}
		return 2
	}
	return 3
}
