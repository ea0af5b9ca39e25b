package ui

import (
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/course"
	"github.com/cego-spiel/cego/ui/internal/uitest"
	"github.com/cego-spiel/cego/ui/reviewscreen"
)

// The review opened through the table; the review itself (its verdicts,
// keys, replay and layout) is tested in ui/reviewscreen.

// reviewSeed is a sitting whose first deal (an Einer the person defends)
// the solver settles in seconds.
const reviewSeed = 13

// verdictRow matches a card's row in the review's list ("Trick 3 · …").
var verdictRow = regexp.MustCompile(`^Trick \d+ · `)

// finishedDeal plays the first deal of a seeded sitting with the pilot in
// the person's seat and returns the table showing its result.
func finishedDeal(t *testing.T, seed uint64) *Controller {
	t.Helper()
	// no time limit: the verdicts must not depend on the machine's load
	old := reviewscreen.CardBudget
	reviewscreen.CardBudget = 0
	t.Cleanup(func() { reviewscreen.CardBudget = old })
	fastCallReview(t)
	c := newTestTable(t, Options{Seed: seed})
	for st := c.sitting.State(); st.Phase() != game.Done; st = c.sitting.State() {
		pilotMove(t, c)
	}
	if c.table.overlay == nil {
		t.Fatal("no result panel")
	}
	return c
}

// fastCallReview bounds the call review of a test by nodes only, so that
// its verdicts do not depend on the machine's load and stay quick.
func fastCallReview(t *testing.T) {
	t.Helper()
	oldB, oldN := reviewscreen.CallBudget, reviewscreen.CallNodes
	reviewscreen.CallBudget, reviewscreen.CallNodes = 0, 200_000
	t.Cleanup(func() { reviewscreen.CallBudget, reviewscreen.CallNodes = oldB, oldN })
}

// verdictRows are the rows of the review's list for the cards.
func verdictRows(t *testing.T, rv *reviewscreen.View) []string {
	var out []string
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch o := o.(type) {
		case *widget.Button:
			if verdictRow.MatchString(o.Text) {
				out = append(out, o.Text)
			}
		case *fyne.Container:
			for _, x := range o.Objects {
				walk(x)
			}
		case fyne.Widget: // the list's scroll and compact theme
			for _, x := range test.TempWidgetRenderer(t, o).Objects() {
				walk(x)
			}
		}
	}
	walk(rv.Root())
	return out
}

// TestReviewShowsVerdicts: Review on the result panel opens the review of
// the deal just played — as dealt, every action, the person's seat at the
// bottom — with a verdict for each of his cards; the arrow keys step
// through it; Escape goes back to the result panel.
func TestReviewShowsVerdicts(t *testing.T) {
	c := finishedDeal(t, reviewSeed)
	b := uitest.FindButton(t, c.table.overlay, "Review")
	if b == nil {
		t.Fatal("no Review button on the result panel")
	}
	test.Tap(b)
	rv := c.reviewShown()
	if rv == nil {
		t.Fatal("the review is not shown")
	}
	start, acts, err := dealStart(c.sitting)
	if err != nil {
		t.Fatal(err)
	}
	d := rv.Deal()
	if d.Number != 1 || d.Start != start || !slices.Equal(d.Actions, acts) || d.Me != human || d.Sides[human] != reviewscreen.Bottom || d.Names != c.names || d.Seed != c.opts.Seed {
		t.Fatalf("the review got deal %d of seat %d (drawn at %v), %d actions", d.Number, d.Me, d.Sides[d.Me], len(d.Actions))
	}
	// a verdict, found, for every card he played
	cards, judged := 0, 0
	for st, i := start, 0; i < len(acts); i++ {
		if st.Phase() == game.Playing && st.Turn() == human {
			cards++
		}
		if err := st.Apply(acts[i]); err != nil {
			t.Fatal(err)
		}
	}
	for _, s := range verdictRows(t, rv) {
		if !strings.HasSuffix(s, "…") {
			judged++
		}
	}
	if judged != cards || cards == 0 {
		t.Fatalf("%d cards judged, the person played %d", judged, cards)
	}
	// stepping with the keys
	rv.ShowStep(0)
	c.table.typedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	if rv.Step() != 1 {
		t.Fatalf("→ went to step %d", rv.Step())
	}
	c.table.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if c.reviewShown() != nil || c.table.overlay == nil || uitest.FindButton(t, c.table.overlay, "Review") == nil {
		t.Fatal("Escape did not go back to the result panel")
	}
	st := c.sitting.State()
	if c.sitting.DealNumber() != 1 || st.Phase() != game.Done {
		t.Fatal("leaving the review moved the game on")
	}
}

// TestReviewFromMenuLater: in the next deal the menu's review shows the
// deal before.
func TestReviewFromMenuLater(t *testing.T) {
	c := finishedDeal(t, reviewSeed)
	c.NextDeal()
	c.showReview()
	rv := c.reviewShown()
	if rv == nil || rv.Deal().Number != 1 || !slices.ContainsFunc(uitest.Texts(rv.Root()), func(s string) bool { return strings.HasPrefix(s, "Review of deal 1 — ") }) {
		t.Fatal("the finished deal is not reviewed")
	}
	c.closeReview()
	if c.table.overlay != nil {
		t.Fatal("closing the review of a past deal left an overlay")
	}
}

// TestReviewFitsNarrowWindow: at 1024 × 700, and with the lesson panel
// beside the table, the review fits the window (ui/reviewscreen checks that its
// table fits the room it gets and keeps clear of the verdicts). The
// pictures go to shotDir.
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
			for _, s := range course.Chapters()[0].Steps {
				lessonMove(t, c, s.Want)
			}
		}
		c.win.Resize(fyne.NewSize(1024, 700))
		c.showReview()
		rv := c.reviewShown()
		if rv == nil {
			t.Fatalf("lesson %v: no review", lesson)
		}
		if m := c.win.Content().MinSize(); m.Width > 1024 || m.Height > 700 {
			t.Errorf("lesson %v: the window with the review asks for %v", lesson, m)
		}
		root := fyne.CurrentApp().Driver().AbsolutePositionForObject(rv.Root())
		if root.X+rv.Root().Size().Width > 1024+1 || root.Y+rv.Root().Size().Height > 700+1 {
			t.Errorf("lesson %v: the review reaches %v", lesson, root.AddXY(rv.Root().Size().Width, rv.Root().Size().Height))
		}
		writeShot(t, c, filepath.Join(dir, fmt.Sprintf("review-narrow-lesson-%v.png", lesson)))
		c.closeReview()
	}
}
