package realinput

import (
	"strings"
	"testing"
	"time"

	"github.com/cego-spiel/cego/game"
)

// dialogTitle reports whether a dialog with title is open over the table.
func dialogTitle(s snapshot, title string) bool {
	for _, o := range s.Objects {
		if o.Layer > 0 && o.Text == title {
			return true
		}
	}
	return false
}

// openByKey presses key, waits for the dialog called title, closes it
// with Escape and waits for the table to be back.
func openByKey(t *testing.T, a *app, key, title string, check func(snapshot)) {
	t.Helper()
	a.key(key)
	s := a.waitFor("the dialog "+title+" after the key "+key, func(s snapshot) bool { return dialogTitle(s, title) })
	if check != nil {
		check(s)
	}
	a.key("Escape")
	a.waitFor("Escape to close "+title, func(s snapshot) bool { return s.top() == 0 })
}

// TestEveryKey presses every key Help → Keys lists, as real key presses,
// and checks what each does: the dialogs (",", G, S, R, N, Help's Keys)
// open and close with Escape, G opens the glossary with an empty search
// field, H shows the hint, Ctrl+Z takes the person's card back, L shows
// the last trick, and Ctrl+Q ends the program, leaving the sitting
// autosaved. (The number keys, ←/→ and Enter play TestDealByKeyboard.)
func TestEveryKey(t *testing.T) {
	need(t)
	scr := newScreen(t, 1280, 900)
	a := start(t, scr, newConfig(t, returning()), "-seed", "11")
	a.waitFor("the person's first call", func(s snapshot) bool { return s.MyTurn })

	openByKey(t, a, "comma", "Settings", nil)
	openByKey(t, a, "g", "Glossary", func(s snapshot) {
		for _, o := range s.Objects {
			if o.Kind == "entry" && o.Layer > 0 && o.Text != "" {
				t.Errorf("the glossary opened by G has %q typed into its search field", o.Text)
			}
		}
	})
	openByKey(t, a, "s", "Score sheet", nil)
	openByKey(t, a, "r", "Rule book", nil)
	openByKey(t, a, "n", "New sitting", nil)

	a.key("h")
	a.waitFor("the hint after H", func(s snapshot) bool { return s.Hint })

	// the auction by number keys, then the first card by → and Enter
	s := a.snap()
	for s.Phase != game.Playing.String() || !s.MyTurn {
		if s.MyTurn && s.Phase == game.Bidding.String() {
			a.key(callNumber(firstCall(t, s).Text))
		}
		if s.MyTurn && s.Phase == game.Exchanging.String() {
			a.key("Right", "Return")
		}
		before := s.Actions
		s = a.waitFor("the person's turn in play", func(s snapshot) bool {
			return s.Actions > before && (s.MyTurn || s.Phase == game.Done.String())
		})
		if s.Phase == game.Done.String() {
			t.Fatal("the deal ended before the person played a card")
		}
	}
	before := s.Actions
	a.key("Right", "Return")
	s = a.waitFor("the card played", func(s snapshot) bool { return s.Actions > before })
	time.Sleep(300 * time.Millisecond)
	a.key("ctrl+z")
	s = a.waitFor("Ctrl+Z to take the card back", func(s snapshot) bool { return s.Actions == before && s.MyTurn })
	if got := len(a.autosave().Sitting.Actions()); got != before {
		t.Errorf("after Ctrl+Z the autosave holds %d actions, want %d", got, before)
	}

	// play on to the end of the first trick, then L shows it
	for {
		s = a.waitFor("the person's turn", func(s snapshot) bool { return s.MyTurn || s.Phase == game.Done.String() })
		v := a.autosave().Sitting.State()
		if len(v.Tricks()) > 0 && v.Tricks()[0].Complete() {
			break
		}
		before := s.Actions
		a.key("Right", "Return")
		a.waitFor("the card played", func(s snapshot) bool { return s.Actions > before })
	}
	a.key("l")
	a.waitFor("the last trick after L", func(s snapshot) bool { return s.Panel })
	a.key("Escape")
	a.waitFor("Escape to close the last trick", func(s snapshot) bool { return !s.Panel })

	saved := len(a.autosave().Sitting.Actions())
	a.key("ctrl+q")
	if err := a.waitExit(20 * time.Second); err != nil {
		t.Errorf("after Ctrl+Q the program ended with %v", err)
	}
	if got := len(a.autosave().Sitting.Actions()); got != saved {
		t.Errorf("after Ctrl+Q the autosave holds %d actions, want %d", got, saved)
	}
}

// reviewStep is the review's "Trick k of n" line ("" when none shows).
func reviewStep(s snapshot) string {
	for _, o := range s.Objects {
		if o.Kind == "label" && (o.Text == "Start of play" || strings.HasPrefix(o.Text, "Trick ") && strings.Contains(o.Text, " of ")) {
			return o.Text
		}
	}
	return ""
}

// TestReviewKeys opens the review of a finished deal with a real click on
// the result panel's Review and walks it with the keys Help → Keys lists:
// → and ← trick by trick, Home and End to the ends, Enter to close.
func TestReviewKeys(t *testing.T) {
	need(t)
	scr := newScreen(t, 1280, 900)
	config := newConfig(t, returning())
	finishedDeal(t, config, 21)
	a := start(t, scr, config, "-resume")
	s := a.waitFor("the result panel", func(s snapshot) bool { return s.Panel && s.Phase == game.Done.String() })
	rv, ok := s.find("button", "Review", 0)
	if !ok {
		t.Fatalf("no Review button: %v", texts(s))
	}
	a.click(s, rv)
	a.waitFor("the review", func(s snapshot) bool { return reviewStep(s) != "" })
	time.Sleep(2 * time.Second) // the verdicts come in as they are solved
	scr.shot(t, "review-1280x800")
	step := func(key, want string) {
		t.Helper()
		a.key(key)
		a.waitFor(key+" to show "+want, func(s snapshot) bool { return reviewStep(s) == want })
	}
	step("End", "Trick 11 of 11")
	step("Left", "Trick 10 of 11")
	step("Home", "Start of play")
	step("Right", "Trick 1 of 11")
	a.key("Return")
	a.waitFor("Enter to close the review", func(s snapshot) bool { return reviewStep(s) == "" })
}
