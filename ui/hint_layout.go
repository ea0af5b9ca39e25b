package ui

import (
	"fyne.io/fyne/v2"

	"github.com/cego-spiel/cego/game"
)

// layoutTeach places what teaches at the table: the contract card, the
// hint panel, the tag on the hinted card and the "what now?" line above
// the prompt. The table's layout calls it last.
func (t *Table) layoutTeach(g geometry) {
	bs := t.hintWrap.MinSize()
	t.hintWrap.Resize(bs)
	t.hintWrap.Move(t.tools.Position().AddXY(-bs.Width-6*g.u, (t.tools.Size().Height-bs.Height)/2))
	t.contract.layout(g)
	t.hintPanel.layout(t, g)
	t.layoutHintTag(g)
	if t.whatNow.txt.Text == "" {
		return
	}
	ts := g.ts * 0.95
	ws := t.whatNow.size(ts)
	y := g.handTop - ws.Height - 4*g.u
	if t.message.txt.Text != "" {
		y = t.message.bg.Position().Y - ws.Height - 3*g.u
	}
	t.whatNow.place(fyne.NewPos(g.cx-ws.Width/2, y), ts)
}

// layoutHintTag puts the "Hint" tag on the lower part of the hinted card,
// where the cards beside it leave it visible, or above the hinted call's
// button.
func (t *Table) layoutHintTag(g geometry) {
	ts := g.ts * 0.8
	if adv, ok := t.hintFor(); ok && !adv.Action.IsCard() && t.auction.visible {
		for _, b := range t.auction.buttons {
			if b.action == adv.Action {
				t.hintTag.set(tr("Hint"))
				sz := t.hintTag.size(ts)
				p := t.auction.rowPos().Add(b.Position()).AddXY(b.Size().Width/2-sz.Width/2, -sz.Height*0.9)
				t.hintTag.place(p, ts)
				return
			}
		}
	}
	t.placeOnCard(t.hintTag, tr("Hint"), t.hintedCard(), ts)
	t.placeOnCard(t.refusedTag, tr("Not allowed"), t.refusedCard(), ts)
}

// placeOnCard shows tag with text on the lower part of a card of the hand,
// where the cards beside it leave it visible (hidden when the card is not
// in the hand).
func (t *Table) placeOnCard(tag *bubble, text string, card game.Card, ts float32) {
	var w *cardWidget
	for _, o := range t.hand {
		if o.card == card {
			w = o
		}
	}
	if w == nil {
		tag.set("")
		return
	}
	tag.set(text)
	sz := tag.size(ts)
	pos, cs := w.renderer().cardRect(w.Size())
	vis := min(cs.Width, t.geo.step)
	if w == t.hand[len(t.hand)-1] {
		vis = cs.Width
	}
	p := w.Position().Add(pos).AddXY(max(vis/2-sz.Width/2, 0), cs.Height*0.62)
	tag.place(p, ts)
}
