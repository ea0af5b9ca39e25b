package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/store"
)

// smallWindow is the room a window of 800×600 leaves below its menu bar.
var smallWindow = fyne.NewSize(800, 600-menuBarRoom)

// dialogOpeners open every dialog of the menus and keys.
func dialogOpeners(c *Controller) map[string]func() {
	return map[string]func(){
		"settings":    c.showSettings,
		"rules":       c.showRules,
		"rule book":   c.showRulebook,
		"glossary":    c.showGlossary,
		"keys":        c.showKeys,
		"new sitting": c.showNewSitting,
		"score sheet": c.showScoreSheet,
		"statistics":  c.showStats,
		"save as":     c.showSaveAs,
		"load":        c.showLoad,
		"host":        c.showHostTable,
		"join":        c.showJoinTable,
		"table":       c.showTable,
	}
}

// TestDialogsFitSmallWindow: in a window of 800×600 the table, the table
// with a lesson's column, every dialog, the result panel and the review
// ask for no more room than the window has, so opening one never grows
// the window (Settings grew it to 900×628, a lesson to 1004×628).
func TestDialogsFitSmallWindow(t *testing.T) {
	for _, l := range []string{store.LanguageEnglish, store.LanguageGerman} {
		SetLanguage(l)
		c := sessionTable(t, 4, nil, func(c *Controller, v *game.View) bool {
			return v.Phase() == game.Playing && completeTricks(v) >= 1
		})
		c.store = store.New(t.TempDir())
		c.win.Resize(smallWindow)
		if m := c.win.Content().MinSize(); m.Width > smallWindow.Width || m.Height > smallWindow.Height {
			t.Errorf("%s: the table asks for %v", l, m)
		}
		for name, open := range dialogOpeners(c) {
			open()
			top := c.win.Canvas().Overlays().Top()
			if top == nil {
				t.Errorf("%s: %s opened nothing", l, name)
				continue
			}
			if m := top.MinSize(); m.Width > smallWindow.Width || m.Height > smallWindow.Height {
				t.Errorf("%s: the %s dialog asks for %v in a window of %v", l, name, m, smallWindow)
			}
			c.win.Canvas().Overlays().Remove(top)
		}
		finishDeal(t, c, nil)
		if c.table.overlay == nil {
			t.Fatalf("%s: no result panel", l)
		}
		if m := c.win.Content().MinSize(); m.Width > smallWindow.Width || m.Height > smallWindow.Height {
			t.Errorf("%s: the table with the result panel asks for %v", l, m)
		}
		// (the review's verdicts take a while: in the short run the review
		// in a small window is reviewscreen's TestReviewListFitsSmallWindow)
		if l == store.LanguageEnglish && !testing.Short() {
			c.showReview()
			if m := c.win.Content().MinSize(); m.Width > smallWindow.Width || m.Height > smallWindow.Height {
				t.Errorf("%s: the review asks for %v", l, m)
			}
			c.stopReview()
		}
		if err := c.StartLesson(0); err != nil {
			t.Fatal(err)
		}
		if m := c.win.Content().MinSize(); m.Width > smallWindow.Width || m.Height > smallWindow.Height {
			t.Errorf("%s: the table with a lesson asks for %v", l, m)
		}
	}
	SetLanguage(store.LanguageEnglish)
}

// TestSettingsShowsEveryRow: in a window of 1280×900 the settings dialog
// opens large enough to show every row, "Card faces" the last, without
// scrolling (it needed scrolling there).
func TestSettingsShowsEveryRow(t *testing.T) {
	c := newTestTable(t, Options{Seed: 1})
	c.win.Resize(fyne.NewSize(1280, 900-menuBarRoom))
	c.showSettings()
	top := c.win.Canvas().Overlays().Top()
	s := findScroll(top)
	if s == nil {
		t.Fatal("no scrolling part in the settings dialog")
	}
	if need := s.Content.MinSize().Height; s.Size().Height < need {
		t.Errorf("the settings show %.0f of %.0f px: the last rows need scrolling", s.Size().Height, need)
	}
}

// findScroll finds the first scroll container under o.
func findScroll(o fyne.CanvasObject) *container.Scroll {
	switch o := o.(type) {
	case *container.Scroll:
		return o
	case *fyne.Container:
		for _, x := range o.Objects {
			if s := findScroll(x); s != nil {
				return s
			}
		}
	case fyne.Widget:
		r := test.WidgetRenderer(o)
		for _, x := range r.Objects() {
			if s := findScroll(x); s != nil {
				return s
			}
		}
	}
	return nil
}
