package realinput

import (
	"strings"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// playDeal plays the person's part of the deal in progress to its end
// with play, which makes one decision by real input, and checks through
// the autosave that every decision was taken.
func playDeal(t *testing.T, a *app, play func(s snapshot)) snapshot {
	t.Helper()
	deal := a.snap().Deal
	for i := 0; ; i++ {
		s := a.waitFor("the person's turn or the deal's end", func(s snapshot) bool {
			return s.Deal != deal || s.Phase == game.Done.String() || (s.MyTurn && s.top() == 0)
		})
		if s.Deal != deal || s.Phase == game.Done.String() {
			return s
		}
		if i > 40 {
			t.Fatalf("40 decisions and the deal is not over")
		}
		before := s.Actions
		play(s)
		a.waitFor("the decision to be taken", func(s snapshot) bool { return s.Actions > before || s.Deal != deal })
	}
}

// TestDealByDragging plays a whole deal with the real mouse: the calls
// clicked, every card dragged to the middle of the table.
func TestDealByDragging(t *testing.T) {
	need(t)
	scr := newScreen(t, 1280, 900)
	a := start(t, scr, newConfig(t, returning()), "-seed", "11")
	var cards int
	end := playDeal(t, a, func(s snapshot) {
		if s.Phase == game.Playing.String() {
			cards++
		}
		decide(t, a, s)
	})
	scr.shot(t, "deal-by-dragging")
	if end.Phase != game.Done.String() {
		t.Fatalf("deal ended in phase %s", end.Phase)
	}
	g := a.autosave()
	st := g.Sitting.State()
	if st.Phase() != game.Done {
		t.Errorf("the autosave's deal is in phase %v, not done", st.Phase())
	}
	if cards == 0 {
		t.Errorf("no card was dragged")
	}
	t.Logf("%d cards dragged; deal over, score %v", cards, st.Score())
}

// decide makes the person's decision by real input: a call clicked, a
// card of the exchange double-clicked, a card dragged to the middle.
func decide(t *testing.T, a *app, s snapshot) {
	t.Helper()
	switch s.Phase {
	case game.Bidding.String():
		a.click(s, firstCall(t, s))
	case game.Exchanging.String():
		a.doubleClick(s, firstLegal(t, s))
	case game.Playing.String():
		c := firstLegal(t, s)
		cx, cy := s.Drop.centre()
		a.drag(s, c, cx, cy)
	default:
		t.Fatalf("a decision in phase %s: %v", s.Phase, s.Legal)
	}
}

// firstCall is the button of "fort" where the person may pass, else of
// the first call open to him.
func firstCall(t *testing.T, s snapshot) object {
	t.Helper()
	if b, ok := callButton(s, "pass"); ok {
		return b
	}
	for _, l := range s.Legal {
		if b, ok := callButton(s, l); ok {
			return b
		}
	}
	t.Fatalf("no call button for any of %v; texts %v", s.Legal, texts(s))
	return object{}
}

// firstLegal is the person's first card that may be chosen now.
func firstLegal(t *testing.T, s snapshot) object {
	t.Helper()
	for _, c := range s.hand() {
		if c.Legal {
			return c
		}
	}
	t.Fatalf("no legal card in the hand; legal %v", s.Legal)
	return object{}
}

// callButton finds the auction's button for the call named by its action
// code ("pass", "solo", …).
func callButton(s snapshot, action string) (object, bool) {
	for _, o := range s.Objects {
		if o.Kind == "call" && o.Card == action && !o.Disabled {
			return o, true
		}
	}
	return object{}, false
}

// TestDealByKeyboard plays a whole deal with the keyboard alone: a call by
// its number key, every card by →/← and Enter, and Enter on the result
// for the next deal.
func TestDealByKeyboard(t *testing.T) {
	need(t)
	scr := newScreen(t, 1280, 900)
	a := start(t, scr, newConfig(t, returning()), "-seed", "5")
	var keys int
	end := playDeal(t, a, func(s snapshot) {
		switch s.Phase {
		case game.Bidding.String():
			b := firstCall(t, s)
			n := callNumber(b.Text)
			if n == "" {
				t.Fatalf("the call button %q shows no number key", b.Text)
			}
			a.key(n)
		case game.Exchanging.String(), game.Playing.String():
			a.key("Right")
			sel := a.waitFor("a card chosen by the arrow key", func(s snapshot) bool {
				for _, c := range s.hand() {
					if c.Selected {
						return true
					}
				}
				return false
			})
			for _, c := range sel.hand() {
				if c.Selected && !c.Legal {
					t.Fatalf("the arrow key chose %s, which may not be played", c.Card)
				}
			}
			a.key("Return")
		}
		keys++
	})
	if end.Phase != game.Done.String() {
		t.Fatalf("deal ended in phase %s", end.Phase)
	}
	if st := a.autosave().Sitting.State(); st.Phase() != game.Done {
		t.Fatalf("the autosave's deal is in phase %v", st.Phase())
	}
	scr.shot(t, "deal-by-keyboard-result")
	a.waitFor("the result panel", func(s snapshot) bool { return s.has("Next deal") })
	a.key("Return")
	s := a.waitFor("the next deal", func(s snapshot) bool { return s.Deal == end.Deal+1 })
	t.Logf("%d decisions by keyboard; now deal %d, phase %s", keys, s.Deal, s.Phase)
}

// callNumber is the number key a call button shows ("Cego  [1]" → "1").
func callNumber(text string) string {
	i := strings.LastIndex(text, "[")
	j := strings.LastIndex(text, "]")
	if i < 0 || j < i+2 {
		return ""
	}
	return text[i+1 : j]
}
