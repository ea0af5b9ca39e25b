package exercise

import (
	"slices"

	"github.com/cego-spiel/cego/game"
)

// Topic is a part of the game that exercises of several kinds practise
// together: the parts a player meets seldom, whose exercises would lie
// scattered among the hundreds of their kind and level (the hold and the
// higher rungs of the Cego ladder, Zwei Verschiedene, the Geiß, Bettel,
// Cego by three). The Learn menu lists them beside the kinds.
type Topic string

// The topics, in the order the Learn menu lists them.
const (
	// Ladder: calls on the Cego ladder (RULES §6.4) answered by holding
	// ("mein") or by a rung above Cego.
	Ladder Topic = "ladder"
	// ZweiVerschiedene: the contract, its call, keep, discard and cards
	// from both sides.
	ZweiVerschiedene Topic = "zwei-verschiedene"
	// Geiss: the Geiß contract (the ladder's top rung), its call and
	// cards from both sides.
	Geiss Topic = "geiss"
	// Bettel: the call and the cards of Bettel, the declarer's and the
	// defenders'.
	Bettel Topic = "bettel"
	// Three: every exercise at a table of three (RULES §10).
	Three Topic = "three"
)

// Topics are every topic, in the Learn menu's order.
func Topics() []Topic { return []Topic{Ladder, ZweiVerschiedene, Geiss, Bettel, Three} }

// ladderAnswers are the calls a Ladder exercise is answered by.
var ladderAnswers = []game.Action{game.Mein, game.CallEiner, game.CallEineLeere, game.CallZweiLeere, game.CallZweiVerschiedene, game.CallGeiss}

// TopicsOf returns the topics exercise e practises (none for most): read
// from its position — the contract played, the table's size — and its
// answer.
func TopicsOf(e *Exercise) []Topic {
	st, _, err := e.Position()
	if err != nil {
		return nil
	}
	var out []Topic
	var answer game.Action
	if e.Kind == Call {
		answer, _ = game.ParseAction(e.Answer)
	}
	is := func(c game.Contract) bool {
		if e.Kind == Call {
			return answer == c.Info().Call
		}
		return st.Contract() == c
	}
	if e.Kind == Call && slices.Contains(ladderAnswers, answer) {
		out = append(out, Ladder)
	}
	for _, tc := range []struct {
		t Topic
		c game.Contract
	}{{ZweiVerschiedene, game.ZweiVerschiedene}, {Geiss, game.Geiss}, {Bettel, game.Bettel}} {
		if is(tc.c) {
			out = append(out, tc.t)
		}
	}
	if st.Players() == 3 {
		out = append(out, Three)
	}
	return out
}
