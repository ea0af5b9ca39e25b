package ui

import (
	"log"
	"time"

	"fyne.io/fyne/v2"

	"github.com/cego-spiel/cego/game"
)

// cardTapped: in the exchange a tap keeps or discards at once; in play the
// first tap selects (lifts) a card and a second tap plays it. An illegal
// card gets the engine's reason.
func (t *Table) cardTapped(w *cardWidget) {
	st := t.seen()
	v := st.View
	if !st.Started || !v.MyTurn() {
		return
	}
	if !w.legal {
		if err := t.c.explain(game.CardAction(w.card)); err != nil {
			t.refuse(err)
		}
		return
	}
	if v.Phase() == game.Exchanging || w.selected {
		t.cardChosen(w)
		return
	}
	for _, o := range t.hand {
		o.selected = o == w
	}
	t.relayoutHand()
}

// cardChosen keeps, discards or plays the card.
func (t *Table) cardChosen(w *cardWidget) {
	for _, o := range t.hand {
		o.selected = false
	}
	_ = t.c.humanAction(game.CardAction(w.card))
}

// dragMoved shows the card under the pointer.
func (t *Table) dragMoved(w *cardWidget) {
	if t.dragImg.Hidden {
		r := w.renderer()
		t.dragImg.Image = r.img.Image
		t.dragImg.Resize(r.img.Size())
		t.dragImg.Show()
		t.zone.Show()
		t.zone.Refresh()
		w.Refresh()
	}
	pos, _ := w.renderer().cardRect(w.Size())
	p := w.Position().Add(pos).AddXY(w.dragDelta.DX, w.dragDelta.DY)
	t.dragImg.Move(p)
	t.dragImg.Refresh()
}

// dragEnded plays the card when it was dropped on the middle of the table,
// and otherwise (or when the engine refuses it) lets it snap back.
func (t *Table) dragEnded(w *cardWidget) {
	// the card counts as dropped where its centre is, wherever it was held
	pos, cs := w.renderer().cardRect(w.Size())
	drop := w.Position().Add(pos).AddXY(cs.Width/2+w.dragDelta.DX, cs.Height/2+w.dragDelta.DY)
	t.dragImg.Hide()
	t.zone.Hide()
	t.tap = newTapArea(func() { _ = t.c.command(cmdGather) })
	t.zone.Refresh()
	w.Refresh()
	if !t.geo.dropZone.contains(drop) {
		t.relayoutHand()
		return
	}
	from := t.dragImg.Position()
	t0 := time.Now()
	if err := t.c.humanAction(game.CardAction(w.card)); err != nil {
		t.snapBack(w, from)
		return
	}
	if traceOn {
		log.Printf("cego trace: drop of %v handled in %v", w.card, time.Since(t0))
		traceFrames("drop of "+w.card.String(), t0)
	}
}

// typedKey handles the keyboard: ←/→ choose, Enter/Space play or go on,
// digits press the auction's buttons.
func (t *Table) typedKey(e *fyne.KeyEvent) {
	if t.c.commandKey(e) {
		return
	}
	if e.Name == fyne.KeyH {
		t.askHint()
		return
	}
	if t.overlay != nil {
		if e.Name == fyne.KeyReturn || e.Name == fyne.KeyEnter || e.Name == fyne.KeySpace {
			_ = t.c.command(cmdDefault)
		}
		if v := t.seen().View; e.Name == fyne.KeyEscape && v.Phase() != game.Done {
			// a panel of cards over the play (the last trick, the
			// Legage) closes; the result stays until the person goes on
			t.setOverlay(nil)
		}
		return
	}
	st := t.seen()
	if st.Holding && (e.Name == fyne.KeySpace || e.Name == fyne.KeyReturn || e.Name == fyne.KeyEnter) {
		_ = t.c.command(cmdGather)
		return
	}
	v := st.View
	if !st.Started || !v.MyTurn() {
		return
	}
	if v.Phase() == game.Bidding {
		t.auction.typedKey(e)
		return
	}
	switch e.Name {
	case fyne.KeyLeft, fyne.KeyRight:
		t.moveCursor(e.Name == fyne.KeyRight)
	case fyne.KeyReturn, fyne.KeyEnter, fyne.KeySpace:
		for _, w := range t.hand {
			if w.selected {
				t.cardChosen(w)
				return
			}
		}
	}
}

// moveCursor selects the next legal card to the right (or left).
func (t *Table) moveCursor(right bool) {
	cur := -1
	for i, w := range t.hand {
		if w.selected {
			cur = i
		}
	}
	n := len(t.hand)
	if n == 0 {
		return
	}
	for k := 1; k <= n; k++ {
		i := cur + k
		if !right {
			i = cur - k
			if cur < 0 {
				i = n - k
			}
		}
		i = ((i % n) + n) % n
		if t.hand[i].legal {
			for _, w := range t.hand {
				w.selected = false
			}
			t.hand[i].selected = true
			break
		}
	}
	t.relayoutHand()
}
