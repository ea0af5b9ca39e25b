package ui

import (
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/cego-spiel/cego/ai/exercise"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/store"
	"github.com/cego-spiel/cego/ui/text"
)

// TestExerciseCard: a "which card?" exercise shows every hand open; a wrong
// legal card is refused with what it gives at best play, the right one is
// explained, written to the progress file and counted in the Learn menu.
func TestExerciseCard(t *testing.T) {
	st := store.New(t.TempDir())
	c := newTestTable(t, Options{Seed: 5})
	c.store = st
	c.learnMenu()
	c.showExercises(exercise.Card, 2)
	v := c.exercise
	if v == nil {
		t.Fatal("no exercise shown")
	}
	e := v.set[v.i]
	pos, _, err := e.Position()
	if err != nil {
		t.Fatal(err)
	}
	view := pos.View(0)
	if len(v.taps) != view.LegalCards().Len() {
		t.Fatalf("%d cards to tap, %d legal", len(v.taps), view.LegalCards().Len())
	}
	var wrong game.Card = game.NoCard
	for card := range v.taps {
		if card.String() != e.Answer {
			wrong = card
			break
		}
	}
	test.Tap(v.taps[wrong])
	if got := v.feedback.Text; !strings.HasPrefix(got, trf("Not %s:", text.CardName(wrong))) {
		t.Fatalf("a wrong card gets %q", got)
	}
	if c.progress.Solved(e.ID) {
		t.Fatal("a wrong card solved the exercise")
	}
	right, _ := game.ParseCard(e.Answer)
	test.Tap(v.taps[right])
	if got := v.feedback.Text; !strings.HasPrefix(got, trf("Right: %s.", text.CardName(right))) {
		t.Fatalf("the right card gets %q", got)
	}
	if p, _ := st.LoadProgress(); !p.Solved(e.ID) {
		t.Fatal("the solved exercise is not in the progress file")
	}
	k := 1 // the Learn menu's line of medium "which card?" exercises
	if got := c.exerciseItems[k].Label; !strings.Contains(got, trf("%d of %d solved", 1, len(v.set))) {
		t.Fatalf("menu line %q", got)
	}
	test.Tap(v.next)
	if v.set[v.i].ID == e.ID {
		t.Fatal("Next exercise stayed on the same one")
	}
}

// TestExerciseWorth: a "how much is it worth?" exercise refuses a wrong
// amount and explains the right one from the engine's settlement.
func TestExerciseWorth(t *testing.T) {
	t.Cleanup(func() { SetLanguage("en") })
	SetLanguage("de")
	c := newTestTable(t, Options{Seed: 5})
	c.showExercises(exercise.Worth, 3)
	v := c.exercise
	e := v.set[v.i]
	answer, err := strconv.Atoi(e.Answer)
	if err != nil {
		t.Fatal(err)
	}
	for o, b := range v.answers {
		if o != answer {
			test.Tap(b)
			if !strings.HasPrefix(v.feedback.Text, "Nicht ") {
				t.Fatalf("a wrong amount gets %q", v.feedback.Text)
			}
			break
		}
	}
	test.Tap(v.answers[answer])
	if !strings.HasPrefix(v.feedback.Text, "Richtig: ") || !strings.Contains(v.feedback.Text, e.Answer) {
		t.Fatalf("the right amount gets %q", v.feedback.Text)
	}
	if !c.progress.Solved(e.ID) {
		t.Fatal("not counted as solved")
	}
}
