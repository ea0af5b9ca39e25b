package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"github.com/cego-spiel/cego/ui/look"
)

// place is where a seat sits on screen.
type place int

const (
	placeBottom place = iota // the human
	placeRight
	placeTop
	placeLeft
)

// placeOf maps a seat to its place: playing order runs anticlockwise on
// screen, so seat 1 sits to the human's right; with three players the two
// bots sit right and left.
func placeOf(seat, players int) place {
	if players == 3 && seat == 2 {
		return placeLeft
	}
	return place(seat)
}

// seatView is a player's corner of the table: the name, a line about the
// seat (dealer, tricks, total), the speech bubble with the latest call, the
// cards left as backs (shown pips face up) and the Legage pile.
type seatView struct {
	name   *canvas.Text
	info   *canvas.Text
	plate  *canvas.Rectangle
	bubble *bubble
	badge  *bubble // the contract, beside the declarer
	backs  []*cardWidget
	pile   *cardWidget // Legage (or the untouched blind in Solo)
	pileN  *canvas.Text
}

func newSeatView() *seatView {
	s := &seatView{
		name:   canvas.NewText("", look.Text),
		info:   canvas.NewText("", look.TextDim),
		plate:  canvas.NewRectangle(look.Panel),
		bubble: newBubble(look.Bubble, look.BubbleText),
		badge:  newBubble(look.Highlight, look.BubbleText),
		pileN:  canvas.NewText("", look.Text),
	}
	s.name.TextStyle.Bold = true
	s.plate.CornerRadius = 8
	return s
}

// bubble is a rounded label: speech bubbles, badges, banners.
type bubble struct {
	bg  *canvas.Rectangle
	txt *canvas.Text
}

func newBubble(bg, fg color.NRGBA) *bubble {
	b := &bubble{bg: canvas.NewRectangle(bg), txt: canvas.NewText("", fg)}
	b.bg.CornerRadius = 10
	b.txt.TextStyle.Bold = true
	b.txt.Alignment = fyne.TextAlignCenter
	return b
}

func (b *bubble) objects() []fyne.CanvasObject { return []fyne.CanvasObject{b.bg, b.txt} }

// set shows text (hidden when empty).
func (b *bubble) set(text string) {
	setText(b.txt, text)
	b.bg.Hidden = text == ""
	b.txt.Hidden = text == ""
}

// setText changes a text and refreshes it only when it really changed.
func setText(t *canvas.Text, s string) {
	if t.Text != s {
		t.Text = s
		t.Refresh()
	}
}

// size is the bubble's size for its text at text size ts.
func (b *bubble) size(ts float32) fyne.Size {
	b.txt.TextSize = ts
	m := fyne.MeasureText(b.txt.Text, ts, b.txt.TextStyle)
	return fyne.NewSize(m.Width+ts*1.4, m.Height+ts*0.7)
}

// place puts the bubble with its top-left corner at p.
func (b *bubble) place(p fyne.Position, ts float32) fyne.Size {
	sz := b.size(ts)
	b.bg.Move(p)
	b.bg.Resize(sz)
	b.bg.CornerRadius = sz.Height / 2.6
	b.txt.Move(p)
	b.txt.Resize(sz)
	return sz
}
