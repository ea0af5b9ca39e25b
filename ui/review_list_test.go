package ui

import (
	"testing"

	"fyne.io/fyne/v2/test"
)

// TestReviewListShowsEveryVerdict: at 1280×800, with the Expert's replay
// beside it, the review's list shows every verdict of a deal with five
// calls and eleven cards whole (about five showed, the last clipped at the
// Replay button), and the panel is opaque (the table showed through it).
func TestReviewListShowsEveryVerdict(t *testing.T) {
	c := finishedDeal(t, reviewSeed)
	c.showReview()
	rv := c.reviewShown()
	test.Tap(rv.replayB)
	c.win.Resize(defaultSize)
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
