package ui

import (
	"fyne.io/fyne/v2"

	"github.com/cego-spiel/cego/game"
)

// whatNowBesideTrick keeps the what-now line off the trick's bottom card
// (the person's): in a window of 800×600, and of 1920×1080, the line over
// a held trick ("Anna takes the trick") covered the lower part of that
// card, its index among it. Where the line would touch the card it goes
// beside it, on the right, at the same height; where there is no room
// there it stays. n is the number of seats at the table.
func (t *Table) whatNowBesideTrick(n int) {
	wn := t.whatNow
	if wn.txt.Text == "" || !wn.bg.Visible() {
		return
	}
	g := t.geo
	st := t.seen()
	shown := false
	for s := 0; s < n; s++ {
		shown = shown || st.place(game.Seat(s)) == placeBottom && t.trickOn[s]
	}
	if !shown {
		return
	}
	card := g.slot[placeBottom]
	p, sz := wn.bg.Position(), wn.bg.Size()
	if p.Y >= card.Y+g.trick.Height+2*g.u {
		return // clear of it
	}
	x := card.X + g.trick.Width + 6*g.u
	if right := t.size.Width - 22*g.u; x+sz.Width > right {
		return
	}
	wn.place(fyne.NewPos(x, p.Y), wn.txt.TextSize)
}
