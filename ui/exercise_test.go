package ui

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/cego-spiel/cego/ai/exercise"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/internal/uitest"
	"github.com/cego-spiel/cego/ui/store"
	"github.com/cego-spiel/cego/ui/text"
)

// TestExerciseCard: a "which card?" exercise offers the legal cards; a
// wrong one is refused with its principle and cost over the deals, the
// right one is explained, written to the progress file and counted in the
// Exercises menu.
func TestExerciseCard(t *testing.T) {
	st := store.New(t.TempDir())
	c := newTestTable(t, Options{Seed: 5})
	c.store = st
	c.courseMenus()
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
		if !isRight(&e, card.String()) {
			wrong = card
			break
		}
	}
	test.Tap(v.taps[wrong])
	if got := v.feedback.Text; !strings.HasPrefix(got, trf("Not %s.", text.CardName(wrong))) || !strings.Contains(got, "deals that fit what you see") {
		t.Fatalf("a wrong card gets %q", got)
	}
	if c.progress.Solved(e.ID) {
		t.Fatal("a wrong card solved the exercise")
	}
	right, _ := game.ParseCard(e.Answer)
	test.Tap(v.taps[right])
	if got := v.feedback.Text; !strings.HasPrefix(got, trf("Right: %s.", text.CardName(right))) || !strings.Contains(got, "the closest other choice") {
		t.Fatalf("the right card gets %q", got)
	}
	if p, _ := st.LoadProgress(); !p.Solved(e.ID) {
		t.Fatal("the solved exercise is not in the progress file")
	}
	k := 1 // the Exercises menu's line of medium "which card?" exercises
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

// TestExerciseCall: a "which call?" exercise offers every legal call, fort
// included; a wrong one is refused with its principle and cost, the right
// one explained against the closest other and counted as solved.
func TestExerciseCall(t *testing.T) {
	c := newTestTable(t, Options{Seed: 5})
	c.showExercises(exercise.Call, 2)
	v := c.exercise
	if v == nil {
		t.Fatal("no exercise shown")
	}
	e := v.set[v.i]
	if len(v.calls) != len(e.Proof.Options) || len(v.calls) < 2 {
		t.Fatalf("%d calls offered, %d proven", len(v.calls), len(e.Proof.Options))
	}
	var right game.Action = game.Pass
	for a, b := range v.calls {
		if a.String() == e.Answer {
			right = a
			continue
		}
		test.Tap(b)
		if !strings.HasPrefix(v.feedback.Text, trf("Not %s.", callWord(a))) {
			t.Fatalf("a wrong call gets %q", v.feedback.Text)
		}
	}
	if c.progress.Solved(e.ID) {
		t.Fatal("a wrong call solved the exercise")
	}
	test.Tap(v.calls[right])
	if !strings.HasPrefix(v.feedback.Text, trf("Right: %s.", callWord(right))) {
		t.Fatalf("the right call gets %q", v.feedback.Text)
	}
	if !strings.Contains(v.feedback.Text, "the closest other choice") {
		t.Fatalf("the right call is not compared: %q", v.feedback.Text)
	}
	if !c.progress.Solved(e.ID) {
		t.Fatal("not counted as solved")
	}
}

// TestExerciseKeep: in a "which two cards to keep?" exercise (German) the
// player taps two cards; a wrong pair is refused, a card tapped twice is
// taken back, and the right pair is explained (over the deals) and counted.
func TestExerciseKeep(t *testing.T) {
	t.Cleanup(func() { SetLanguage("en") })
	SetLanguage("de")
	c := newTestTable(t, Options{Seed: 5})
	level := 0
	for l := 1; l <= exercise.MaxLevel && level == 0; l++ {
		if len(exercisesOf(exercise.Keep, l)) > 0 {
			level = l
		}
	}
	c.showExercises(exercise.Keep, level)
	v := c.exercise
	if v == nil {
		t.Fatal("no exercise shown")
	}
	e := v.set[v.i]
	var answer []game.Card
	for _, s := range strings.Fields(e.Answer) {
		card, err := game.ParseCard(s)
		if err != nil {
			t.Fatal(err)
		}
		answer = append(answer, card)
	}
	if len(answer) != 2 || len(v.taps) != v.st.Hand(0).Len() {
		t.Fatalf("answer %q, %d cards to tap", e.Answer, len(v.taps))
	}
	var other game.Card = game.NoCard
	for card := range v.taps {
		if card != answer[0] && card != answer[1] && !isRight(&e, exercise.PairKey(answer[0], card)) {
			other = card
			break
		}
	}
	test.Tap(v.taps[answer[0]])
	test.Tap(v.taps[answer[0]]) // taken back
	test.Tap(v.taps[answer[0]])
	test.Tap(v.taps[other])
	if !strings.HasPrefix(v.feedback.Text, "Nicht ") || c.progress.Solved(e.ID) {
		t.Fatalf("a wrong pair gets %q", v.feedback.Text)
	}
	test.Tap(v.taps[answer[1]])
	test.Tap(v.taps[answer[0]])
	if !strings.HasPrefix(v.feedback.Text, "Richtig: ") || !strings.Contains(v.feedback.Text, "Verteilungen") {
		t.Fatalf("the right pair gets %q", v.feedback.Text)
	}
	if !c.progress.Solved(e.ID) {
		t.Fatal("not counted as solved")
	}
}

