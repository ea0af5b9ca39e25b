// Package exercise holds the course's exercises with one right answer,
// made from real positions of bot-played deals and proven: "which card?"
// on the true deal with every card open, proven with the open-card solver
// (ai/solver) — the right card's result is better than every other card's
// by at least one factor band (a special game: won against lost);
// "which call?" — of the announcements Vorhand can make, the others
// passing, exactly one wins at best open play; "which two cards to keep?"
// — keeping exactly one pair the declarer of a Cego wins at best open
// play, with every other pair he loses whatever he discards; and
// "how much is this deal worth?", whose answer is the engine's settlement.
// The exercises the program ships are embedded (exercises.json); the
// generator command ai/cmd/exercises makes more, and Prove checks one
// again from its position.
package exercise

import (
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"github.com/cego-spiel/cego/ai/solver"
	"github.com/cego-spiel/cego/game"
)

// Kind is what an exercise asks.
type Kind string

const (
	// Card asks which card to play, every hand open.
	Card Kind = "card"
	// Worth asks what the declarer wins or loses in all at the settlement.
	Worth Kind = "worth"
	// Call asks which announcement Vorhand makes, every hand open.
	Call Kind = "call"
	// Keep asks which two cards the declarer keeps before taking the
	// blind, every card open.
	Keep Kind = "keep"
)

// Levels of difficulty, from 1 (easy) to MaxLevel.
const MaxLevel = 3

// Exercise is one question on one position. The player is always seat 0.
type Exercise struct {
	ID    string `json:"id"`
	Kind  Kind   `json:"kind"`
	Level int    `json:"level"`
	// Script is the deal in the notation of RULES §16.3: the hands, and
	// the actions up to the question (Worth: to the end of the deal).
	Script string `json:"script"`
	// Answer is the right card's token (Card), the declarer's total
	// settlement (Worth), the call's token (Call) or the two cards to keep
	// in canonical order, space-separated (Keep).
	Answer string `json:"answer"`
	// Values are the proof. Card: for every legal card, the result of best
	// play after it — the declarer's card points in a normal game, 1
	// (made) or 0 (lost) in a special game. Call: for every call offered,
	// what seat 0 wins in all at best play (negative: loses). Keep: the
	// answer pair's factor band with Discard.
	Values map[string]int `json:"values,omitempty"`
	// Discard is the card a Keep exercise's answer discards after taking
	// the blind (the best one).
	Discard string `json:"discard,omitempty"`
	// Also are the pairs a Keep exercise takes as right besides Answer:
	// the same pair up to equal cards (interchangeable cards of one suit
	// and value, no other player's card ranking between them).
	Also []string `json:"also,omitempty"`
	// Options are the amounts a Worth exercise offers, the answer among
	// them.
	Options []int `json:"options,omitempty"`
}

//go:embed exercises.json
var shipped []byte

// Shipped returns the exercises that come with the program.
func Shipped() ([]Exercise, error) {
	var out []Exercise
	if err := json.Unmarshal(shipped, &out); err != nil {
		return nil, fmt.Errorf("the shipped exercises: %w", err)
	}
	return out, nil
}

// Position is the state the exercise asks about.
func (e *Exercise) Position() (game.State, game.Script, error) {
	sc, err := game.ParseScript(e.Script)
	if err != nil {
		return game.State{}, sc, err
	}
	st, err := sc.Play()
	return st, sc, err
}

// Declares reports whether seat 0 is on the declarer's side at st.
func Declares(st *game.State) bool { return st.Declarer() == 0 }

// ErrNotProven says that a position has no answer clearly better than
// every other.
var ErrNotProven = errors.New("no answer is clearly the best")

// Prove checks the exercise from its position: a Card exercise by solving
// every legal card open (the values must be the stored ones, and the
// answer better than every other card by at least one factor band, or won
// where every other card loses); a Call exercise by solving every call
// open (the amounts as stored, the answer the only one that wins); a Keep
// exercise by solving the answer pair with its discard (the stored factor,
// won) and every other pair with every discard (lost); a Worth exercise by
// the engine's settlement of the finished deal.
func Prove(e *Exercise, s *solver.Solver) error {
	st, _, err := e.Position()
	if err != nil {
		return err
	}
	if e.Level < 1 || e.Level > MaxLevel {
		return fmt.Errorf("level %d", e.Level)
	}
	switch e.Kind {
	case Call:
		return proveCall(e, &st, s)
	case Keep:
		return proveKeep(e, &st, s)
	case Card:
		values, answer, err := solveCard(&st, s)
		if err != nil {
			return err
		}
		if answer.String() != e.Answer {
			return fmt.Errorf("the solver finds %v, the exercise says %s", answer, e.Answer)
		}
		if len(values) != len(e.Values) {
			return fmt.Errorf("%d cards solved, %d stored", len(values), len(e.Values))
		}
		for c, v := range values {
			if e.Values[c] != v {
				return fmt.Errorf("%s: the solver finds %d, the exercise says %d", c, v, e.Values[c])
			}
		}
		return nil
	case Worth:
		if st.Phase() != game.Done {
			return errors.New("the deal is not finished")
		}
		r := st.Result()
		want := strconv.Itoa(st.Score()[r.Declarer])
		if e.Answer != want {
			return fmt.Errorf("the engine settles %s, the exercise says %s", want, e.Answer)
		}
		n := 0
		seen := map[int]bool{}
		for _, o := range e.Options {
			if seen[o] {
				return fmt.Errorf("option %d twice", o)
			}
			seen[o] = true
			if strconv.Itoa(o) == e.Answer {
				n++
			}
		}
		if n != 1 || len(e.Options) < 3 {
			return fmt.Errorf("the options %v do not hold the answer once", e.Options)
		}
		return nil
	}
	return fmt.Errorf("unknown kind %q", e.Kind)
}

// solveCard solves every legal card of seat 0 at st and returns their
// results and the one card clearly best for seat 0's side.
func solveCard(st *game.State, s *solver.Solver) (map[string]int, game.Card, error) {
	if st.Phase() != game.Playing || st.Turn() != 0 {
		return nil, game.NoCard, errors.New("not seat 0's card to play")
	}
	info := st.Contract().Info()
	if info.Solitary {
		return nil, game.NoCard, errors.New("a game without a declarer")
	}
	pr, err := solver.NewProblem(st, 0)
	if err != nil {
		return nil, game.NoCard, err
	}
	s.ResetNodes()
	moves, err := s.Moves(pr, true)
	if err != nil {
		return nil, game.NoCard, err
	}
	if len(moves) < 2 {
		return nil, game.NoCard, ErrNotProven
	}
	sign := -1
	if Declares(st) {
		sign = 1
	}
	values := map[string]int{}
	best := -1
	for i, m := range moves {
		values[m.Card.String()] = m.Value
		if best < 0 || sign*m.Factor > sign*moves[best].Factor {
			best = i
		}
	}
	for i, m := range moves {
		if i != best && sign*m.Factor >= sign*moves[best].Factor {
			return nil, game.NoCard, ErrNotProven
		}
	}
	return values, moves[best].Card, nil
}

// NodeCap bounds the solver's nodes for one position's cards: a position
// it cannot solve within it is not made an exercise, so the shipped ones
// are proven again quickly.
const NodeCap = 3_000_000
