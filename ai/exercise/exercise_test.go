package exercise

import (
	"flag"
	"slices"
	"strings"
	"testing"

	"github.com/cego-spiel/cego/ai/solver"
	"github.com/cego-spiel/cego/game"
)

// proveAll makes TestShippedExercisesProven prove every shipped exercise
// again from scratch (make test-long); without it the stored records are
// checked and one exercise of each kind is proven again.
var proveAll = flag.Bool("exercises-long", false, "prove every shipped exercise again under hidden information")

// MinShipped is the least number of shipped exercises proven under hidden
// information (every kind but Worth).
const MinShipped = 400

// TestShippedExercisesProven checks every shipped exercise: a "how much is
// it worth?" by the engine's settlement; every other kind under hidden
// information — its stored proof record belongs to it (kind, script,
// answer, seed), names every legal answer of the position and holds (the
// answer beats every other over the deals consistent with seat 0's view
// by MinGain at least, the 95 % lower bound above zero; CheckProof). The
// fast form proves one exercise of each kind again from scratch and
// compares the records; with -exercises-long (make test-long) every one.
// At least MinShipped ship proven, at least 20 of each kind, of every
// level, with ids of their own.
func TestShippedExercisesProven(t *testing.T) {
	ex, err := Shipped()
	if err != nil {
		t.Fatal(err)
	}
	s := solver.New(20, NodeCap)
	ids := map[string]bool{}
	count := map[Kind][MaxLevel + 1]int{}
	again := map[Kind]bool{}
	// the fast form proves again the exercise of each kind with the
	// fewest choices
	pick := map[Kind]int{}
	for i := range ex {
		if ex[i].Proof == nil {
			continue
		}
		if j, ok := pick[ex[i].Kind]; !ok || len(ex[i].Proof.Options) < len(ex[j].Proof.Options) {
			pick[ex[i].Kind] = i
		}
	}
	proven := 0
	for i := range ex {
		e := &ex[i]
		if ids[e.ID] {
			t.Errorf("id %s twice", e.ID)
		}
		ids[e.ID] = true
		if e.Level < 1 || e.Level > MaxLevel {
			t.Errorf("%s: level %d", e.ID, e.Level)
			continue
		}
		c := count[e.Kind]
		c[e.Level]++
		count[e.Kind] = c
		if e.Kind == Worth {
			if err := Prove(e, s); err != nil {
				t.Errorf("%s: %v", e.ID, err)
			}
			continue
		}
		if err := CheckProof(e); err != nil {
			t.Errorf("%s: %v", e.ID, err)
			continue
		}
		if err := checkAlso(e); err != nil {
			t.Errorf("%s: %v", e.ID, err)
		}
		if l := LevelOf(e); l != e.Level {
			t.Errorf("%s: level %d, its grade is %d", e.ID, e.Level, l)
		}
		proven++
		if *proveAll || pick[e.Kind] == i {
			again[e.Kind] = true
			if err := Prove(e, s); err != nil {
				t.Errorf("%s proven again: %v", e.ID, err)
			}
		}
	}
	if proven < MinShipped {
		t.Errorf("%d exercises ship proven under hidden information, want at least %d", proven, MinShipped)
	}
	for _, k := range []Kind{Card, Worth, Call, Keep, Discard} {
		for l := 1; l <= MaxLevel; l++ {
			if count[k][l] == 0 {
				t.Errorf("no %s exercise of level %d", k, l)
			}
		}
		c := count[k]
		if n := c[1] + c[2] + c[3]; n < 20 {
			t.Errorf("%d %s exercises ship, want at least 20", n, k)
		}
		if k != Worth && !again[k] {
			t.Errorf("no %s exercise proven again", k)
		}
		t.Logf("%s: %v (levels 1..%d)", k, c[1:], MaxLevel)
	}
}

// firstOf returns the shipped exercise of kind k with the fewest choices
// (the quickest to prove again).
func firstOf(t *testing.T, k Kind) *Exercise {
	t.Helper()
	ex, err := Shipped()
	if err != nil {
		t.Fatal(err)
	}
	var best *Exercise
	for i := range ex {
		if ex[i].Kind == k && (best == nil || k != Worth && len(ex[i].Proof.Options) < len(best.Proof.Options)) {
			best = &ex[i]
		}
	}
	if best == nil {
		t.Fatalf("no %s exercise ships", k)
	}
	return best
}

