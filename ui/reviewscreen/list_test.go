package reviewscreen

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/ui/look"
	"github.com/cego-spiel/cego/ui/store"
	"github.com/cego-spiel/cego/ui/text"
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

// TestReviewListFitsSmallWindow: in the room a window of 800×600 leaves
// below its menu bar, the list of a deal's fifteen verdicts shows every
// row without scrolling, its text smaller but readable (it showed ten and
// a half rows of fifteen); where the room is smaller still the list
// scrolls, and stepping to a trick scrolls its row into sight.
func TestReviewListFitsSmallWindow(t *testing.T) {
	fastReview(t)
	defer text.SetLanguage(store.LanguageEnglish)
	for _, l := range []string{store.LanguageEnglish, store.LanguageGerman} {
		text.SetLanguage(l)
		rv, _, w := openReview(t, botDeal(t, reviewSeed, 0), fyne.NewSize(800, 573))
		w.Resize(fyne.NewSize(800, 573))
		askMinSizes(t, w.Content())
		rows := len(rv.list.Objects)
		if rows < 14 {
			t.Fatalf("only %d rows in the list", rows)
		}
		need, have := rv.list.MinSize().Height, rv.listScroll.Size().Height
		if need > have+0.5 {
			t.Errorf("%s: at 800×573 the %d rows need %.0f px, the list has %.0f", l, rows, need, have)
		}
		if size := rv.listTheme.Theme.Size(theme.SizeNameText); size < minListText {
			t.Errorf("%s: the list's text is %.0f px", l, size)
		}
	}
	rv, _, w := openReview(t, botDeal(t, reviewSeed, 0), fyne.NewSize(800, 573))

	// too small a room: the list scrolls to the row of the trick shown
	w.Resize(fyne.NewSize(800, 420))
	for _, k := range []int{rv.Steps() - 1, 1, rv.Steps() - 2} {
		rv.ShowStep(k)
		var row fyne.CanvasObject
		for _, o := range rv.list.Objects {
			if b, ok := o.(*widget.Button); ok && b.Importance == widget.HighImportance {
				row = b
			}
		}
		if row == nil {
			t.Fatalf("trick %d: no row marked", k)
		}
		top, view := rv.listScroll.Offset.Y, rv.listScroll.Size().Height
		if y := row.Position().Y; y < top-0.5 || y+row.Size().Height > top+view+0.5 {
			t.Errorf("trick %d: its row at %.0f–%.0f is out of the list's sight %.0f–%.0f", k, y, y+row.Size().Height, top, top+view)
		}
	}
}
