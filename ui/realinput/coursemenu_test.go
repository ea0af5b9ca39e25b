package realinput

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/cego-spiel/cego/ui/store"
	"github.com/cego-spiel/cego/ui/text"
)

// TestCourseMenusFit opens the Learn and the Exercises menu with the real
// mouse in a window of 800×600, in English and in German, and points at
// each of their entries in turn, which opens the menu beside it where
// there is one: every menu shown lies inside the window and shows all its
// entries without scrolling, each entry whole, and a menu beside an entry
// covers none of its menu's entries. The Learn menu starts with
// the next chapter (chapter 1 for a newcomer) and its parts hold every
// chapter of the course, in order. Fifteen chapters in one menu were
// taller than the window. The pictures go to $CEGO_SHOTS.
func TestCourseMenusFit(t *testing.T) {
	need(t)
	const w, h = 800, 600
	for _, lang := range []string{store.LanguageEnglish, store.LanguageGerman} {
		t.Run(lang, func(t *testing.T) {
			words, err := text.Table(lang)
			if err != nil {
				t.Fatal(err)
			}
			tr := func(s string) string {
				if v, ok := words[s]; ok {
					return v
				}
				return s
			}
			scr := newScreen(t, 1280, 900)
			settings := returning()
			settings.Language = lang
			a := start(t, scr, newConfig(t, settings), "-seed", "3")
			a.waitFor("the table", func(s snapshot) bool { return s.Started && s.top() == 0 })
			a.resize(w, h)

			// the Exercises menu: its kinds, the parts of the game, the count
			exercises := a.walkMenu(tr("Exercises"), fmt.Sprintf("exercises-%s-%dx%d", lang, w, h))
			if len(exercises) < 3 {
				t.Fatalf("the Exercises menu shows %d entries: %v", len(exercises), exercises)
			}
			var solved, all int
			last := exercises[len(exercises)-1].entry
			if _, err := fmt.Sscanf(last, tr("%d of %d exercises solved"), &solved, &all); err != nil || all == 0 {
				t.Fatalf("the Exercises menu ends with %q, not the count of exercises solved (%v)", last, err)
			}

			// the Learn menu: the next chapter, then the parts
			learn := a.walkMenu(tr("Learn"), fmt.Sprintf("learn-%s-%dx%d", lang, w, h))
			chapter := func(n int) string { return fmt.Sprintf(tr("Chapter %d: %s"), n, "") }
			if len(learn) == 0 || !strings.HasPrefix(learn[0].entry, fmt.Sprintf(tr("Next — %s"), chapter(1))) {
				t.Fatalf("the Learn menu's first entry is not chapter 1 as the next: %v", learn)
			}
			var done, chapters int
			last = learn[len(learn)-1].entry
			if _, err := fmt.Sscanf(last, tr("Course: %d of %d chapters done"), &done, &chapters); err != nil || chapters == 0 {
				t.Fatalf("the Learn menu ends with %q, not the count of chapters done (%v)", last, err)
			}
			var got []string
			for _, e := range learn[1 : len(learn)-1] {
				if len(e.beside) == 0 {
					t.Errorf("the Learn menu's entry %q opens no menu of chapters", e.entry)
				}
				got = append(got, e.beside...)
			}
			if len(got) != chapters {
				t.Fatalf("the Learn menu's parts hold %d chapters, the course %d: %v", len(got), chapters, got)
			}
			for i, c := range got {
				if !strings.HasPrefix(c, chapter(i+1)) {
					t.Fatalf("the %d. chapter in the Learn menu's parts is %q", i+1, c)
				}
			}
		})
	}
}

// menuEntry is an entry of an open menu and the entries of the menu it
// opened beside it (none: it opens no menu).
type menuEntry struct {
	entry  string
	beside []string
}