// TestProveRefuses: another answer is refused by the stored record (its
// hash) and, proven afresh, by the test itself (it is not best over the
// deals); changed numbers, a missing record, a worth without its answer
// among the options and a position where seat 0 does not play are each
// refused.
func TestProveRefuses(t *testing.T) {
	s := solver.New(20, NodeCap)
	for _, k := range []Kind{Card, Call, Discard} {
		e := firstOf(t, k)
		for c, o := range e.Proof.Options {
			if c == e.Answer || o.Same {
				continue
			}
			wrong := *e
			wrong.Answer = c
			if err := CheckProof(&wrong); err == nil {
				t.Errorf("%s: the record proves %s too", e.ID, c)
			}
			p, err := ProveHidden(&wrong, s)
			if err == nil {
				t.Errorf("%s: %s proven afresh: %+v", e.ID, c, p.Options)
			}
			// a record made for the wrong answer does not hold
			p.Hash = proofHash(&wrong, &p)
			wrong.Proof = &p
			if err := CheckProof(&wrong); err == nil {
				t.Errorf("%s: a record for %s holds", e.ID, c)
			}
			break
		}
		changed := *e
		p := *e.Proof
		p.Options = map[string]Option{}
		for c, o := range e.Proof.Options {
			o.Mean += 1
			p.Options[c] = o
		}
		changed.Proof = &p
		if err := Prove(&changed, s); err == nil {
			t.Errorf("%s: changed numbers were proven", e.ID)
		}
		none := *e
		none.Proof = nil
		if err := CheckProof(&none); err == nil {
			t.Errorf("%s: proven without a record", e.ID)
		}
		early := *e
		early.Script = strings.Replace(e.Script, "actions: ", "actions: pass ", 1)
		if err := Prove(&early, s); err == nil {
			t.Errorf("%s: a broken position was proven", e.ID)
		}
	}
	w := *firstOf(t, Worth)
	w.Options = []int{1000, 2000, 3000}
	if err := Prove(&w, s); err == nil {
		t.Error("options without the answer were proven")
	}
}

// TestGap: the paired test on numbers worked by hand — equal columns give
// no gap and no positive bound; a constant difference of 2 gives gap 2
// with bound 2; a noisy difference's bound lies below its gap.
func TestGap(t *testing.T) {
	ws := []float64{1, 1, 1, 1}
	if g, l := gap(ws, []float64{1, 2, 3, 4}, []float64{1, 2, 3, 4}); g != 0 || l != 0 {
		t.Errorf("equal: %v %v", g, l)
	}
	if g, l := gap(ws, []float64{3, 4, 5, 6}, []float64{1, 2, 3, 4}); g != 2 || l != 2 {
		t.Errorf("constant: %v %v", g, l)
	}
	// differences 0, 4, 0, 4: mean 2, spread 2, ESS 4: se 2/√3
	g, l := gap(ws, []float64{0, 4, 0, 4}, []float64{0, 0, 0, 0})
	if g != 2 || l > 0 || l < -0.3 {
		t.Errorf("noisy: %v %v, want 2 and 2 − 1.96·2/√3 ≈ −0.263", g, l)
	}
}

// TestMakeProves: what the generator makes from a played deal, the proof
// holds for, and a position seen from another seat is that seat's hand.
func TestMakeProves(t *testing.T) {
	s := solver.New(20, NodeCap)
	sc, _, err := playDeal(9001, game.Done)
	if err != nil {
		t.Fatal(err)
	}
	orig, err := sc.Deal()
	if err != nil {
		t.Fatal(err)
	}
	r, err := Rotated(sc, 2).Deal()
	if err != nil {
		t.Fatal(err)
	}
	if r.Hand(0) != orig.Hand(2) {
		t.Fatalf("seat 2's hand %v, seen from it %v", orig.Hand(2), r.Hand(0))
	}
	pos, err := Positions(9001, 0, sc, 3)
	if err != nil {
		t.Fatal(err)
	}
	made := 0
	for _, p := range pos {
		if p.Kind != Call && p.Kind != Card {
			continue
		}
		e, err := Make(p, s)
		if err != nil {
			continue
		}
		made++
		if err := CheckProof(&e); err != nil {
			t.Errorf("%s: %v", e.ID, err)
		}
		st, _, _ := e.Position()
		if st.Turn() != 0 || (e.Kind == Card) != (st.Phase() == game.Playing) {
			t.Errorf("%s: not seat 0's decision", e.ID)
		}
	}
	if made == 0 {
		t.Error("nothing made of deal 9001")
	}
}

