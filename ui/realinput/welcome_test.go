package realinput

import (
	"testing"
	"time"
)

// TestFirstStartWelcome starts the program as a newcomer would, with no
// settings file: the welcome offers "Learn to play", "Play" and the
// language; choosing Deutsch turns it German at once, and "Spielen lernen"
// starts the first guided deal. The next start does not welcome again.
func TestFirstStartWelcome(t *testing.T) {
	need(t)
	scr := newScreen(t, 1280, 900)
	config := newConfig(t, nil)
	a := start(t, scr, config, "-seed", "3")
	s := a.waitFor("the welcome", func(s snapshot) bool { return dialogTitle(s, "Welcome to Cego") })
	scr.shot(t, "welcome-en")
	for _, b := range []string{"Learn to play", "Play"} {
		if _, ok := s.find("button", b, s.top()); !ok {
			t.Errorf("the welcome has no button %q: %v", b, texts(s))
		}
	}
	if s.MyTurn && s.top() == 0 {
		t.Error("the auction waits for the person with no welcome over it")
	}
	// Deutsch, by a real click on the radio button's label
	de, ok := s.find("text", "Deutsch", s.top())
	if !ok {
		t.Fatalf("the welcome offers no Deutsch: %v", texts(s))
	}
	a.click(s, de)
	s = a.waitFor("the German welcome", func(s snapshot) bool { return dialogTitle(s, "Willkommen bei Cego") })
	scr.shot(t, "welcome-de")
	learn, ok := s.find("button", "Spielen lernen", s.top())
	if !ok {
		t.Fatalf("the German welcome has no Spielen lernen: %v", texts(s))
	}
	a.click(s, learn)
	a.waitFor("the first guided deal", func(s snapshot) bool { return s.Lesson && s.top() == 0 })
	scr.shot(t, "welcome-lesson")
	a.key("ctrl+q")
	if err := a.waitExit(20 * time.Second); err != nil {
		t.Fatalf("Ctrl+Q: %v", err)
	}

	// the second start: no welcome, in German
	b := start(t, scr, config, "-seed", "3")
	s = b.waitFor("the window started", func(s snapshot) bool { return s.Started })
	if dialogTitle(s, "Willkommen bei Cego") || dialogTitle(s, "Welcome to Cego") {
		t.Error("the welcome came back at the second start")
	}
	if s.Language != "de" {
		t.Errorf("the second start speaks %q, not the German chosen in the welcome", s.Language)
	}
}
