package ui

import (
	"slices"
	"strings"
	"testing"

	"github.com/cego-spiel/cego/ai/exercise"
	"github.com/cego-spiel/cego/ui/exercisescreen"
	"github.com/cego-spiel/cego/ui/store"
)

// The exercises opened through the window (the screen itself is tested in
// ui/exercisescreen): the Exercises menu opens them, and a right answer is
// written to the progress file and counted in the menu.

// TestExerciseCountedInMenu: in the medium "which card?" exercises opened
// from the window, a wrong card is not counted; the right one is written
// to the progress file and counted in the Exercises menu's line.
func TestExerciseCountedInMenu(t *testing.T) {
	st := store.New(t.TempDir())
	c := newTestTable(t, Options{Seed: 5})
	c.store = st
	c.courseMenus()
	c.showExercises(exercise.Card, 2)
	v := c.exercise
	if v == nil {
		t.Fatal("no exercise shown")
	}
	e := v.Current()
	pos, _, err := e.Position()
	if err != nil {
		t.Fatal(err)
	}
	view := pos.View(0)
	for _, card := range view.LegalCards().Slice() {
		if card.String() != e.Answer && !slices.Contains(e.Also, card.String()) {
			v.Answer(card.String())
			break
		}
	}
	if c.progress.Solved(e.ID) {
		t.Fatal("a wrong card solved the exercise")
	}
	v.Answer(e.Answer)
	if p, _ := st.LoadProgress(); !p.Solved(e.ID) {
		t.Fatal("the solved exercise is not in the progress file")
	}
	// the Exercises menu's line of medium "which card?" exercises
	if got := c.exerciseMenu.Menu.Items[0].ChildMenu.Items[1].Label; !strings.Contains(got, trf("%d of %d solved", 1, len(exercisescreen.Of(exercise.Card, 2)))) {
		t.Fatalf("menu line %q", got)
	}
}

// TestExerciseTopics: the Exercises menu's parts of the game each open their
// exercises at the first not solved; the right answer of the first is
// counted in the part's menu line.
func TestExerciseTopics(t *testing.T) {
	c := newTestTable(t, Options{Seed: 5})
	c.store = store.New(t.TempDir())
	c.courseMenus()
	for i, tp := range exercise.Topics() {
		item := c.exerciseMenu.Menu.Items[len(exercisescreen.Kinds)+1+i] // after the kinds and a line
		set := exercisescreen.About(tp)
		if len(set) == 0 {
			t.Fatalf("no exercise about %s", tp)
		}
		solved := func() int {
			n := 0
			for _, e := range set {
				if c.progress.Solved(e.ID) {
					n++
				}
			}
			return n
		}
		before := solved() // an exercise of two parts may be solved already
		if got, want := item.Label, trf("%s: %d of %d solved", exercisescreen.TopicName(tp), before, len(set)); got != want {
			t.Fatalf("menu line %q, want %q", got, want)
		}
		c.exercise = nil
		item.Action()
		v := c.exercise
		if v == nil || before == 0 && v.Current().ID != set[0].ID {
			t.Fatalf("%s: the exercises shown are not the part's", tp)
		}
		e := v.Current()
		v.Answer(e.Answer)
		if !c.progress.Solved(e.ID) {
			t.Fatalf("%s: the right answer %s is not counted", e.ID, e.Answer)
		}
		if got := item.Label; solved() != before+1 || !strings.Contains(got, trf("%d of %d solved", before+1, len(set))) {
			t.Fatalf("menu line %q after one solved", got)
		}
		c.dismissDialog()
	}
}
