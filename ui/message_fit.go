package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"github.com/cego-spiel/cego/ui/look"
)

// newMessageLines makes the two lines the message bubble shows a text in
// when one line is wider than the window.
func newMessageLines() [2]*canvas.Text {
	var ls [2]*canvas.Text
	for i := range ls {
		ls[i] = canvas.NewText("", look.Text)
		ls[i].Alignment = fyne.TextAlignCenter
		ls[i].Hidden = true
	}
	return ls
}

// layoutMessage puts the message (the prompt or a refusal) just above the
// hand, inside [left, right]. A text too long for one line (a refusal
// naming a dozen trumps) is broken into two lines, made smaller only if
// they still do not fit.
func (t *Table) layoutMessage(g geometry, left, right float32) {
	m := t.message
	for _, l := range t.msgLines {
		l.Hidden = true
	}
	if m.txt.Text == "" {
		return
	}
	room := right - left
	ts := g.ts
	ms := m.size(ts)
	place := func(sz fyne.Size) fyne.Position {
		x := max(left, min(g.cx-sz.Width/2, right-sz.Width))
		return fyne.NewPos(x, g.handTop-sz.Height-4*g.u)
	}
	if ms.Width <= room {
		m.place(place(ms), ts)
		return
	}
	style := m.txt.TextStyle
	l1, l2, size := fitLines(m.txt.Text, ts, style, room-ts*1.4, "\x00")
	width := func(size float32) float32 {
		return max(fyne.MeasureText(l1, size, style).Width, fyne.MeasureText(l2, size, style).Width)
	}
	for i := 0; i < 3 && width(size)+size*1.4 > room; i++ {
		size *= room / (width(size) + size*1.4)
	}
	lh := fyne.MeasureText("Ag", size, style).Height
	sz := fyne.NewSize(width(size)+size*1.4, 2*lh+size*0.7)
	p := place(sz)
	m.bg.Move(p)
	m.bg.Resize(sz)
	m.bg.CornerRadius = lh / 1.3
	m.txt.Hidden = true
	for i, s := range []string{l1, l2} {
		l := t.msgLines[i]
		l.Text, l.TextSize, l.TextStyle, l.Color = s, size, style, m.txt.Color
		l.Hidden = false
		l.Move(p.AddXY(0, size*0.35+float32(i)*lh))
		l.Resize(fyne.NewSize(sz.Width, lh))
		l.Refresh()
	}
}
