package realinput

import (
	"fmt"
	"strconv"
	"testing"
	"time"

	"github.com/cego-spiel/cego/game"
)

// resize gives the window w×h pixels with a real X request, as a window
// manager would, and waits for the table to take the size.
func (a *app) resize(w, h int) {
	a.t.Helper()
	a.scr.xdo(a.t, "windowsize", "--sync", a.wid, strconv.Itoa(w), strconv.Itoa(h))
	a.waitFor(fmt.Sprintf("the window at %d×%d", w, h), func(s snapshot) bool {
		_, _, gw, gh := a.geometry()
		return gw == w && gh == h
	})
	time.Sleep(300 * time.Millisecond)
}

// fits checks that the window kept its size w×h while what is shown was
// open, and that everything on the dialogs' layers lies inside it.
func (a *app) fits(what string, w, h int) {
	a.t.Helper()
	s := a.fresh()
	if _, _, gw, gh := a.geometry(); gw != w || gh != h {
		a.t.Errorf("%s at %d×%d: the window grew to %d×%d", what, w, h, gw, gh)
		a.resize(w, h)
		return
	}
	for _, o := range s.Objects {
		if o.Layer == 0 || o.Layer == menuLayer || o.W <= 0 || o.H <= 0 {
			continue
		}
		const slack = 1
		if o.X < -slack || o.Y < -slack || o.X+o.W > s.Window.W+slack || o.Y+o.H > s.Window.H+slack {
			a.t.Errorf("%s at %d×%d: %s %q lies outside the window (%v in %v×%v)", what, w, h, o.Kind, o.Text, o.rect, s.Window.W, s.Window.H)
			return
		}
	}
}

// TestWindowSizes resizes the window to 800×600 and 1920×1080 and at each
// size opens every dialog (by its key or from the menu bar, with the real
// mouse) and every panel: none may grow the window or reach outside it.
func TestWindowSizes(t *testing.T) {
	need(t)
	scr := newScreen(t, 1920, 1080)
	config := newConfig(t, returning())
	finishedDeal(t, config, 21)
	a := start(t, scr, config, "-resume")
	a.waitFor("the result panel of the resumed deal", func(s snapshot) bool { return s.Panel && s.Phase == game.Done.String() })

	keyed := []struct{ key, title string }{
		{"comma", "Settings"}, {"g", "Glossary"}, {"s", "Score sheet"}, {"r", "Rule book"}, {"n", "New sitting"},
	}
	menued := []struct{ menu, item, title string }{
		{"Help", "Keys", "Keys"}, {"Game", "Rules…", "Rules"}, {"Game", "Statistics…", "Statistics"},
		{"Game", "Save as…", "Save as…"}, {"Game", "Load…", "Load…"}, {"Help", "Welcome…", "Welcome to Cego"},
	}
	for _, size := range [][2]int{{800, 600}, {1920, 1080}} {
		w, h := size[0], size[1]
		a.resize(w, h)
		a.fits("the result panel", w, h)
		scr.shot(t, fmt.Sprintf("result-%dx%d", w, h))
		for _, k := range keyed {
			a.key(k.key)
			a.waitFor(k.title, func(s snapshot) bool { return dialogTitle(s, k.title) })
			a.fits(k.title, w, h)
			scr.shot(t, fmt.Sprintf("dialog-%s-%dx%d", k.key, w, h))
			a.key("Escape")
			a.waitFor("Escape to close "+k.title, func(s snapshot) bool { return s.top() == 0 })
		}
		for _, m := range menued {
			a.menu(m.menu, m.item)
			a.waitFor(m.title, func(s snapshot) bool { return dialogTitle(s, m.title) })
			a.fits(m.title, w, h)
			scr.shot(t, fmt.Sprintf("dialog-%s-%dx%d", m.item, w, h))
			a.key("Escape")
			a.waitFor("Escape to close "+m.title, func(s snapshot) bool { return s.top() == 0 })
		}
		// the review, from the result panel's button
		s := a.fresh()
		rv, ok := s.find("button", "Review", 0)
		if !ok {
			t.Fatalf("the result panel has no Review button: %v", texts(s))
		}
		a.click(s, rv)
		a.waitFor("the review", func(s snapshot) bool { return s.has("Replay with Expert in my seat") })
		a.fits("the review", w, h)
		scr.shot(t, fmt.Sprintf("review-%dx%d", w, h))
		a.key("Escape")
		a.waitFor("Escape to close the review", func(s snapshot) bool { return !s.has("Replay with Expert in my seat") })
	}

	// a new deal: the hint panel, then a guided deal's panel, at each size
	a.key("Return")
	a.waitFor("the next deal, the person to call", func(s snapshot) bool { return s.Deal == 2 && s.MyTurn })
	for _, size := range [][2]int{{800, 600}, {1920, 1080}} {
		w, h := size[0], size[1]
		a.resize(w, h)
		a.key("h")
		a.waitFor("the hint", func(s snapshot) bool { return s.Hint })
		a.fits("the hint", w, h)
		scr.shot(t, fmt.Sprintf("hint-%dx%d", w, h))
	}
	a.menu("Learn", "Next — Chapter 1: The pack and the card points")
	a.waitFor("the guided deal", func(s snapshot) bool { return s.Lesson })
	for _, size := range [][2]int{{800, 600}, {1920, 1080}} {
		w, h := size[0], size[1]
		a.resize(w, h)
		a.fits("the guided deal", w, h)
		scr.shot(t, fmt.Sprintf("lesson-%dx%d", w, h))
	}
}
