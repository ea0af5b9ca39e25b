package ui

import (
	"strings"

	"fyne.io/fyne/v2"

	"github.com/cego-spiel/cego/game"
)

// fillStatus sets the status panel's texts from its lines: the third line
// ("Trick 5 of 11 · declarer needs 36 of 70 points") over two where
// statusSplit asks for it.
func (t *Table) fillStatus() {
	l := t.statusLines
	lines := []string{l[0], l[1], l[2], l[3], ""}
	if a, b, ok := strings.Cut(l[2], " · "); ok && t.statusSplit {
		lines = []string{l[0], l[1], a, b, l[3]}
	}
	for i, tx := range t.statusTx {
		// set once: a text that changes is drawn again
		setText(tx, lines[i])
	}
}

// fitStatus decides whether the status panel, drawn at x with padding pad,
// breaks its third line: where in one line it would reach the toolbar or
// the top seat's cards (a narrow table: the lesson's column beside it, or
// German's longer words).
func (t *Table) fitStatus(g geometry, x, pad float32) {
	room := t.toolsLeft(g) - pad
	st := t.seen()
	for s := 0; s < st.Players; s++ {
		if st.place(game.Seat(s)) == placeTop {
			// the top seat's row of backs, as layoutSeat places it
			nb := max(len(t.seats[s].backs), 1)
			rowW := g.back.Width * (1 + 0.3*float32(nb-1))
			room = min(room, g.cx-rowW/2-pad)
		}
	}
	wide := float32(0)
	for i, line := range t.statusLines {
		size := g.ts
		if i == 0 {
			size = g.ts * 1.05
		}
		style := fyne.TextStyle{Bold: i == 0}
		wide = max(wide, fyne.MeasureText(line, size, style).Width)
	}
	if split := x+wide+2*pad > room; split != t.statusSplit {
		t.statusSplit = split
		t.fillStatus()
	}
}

// topClearOfStatus is how far right the top seat's row of backs (at row)
// and its pile (at pile, when shown) must move to keep clear of the status
// panel: 0 where they do already.
func (t *Table) topClearOfStatus(sv *seatView, row, pile fyne.Position, g geometry) float32 {
	left := row.X
	if sv.pile.Visible() {
		left = pile.X
	}
	st := rect{t.status.Position(), fyne.NewPos(t.status.Size().Width, t.status.Size().Height)}
	if row.Y >= st.pos.Y+st.size.Y {
		return 0 // below the panel
	}
	return max(0, st.pos.X+st.size.X+10*g.u-left)
}
