package ui

import (
	"fmt"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
)

// TestReviewFitsNarrowWindow: at 1024 × 700, and with the lesson panel
// beside the table, the review's table is drawn small enough for its room
// and keeps clear of the column of verdicts, which stays in the panel (the
// cards once ran over the verdicts and out of the panel). The pictures go
// to shotDir.
func TestReviewFitsNarrowWindow(t *testing.T) {
	dir := shotDir(t)
	SetLanguage("de")
	t.Cleanup(func() { SetLanguage("en") })
	c := finishedDeal(t, reviewSeed)
	for _, lesson := range []bool{false, true} {
		if lesson {
			if err := c.StartLesson(0); err != nil {
				t.Fatal(err)
			}
			for _, s := range lessons()[0].steps {
				lessonMove(t, c, s.want)
			}
		}
		c.win.Resize(fyne.NewSize(1024, 700))
		c.showReview()
		rv := c.review
		drawn := rv.table.Objects[0]
		tp := fyne.CurrentApp().Driver().AbsolutePositionForObject(rv.table)
		sp := fyne.CurrentApp().Driver().AbsolutePositionForObject(rv.side)
		root := fyne.CurrentApp().Driver().AbsolutePositionForObject(rv.root)
		if m := drawn.MinSize(); m.Width > rv.table.Size().Width+1 || m.Height > rv.table.Size().Height+1 {
			t.Errorf("lesson %v: the table needs %v and has %v", lesson, m, rv.table.Size())
		}
		if tp.X+rv.table.Size().Width > sp.X {
			t.Errorf("lesson %v: the table (to %.0f) runs into the verdicts (from %.0f)", lesson, tp.X+rv.table.Size().Width, sp.X)
		}
		if sp.X+rv.side.Size().Width > root.X+rv.root.Size().Width {
			t.Errorf("lesson %v: the verdicts run out of the review", lesson)
		}
		if rv.scale <= 0.3 {
			t.Errorf("lesson %v: cards at %.2f of their size", lesson, rv.scale)
		}
		writeShot(t, c, filepath.Join(dir, fmt.Sprintf("review-narrow-lesson-%v.png", lesson)))
		c.closeReview()
	}
}
