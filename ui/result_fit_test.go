package ui

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"github.com/cego-spiel/cego/ui/course"
	"github.com/cego-spiel/cego/ui/coursescreen"
	"github.com/cego-spiel/cego/ui/store"
)

// resultBox is the result panel over the table (nil: none shown): the
// overlay is the shade and the panel's place.
func resultBox(c *Controller) fyne.CanvasObject {
	st, ok := c.table.overlay.(*fyne.Container)
	if !ok || len(st.Objects) < 2 {
		return nil
	}
	if in, ok := st.Objects[1].(*fyne.Container); ok && len(in.Objects) == 1 {
		return in.Objects[0]
	}
	return nil
}

// TestResultPanelFitsTable: at the end of each of the first chapters,
// with the lesson's column beside the table in a window of 800×600, the
// result panel lies inside the table, its title inside the panel (it was
// 640 px wide over a table of 600 and cut at both edges); in a window of
// 1920×1080 it grows with the table, its text and its width (it stayed
// 640 px wide with the table's smallest type).
func TestResultPanelFitsTable(t *testing.T) {
	defer SetLanguage(store.LanguageEnglish)
	chapters := 3
	if testing.Short() {
		chapters = 1
	}
	for _, l := range []string{store.LanguageEnglish, store.LanguageGerman} {
		SetLanguage(l)
		for _, size := range []fyne.Size{smallWindow, fyne.NewSize(1920, 1080-menuBarRoom)} {
			for i := range chapters {
				where := fmt.Sprintf("%s chapter %d at %.0f×%.0f", l, i+1, size.Width, size.Height)
				c := newTestTable(t, Options{Seed: 5})
				if err := c.StartLesson(i); err != nil {
					t.Fatal(err)
				}
				c.win.Resize(size)
				for _, st := range course.Chapters()[i].Steps {
					lessonMove(t, c, st.Want)
				}
				box := resultBox(c)
				if box == nil {
					t.Fatalf("%s: no result panel at the chapter's end", where)
				}
				d := fyne.CurrentApp().Driver()
				at := d.AbsolutePositionForObject(box).Subtract(d.AbsolutePositionForObject(c.table.overlay))
				tw, th := c.table.size.Width, c.table.size.Height
				if at.X < 0 || at.Y < 0 || at.X+box.Size().Width > tw+0.5 || at.Y+box.Size().Height > th+0.5 {
					t.Errorf("%s: the result panel at %v size %v is not inside the table (%.0f×%.0f)", where, at, box.Size(), tw, th)
				}
				if m := box.MinSize(); m.Width > box.Size().Width+0.5 {
					t.Errorf("%s: the result panel needs %.0f px and has %.0f", where, m.Width, box.Size().Width)
				}
				if size.Width > 1280 {
					k := c.table.widgetScale
					if k < 1.2 || box.Size().Width < 640*k-0.5 {
						t.Errorf("%s: the result panel is %.0f px wide at the table's scale %.2f", where, box.Size().Width, k)
					}
					if o, ok := box.(*container.ThemeOverride); !ok || o.Theme.Size(theme.SizeNameText) < theme.TextSize()*k-0.5 {
						t.Errorf("%s: the result panel's text is not drawn at the table's scale %.2f", where, k)
					}
				}
			}
		}
	}
}

// TestEveryResultPanelFitsLessonTable: the result panel of a deal of
// every contract under every preset and option (the deals of
// TestResultPanelNumbersFromEngine), in German, the longer language, fits
// the table beside a lesson's column in a window of 800×600 (600×560):
// its lines wrap to the narrower panel and it is no higher than the table.
func TestEveryResultPanelFitsLessonTable(t *testing.T) {
	t.Cleanup(func() { SetLanguage(store.LanguageEnglish) })
	SetLanguage(store.LanguageGerman)
	c := newTestTable(t, Options{Seed: 1})
	room := fyne.NewSize(smallWindow.Width-coursescreen.NarrowWidth, smallWindow.Height)
	highest, worst := float32(0), ""
	for i, d := range allSettlementDeals(t) {
		if testing.Short() && i%8 != 0 {
			continue // every eighth deal; all of them with make test-long
		}
		st := d.st
		o := newResultPanel(c, &st)
		o.Resize(room)
		box := o.(*fyne.Container).Objects[1].(*fyne.Container).Objects[0]
		if h := box.Size().Height; h > highest {
			highest, worst = h, fmt.Sprint(d.rules.OptionIDs(), " ", st.Contract().Info().German)
		}
		if box.Size().Width > room.Width-2*resultMargin+0.5 {
			t.Fatalf("%v: the panel is %.0f wide in a table of %.0f", d.rules.OptionIDs(), box.Size().Width, room.Width)
		}
	}
	t.Logf("the highest panel: %.0f px (%s)", highest, worst)
	if highest > room.Height {
		t.Errorf("the result panel of %s is %.0f px high, over a table of %.0f", worst, highest, room.Height)
	}
}
