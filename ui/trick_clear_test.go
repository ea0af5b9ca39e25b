package ui

import (
	"testing"

	"fyne.io/fyne/v2"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/store"
)

// TestWhatNowClearOfTrick: over a held trick with the person's card in it,
// the what-now line ("Anna takes the trick") covers no part of that card
// and stays inside the table, in a window of 800×600 and of 1920×1080
// (less the menu bar), in English and German; it covered the card's lower
// edge and index.
func TestWhatNowClearOfTrick(t *testing.T) {
	for _, lang := range []string{store.LanguageEnglish, store.LanguageGerman} {
		SetLanguage(lang)
		c := sessionTable(t, 4, nil, func(c *Controller, v *game.View) bool {
			return v.Phase() == game.Playing && completeTricks(v) >= 1
		})
		c.settings.Hints = true
		v := c.view()
		c.cleared, c.holding = completeTricks(&v)-1, true // the last full trick waits
		c.table.update()
		if c.table.whatNow.txt.Text == "" {
			t.Fatalf("%s: no what-now line over the held trick: the test checks nothing", lang)
		}
		me := c.me()
		for _, size := range []fyne.Size{fyne.NewSize(800, 573), fyne.NewSize(1280, 773), fyne.NewSize(1920, 1053)} {
			c.table.layout(size)
			card := c.table.trick[me]
			if !card.Visible() {
				t.Fatalf("%s %v: the person's card of the held trick is not shown", lang, size)
			}
			b := c.table.whatNow.bg
			bp, bs := b.Position(), b.Size()
			cp, cs := card.Position(), card.Size()
			if bp.X < cp.X+cs.Width && bp.X+bs.Width > cp.X && bp.Y < cp.Y+cs.Height && bp.Y+bs.Height > cp.Y {
				t.Errorf("%s %v: the line %q at %v %v covers the person's card at %v %v", lang, size, c.table.whatNow.txt.Text, bp, bs, cp, cs)
			}
			if bp.X < 0 || bp.X+bs.Width > size.Width {
				t.Errorf("%s %v: the line %q runs from x %.0f to %.0f", lang, size, c.table.whatNow.txt.Text, bp.X, bp.X+bs.Width)
			}
		}
	}
	SetLanguage(store.LanguageEnglish)
}
