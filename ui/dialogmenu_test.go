package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/store"
)

// realMenuBar is the height of the menu bar Fyne's desktop driver draws
// at the top of a window at scale 1 (measured on the screenshots of make
// screenshots-all); the test driver draws none.
const realMenuBar = 27

// TestDialogsClearMenuBar: in a window of 800×600 whose content starts
// below a menu bar, as the desktop driver's does, every dialog of the
// menus and keys opens below the menu bar (Fyne centres a dialog in the
// whole window, and the score sheet, the settings and the glossary,
// sized to the window less a margin, covered the menu bar).
func TestDialogsClearMenuBar(t *testing.T) {
	defer SetLanguage(store.LanguageEnglish)
	for _, l := range []string{store.LanguageEnglish, store.LanguageGerman} {
		SetLanguage(l)
		c := sessionTable(t, 4, nil, func(c *Controller, v *game.View) bool {
			return v.Phase() == game.Playing && completeTricks(v) >= 1
		})
		c.store = store.New(t.TempDir())
		// during the deal, and after it (the score sheet with its chart)
		for _, when := range []string{"during the deal", "after the deal"} {
			if when == "after the deal" {
				finishDeal(t, c, nil)
			}
			c.win.Resize(fyne.NewSize(800, 600))
			c.win.Content().Move(fyne.NewPos(0, realMenuBar)) // as the desktop driver places it
			for name, open := range dialogOpeners(c) {
				open()
				top, ok := c.win.Canvas().Overlays().Top().(*widget.PopUp)
				if !ok {
					t.Errorf("%s %s: %s opened no dialog", l, when, name)
					continue
				}
				// the box's background lies half an inner padding around its content
				if y := top.Content.Position().Y - top.Theme().Size(theme.SizeNameInnerPadding)/2; y < realMenuBar {
					t.Errorf("%s %s: the %s dialog's box starts at y %.0f, on the menu bar (%d px)", l, when, name, y, realMenuBar)
				}
				c.win.Canvas().Overlays().Remove(top)
			}
		}
	}
}