// walkMenu opens the menu title of the menu bar with the real mouse and
// points at each of its entries from the top, waiting for a menu to open
// beside it; every menu shown then must fit (menusFit), and a menu beside
// an entry may cover none of its menu's entries. It pictures the
// menu and its last menu beside an entry as name, closes it with Escape
// and returns its entries.
func (a *app) walkMenu(title, name string) []menuEntry {
	a.t.Helper()
	s := a.fresh()
	m, ok := s.find("text", title, menuLayer)
	if !ok {
		a.t.Fatalf("no menu %q in the menu bar: %v", title, texts(s))
	}
	a.click(s, m)
	a.waitFor("the menu "+title+" open", func(s snapshot) bool { return len(openMenus(s)) == 1 })
	time.Sleep(200 * time.Millisecond)
	s = a.fresh()
	if !a.menusFit(s, title) {
		a.t.FailNow()
	}
	top := openMenus(s)[0]
	a.t.Logf("%s: %d entries, the menu %.0f wide, %.0f high, at x %.0f–%.0f, in a window of %.0f×%.0f", title, len(menuTexts(s, top)), top.W, top.H, top.X, top.X+top.W, s.Window.W, s.Window.H)
	var out []menuEntry
	// the menu beside the entry pointed at before, and its entries
	var before rect
	var beforeTexts []string
	entries := menuTexts(s, top) // with no menu beside them
	for _, e := range entries {
		a.moveTo(s, e.X+e.W/2, e.Y+e.H/2)
		time.Sleep(300 * time.Millisecond)
		after := a.fresh()
		if !a.menusFit(after, title+" → "+e.Text) {
			a.t.FailNow()
		}
		me := menuEntry{entry: e.Text}
		// a menu beside the entry, not the one the entry before opened
		// (a greyed-out entry leaves it open)
		if ms := openMenus(after); len(ms) > 1 {
			var beside []string
			for _, c := range menuTexts(after, ms[1]) {
				beside = append(beside, c.Text)
			}
			if ms[1].rect != before || !slices.Equal(beside, beforeTexts) {
				me.beside = beside
				// it leaves its menu's entries to be seen and pointed at
				for _, o := range entries {
					right := o.X + o.W // the letters' end
					if o.Need > 0 {
						right = o.X + o.Need
					}
					if o.X < ms[1].X+ms[1].W && ms[1].X < right && o.Y < ms[1].Y+ms[1].H && ms[1].Y < o.Y+o.H {
						a.t.Errorf("%s → %s: the menu beside it (x %.0f–%.0f) covers the entry %q (x %.0f–%.0f)", title, e.Text, ms[1].X, ms[1].X+ms[1].W, o.Text, o.X, right)
					}
				}
				a.t.Logf("%s → %s: %d entries, the menu %.0f wide, %.0f high, at x %.0f–%.0f down to y %.0f", title, e.Text, len(beside), ms[1].W, ms[1].H, ms[1].X, ms[1].X+ms[1].W, ms[1].Y+ms[1].H)
			}
			before, beforeTexts = ms[1].rect, beside
		}
		out = append(out, me)
	}
	a.scr.shot(a.t, name)
	a.key("Escape")
	a.waitFor("the menu "+title+" closed", func(s snapshot) bool { return len(openMenus(s)) == 0 })
	return out
}

// openMenus are the menus open in the menu bar's layer, the menu bar's
// own first, then those opened beside an entry.
func openMenus(s snapshot) []object {
	var out []object
	for _, o := range s.Objects {
		if o.Layer == menuLayer && o.Kind == "menu" {
			out = append(out, o)
		}
	}
	return out
}

// menuTexts are the entries' texts shown on the menu m, from the top:
// those on no menu drawn over it (one opened beside an entry may lie
// over its menu where the window has no room beside it).
func menuTexts(s snapshot, m object) []object {
	ms := openMenus(s)
	var out []object
	for _, o := range s.Objects {
		if o.Layer != menuLayer || o.Kind != "text" || o.Text == "" {
			continue
		}
		cx, cy := o.centre()
		var on object // the last drawn, topmost, menu under the text
		found := false
		for _, k := range ms {
			if cx >= k.X && cx <= k.X+k.W && cy >= k.Y && cy <= k.Y+k.H {
				on, found = k, true
			}
		}
		if found && on.rect == m.rect {
			out = append(out, o)
		}
	}
	slices.SortStableFunc(out, func(p, q object) int {
		switch {
		case p.Y < q.Y:
			return -1
		case p.Y > q.Y:
			return 1
		}
		return 0
	})
	return out
}

// menusFit checks the open menus of a report: each inside the window,
// none needing more height than it has (it would scroll), and each
// entry's text whole and inside the window. It reports whether they
// do.
func (a *app) menusFit(s snapshot, what string) bool {
	a.t.Helper()
	const slack = 1
	ms := openMenus(s)
	if len(ms) == 0 {
		a.t.Errorf("%s: no menu open", what)
		return false
	}
	fails := 0
	fail := func(format string, args ...any) {
		a.t.Helper()
		a.t.Errorf(format, args...)
		fails++
	}
	full := float32(0) // an entry's text, not cut
	for _, m := range ms {
		for _, o := range menuTexts(s, m) {
			full = max(full, o.H)
		}
	}
	for _, m := range ms {
		if m.X < -slack || m.Y < -slack || m.X+m.W > s.Window.W+slack || m.Y+m.H > s.Window.H+slack {
			fail("%s: a menu at %v reaches outside the window (%v×%v)", what, m.rect, s.Window.W, s.Window.H)
		}
		if m.Need > m.H+slack {
			fail("%s: a menu needs %.0f high for its entries and has %.0f: it scrolls", what, m.Need, m.H)
		}
		for _, o := range menuTexts(s, m) {
			if o.H < full-slack || o.Y < -slack || o.Y+o.H > s.Window.H+slack || o.X+o.W > s.Window.W+slack {
				fail("%s: the entry %q at %v is cut or outside the window (%v×%v)", what, o.Text, o.rect, s.Window.W, s.Window.H)
			}
		}
	}
	return fails == 0
}
