package exercisescreen

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/cego-spiel/cego/ai/exercise"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/text"
)

// TestExerciseCard: a "which card?" exercise offers the legal cards; a
// wrong one is refused with its principle and cost over the deals, the
// right one is explained and counted through the host (once); Next
// exercise moves on.
func TestExerciseCard(t *testing.T) {
	h := newTestHost(t, fyne.NewSize(1280, 800))
	v := OpenKind(h, exercise.Card, 2)
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
	if h.solves != 0 {
		t.Fatal("a wrong card solved the exercise")
	}
	right, _ := game.ParseCard(e.Answer)
	test.Tap(v.taps[right])
	if got := v.feedback.Text; !strings.HasPrefix(got, trf("Right: %s.", text.CardName(right))) || !strings.Contains(got, "the closest other choice") {
		t.Fatalf("the right card gets %q", got)
	}
	if h.solves != 1 || !h.solved[e.ID] {
		t.Fatalf("the right card: %d solves of %v", h.solves, h.solved)
	}
	test.Tap(v.next)
	if v.set[v.i].ID == e.ID {
		t.Fatal("Next exercise stayed on the same one")
	}
}

// TestExerciseWorth: a "how much is it worth?" exercise refuses a wrong
// amount and explains the right one from the engine's settlement.
func TestExerciseWorth(t *testing.T) {
	t.Cleanup(func() { text.SetLanguage("en") })
	text.SetLanguage("de")
	h := newTestHost(t, fyne.NewSize(1280, 800))
	v := OpenKind(h, exercise.Worth, 3)
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
	if !h.solved[e.ID] {
		t.Fatal("not counted as solved")
	}
}

// TestExerciseCall: a "which call?" exercise offers every legal call, fort
// included; a wrong one is refused with its principle and cost, the right
// one explained against the closest other and counted as solved.
func TestExerciseCall(t *testing.T) {
	h := newTestHost(t, fyne.NewSize(1280, 800))
	v := OpenKind(h, exercise.Call, 2)
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
	if h.solved[e.ID] {
		t.Fatal("a wrong call solved the exercise")
	}
	test.Tap(v.calls[right])
	if !strings.HasPrefix(v.feedback.Text, trf("Right: %s.", callWord(right))) {
		t.Fatalf("the right call gets %q", v.feedback.Text)
	}
	if !strings.Contains(v.feedback.Text, "the closest other choice") {
		t.Fatalf("the right call is not compared: %q", v.feedback.Text)
	}
	if !h.solved[e.ID] {
		t.Fatal("not counted as solved")
	}
}

// TestExerciseKeep: in a "which two cards to keep?" exercise (German) the
// player taps two cards; a wrong pair is refused, a card tapped twice is
// taken back, and the right pair is explained (over the deals) and counted.
func TestExerciseKeep(t *testing.T) {
	t.Cleanup(func() { text.SetLanguage("en") })
	text.SetLanguage("de")
	h := newTestHost(t, fyne.NewSize(1280, 800))
	level := 0
	for l := 1; l <= exercise.MaxLevel && level == 0; l++ {
		if len(Of(exercise.Keep, l)) > 0 {
			level = l
		}
	}
	v := OpenKind(h, exercise.Keep, level)
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
	if !strings.HasPrefix(v.feedback.Text, "Nicht ") || h.solved[e.ID] {
		t.Fatalf("a wrong pair gets %q", v.feedback.Text)
	}
	test.Tap(v.taps[answer[1]])
	test.Tap(v.taps[answer[0]])
	if !strings.HasPrefix(v.feedback.Text, "Richtig: ") || !strings.Contains(v.feedback.Text, "Verteilungen") {
		t.Fatalf("the right pair gets %q", v.feedback.Text)
	}
	if !h.solved[e.ID] {
		t.Fatal("not counted as solved")
	}
}

// TestWorthWordsFollowTheSettlement: the explanation of every shipped "how
// much?" exercise states the engine's total, who pays whom (the declarer
// pays when he lost), and a factor only where the game has one: a lost
// special game once read "a fixed value of 15 from each of the 3 others:
// the declarer gets −45".
func TestWorthWordsFollowTheSettlement(t *testing.T) {
	all, err := Shipped()
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
	h := newTestHost(t, fyne.NewSize(1280, 800))
	level := 0
	for l := 1; l <= exercise.MaxLevel && level == 0; l++ {
		if len(Of(exercise.Discard, l)) > 0 {
			level = l
		}
	}
	v := OpenKind(h, exercise.Discard, level)
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
			if !strings.HasPrefix(v.feedback.Text, trf("Not %s.", text.CardName(card))) || h.solved[e.ID] {
				t.Fatalf("a wrong discard gets %q", v.feedback.Text)
			}
			break
		}
	}
	right, _ := game.ParseCard(e.Answer)
	test.Tap(v.taps[right])
	if !strings.HasPrefix(v.feedback.Text, trf("Right: %s.", text.CardName(right))) || !h.solved[e.ID] {
		t.Fatalf("the right discard gets %q", v.feedback.Text)
	}
}

// TestExerciseTopics: each part of the game has exercises, easy ones
// first; opened, it shows the first the person has not solved, and a
// table of three only in its part or the part of three.
func TestExerciseTopics(t *testing.T) {
	h := newTestHost(t, fyne.NewSize(1280, 800))
	for _, tp := range exercise.Topics() {
		set := About(tp)
		if len(set) == 0 {
			t.Fatalf("no exercise about %s", tp)
		}
		for j := range set {
			if j > 0 && set[j].Level < set[j-1].Level {
				t.Fatalf("%s: %s (level %d) after level %d", tp, set[j].ID, set[j].Level, set[j-1].Level)
			}
		}
		h.solved[set[0].ID] = true
		v := OpenTopic(h, tp)
		if v == nil || len(v.set) != len(set) || len(set) > 1 && v.Current().ID != set[1].ID {
			t.Fatalf("%s: the exercises shown are not the part's, from its first unsolved", tp)
		}
		e := v.Current()
		if v.st.Players() == 3 {
			if !slices.Contains(exercise.TopicsOf(&e), exercise.Three) {
				t.Fatalf("%s: a table of three not in its part", e.ID)
			}
		} else if tp == exercise.Three {
			t.Fatalf("%s about %s: %d players", e.ID, tp, v.st.Players())
		}
		v.d.Hide()
	}
}

// TestAnswer: Answer answers every kind as the taps do: a wrong token is
// refused and not counted, the right one (a card, a call, a pair, an
// amount) solves the exercise.
func TestAnswer(t *testing.T) {
	h := newTestHost(t, fyne.NewSize(1280, 800))
	for _, k := range Kinds {
		var v *View
		for l := 1; l <= exercise.MaxLevel && v == nil; l++ {
			v = OpenKind(h, k, l)
		}
		if v == nil {
			t.Fatalf("no exercise of kind %s", k)
		}
		e := v.Current()
		v.Answer("no such answer")
		if h.solved[e.ID] || v.feedback.Text != "" {
			t.Fatalf("%s: a token the exercise does not offer got %q", e.ID, v.feedback.Text)
		}
		v.Answer(e.Answer)
		if !h.solved[e.ID] || !strings.HasPrefix(v.feedback.Text, "Right: ") {
			t.Fatalf("%s: the right answer %q gets %q", e.ID, e.Answer, v.feedback.Text)
		}
		v.d.Hide()
	}
}
