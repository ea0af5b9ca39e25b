package realinput

import (
	"path/filepath"
	"sort"
	"testing"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/store"
)

// TestResumeOfferShowsSavedPosition: while the offer to continue an
// unfinished sitting is open, the table behind it shows the saved
// position — not a freshly dealt, different hand.
func TestResumeOfferShowsSavedPosition(t *testing.T) {
	need(t)
	scr := newScreen(t, 1280, 900)
	config := newConfig(t, returning())
	m, err := game.NewSitting(game.Rules{}, 77)
	if err != nil {
		t.Fatal(err)
	}
	for st := m.State(); st.Phase() != game.Playing || st.CurrentTrick().N == 0; st = m.State() {
		if err := m.Apply(st.Legal()[0]); err != nil {
			t.Fatal(err)
		}
	}
	meta := store.Meta{HumanSeat: 0, Seats: []store.SeatInfo{{Name: ""}, {Name: "Anna", Bot: "normal"}, {Name: "Sepp", Bot: "normal"}, {Name: "Vreni", Bot: "normal"}}}
	if err := store.New(filepath.Join(config, "cego")).SaveAutosave(meta, m); err != nil {
		t.Fatal(err)
	}
	st := m.State()
	want := cardCodes(st.Hand(0))

	a := start(t, scr, config)
	s := a.waitFor("the offer to continue", func(s snapshot) bool { return dialogTitle(s, "Unfinished sitting") })
	scr.shot(t, "resume-offer-behind")
	var shown []string
	for _, c := range s.hand() {
		shown = append(shown, c.Card)
	}
	sort.Strings(shown)
	if len(shown) > 0 && !equal(shown, want) {
		t.Errorf("behind the offer the table shows the hand %v; the saved hand is %v", shown, want)
	}
}

// cardCodes lists a set's cards as sorted codes.
func cardCodes(cs game.Cards) []string {
	var out []string
	for _, c := range cs.Slice() {
		out = append(out, c.String())
	}
	sort.Strings(out)
	return out
}

func equal(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestCallButtonsLookAlike plays the auctions of deals until one offered a
// choice of calls (at most three deals): without a
// hint no call is drawn as the one to press (the contract's button is not
// orange while "fort" is grey); after H, the hinted call and only it is.
func TestCallButtonsLookAlike(t *testing.T) {
	need(t)
	scr := newScreen(t, 1280, 900)
	a := start(t, scr, newConfig(t, returning()), "-seed", "4")
	choices := 0
	for deal := 1; deal <= 3; deal++ {
		end := playDeal(t, a, func(s snapshot) {
			switch s.Phase {
			case game.Bidding.String():
				var calls int
				for _, o := range s.Objects {
					if o.Kind == "call" {
						calls++
						if o.Important {
							t.Errorf("deal %d: the call %q is drawn as the one to press with no hint asked", deal, o.Text)
						}
					}
				}
				if calls >= 2 {
					choices++
					a.key("h")
					h := a.waitFor("the hint", func(s snapshot) bool { return s.Hint })
					var marked int
					for _, o := range h.Objects {
						if o.Kind == "call" && o.Important {
							marked++
						}
					}
					if marked > 1 {
						t.Errorf("deal %d: %d calls drawn as the one to press after the hint", deal, marked)
					}
				}
				a.click(s, firstCall(t, s))
			case game.Exchanging.String():
				a.doubleClick(s, firstLegal(t, s))
			default:
				cx, cy := s.Drop.centre()
				a.drag(s, firstLegal(t, s), cx, cy)
			}
		})
		if choices > 0 {
			break // one deal whose auction offered a choice is the check; each further deal costs a whole deal of drags
		}
		if end.Phase == game.Done.String() {
			a.waitFor("the result", func(s snapshot) bool { return s.Panel })
			a.key("Return")
			a.waitFor("the next deal", func(s snapshot) bool { return s.Deal == deal+1 })
		}
	}
	if choices == 0 {
		t.Error("no auction with a choice of calls in three deals: the check saw nothing")
	}
}
