package realinput

import (
	"testing"
)

// TestLearnMenuByKeyboard opens the Learn menu from the keyboard alone —
// Alt, → to Learn, ↓ onto its first entry, Enter — and the first chapter
// starts: the menu's first entry is the next chapter, one that does
// something. Then the chapters in the parts' menus: Alt, → to Learn,
// ↓ ↓ onto the first part, → into its menu (onto chapter 1), ↓ onto
// chapter 2, Enter, and chapter 2 starts.
func TestLearnMenuByKeyboard(t *testing.T) {
	need(t)
	scr := newScreen(t, 1280, 900)
	a := start(t, scr, newConfig(t, returning()), "-seed", "3")
	a.waitFor("the table", func(s snapshot) bool { return s.Started && s.top() == 0 })
	learn := func() {
		a.key("alt")
		a.waitFor("the Game menu open", func(s snapshot) bool {
			_, ok := s.find("text", "New sitting…", menuLayer)
			return ok
		})
		a.key("Right", "Right", "Right")
		a.waitFor("the Learn menu open", func(s snapshot) bool {
			_, ok := s.findPrefix("text", "Next — Chapter 1: ", menuLayer)
			return ok
		})
	}
	learn()
	scr.shot(t, "learn-menu")
	a.key("Down", "Return")
	a.waitFor("chapter 1 to start from ↓ Enter", func(s snapshot) bool { return s.Lesson && s.top() == 0 && s.has("Chapter 1 of") })

	learn()
	a.key("Down", "Down", "Right")
	a.waitFor("the first part's chapters open", func(s snapshot) bool {
		_, ok := s.findPrefix("text", "Chapter 2: ", menuLayer)
		return ok
	})
	scr.shot(t, "learn-menu-part")
	a.key("Down", "Return")
	a.waitFor("chapter 2 to start from ↓ ↓ → ↓ Enter", func(s snapshot) bool { return s.Lesson && s.top() == 0 && s.has("Chapter 2 of") })
}
