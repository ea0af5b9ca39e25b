package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/internal/uitest"
	"github.com/cego-spiel/cego/ui/look"
	"github.com/cego-spiel/cego/ui/store"
)

// The regression tests of issue #17 at the table (the store's own are in
// ui/store/datasafety_test.go).

// walkObjects calls f on o and everything under it, widgets' parts too.
func walkObjects(t *testing.T, o fyne.CanvasObject, f func(fyne.CanvasObject)) {
	f(o)
	switch o := o.(type) {
	case *fyne.Container:
		for _, c := range o.Objects {
			walkObjects(t, c, f)
		}
	case fyne.Widget:
		for _, c := range test.TempWidgetRenderer(t, o).Objects() {
			walkObjects(t, c, f)
		}
	}
}

// overlayText is every label's and rich text's text in the top overlay.
func overlayText(t *testing.T, c *Controller) string {
	top := c.win.Canvas().Overlays().Top()
	if top == nil {
		return ""
	}
	var b strings.Builder
	walkObjects(t, top, func(o fyne.CanvasObject) {
		switch o := o.(type) {
		case *widget.Label:
			b.WriteString(o.Text + "\n")
		case *widget.RichText:
			b.WriteString(o.String() + "\n")
		}
	})
	return b.String()
}

// TestSaveAsAsksWhenNamesShareAFile (case 1): Save as… with a name that is
// stored in the file of another save asks first, naming that save.
func TestSaveAsAsksWhenNamesShareAFile(t *testing.T) {
	st := store.New(t.TempDir())
	c := newTestTable(t, Options{Seed: 5})
	c.store = st
	january := "Sonntagsrunde beim Ochsen mit Sepp und Anna, Januar"
	if err := c.saveAs(january); err != nil {
		t.Fatal(err)
	}
	before, err := st.List()
	if err != nil || len(before) != 1 {
		t.Fatal(before, err)
	}
	c.showSaveAs()
	top := c.win.Canvas().Overlays().Top()
	var entry *look.EscEntry
	walkObjects(t, top, func(o fyne.CanvasObject) {
		if e, ok := o.(*look.EscEntry); ok {
			entry = e
		}
	})
	if entry == nil {
		t.Fatal("no name field")
	}
	entry.SetText("Sonntagsrunde beim Ochsen mit Sepp und Anna, Februar")
	save := uitest.FindButton(t, top, tr("Save"))
	if save == nil {
		t.Fatal("no Save button")
	}
	test.Tap(save)
	question := overlayText(t, c)
	if !strings.Contains(question, "Replace") {
		after, _ := st.List()
		t.Fatalf("no question before replacing the save %q; the list is now %+v (was %+v)", before[0].Name, after, before)
	}
	if !strings.Contains(question, "“"+before[0].Name+"”") {
		t.Errorf("the question does not name the save it replaces: %q", question)
	}
}

// TestStatsCountedOnTheFile (case 8): two tables on one folder count every
// deal: each adds to what the file holds, not to what it read once.
func TestStatsCountedOnTheFile(t *testing.T) {
	dir := t.TempDir()
	c1 := newTestTable(t, Options{Seed: 4})
	c1.store = store.New(dir)
	c2 := newTestTable(t, Options{Seed: 9})
	c2.store = store.New(dir)
	playToEnd(t, c1)
	playToEnd(t, c2)
	c1.NextDeal()
	playToEnd(t, c1)
	s, p := store.New(dir).LoadStats()
	if p != nil || s.Deals != 3 {
		t.Fatalf("three deals finished, %d counted (%v)", s.Deals, p)
	}
}

// TestResumeAcceptsWhatTheStoreAccepts (case 7): every seat of the person
// and every bot level the store accepts in a saved game — with four, three
// and five at the table, mid-deal and with the deal finished — the table
// resumes.
func TestResumeAcceptsWhatTheStoreAccepts(t *testing.T) {
	st := store.New(t.TempDir())
	levels := []string{"", ai.Easy.String(), ai.Expert.String(), "grandmaster"}
	for _, opts := range []Options{{Seed: 3}, {Seed: 4, Players: 3}, {Seed: 5, Profile: fiveProfile(game.Rules{})}} {
		src := newTestTable(t, opts)
		resumed := 0
		for _, done := range []bool{false, true} {
			if done {
				playToEnd(t, src)
			}
			for seat := -1; seat < 5; seat++ {
				for _, level := range levels {
					meta := src.meta()
					meta.HumanSeat = seat
					for i := range meta.Seats {
						meta.Seats[i].Bot = level
						if i == seat {
							meta.Seats[i].Bot = ""
						}
					}
					if _, err := st.Save("seat", meta, src.sitting); err != nil {
						continue // refused when saved: the store does not accept it
					}
					g, err := st.Load("seat")
					if err != nil {
						continue // refused (and kept aside) when read
					}
					c := newTestTable(t, Options{Seed: 8})
					resumed++
					if err := c.Resume(g, c.opts); err != nil {
						t.Errorf("%d people, deal done %v: the store accepts the person at seat %d with bots %q, the table refuses it: %v",
							src.sitting.People(), done, seat, level, err)
					}
				}
			}
		}
		// the person at seat 0 and watching, two bot levels, two states
		if resumed != 2*2*2 {
			t.Errorf("%d people: %d saves accepted, want 8", src.sitting.People(), resumed)
		}
	}
}
