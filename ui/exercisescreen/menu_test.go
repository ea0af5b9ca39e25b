package exercisescreen

import (
	"testing"

	"github.com/cego-spiel/cego/ai/exercise"
)

// TestMenu: the Exercises menu has a kind each with its levels beside it,
// a line, the parts of the game, a line and the count; a level's line
// opens its kind and level, a part's its topic; Mark counts the solved in
// each line and in all.
func TestMenu(t *testing.T) {
	var kind exercise.Kind
	level := 0
	var topic exercise.Topic
	m := NewMenu(func(k exercise.Kind, l int) { kind, level = k, l }, func(tp exercise.Topic) { topic = tp })
	topics := exercise.Topics()
	if got, want := len(m.Menu.Items), len(Kinds)+1+len(topics)+2; got != want {
		t.Fatalf("%d items, want %d", got, want)
	}
	m.Menu.Items[1].ChildMenu.Items[2].Action()
	if kind != Kinds[1] || level != 3 {
		t.Errorf("the third level of the second kind opened %v level %d", kind, level)
	}
	m.Menu.Items[len(Kinds)+2].Action()
	if topic != topics[1] {
		t.Errorf("the second part opened %v", topic)
	}
	card := Of(exercise.Card, 2)
	all, err := Shipped()
	if err != nil || len(card) < 2 {
		t.Fatal(err, len(card))
	}
	solved := map[string]bool{card[0].ID: true, card[1].ID: true}
	m.Mark(func(id string) bool { return solved[id] })
	if got, want := m.Menu.Items[0].ChildMenu.Items[1].Label, trf("%s: %d of %d solved", LevelName(2), 2, len(card)); got != want {
		t.Errorf("the medium card line %q, want %q", got, want)
	}
	if got, want := m.Menu.Items[len(m.Menu.Items)-1].Label, trf("%d of %d exercises solved", 2, len(all)); got != want || !m.Menu.Items[len(m.Menu.Items)-1].Disabled {
		t.Errorf("the count %q, want %q, greyed out", got, want)
	}
}
