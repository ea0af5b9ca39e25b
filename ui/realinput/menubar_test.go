package realinput

import (
	"testing"
	"time"

	"github.com/cego-spiel/cego/game"
)

// TestDialogsBelowMenuBar: on a screen of 800×600 the score sheet, the
// settings and the glossary, opened by their keys over a finished deal,
// lie below the window's menu bar, which stays readable (Fyne centres a
// dialog in the whole window, and these three, sized to the window less a
// margin, covered the menu bar).
func TestDialogsBelowMenuBar(t *testing.T) {
	need(t)
	scr := newScreen(t, 800, 600)
	config := newConfig(t, returning())
	finishedDeal(t, config, 21)
	a := start(t, scr, config, "-resume")
	a.waitFor("the result", func(s snapshot) bool { return s.Panel && s.Phase == game.Done.String() && s.top() == 0 })
	for _, d := range []struct{ name, key string }{{"score sheet", "s"}, {"settings", "comma"}, {"glossary", "g"}} {
		a.key(d.key)
		s := a.waitFor(d.name, func(s snapshot) bool { return s.top() > 0 })
		time.Sleep(300 * time.Millisecond)
		s = a.fresh()
		bar := float32(0) // the menu bar's texts' bottom
		for _, o := range s.Objects {
			if o.Layer == menuLayer && o.Y < 40 {
				bar = max(bar, o.Y+o.H)
			}
		}
		if bar == 0 {
			t.Fatalf("%s: no menu bar: %v", d.name, texts(s))
		}
		for _, o := range s.Objects {
			if o.Layer == s.top() && o.Y < bar {
				t.Errorf("%s: %s %q at y %.0f lies on the menu bar (to y %.0f)", d.name, o.Kind, o.Text, o.Y, bar)
				break
			}
		}
		scr.shot(t, "menubar-"+d.name)
		a.key("Escape")
		a.waitFor(d.name+" closed", func(s snapshot) bool { return s.top() == 0 })
	}
	a.key("ctrl+q")
	if err := a.waitExit(20 * time.Second); err != nil {
		t.Fatalf("Ctrl+Q: %v", err)
	}
}
