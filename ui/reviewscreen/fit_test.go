package reviewscreen

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
)

// TestReviewFitsNarrowWindow: in a window of 1024 × 700, and in the room
// the lesson's column (300 wide) leaves it there, the review's table is
// drawn small enough for its room and keeps clear of the column of
// verdicts, which stays in the panel (the cards once ran over the verdicts
// and out of the panel). The window's own test (ui) opens it so beside a
// lesson.
func TestReviewFitsNarrowWindow(t *testing.T) {
	fastReview(t)
	for _, lesson := range []float32{0, 300} {
		rv, _, w := openReview(t, botDeal(t, reviewSeed, 0), fyne.NewSize(1024, 700))
		if lesson > 0 {
			column := layout.NewSpacer()
			w.SetContent(container.NewBorder(nil, nil, nil, container.NewGridWrap(fyne.NewSize(lesson, 1), column), rv.Root()))
			w.Resize(fyne.NewSize(1024, 700))
		}
		drawn := rv.table.Objects[0]
		d := fyne.CurrentApp().Driver()
		tp, sp, root := d.AbsolutePositionForObject(rv.table), d.AbsolutePositionForObject(rv.side), d.AbsolutePositionForObject(rv.root)
		if m := drawn.MinSize(); m.Width > rv.table.Size().Width+1 || m.Height > rv.table.Size().Height+1 {
			t.Errorf("lesson %v: the table needs %v and has %v", lesson, m, rv.table.Size())
		}
		if tp.X+rv.table.Size().Width > sp.X {
			t.Errorf("lesson %v: the table (to %.0f) runs into the verdicts (from %.0f)", lesson, tp.X+rv.table.Size().Width, sp.X)
		}
		if sp.X+rv.side.Size().Width > root.X+rv.root.Size().Width {
			t.Errorf("lesson %v: the verdicts run out of the review", lesson)
		}
		if rv.root.Size().Width > 1024-lesson+1 {
			t.Errorf("lesson %v: the review is %.0f wide", lesson, rv.root.Size().Width)
		}
		// the column of verdicts is as wide as its longest line (a call's
		// verdict is long): beside the lesson the cards come out at about
		// 0.3 of their size, depending on the deal's verdicts; the fit
		// must not fall to its floor (0.2)
		if rv.scale <= 0.25 {
			t.Errorf("lesson %v: cards at %.2f of their size", lesson, rv.scale)
		}
		if lesson > 0 && rv.scale >= 1 {
			t.Errorf("the review beside the lesson kept its cards at full size")
		}
	}
}

// TestReviewGrowsOnLargeWindow: in a window of 1920 × 1040 the review's
// cards are drawn larger than the table's (they kept their size there and
// left most of the room empty), and the table still fits its room.
func TestReviewGrowsOnLargeWindow(t *testing.T) {
	fastReview(t)
	rv, _, _ := openReview(t, botDeal(t, reviewSeed, 0), fyne.NewSize(1920, 1040))
	if rv.scale <= 1.2 {
		t.Errorf("at 1920 × 1040 the review's cards are at %.2f of their size", rv.scale)
	}
	if m := rv.table.Objects[0].MinSize(); m.Width > rv.table.Size().Width+1 || m.Height > rv.table.Size().Height+1 {
		t.Errorf("the table needs %v and has %v", m, rv.table.Size())
	}
}
