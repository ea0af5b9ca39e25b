package realinput

import (
	"testing"
)

// TestLearnMenuByKeyboard opens the Learn menu from the keyboard alone —
// Alt, → to Learn, ↓ onto its first entry, Enter — and the first chapter
// starts: the menu's first entry is one that does something.
func TestLearnMenuByKeyboard(t *testing.T) {
	need(t)
	scr := newScreen(t, 1280, 900)
	a := start(t, scr, newConfig(t, returning()), "-seed", "3")
	a.waitFor("the table", func(s snapshot) bool { return s.Started && s.top() == 0 })
	a.key("alt")
	a.waitFor("the Game menu open", func(s snapshot) bool {
		_, ok := s.find("text", "New sitting…", menuLayer)
		return ok
	})
	a.key("Right", "Right", "Right")
	a.waitFor("the Learn menu open", func(s snapshot) bool {
		_, ok := s.findPrefix("text", "Chapter 1: ", menuLayer)
		return ok
	})
	scr.shot(t, "learn-menu")
	a.key("Down", "Return")
	a.waitFor("chapter 1 to start from ↓ Enter", func(s snapshot) bool { return s.Lesson && s.top() == 0 })
}
