// Package exercise holds the course's exercises with one right answer,
// made from real positions of bot-played deals: "which card?", "which
// call?", "which two cards to keep?" and "which card to discard?", each
// proven under hidden information (ProveHidden, hidden.go): its answer is
// best over the deals consistent with what the person is shown, weighted
// as the bots weigh them, against every other legal answer, significantly
// and by a margin that matters at the table; and "how much is this deal
// worth?", whose answer is the engine's settlement. Every exercise
// carries the record of its proof (Proof); Explain turns it into
// feedback that names the principle at work and what a choice costs on
// average. The exercises the program ships are embedded (exercises.json);
// the generator command ai/cmd/exercises makes more and proves them.
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
	// Card asks which card to play.
	Card Kind = "card"
	// Worth asks what the declarer wins or loses in all at the settlement.
	Worth Kind = "worth"
	// Call asks which call seat 0 makes at his turn in the auction, of
	// every legal one, fort included.
	Call Kind = "call"
	// Keep asks which two cards the declarer keeps before taking the
	// blind.
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
	// Answer is the right card's token (Card, Discard), the declarer's
	// total settlement (Worth), the call's token (Call) or the two cards
	// to keep in canonical order, space-separated (Keep).
	Answer string `json:"answer"`
	// Also are the answers taken as right besides Answer: the same card
	// or pair up to equal cards (interchangeable cards of one suit and
	// value, no other player's card ranking between them).
	Also []string `json:"also,omitempty"`
	// Options are the amounts a Worth exercise offers, the answer among
	// them.
	Options []int `json:"options,omitempty"`
	// Proof is the record of the proof under hidden information (every
	// kind but Worth, whose answer is the engine's settlement).
	Proof *Proof `json:"proof,omitempty"`
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

// Prove checks the exercise from its position: a Worth exercise by the
// engine's settlement of the finished deal (the answer once among at
// least three options); every other kind by proving it again under hidden
// information (ProveHidden) — it must hold, and the record must be the
// one stored (CheckProof, SameProof).
func Prove(e *Exercise, s *solver.Solver) error {
	st, _, err := e.Position()
	if err != nil {
		return err
	}
	if e.Level < 1 || e.Level > MaxLevel {
		return fmt.Errorf("level %d", e.Level)
	}
	if e.Kind == Worth {
		return proveWorth(e, &st)
	}
	if err := CheckProof(e); err != nil {
		return err
	}
	p, err := ProveHidden(e, s)
	if err != nil {
		return err
	}
	if err := SameProof(&p, e.Proof); err != nil {
		return err
	}
	return checkAlso(e)
}

// checkAlso checks that an exercise's Also are the candidates its proof
// marks the same answer.
func checkAlso(e *Exercise) error {
	want := SameOptions(e.Proof)
	if len(want) != len(e.Also) {
		return fmt.Errorf("also %v, the proof marks %v", e.Also, want)
	}
	for i := range want {
		if want[i] != e.Also[i] {
			return fmt.Errorf("also %v, the proof marks %v", e.Also, want)
		}
	}
	return nil
}

// proveWorth checks a "how much is it worth?" exercise.
func proveWorth(e *Exercise, st *game.State) error {
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

// NodeCap bounds the solver's nodes for one deal of a "which card?"
// proof: a deal it cannot solve within it is left out of the proof (and a
// proof with too few deals left fails).
const NodeCap = 3_000_000
