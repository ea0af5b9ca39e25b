package ui

import (
	"image"

	"github.com/cego-spiel/cego/game"
)

// The table's side of its card widgets: the art they are drawn with and
// what a tap, a drag or a drop on one means.

// artPack is the pack the table's cards are drawn in (cardArt).
func (t *Table) artPack() string { return t.pack }

// artScale is the window's pixels per Fyne unit (cardArt).
func (t *Table) artScale() float32 { return t.scale() }

// artImage draws a card with the table's art cache (cardArt).
func (t *Table) artImage(pack string, c game.Card, px int, ready func()) (image.Image, bool) {
	return t.art.get(pack, c, px, ready)
}

// newCardWidget makes a card of the table: drawn with the table's art, its
// taps, hovering, drags and drops handled by the table.
func newCardWidget(t *Table, c game.Card) *cardWidget {
	w := newCard(c, t)
	w.OnTap = func() { t.cardWidgetTapped(w) }
	w.OnDoubleTap = func() { t.cardChosen(w) }
	w.OnHover = t.relayoutHand
	w.OnDrag = func() { t.dragMoved(w) }
	w.OnDrop = func() { t.dragEnded(w) }
	return w
}

// cardWidgetTapped: a tap on a card of the hand selects it (or plays it
// when it was selected); one on the declarer's own Legage shows it to him;
// one on any other card gathers a full trick.
func (t *Table) cardWidgetTapped(w *cardWidget) {
	if w.interactive {
		t.cardTapped(w)
		return
	}
	if me := t.seen().Me; me != game.NoSeat && w == t.seats[me].pile {
		_ = t.c.command(cmdOwnLegage)
		return
	}
	_ = t.c.command(cmdGather)
}