// TestShippedCoverage: the shipped exercises ask the card in every
// contract the bots' deals gave (the Cego family's Cego, Einer, Eine
// Leere, Zwei Leere, Zwei Verschiedene and Geiß, Solo, Gegensolo, Ultimo,
// Piccolo: from both sides; Räuber; Bettel's declarer), the calls fort,
// Solo, Gegensolo, Ultimo, Piccolo, Bettel, Cego, Einer, Eine Leere, Zwei
// Leere, Zwei Verschiedene, the Geiß, Räuber and "mein", and the keep and the discard in Cego, Gegensolo, Zwei Leere and
// Zwei Verschiedene; at a table of three a card (in Räuber and in the
// Geiß among them), a call (a "mein", a Räuber and a Geiß among them), a
// keep and a discard; and every topic has exercises.
func TestShippedCoverage(t *testing.T) {
	ex, err := Shipped()
	if err != nil {
		t.Fatal(err)
	}
	have := map[string]bool{}
	topics := map[Topic]int{}
	for i := range ex {
		e := &ex[i]
		st, _, err := e.Position()
		if err != nil {
			t.Fatal(err)
		}
		for _, tp := range TopicsOf(e) {
			topics[tp]++
		}
		if st.Players() == 3 {
			have["three "+string(e.Kind)] = true
			switch e.Kind {
			case Call:
				have["three call "+e.Answer] = true
			case Card:
				have["three card "+st.Contract().String()] = true
			}
			continue
		}
		switch e.Kind {
		case Call:
			have["call "+e.Answer] = true
		case Card:
			side := "defending"
			if st.Declarer() == 0 && !st.Contract().Info().Solitary {
				side = "declaring"
			}
			have["card "+st.Contract().String()+" "+side] = true
		case Keep, Discard:
			have[string(e.Kind)+" "+st.Contract().String()] = true
		}
	}
	want := []string{"call pass", "call solo", "call gegensolo", "call ultimo", "call piccolo", "call bettel",
		"call cego", "call einer", "call raeuber", "keep Cego", "keep Gegensolo", "discard Cego", "discard Gegensolo",
		"card Räuber defending", "keep Zwei Leere", "discard Zwei Leere",
		"call mein", "call eine-leere", "call zwei-leere", "call zwei-verschiedene", "keep Zwei Verschiedene", "discard Zwei Verschiedene", "card Bettel declaring",
		"three card", "three call", "three keep", "three discard", "three call mein",
		"call geiss", "three call geiss", "three call raeuber", "three card Räuber", "three card Geiß"}
	for _, c := range []string{"Cego", "Einer", "Eine Leere", "Zwei Leere", "Zwei Verschiedene", "Geiß", "Solo", "Gegensolo", "Ultimo", "Piccolo"} {
		want = append(want, "card "+c+" declaring", "card "+c+" defending")
	}
	for _, w := range want {
		if !have[w] {
			t.Errorf("no exercise: %s", w)
		}
	}
	for _, tp := range Topics() {
		if topics[tp] < 10 {
			t.Errorf("%d exercises about %s, want at least 10", topics[tp], tp)
		}
		t.Logf("%s: %d", tp, topics[tp])
	}
}

// TestTopicsOf: an exercise's topics are read off its position and
// answer: a "mein" or a higher rung is the ladder's, a card
// of a Bettel Bettel's, any exercise at a table of three Three's; a
// "fort" or a Solo card none of them.
func TestTopicsOf(t *testing.T) {
	four := "players: 4\ndealer: 3\ndeck: " + deckOf(4) + "\nactions: "
	three := "players: 3\ndealer: 2\ndeck: " + deckOf(3) + "\nactions: "
	for _, c := range []struct {
		kind   Kind
		script string
		answer string
		want   []Topic
	}{
		{Call, four + "pass pass pass pass pass pass pass pass pass pass pass pass cego einer", "mein", []Topic{Ladder}},
		{Call, four + "pass pass pass pass pass pass pass pass pass pass pass pass cego einer", "pass", nil},
		{Call, four, "pass", nil},
		{Call, three + "pass pass pass pass pass pass cego einer", "mein", []Topic{Ladder, Three}},
		{Call, four + "pass pass pass pass pass pass pass pass pass pass pass pass cego einer mein", "eine-leere", []Topic{Ladder}},
		{Card, four + "pass pass pass pass pass pass pass pass bettel pass pass pass", "T1", []Topic{Bettel}},
		{Card, four + "pass pass pass pass solo pass pass pass", "T1", nil},
	} {
		e := Exercise{Kind: c.kind, Script: c.script, Answer: c.answer}
		if _, _, err := e.Position(); err != nil {
			t.Fatalf("%q: %v", c.script, err)
		}
		if got := TopicsOf(&e); !slices.Equal(got, c.want) {
			t.Errorf("%s %q answered %s: topics %v, want %v", c.kind, c.script, c.answer, got, c.want)
		}
	}
}

// deckOf is a pack of the table of n in its order of RULES §16.3.
func deckOf(n int) string {
	var out []string
	for _, c := range game.Shuffle(game.Rules{Players: n}, 1) {
		out = append(out, c.String())
	}
	return strings.Join(out, " ")
}
