package ui

import (
	"testing"

	"fyne.io/fyne/v2"

	"github.com/cego-spiel/cego/game"
)

// TestHintPanelClearsRightSeat: the hint panel of a call, while the seats
// still hold full hands, covers none of the other seats' cards, plates or
// speech bubbles, nor the auction's bar, at 1280 × 800 and 1024 × 700 (it
// once lay over the right seat's cards).
func TestHintPanelClearsRightSeat(t *testing.T) {
	c := tableAt(t, func(c *Controller, v *game.View) bool { return v.Phase() == game.Bidding && len(v.Legal()) >= 2 })
	hintByKey(t, c)
	for _, sz := range []fyne.Size{{Width: 1280, Height: 800}, {Width: 1024, Height: 700}} {
		c.t.layout(sz)
		p := box(c.t.hintPanel.bg)
		objs := map[string]fyne.CanvasObject{"auction bar": c.t.auction.bg}
		for s := 1; s < c.players(); s++ {
			sv := c.t.seats[s]
			name := c.names[s] + "'s "
			objs[name+"plate"] = sv.plate
			if !sv.bubble.bg.Hidden {
				objs[name+"speech bubble"] = sv.bubble.bg
			}
			for i, b := range sv.backs {
				objs[name+"card "+string(rune('a'+i))] = b
			}
		}
		for what, o := range objs {
			if p.overlaps(box(o)) {
				t.Errorf("%v: the hint panel %v+%v covers %s %v+%v", sz, p.pos, p.size, what, o.Position(), o.Size())
			}
		}
	}
}
