package ui

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/cego-spiel/cego/game"
)

// hintSizes are the window sizes the hint's table is checked at: the
// smallest window up to a large screen (the issue saw five candidates at
// 1280×800 but three at 1280×900).
var hintSizes = []fyne.Size{{Width: 800, Height: 600}, {Width: 1024, Height: 700}, {Width: 1280, Height: 800},
	{Width: 1280, Height: 900}, {Width: 1440, Height: 900}, {Width: 1920, Height: 1080}}

// TestHintListsSameCandidatesAtEverySize: the same hint lists the same
// candidates at every window size from 1024×700 up (it listed five at
// 1280×800 but three at 1280×900), at least two at 800×600, the suggestion
// always among them, in the auction, the exchange and card play.
func TestHintListsSameCandidatesAtEverySize(t *testing.T) {
	for _, p := range []struct {
		name string
		want func(c *Controller, v *game.View) bool
	}{
		{"call", func(c *Controller, v *game.View) bool { return v.Phase() == game.Bidding && len(v.Legal()) >= 3 }},
		{"keep", func(c *Controller, v *game.View) bool {
			return v.Phase() == game.Exchanging && v.Legage().Len() == 0 && len(v.Legal()) >= 6
		}},
		{"card", func(c *Controller, v *game.View) bool {
			return v.Phase() == game.Playing && v.CurrentTrick().N > 0 && len(v.Legal()) >= 6
		}},
	} {
		t.Run(p.name, func(t *testing.T) {
			var c *Controller
			if p.name == "keep" {
				c = sessionTable(t, 4, []game.Action{game.Mein}, p.want)
			} else {
				c = tableAt(t, p.want)
			}
			hintByKey(t, c)
			adv, ok := c.table.hintFor()
			if !ok {
				t.Fatal("no hint")
			}
			counts := map[int][]fyne.Size{}
			for _, sz := range hintSizes {
				c.table.layout(sz)
				shown := checkHintClear(t, c, fmt.Sprint(sz))
				if sz.Width < 1024 {
					// the smallest window has room for two in readable type
					if shown < min(2, len(adv.Candidates)) {
						t.Errorf("%v: %d candidates shown", sz, shown)
					}
				} else {
					counts[shown] = append(counts[shown], sz)
				}
				marked := false
				for _, r := range c.table.hintPanel.rows {
					marked = marked || r[0].Visible() && r[0].Text == actionWords(adv.Action)
				}
				if len(c.table.hintPanel.rows) > 0 && !marked {
					t.Errorf("%v: the suggestion %v is not among the rows shown", sz, adv.Action)
				}
			}
			if len(counts) > 1 {
				t.Errorf("%s: candidates shown by window size: %v (method %s, %d candidates)", p.name, counts, adv.Method, len(adv.Candidates))
			}
		})
	}
}
