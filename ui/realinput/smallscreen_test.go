package realinput

import (
	"testing"
	"time"

	"github.com/cego-spiel/cego/ui/store"
)

// onScreen checks that the window lies wholly on a screen of w×h pixels.
func (a *app) onScreen(what string, w, h int) {
	a.t.Helper()
	x, y, gw, gh := a.geometry()
	if x < 0 || y < 0 || x+gw > w || y+gh > h {
		a.t.Errorf("%s: the window lies at %d,%d and is %d×%d on a screen of %d×%d", what, x, y, gw, gh, w, h)
	}
}

// inWindow checks that o lies wholly inside the window of s.
func inWindow(t *testing.T, what string, s snapshot, o object) {
	t.Helper()
	const slack = 1
	if o.X < -slack || o.Y < -slack || o.X+o.W > s.Window.W+slack || o.Y+o.H > s.Window.H+slack {
		t.Errorf("%s: %s %q lies at %v, outside the window of %v×%v", what, o.Kind, o.Text, o.rect, s.Window.W, s.Window.H)
	}
}

// myCards are the person's cards on the table, whether or not they may be
// played now (the others' cards are backs, without a card of their own).
func myCards(s snapshot) []object {
	var out []object
	for _, o := range s.Objects {
		if o.Kind == "card" && o.Layer == 0 && o.Card != "" && o.Card != "Card(255)" && o.Y > s.Window.H/2 {
			out = append(out, o)
		}
	}
	return out
}

// wholeHand checks that the person's whole hand (cards of it) lies inside
// the window.
func wholeHand(t *testing.T, what string, s snapshot, cards int) {
	t.Helper()
	hand := myCards(s)
	if len(hand) != cards {
		t.Errorf("%s: %d of the person's %d cards are shown", what, len(hand), cards)
	}
	for _, c := range hand {
		inWindow(t, what, s, c)
	}
}

// TestSmallScreen starts the program on a screen of 800×600, first as a
// newcomer and then with settings that remember a window of 1280×800: the
// window lies on the screen each time, the welcome's buttons and the whole
// hand inside it; the size remembered at the end fits the screen.
func TestSmallScreen(t *testing.T) {
	need(t)
	scr := newScreen(t, 800, 600)

	a := start(t, scr, newConfig(t, nil), "-seed", "3")
	s := a.waitFor("the welcome", func(s snapshot) bool { return dialogTitle(s, "Welcome to Cego") })
	scr.shot(t, "small-welcome")
	a.onScreen("the first start", 800, 600)
	play, ok := s.find("button", "Play", s.top())
	if !ok {
		t.Fatalf("the welcome has no Play: %v", texts(s))
	}
	inWindow(t, "the welcome", s, play)
	a.click(s, play)
	s = a.waitFor("the table after Play", func(s snapshot) bool { return s.top() == 0 && s.Started })
	wholeHand(t, "the first start", s, 11)
	a.key("ctrl+q")
	if err := a.waitExit(20 * time.Second); err != nil {
		t.Fatalf("Ctrl+Q: %v", err)
	}

	set := returning()
	set.Window = store.WindowSize{Width: 1280, Height: 800}
	config := newConfig(t, set)
	b := start(t, scr, config, "-seed", "3")
	s = b.waitFor("the table", func(s snapshot) bool { return s.Started && s.top() == 0 && len(myCards(s)) > 0 })
	scr.shot(t, "small-remembered")
	b.onScreen("a start remembering 1280×800", 800, 600)
	wholeHand(t, "a start remembering 1280×800", s, 11)
	b.key("ctrl+q")
	if err := b.waitExit(20 * time.Second); err != nil {
		t.Fatalf("Ctrl+Q: %v", err)
	}
	got, p := b.store().LoadSettings()
	if p != nil {
		t.Fatal(p)
	}
	if got.Window.Width > 800 || got.Window.Height > 600 {
		t.Errorf("closed on a screen of 800×600, the window remembers %v×%v", got.Window.Width, got.Window.Height)
	}
}

// TestLargeScreenButtons starts the program on a screen of 1920×1080 with
// the window filling it: the calls' and the toolbar's buttons grow with the
// table, as its texts and cards do (they kept the size of a 1280×800
// table: 36 units high).
func TestLargeScreenButtons(t *testing.T) {
	need(t)
	scr := newScreen(t, 1920, 1080)
	set := returning()
	set.Window = store.WindowSize{Width: 1920, Height: 1080}
	a := start(t, scr, newConfig(t, set), "-seed", "4")
	s := a.waitFor("the person's call", func(s snapshot) bool { return s.MyTurn && s.top() == 0 && s.Phase == "bidding" })
	scr.shot(t, "large-auction")
	call := firstCall(t, s)
	sheet, ok := s.find("button", "Score sheet", 0)
	if !ok {
		t.Fatalf("no Score sheet button: %v", texts(s))
	}
	for _, o := range []object{call, sheet} {
		if o.H < 42 {
			t.Errorf("in a window of %v×%v the button %q is %.0f high", s.Window.W, s.Window.H, o.Text, o.H)
		}
	}
	a.click(s, call) // and it still takes a real click
	a.waitFor("the call made", func(n snapshot) bool { return n.Actions > s.Actions })
}
