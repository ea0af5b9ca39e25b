package exercise

import (
	"strings"
	"testing"

	"github.com/cego-spiel/cego/ai/solver"
	"github.com/cego-spiel/cego/game"
)

// TestShippedExercisesProven proves every shipped exercise again from its
// position: each "which card?" with the open-card solver (every legal
// card's result as stored, the answer at least one factor band better than
// every other, or won where the others lose), each "how much is it worth?"
// with the engine's settlement. At least 200 ship, of both kinds and every
// level, with ids of their own.
func TestShippedExercisesProven(t *testing.T) {
	ex, err := Shipped()
	if err != nil {
		t.Fatal(err)
	}
	if len(ex) < 200 {
		t.Fatalf("%d exercises ship, want at least 200", len(ex))
	}
	s := solver.New(20, NodeCap)
	ids := map[string]bool{}
	count := map[Kind][MaxLevel + 1]int{}
	for i := range ex {
		e := &ex[i]
		if ids[e.ID] {
			t.Errorf("id %s twice", e.ID)
		}
		ids[e.ID] = true
		if err := Prove(e, s); err != nil {
			t.Errorf("%s: %v", e.ID, err)
		}
		c := count[e.Kind]
		if e.Level >= 1 && e.Level <= MaxLevel {
			c[e.Level]++
		}
		count[e.Kind] = c
	}
	for _, k := range []Kind{Card, Worth} {
		for l := 1; l <= MaxLevel; l++ {
			if count[k][l] == 0 {
				t.Errorf("no %s exercise of level %d", k, l)
			}
		}
		c := count[k]
		t.Logf("%s: %v (levels 1..%d)", k, c[1:], MaxLevel)
	}
}

// TestProveRefuses: a changed answer, a changed stored value, an answer
// missing from the options and a position where seat 0 does not play are
// each refused.
func TestProveRefuses(t *testing.T) {
	ex, err := Shipped()
	if err != nil {
		t.Fatal(err)
	}
	s := solver.New(20, NodeCap)
	var card, worth *Exercise
	for i := range ex {
		switch {
		case ex[i].Kind == Card && card == nil:
			card = &ex[i]
		case ex[i].Kind == Worth && worth == nil:
			worth = &ex[i]
		}
	}
	wrong := *card
	for c := range wrong.Values {
		if c != wrong.Answer {
			wrong.Answer = c
			break
		}
	}
	if err := Prove(&wrong, s); err == nil {
		t.Error("a wrong card was proven")
	}
	changed := *card
	changed.Values = map[string]int{}
	for c, v := range card.Values {
		changed.Values[c] = v + 1
	}
	if err := Prove(&changed, s); err == nil {
		t.Error("changed values were proven")
	}
	w := *worth
	w.Options = []int{1000, 2000, 3000}
	if err := Prove(&w, s); err == nil {
		t.Error("options without the answer were proven")
	}
	early := *card
	early.Script = strings.Replace(card.Script, "actions: ", "actions: pass ", 1)
	if err := Prove(&early, s); err == nil {
		t.Error("a broken position was proven")
	}
}

// TestGenerateProves: what the generator makes, Prove proves.
func TestGenerateProves(t *testing.T) {
	s := solver.New(20, NodeCap)
	ex, err := Generate(9000, 3, 2, s)
	if err != nil {
		t.Fatal(err)
	}
	if len(ex) != 5 {
		t.Fatalf("%d exercises", len(ex))
	}
	for i := range ex {
		if err := Prove(&ex[i], s); err != nil {
			t.Errorf("%s: %v", ex[i].ID, err)
		}
		st, _, err := ex[i].Position()
		if err != nil {
			t.Fatal(err)
		}
		if ex[i].Kind == Card && (st.Turn() != 0 || st.Phase() != game.Playing) {
			t.Errorf("%s: not seat 0's card", ex[i].ID)
		}
	}
}
