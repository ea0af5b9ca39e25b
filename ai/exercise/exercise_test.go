package exercise

import (
	"reflect"
	"strings"
	"testing"

	"github.com/cego-spiel/cego/ai/solver"
	"github.com/cego-spiel/cego/game"
)

// TestShippedExercisesProven proves every shipped exercise again from its
// position: each "which card?" with the open-card solver (every legal
// card's result as stored, the answer at least one factor band better than
// every other, or won where the others lose), each "which call?" by
// solving every call (the answer the only one won), each "which two cards
// to keep?" by solving the answer's pair and every other pair with every
// discard (see TestShippedKeepsProven), each "how much is it worth?" with
// the engine's settlement. At least 200 ship, at least 20 of each kind, of
// every level, with ids of their own.
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
		if e.Kind != Keep {
			if err := Prove(e, s); err != nil {
				t.Errorf("%s: %v", e.ID, err)
			}
		}
		c := count[e.Kind]
		if e.Level >= 1 && e.Level <= MaxLevel {
			c[e.Level]++
		}
		count[e.Kind] = c
	}
	for _, k := range []Kind{Card, Worth, Call, Keep} {
		for l := 1; l <= MaxLevel; l++ {
			if count[k][l] == 0 {
				t.Errorf("no %s exercise of level %d", k, l)
			}
		}
		c := count[k]
		if n := c[1] + c[2] + c[3]; n < 20 {
			t.Errorf("%d %s exercises ship, want at least 20", n, k)
		}
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

// TestProveRefusesCallAndKeep: a "which call?" with another call as its
// answer, a changed amount or a changed level, and a "which two cards to
// keep?" with another pair, another discard or another factor are each
// refused.
func TestProveRefusesCallAndKeep(t *testing.T) {
	ex, err := Shipped()
	if err != nil {
		t.Fatal(err)
	}
	s := solver.New(20, NodeCap)
	var call, keep *Exercise
	for i := range ex {
		switch {
		case ex[i].Kind == Call && call == nil:
			call = &ex[i]
		case ex[i].Kind == Keep && (keep == nil || len(ex[i].Script) < len(keep.Script)):
			keep = &ex[i]
		}
	}
	if call == nil || keep == nil {
		t.Fatal("no call or keep exercise ships")
	}
	if err := Prove(call, s); err != nil {
		t.Fatalf("%s: %v", call.ID, err)
	}
	for c := range call.Values {
		if c != call.Answer {
			wrong := *call
			wrong.Answer = c
			if err := Prove(&wrong, s); err == nil {
				t.Errorf("the call %s was proven", c)
			}
		}
	}
	changed := *call
	changed.Values = map[string]int{}
	for c, v := range call.Values {
		changed.Values[c] = v - 1
	}
	if err := Prove(&changed, s); err == nil {
		t.Error("changed amounts were proven")
	}
	level := *call
	level.Level = call.Level%MaxLevel + 1
	if err := Prove(&level, s); err == nil {
		t.Error("another level was proven")
	}
	st, _, err := keep.Position()
	if err != nil {
		t.Fatal(err)
	}
	pairs, err := KeepPairs(&st)
	if err != nil {
		t.Fatal(err)
	}
	other := *keep
	for _, p := range pairs {
		if p != keep.Answer {
			other.Answer = p
			other.Values = map[string]int{p: keep.Values[keep.Answer]}
			break
		}
	}
	if err := Prove(&other, s); err == nil {
		t.Errorf("keeping %s was proven", other.Answer)
	}
	f := *keep
	f.Values = map[string]int{keep.Answer: keep.Values[keep.Answer] + 1}
	if err := Prove(&f, s); err == nil {
		t.Error("another factor was proven")
	}
	d := *keep
	d.Discard = strings.Fields(keep.Answer)[0]
	if err := Prove(&d, s); err == nil {
		t.Error("discarding a kept card was proven")
	}
}

// TestShippedKeepsProven proves the shipped "which two cards to keep?"
// exercises again: the answer pair with its discard reaches the stored
// factor band, every other pair after every discard stays below it. Each
// takes up to 55 × 12 solver tests; all of them take about 10 s.
func TestShippedKeepsProven(t *testing.T) {
	ex, err := Shipped()
	if err != nil {
		t.Fatal(err)
	}
	s := solver.New(20, NodeCap)
	n := 0
	for i := range ex {
		e := &ex[i]
		if e.Kind != Keep {
			continue
		}
		n++
		if err := Prove(e, s); err != nil {
			t.Errorf("%s: %v", e.ID, err)
		}
	}
	if n == 0 {
		t.Fatal("no keep exercise shipped")
	}
	t.Logf("%d keep exercises proven", n)
}

// TestGenerateRemakesCall: the generator, started at a shipped "which
// call?" exercise's deal, makes that exercise again.
func TestGenerateRemakesCall(t *testing.T) {
	ex, err := Shipped()
	if err != nil {
		t.Fatal(err)
	}
	s := solver.New(20, NodeCap)
	for i := range ex {
		if ex[i].Kind != Call {
			continue
		}
		got, err := GenerateCalls(Seed(ex[i].ID), 1, s)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != 1 || !reflect.DeepEqual(got[0], ex[i]) {
			t.Fatalf("made %+v, shipped %+v", got, ex[i])
		}
		return
	}
	t.Fatal("no call exercise ships")
}
