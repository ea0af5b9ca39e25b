package realinput

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/store"
)

// TestNoResumeAfterCourse: a newcomer who only starts the course (Learn to
// play in the welcome) and quits is not offered at the next start to
// continue the table's deal he never touched; a sitting in which he made a
// call still is.
func TestNoResumeAfterCourse(t *testing.T) {
	need(t)
	scr := newScreen(t, 1280, 900)
	config := newConfig(t, nil)
	a := start(t, scr, config, "-seed", "3")
	s := a.waitFor("the welcome", func(s snapshot) bool { return dialogTitle(s, "Welcome to Cego") })
	learn, ok := s.find("button", "Learn to play", s.top())
	if !ok {
		t.Fatalf("the welcome has no Learn to play: %v", texts(s))
	}
	a.click(s, learn)
	a.waitFor("the first guided deal", func(s snapshot) bool { return s.Lesson && s.top() == 0 })
	a.key("ctrl+q")
	if err := a.waitExit(20 * time.Second); err != nil {
		t.Fatalf("Ctrl+Q: %v", err)
	}
	if _, ok, err := store.New(filepath.Join(config, "cego")).LoadAutosave(); !ok || err != nil {
		t.Fatalf("no autosave after the course (%v): the test checks nothing", err)
	}

	b := start(t, scr, config, "-seed", "4")
	b.waitFor("the window started", func(s snapshot) bool { return s.Started })
	time.Sleep(300 * time.Millisecond)
	s = b.fresh()
	if dialogTitle(s, "Unfinished sitting") {
		t.Error("the next start offers to continue a deal nobody touched")
	}
	// the person's call in the new sitting: now there is something to resume
	s = b.waitFor("the person's call", func(s snapshot) bool { return s.MyTurn && s.top() == 0 && s.Phase == game.Bidding.String() })
	before := s.Actions
	b.click(s, firstCall(t, s))
	b.waitFor("the call made", func(s snapshot) bool { return s.Actions > before })
	b.key("ctrl+q")
	if err := b.waitExit(20 * time.Second); err != nil {
		t.Fatalf("Ctrl+Q: %v", err)
	}
	c := start(t, scr, config, "-seed", "5")
	c.waitFor("the offer to continue", func(s snapshot) bool { return dialogTitle(s, "Unfinished sitting") })
}
