package review

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/cego-spiel/cego/ui/look"
)

// TestReviewListShowsEveryVerdict: at 1280×800 (the room the window of
// that size gives the review: all of it), with the Expert's replay beside it, the review's list shows every verdict of
// a deal with five calls and eleven cards whole (about five showed, the
// last clipped at the Replay button, the middle of the column empty), and
// the panel is opaque (the table showed through it).
func TestReviewListShowsEveryVerdict(t *testing.T) {
	fastReview(t)
	rv, _, w := openReview(t, botDeal(t, reviewSeed, 0), fyne.NewSize(1280, 800))
	test.Tap(rv.replayB)
	w.Resize(fyne.NewSize(1280, 800))
	// as each frame does, and as each verdict's arrival does: the side
	// column once shrank to its least height whenever its least size was
	// asked, leaving the middle of the panel empty
	rv.refreshList()
	askMinSizes(t, w.Content())
	rows := len(rv.list.Objects)
	if rows < 12 {
		t.Fatalf("only %d rows in the list", rows)
	}
	need, have := rv.list.MinSize().Height, rv.listScroll.Size().Height
	if need > have {
		t.Errorf("the %d rows need %.0f px, the list has %.0f", rows, need, have)
	}
	if _, _, _, a := look.PanelSolid.RGBA(); a != 0xffff {
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
