package ui

import (
	"testing"

	"fyne.io/fyne/v2"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/store"
)

// pilotMove makes the person's decision with a Normal bot (deterministic:
// the same position, the same choice).
func pilotMove(t testing.TB, c *Controller) {
	t.Helper()
	v := c.view()
	a := steadyBot{level: "normal", seed: 77}.Choose(v)
	if err := c.humanAction(a); err != nil {
		t.Fatalf("%v: %v", a, err)
	}
}

// tableCards is what the table shows of the person's hand and the trick.
func tableCards(c *Controller) (hand []game.Card, trick game.Trick) {
	for _, w := range c.table.hand {
		hand = append(hand, w.card)
	}
	trick, _ = c.shownTrick()
	return hand, trick
}

// TestUndoRestoresExactState plays into a deal, takes the person's last
// card back and compares the deal, the person's view and the table with
// how they were just before that card; the same card played again brings
// the same answers from the bots.
func TestUndoRestoresExactState(t *testing.T) {
	c := newTestTable(t, Options{Seed: 21})
	cards := 0
	var st0 game.State
	var v0 game.View
	var hand0 []game.Card
	var trick0 game.Trick
	for cards < 4 {
		if st := c.sitting.State(); st.Phase() == game.Done {
			t.Fatal("the deal ended before the person played 4 cards")
		}
		v := c.view()
		if v.Phase() == game.Playing {
			cards++
			st0, v0 = c.sitting.State(), v
			hand0, trick0 = tableCards(c)
		}
		pilotMove(t, c)
	}
	st1 := c.sitting.State()
	if st1 == st0 {
		t.Fatal("the card changed nothing")
	}
	if err := c.UndoLastCard(); err != nil {
		t.Fatal(err)
	}
	if st := c.sitting.State(); st != st0 {
		t.Fatal("the deal after undo differs from the deal before the card")
	}
	if v := c.view(); v != v0 {
		t.Fatal("the view after undo differs")
	}
	hand, trick := tableCards(c)
	if len(hand) != len(hand0) || trick != trick0 {
		t.Fatalf("the table shows %v / %v, before the card %v / %v", hand, trick, hand0, trick0)
	}
	for i := range hand {
		if hand[i] != hand0[i] {
			t.Fatalf("hand %v, before %v", hand, hand0)
		}
	}
	pilotMove(t, c)
	if st := c.sitting.State(); st != st1 {
		t.Fatal("the same card again brought other answers from the bots")
	}
}

// TestUndoRefused: not in a rated sitting, not before the first card, not
// once the deal is over; the deal stays as it is.
func TestUndoRefused(t *testing.T) {
	c := newTestTable(t, Options{Seed: 21, Rated: true})
	if c.table.undoBtn.Visible() {
		t.Error("a rated sitting shows the Undo button")
	}
	w := newTestTable(t, Options{Seed: 21, WatchMode: true})
	if w.table.undoBtn.Visible() {
		t.Error("watch mode shows the Undo button")
	}
	for i := 0; i < 40; i++ {
		if v := c.view(); v.Phase() == game.Playing && len(c.sitting.Actions()) > 0 {
			st := c.sitting.State()
			if v.TrickCount() > 2 {
				if err := c.UndoLastCard(); err == nil {
					t.Fatal("undo in a rated sitting")
				}
				if c.sitting.State() != st || c.table.refusal == "" {
					t.Fatal("the refusal changed the deal or was not shown")
				}
				break
			}
		}
		pilotMove(t, c)
	}
	p := newTestTable(t, Options{Seed: 21})
	if !p.table.undoBtn.Visible() {
		t.Error("a practice sitting hides the Undo button")
	}
	if err := p.UndoLastCard(); err == nil {
		t.Fatal("undo before any card")
	}
	for st := p.sitting.State(); st.Phase() != game.Done; st = p.sitting.State() {
		pilotMove(t, p)
	}
	before := p.sitting.State()
	if err := p.UndoLastCard(); err == nil || p.sitting.State() != before {
		t.Fatal("undo after the deal was over")
	}
}

// TestUndoShortcut: Ctrl+Z takes the card back, once even when the menu
// and the window both report it.
func TestUndoShortcut(t *testing.T) {
	c := newTestTable(t, Options{Seed: 21})
	var before game.State
	for cards := 0; cards < 3; {
		if v := c.view(); v.Phase() == game.Playing {
			cards++
			before = c.sitting.State()
		}
		pilotMove(t, c)
	}
	c.win.Canvas().(fyne.Shortcutable).TypedShortcut(undoShortcut)
	if c.sitting.State() != before {
		t.Fatal("Ctrl+Z did not take back the last card")
	}
	c.undoOnce() // the same key seen by the menu too
	if c.sitting.State() != before {
		t.Fatal("one Ctrl+Z took back two cards")
	}
}

// TestSeatBots: the rule levels answer a position the same way however
// often they are asked (the Easy bot's random mistakes included); the
// search levels are the search bots themselves.
func TestSeatBots(t *testing.T) {
	st := game.Deal(game.Rules{}, 3, 7)
	for i := 0; st.Phase() != game.Done && i < 30; i++ {
		v := st.View(st.Turn())
		b := seatBot("easy", 99)
		a := b.Choose(v)
		for k := 0; k < 3; k++ {
			if x := b.Choose(v); x != a {
				t.Fatalf("easy answered %v, then %v", a, x)
			}
		}
		if x := seatBot("easy", 99).Choose(v); x != a {
			t.Fatalf("a second easy bot answered %v, not %v", x, a)
		}
		if err := st.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if _, ok := seatBot("expert", 1).(steadyBot); ok {
		t.Fatal("Expert made per decision")
	}
}

// TestRatedSittingResumesRated: a rated sitting is saved as rated and
// comes back rated, so a save cannot turn it into practice.
func TestRatedSittingResumesRated(t *testing.T) {
	c := newTestTable(t, Options{Seed: 21, Rated: true})
	pilotMove(t, c)
	dir := t.TempDir()
	st := store.New(dir)
	if err := st.SaveAutosave(c.meta(), c.sitting); err != nil {
		t.Fatal(err)
	}
	g, ok, err := st.LoadAutosave()
	if !ok || err != nil || !g.Rated {
		t.Fatalf("saved: rated %v, %v %v", g.Rated, ok, err)
	}
	c2 := newTestTable(t, Options{Seed: 3})
	if err := c2.Resume(g, c2.opts); err != nil {
		t.Fatal(err)
	}
	if !c2.opts.Rated || c2.undoRefusal() == "" {
		t.Fatal("the resumed sitting is no longer rated")
	}
}
