package exercisescreen

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/look"
	"github.com/cego-spiel/cego/ui/text"
)

// The cards of an exercise: the other hands fanned, face down, the
// player's own hand whole, each card to tap.

// exerciseCardWidth is the width of every card in an exercise, the other
// hands' too: their corner index as tall as in the player's own hand.
const exerciseCardWidth = 54

// fanStep is how far the cards of another hand stand apart: each card's
// corner index shows, the next card covers the rest.
const fanStep = 18

// fan shows another hand under its name, its cards overlapping so that
// every corner index shows (face down: game.NoCard, the back).
func (v *View) fan(name string, cards []game.Card) fyne.CanvasObject {
	objs := make([]fyne.CanvasObject, len(cards))
	for i, c := range cards {
		objs[i] = v.cardImage(c, exerciseCardWidth)
	}
	return container.NewVBox(look.BoldLabel(name), container.New(fanLayout{}, objs...))
}

// fanRows lays the fans out side by side as far as the width allows, in
// cells as wide as the widest.
func fanRows(fans []fyne.CanvasObject) fyne.CanvasObject {
	w := float32(0)
	for _, f := range fans {
		w = max(w, f.MinSize().Width)
	}
	return container.NewGridWrap(fyne.NewSize(w+8, fans[0].MinSize().Height), fans...)
}

// fanLayout overlaps its cards fanStep apart, left to right, each over
// the one before.
type fanLayout struct{}

// Layout places the cards.
func (fanLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for i, o := range objs {
		o.Move(fyne.NewPos(float32(i)*fanStep, 0))
		o.Resize(o.MinSize())
	}
}

// MinSize is the width of the fan's cards.
func (fanLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(float32(max(len(objs)-1, 0))*fanStep+exerciseCardWidth, exerciseCardWidth*look.CardRatio)
}

// handRow is the player's name and hand, every card whole; tap, if not
// nil, gives the action of a tappable card (nil: a card the rules forbid,
// shaded, and tapped for the rule's reason).
func (v *View) handRow(name string, cards []game.Card, tap func(game.Card) func()) fyne.CanvasObject {
	objs := []fyne.CanvasObject{}
	w := v.handCardWidth(len(cards))
	for _, c := range cards {
		img := v.cardImage(c, w)
		if tap != nil {
			mark := canvas.NewRectangle(color.Transparent)
			mark.StrokeColor, mark.StrokeWidth, mark.CornerRadius = look.Highlight, 4, 4
			mark.Hide()
			v.marks[c] = mark
			if f := tap(c); f != nil {
				a := newCardTap(c, true, f)
				v.taps[c] = a
				img = container.NewStack(img, mark, a)
			} else {
				a := newCardTap(c, false, func() { v.refuseCard(c) })
				v.refused[c] = a
				img = container.NewStack(img, canvas.NewRectangle(look.Shade), a)
			}
		}
		objs = append(objs, img)
	}
	l := look.BoldLabel(name)
	if len(cards) > 11 {
		// the declarer's twelve or more after the blind (which card to
		// discard?): the name above them, so that the row fits 800 px
		return container.NewVBox(l, container.NewHBox(objs...))
	}
	return container.NewBorder(nil, nil, container.NewGridWrap(fyne.NewSize(70, 30), l), nil, container.NewHBox(objs...))
}

// handCardWidth is the width of the player's cards in a hand of n: the
// exercises' card width, narrower when n cards side by side would not fit
// the dialog (a declarer's fourteen after the blind at a table of three,
// on an 800-px screen), so that every card shows whole.
func (v *View) handCardWidth(n int) float32 {
	win := v.host.Window()
	if n < 1 || win == nil {
		return exerciseCardWidth
	}
	pad := theme.Padding()
	// the dialog (showExerciseSet) and its inner margins
	room := min(940, win.Canvas().Size().Width-20) - 8*pad
	return max(min(exerciseCardWidth, (room-float32(n-1)*pad)/float32(n)), 30)
}

// CardTap is the invisible widget over a card of the player's hand in an
// exercise: a tap answers with the card (legal) or with the rule that
// forbids it. The real-input probe (ui/probe.go) reports it as the card it
// covers.
type CardTap struct {
	widget.BaseWidget
	Card  game.Card // the card it covers
	Legal bool      // whether the rules allow the card (else it is shaded)
	onTap func()
}

func newCardTap(c game.Card, legal bool, onTap func()) *CardTap {
	a := &CardTap{Card: c, Legal: legal, onTap: onTap}
	a.ExtendBaseWidget(a)
	return a
}

// Tapped answers with the card.
func (a *CardTap) Tapped(*fyne.PointEvent) { a.onTap() }

// CreateRenderer draws nothing: the card's picture lies under it.
func (a *CardTap) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(&fyne.Container{})
}

// refuseCard answers a tap on a card the rules forbid with the rule.
func (v *View) refuseCard(c game.Card) {
	st := v.st
	err := st.ApplyFor(0, game.CardAction(c))
	if err == nil {
		return // legal after all: not shaded (handRow)
	}
	v.setFeedback(trf("Not %s: the rules forbid it. %s", text.CardName(c), text.Refusal(err)))
}

// cardImage is a card's picture w points wide.
func (v *View) cardImage(c game.Card, w float32) fyne.CanvasObject {
	img := canvas.NewImageFromImage(nil)
	img.FillMode = canvas.ImageFillContain
	img.SetMinSize(fyne.NewSize(w, w*look.CardRatio))
	img.Image = v.host.CardImage(c, w, func() {
		img.Image = v.host.CardImage(c, w, nil)
		img.Refresh()
	})
	return img
}