// TestWorthWordsFollowTheSettlement: the explanation of every shipped "how
// much?" exercise states the engine's total, who pays whom (the declarer
// pays when he lost), and a factor only where the game has one: a lost
// special game once read "a fixed value of 15 from each of the 3 others:
// the declarer gets −45".
func TestWorthWordsFollowTheSettlement(t *testing.T) {
	all, err := shippedExercises()
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, e := range all {
		if e.Kind != exercise.Worth {
			continue
		}
		st, _, err := e.Position()
		if err != nil {
			t.Fatal(err)
		}
		r := st.Result()
		total := st.Score()[r.Declarer]
		words := worthReckoning(r, st.Players()-1, total)
		rule := worthRule(r)
		where := e.ID + ": " + words
		if !strings.Contains(words, fmt.Sprintf("%+d in all", total)) {
			t.Errorf("%s: the total %+d is not stated", where, total)
		}
		if total < 0 && !strings.Contains(words, "the declarer pays") || total > 0 && !strings.Contains(words, "pays the declarer") {
			t.Errorf("%s: who pays whom does not follow the total %+d", where, total)
		}
		if normal := r.Contract.Info().Normal; normal != strings.Contains(words, "give factor") || !normal && !strings.Contains(rule, "no factor") {
			t.Errorf("%s (rule %q): a factor where the game has none, or none where it has one", where, rule)
		}
		n++
	}
	if n == 0 {
		t.Fatal("no shipped worth exercise")
	}
}

// TestExerciseDiscard: a "which card to discard?" exercise hides the other
// hands, offers the legal discards, refuses a wrong one and counts the
// right one.
func TestExerciseDiscard(t *testing.T) {
	c := newTestTable(t, Options{Seed: 5})
	level := 0
	for l := 1; l <= exercise.MaxLevel && level == 0; l++ {
		if len(exercisesOf(exercise.Discard, l)) > 0 {
			level = l
		}
	}
	c.showExercises(exercise.Discard, level)
	v := c.exercise
	if v == nil {
		t.Fatal("no exercise shown")
	}
	e := v.set[v.i]
	if len(v.taps) != v.st.LegalCards().Len() {
		t.Fatalf("%d cards to tap, %d legal", len(v.taps), v.st.LegalCards().Len())
	}
	for card, a := range v.taps {
		if !isRight(&e, card.String()) {
			test.Tap(a)
			if !strings.HasPrefix(v.feedback.Text, trf("Not %s.", text.CardName(card))) || c.progress.Solved(e.ID) {
				t.Fatalf("a wrong discard gets %q", v.feedback.Text)
			}
			break
		}
	}
	right, _ := game.ParseCard(e.Answer)
	test.Tap(v.taps[right])
	if !strings.HasPrefix(v.feedback.Text, trf("Right: %s.", text.CardName(right))) || !c.progress.Solved(e.ID) {
		t.Fatalf("the right discard gets %q", v.feedback.Text)
	}
}

// TestExerciseTopics: the Exercises menu's parts of the game each open their
// exercises, of every kind, easy ones first: a "mein" on the Cego
// ladder, Zwei Verschiedene, the Geiß, Bettel and a table of three (two
// other hands shown, face down); the right answer of the first is counted
// in the part's menu line.
func TestExerciseTopics(t *testing.T) {
	c := newTestTable(t, Options{Seed: 5})
	c.store = store.New(t.TempDir())
	c.courseMenus()
	for i, tp := range exercise.Topics() {
		set := exercisesAbout(tp)
		if len(set) == 0 {
			t.Fatalf("no exercise about %s", tp)
		}
		for j := range set {
			if j > 0 && set[j].Level < set[j-1].Level {
				t.Fatalf("%s: %s (level %d) after level %d", tp, set[j].ID, set[j].Level, set[j-1].Level)
			}
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
		if got, want := c.topicItems[i].Label, trf("%s: %d of %d solved", topicName(tp), before, len(set)); got != want {
			t.Fatalf("menu line %q, want %q", got, want)
		}
		c.topicItems[i].Action()
		v := c.exercise
		if v == nil || len(v.set) != len(set) || before == 0 && v.set[v.i].ID != set[0].ID {
			t.Fatalf("%s: the exercises shown are not the part's", tp)
		}
		e := v.set[v.i]
		if v.st.Players() == 3 {
			if !slices.Contains(exercise.TopicsOf(&e), exercise.Three) {
				t.Fatalf("%s: a table of three not in its part", e.ID)
			}
			if !strings.Contains(strings.Join(uitest.Texts(v.body), "|"), tr("Cego by three: 13 cards in each hand, 12 in the blind.")) {
				t.Fatalf("%s: the table of three is not said", e.ID)
			}
		} else if tp == exercise.Three {
			t.Fatalf("%s about %s: %d players", e.ID, tp, v.st.Players())
		}
		switch e.Kind {
		case exercise.Card, exercise.Discard:
			card, _ := game.ParseCard(e.Answer)
			test.Tap(v.taps[card])
		case exercise.Call:
			a, _ := game.ParseAction(e.Answer)
			test.Tap(v.calls[a])
		case exercise.Keep:
			for _, w := range strings.Fields(e.Answer) {
				card, _ := game.ParseCard(w)
				test.Tap(v.taps[card])
			}
		}
		if !c.progress.Solved(e.ID) {
			t.Fatalf("%s: the right answer %s is not counted: %q", e.ID, e.Answer, v.feedback.Text)
		}
		if got := c.topicItems[i].Label; solved() != before+1 || !strings.Contains(got, trf("%d of %d solved", before+1, len(set))) {
			t.Fatalf("menu line %q after one solved", got)
		}
		v.d.Hide()
	}
}
