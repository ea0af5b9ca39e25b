package ui

import (
	"fmt"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/cego-spiel/cego/ui/course"
	"github.com/cego-spiel/cego/ui/coursescreen"
	"github.com/cego-spiel/cego/ui/internal/uitest"
)

// TestLessonFitsSmallWindow: with a lesson's column beside the table, the
// window's content asks for no more than a window of 800 × 600 has below
// its menu bar, so a window that small shows the whole column and is not
// grown; there, at 1024 × 700 and at 1280 × 800, in English and
// German, for every lesson, the column and its buttons lie inside the
// window, the table gets the rest, and at every step the table's toolbar,
// status panel, plates and hand keep clear of each other
// (checkTableClear). The pictures, at the lesson's end, go to
// $CEGO_QA_SHOTS.
func TestLessonFitsSmallWindow(t *testing.T) {
	dir := sessionShotDir(t)
	defer SetLanguage("en")
	for _, l := range []string{"en", "de"} {
		SetLanguage(l)
		sizes := []fyne.Size{smallWindow, fyne.NewSize(1024, 700), fyne.NewSize(1280, 800)}
		if testing.Short() {
			sizes = sizes[:1] // the small window, where it is tightest; every size with make test-long
		}
		for _, size := range sizes {
			for i := range course.Chapters() {
				where := fmt.Sprintf("%s lesson %d %.0f×%.0f", l, i+1, size.Width, size.Height)
				c := newTestTable(t, Options{Seed: 5})
				c.settings.Hints = true // beginner mode: the status panel's longest line
				if err := c.StartLesson(i); err != nil {
					t.Fatal(err)
				}
				c.win.Resize(size)
				// every step of the lesson, as the status panel grows
				for k, st := range course.Chapters()[i].Steps {
					c.table.layout(c.table.size)
					checkTableClear(t, c, fmt.Sprintf("%s step %d", where, k+1))
					lessonMove(t, c, st.Want)
				}
				if m := c.win.Content().MinSize(); m.Width > smallWindow.Width || m.Height > smallWindow.Height {
					t.Errorf("%s: the window's content asks for %v, more than %v", where, m, smallWindow)
				}
				col := lessonColumn(t, c)
				objs := map[string]fyne.CanvasObject{"column": col}
				for _, label := range []string{"Rule book", "Glossary", "Start again", "Leave the chapter"} {
					b := uitest.FindButton(t, col, tr(label))
					if b == nil {
						t.Fatalf("%s: the lesson's column has no button %q", where, tr(label))
					}
					objs[label] = b
				}
				for what, o := range objs {
					d := fyne.CurrentApp().Driver()
					pos := d.AbsolutePositionForObject(o).Subtract(d.AbsolutePositionForObject(c.win.Content()))
					if pos.X < 0 || pos.Y < 0 || pos.X+o.Size().Width > size.Width+0.5 ||
						pos.Y+o.Size().Height > size.Height+0.5 || o.Size().Width < o.MinSize().Width-0.5 {
						t.Errorf("%s: the lesson's %s at %v size %v (least %v) is not inside the window",
							where, what, pos, o.Size(), o.MinSize())
					}
				}
				tw := c.table.size.Width
				if tw+col.Size().Width > size.Width+0.5 || tw < size.Width-coursescreen.Width {
					t.Errorf("%s: the table is %.0f px wide beside a column of %.0f px", where, tw, col.Size().Width)
				}
				checkTableClear(t, c, where)
				for _, w := range c.table.hand {
					if b := box(w); b.pos.X < 0 || b.pos.X+b.size.X > tw {
						t.Errorf("%s: a card of the hand at %v+%v is off the table (%.0f px wide)", where, b.pos, b.size, tw)
					}
				}
				if err := writePNG(filepath.Join(dir, fmt.Sprintf("lesson-%s-%d-%.0f.png", l, i+1, size.Width)),
					c.win.Canvas().Capture()); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}
