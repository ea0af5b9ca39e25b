package exercisescreen

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/ai/exercise"
	"github.com/cego-spiel/cego/game"
)

// Current is the exercise shown.
func (v *View) Current() exercise.Exercise { return v.set[v.i] }

// Answer answers the exercise shown with token, written as an exercise
// writes its answer (a card, a call, the two cards of a pair, an amount),
// as the person's taps on the dialog would: a card the rules forbid is
// answered with the rule, a token the exercise does not offer does
// nothing. The developer build's tour answers through it.
func (v *View) Answer(token string) {
	e := v.set[v.i]
	switch e.Kind {
	case exercise.Call:
		if a, err := game.ParseAction(token); err == nil {
			tap(v.calls[a])
		}
	case exercise.Worth:
		if o, err := strconv.Atoi(token); err == nil {
			tap(v.answers[o])
		}
	default:
		for _, w := range strings.Fields(token) {
			c, err := game.ParseCard(w)
			if err != nil {
				return
			}
			if a := v.taps[c]; a != nil {
				a.onTap()
			} else if a := v.refused[c]; a != nil {
				a.onTap()
			}
		}
	}
}

// tap presses b, if there is one.
func tap(b *widget.Button) {
	if b != nil && b.OnTapped != nil {
		b.OnTapped()
	}
}
