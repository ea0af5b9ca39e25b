package ui

import (
	"testing"

	"github.com/cego-spiel/cego/game"
)

// TestUntouched: a sitting is untouched while its person has made no
// decision in its first deal — the bots before him may have called —, and
// touched once he has, or a deal is over, or bots sit in every seat.
func TestUntouched(t *testing.T) {
	m, err := game.NewSittingFrom(game.Rules{}, 0, 9) // the person deals: the bots call first
	if err != nil {
		t.Fatal(err)
	}
	if !untouched(m, 0) {
		t.Error("a sitting just dealt is touched")
	}
	if untouched(m, -1) {
		t.Error("a sitting of bots only counts as untouched")
	}
	// play until the person's first decision, checking on the way
	bots := 0
	for st := m.State(); st.Turn() != 0; st = m.State() {
		if err := m.Apply(st.Legal()[0]); err != nil {
			t.Fatal(err)
		}
		bots++
		if !untouched(m, 0) {
			t.Fatalf("after %d calls of the bots the sitting is touched", bots)
		}
	}
	if bots == 0 {
		t.Fatal("no bot called before the person: the test checks less than it says")
	}
	st := m.State()
	if err := m.Apply(st.Legal()[0]); err != nil {
		t.Fatal(err)
	}
	if untouched(m, 0) {
		t.Error("after the person's call the sitting is untouched")
	}
	if !untouched(nil, 0) {
		t.Error("no sitting is touched")
	}
}
