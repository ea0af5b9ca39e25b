package ui

import (
	"fmt"
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
		c.table.layout(sz)
		p := box(c.table.hintPanel.bg)
		objs := map[string]fyne.CanvasObject{"auction bar": c.table.auction.bg}
		for s := 1; s < c.players(); s++ {
			sv := c.table.seats[s]
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

// TestHintPanelClearsSeatsInExchange: the hint of the declarer's keep,
// with three players (a blind of twelve in the middle) and with four, at
// 1024 × 700 and 1280 × 800, covers none of the other seats' cards and
// plates: where the panel with every candidate finds no free place, it
// lists fewer (at least two, the suggested one among them) — it once lay over
// the right seat's cards with three players at 1024 × 700.
func TestHintPanelClearsSeatsInExchange(t *testing.T) {
	for _, n := range []int{3, 4} {
		c := sessionTable(t, n, []game.Action{game.Mein}, func(c *Controller, v *game.View) bool {
			return v.Phase() == game.Exchanging && v.Legage().Len() == 0
		})
		hintByKey(t, c)
		adv, ok := c.table.hintFor()
		if !ok {
			t.Fatalf("%dp: no hint", n)
		}
		for _, sz := range []fyne.Size{{Width: 1024, Height: 700}, {Width: 1280, Height: 800}} {
			c.table.layout(sz)
			shown := checkHintClear(t, c, fmt.Sprintf("%dp %v", n, sz))
			pan := c.table.hintPanel
			if len(pan.rows) >= 2 && (shown < 2 || pan.bestAt < 0 || !pan.rows[pan.bestAt][0].Visible() || pan.rows[pan.bestAt][0].Text != actionWords(adv.Action)) {
				t.Errorf("%dp %v: %d of %d candidates shown, the first %q (hint %v)", n, sz, shown, len(pan.rows), pan.rows[0][0].Text, adv.Action)
			}
		}
	}
}

// checkHintClear checks the hint panel as last laid out: it covers none of
// the other seats' cards and plates, keeps off the toolbar, and its
// candidate rows shown lie in it. It returns how many rows show.
func checkHintClear(t *testing.T, c *Controller, where string) int {
	t.Helper()
	pan := c.table.hintPanel
	p := box(pan.bg)
	for s := 1; s < c.players(); s++ {
		sv := c.table.seats[s]
		objs := []fyne.CanvasObject{sv.plate}
		for _, b := range sv.backs {
			objs = append(objs, b)
		}
		for _, o := range objs {
			if p.overlaps(box(o)) {
				t.Errorf("%s: the hint panel %v+%v covers %s's %v+%v", where, p.pos, p.size, c.names[s], o.Position(), o.Size())
				break
			}
		}
	}
	// nor touches the toolbar
	near := rect{p.pos.SubtractXY(2, 2), p.size.AddXY(4, 4)}
	for _, o := range []fyne.CanvasObject{c.table.tools, c.table.hintWrap} {
		if near.overlaps(box(o)) {
			t.Errorf("%s: the hint panel %v+%v touches the toolbar %v+%v", where, p.pos, p.size, o.Position(), o.Size())
		}
	}
	shown := 0
	for _, r := range pan.rows {
		if !r[0].Visible() {
			continue
		}
		shown++
		if r[0].Position().Y < p.pos.Y || r[0].Position().Y+r[0].Size().Height > p.pos.Y+p.size.Y {
			t.Errorf("%s: the row %q lies outside the panel", where, r[0].Text)
		}
	}
	return shown
}

// TestKeptHintNotLiftedInDiscard: after the hint "keep X" and keeping X
// (dropped on the table, as a person drags it), no card stays lifted or
// framed in gold for the discard: X once stayed lifted and framed through
// the discard step and read as the suggested discard. A hinted card the
// person did not take is not lifted at the next decision either.
func TestKeptHintNotLiftedInDiscard(t *testing.T) {
	c := sessionTable(t, 4, []game.Action{game.Mein}, func(c *Controller, v *game.View) bool {
		return v.Phase() == game.Exchanging && v.Legage().Len() == 0 && v.Contract().Info().Keep >= 2
	})
	hintByKey(t, c)
	adv, ok := c.table.hintFor()
	if !ok || !adv.Action.IsCard() {
		t.Fatalf("no hint to keep a card: %v", adv.Action)
	}
	// another card kept than the hinted one: the hinted one is not lifted
	other := adv.Action
	v := c.view()
	for _, a := range v.Legal() {
		if a != adv.Action {
			other = a
			break
		}
	}
	if err := c.humanAction(other); err != nil {
		t.Fatal(err)
	}
	for _, w := range c.table.hand {
		if w.card == adv.Action.Card() && w.lifted() {
			t.Errorf("the hinted %v is still lifted after keeping %v", w.card, other.Card())
		}
	}
	// the hinted card kept, the keep finished: nothing lifted or framed
	for v = c.view(); v.Phase() == game.Exchanging && v.Legage().Len() == 0; v = c.view() {
		a := adv.Action
		if !v.IsLegal(a) {
			a = v.Legal()[0]
		}
		if err := c.humanAction(a); err != nil {
			t.Fatal(err)
		}
	}
	if v.Phase() != game.Exchanging || !v.MyTurn() {
		t.Fatalf("after the keep: %v, my turn %v", v.Phase(), v.MyTurn())
	}
	for _, w := range c.table.hand {
		if w.lifted() || w.renderer().ring.StrokeWidth > 0 {
			t.Errorf("%v is lifted (%v) or framed (%v) in the discard step", w.card, w.lifted(), w.renderer().ring.StrokeWidth)
		}
	}
	if h := c.table.hintedCard(); h != game.NoCard || c.table.hintTag.txt.Text != "" {
		t.Errorf("the hint tag %q still marks %v", c.table.hintTag.txt.Text, h)
	}
}
