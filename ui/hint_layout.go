package ui

import (
	"fyne.io/fyne/v2"
)

// layoutTeach places what teaches at the table: the contract card, the
// hint panel, the tag on the hinted card and the "what now?" line above
// the prompt. The table's layout calls it last.
func (t *Table) layoutTeach(g geometry) {
	bs := t.hintBtn.MinSize()
	t.hintBtn.Resize(bs)
	t.hintBtn.Move(t.tools.Position().AddXY(-bs.Width-6*g.u, (t.tools.Size().Height-bs.Height)/2))
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
// where the cards beside it leave it visible.
func (t *Table) layoutHintTag(g geometry) {
	card := t.hintedCard()
	var w *cardWidget
	for _, o := range t.hand {
		if o.card == card {
			w = o
		}
	}
	if w == nil {
		t.hintTag.set("")
		return
	}
	t.hintTag.set(tr("Hint"))
	ts := g.ts * 0.85
	sz := t.hintTag.size(ts)
	pos, cs := w.renderer().cardRect(w.Size())
	vis := min(cs.Width, t.geo.step)
	if w == t.hand[len(t.hand)-1] {
		vis = cs.Width
	}
	p := w.Position().Add(pos).AddXY(vis/2-sz.Width/2, cs.Height*0.62)
	t.hintTag.place(p, ts)
}
