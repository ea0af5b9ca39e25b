package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// TestReviewListShowsEveryVerdict: at 1280×800, with the Expert's replay
// beside it, the review's list shows every verdict of a deal with five
// calls and eleven cards whole (about five showed, the last clipped at the
// Replay button, the middle of the column empty), and the panel is opaque
// (the table showed through it).
func TestReviewListShowsEveryVerdict(t *testing.T) {
	c := finishedDeal(t, reviewSeed)
	c.showReview()
	rv := c.reviewShown()
	test.Tap(rv.replayB)
	c.win.Resize(defaultSize)
	// as each frame does, and as each verdict's arrival does: the side
	// column once shrank to its least height whenever its least size was
	// asked, leaving the middle of the panel empty
	rv.refreshList()
	askMinSizes(t, c.win.Content())
	rows := len(rv.list.Objects)
	if rows < 12 {
		t.Fatalf("only %d rows in the list", rows)
	}
	need, have := rv.list.MinSize().Height, rv.listScroll.Size().Height
	if need > have {
		t.Errorf("the %d rows need %.0f px, the list has %.0f", rows, need, have)
	}
	if _, _, _, a := colPanelSolid.RGBA(); a != 0xffff {
		t.Errorf("the review's panel is see-through (alpha %d)", a>>8)
	}
}

// askMinSizes asks every object under o for its least size, as Fyne's
// canvas does before each frame.
func askMinSizes(t *testing.T, o fyne.CanvasObject) {
	o.MinSize()
	switch o := o.(type) {
	case *fyne.Container:
		for _, x := range o.Objects {
			askMinSizes(t, x)
		}
	case fyne.Widget:
		for _, x := range test.TempWidgetRenderer(t, o).Objects() {
			askMinSizes(t, x)
		}
	}
}
