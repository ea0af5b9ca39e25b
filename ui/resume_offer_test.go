package ui

import (
	"math/rand/v2"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/internal/uitest"
	"github.com/cego-spiel/cego/ui/store"
)

// TestResumeOfferShowsSavedHand: behind the question whether to continue
// the autosaved sitting the table shows the saved position, and nobody
// moves until the answer (it showed a freshly dealt, different hand, as
// if the save were gone); a person's card is refused meanwhile. "New
// sitting" then deals the sitting the table started with, and Continue
// goes on from the saved position.
func TestResumeOfferShowsSavedHand(t *testing.T) {
	st := store.New(t.TempDir())
	c1 := newTestTable(t, Options{Seed: 8})
	rng := rand.New(rand.NewPCG(5, 6))
	for i := 0; i < 3; i++ {
		humanMove(t, c1, rng)
	}
	if s := c1.sitting.State(); s.Phase() == game.Done {
		t.Fatal("the saved deal is over")
	}
	if err := st.SaveAutosave(c1.meta(), c1.sitting); err != nil {
		t.Fatal(err)
	}
	g, ok, err := st.LoadAutosave()
	if !ok || err != nil {
		t.Fatal(ok, err)
	}
	saved := c1.view()
	if saved.Hand().Len() == 0 {
		t.Fatal("no saved hand")
	}
	for _, answer := range []string{tr("New sitting"), tr("Continue")} {
		c := newTestTable(t, Options{Seed: 77})
		fv := c.view()
		fresh := fv.Hand()
		if fresh == saved.Hand() {
			t.Fatal("the fresh deal holds the saved hand")
		}
		c.store = st
		c.autosaver = st.NewAutosaver(nil)
		c.offerResume(g)
		v := c.view()
		if v.Hand() != saved.Hand() || len(c.sitting.Actions()) != len(c1.sitting.Actions()) {
			t.Fatalf("behind the offer: hand %v after %d actions; saved %v after %d", v.Hand(), len(c.sitting.Actions()), saved.Hand(), len(c1.sitting.Actions()))
		}
		shown := game.Cards(0)
		for _, w := range c.table.hand {
			if w.Visible() {
				shown |= w.card.Bit()
			}
		}
		if shown != saved.Hand() {
			t.Errorf("the hand on the table is %v, the saved one %v", shown, saved.Hand())
		}
		if w := c.table.whatNow.txt.Text; w != "" {
			t.Errorf("behind the offer the table says %q, though nobody moves", w)
		}
		if m := c.table.message.txt.Text; m != "" {
			t.Errorf("behind the offer the prompt says %q, though nobody moves", m)
		}
		if l := v.Legal(); v.MyTurn() && c.humanAction(l[0]) == nil {
			t.Error("a move was taken while the question was open")
		}
		b := uitest.FindButton(t, c.win.Canvas().Overlays().Top(), answer)
		if b == nil {
			t.Fatalf("no %q button", answer)
		}
		test.Tap(b)
		switch v := c.view(); answer {
		case tr("New sitting"):
			if v.Hand() != fresh || c.sitting.DealNumber() != 1 {
				t.Errorf("after New sitting: hand %v in deal %d, want the fresh %v", v.Hand(), c.sitting.DealNumber(), fresh)
			}
		default:
			if len(c.sitting.Actions()) < len(c1.sitting.Actions()) || c.holdSaves || c.paused {
				t.Errorf("after Continue: %d actions (saved %d), saves held %v, paused %v", len(c.sitting.Actions()), len(c1.sitting.Actions()), c.holdSaves, c.paused)
			}
		}
		if err := c.autosaver.Close(); err != nil {
			t.Fatal(err)
		}
		if answer == tr("New sitting") {
			// the save was deleted: put it back for Continue
			if err := st.SaveAutosave(c1.meta(), c1.sitting); err != nil {
				t.Fatal(err)
			}
		}
	}
}
