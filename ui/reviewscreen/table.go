package reviewscreen

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/look"
)

// The review's picture of the table at a trick, and the deal's result in
// words.

// drawTable draws step k: the hands around the trick of that step, the
// blind and the Legage.
func (rv *View) drawTable() fyne.CanvasObject {
	st := rv.steps[rv.step]
	n := st.Players()
	var trick game.Trick
	if rv.step > 0 {
		trick = st.Tricks()[rv.step-1]
	}
	// the best card of the person's verdict, still in his hand, is framed
	mark := game.NoCard
	if i := rv.verdictFor(rv.step); i >= 0 && rv.ready[i] && rv.verdicts[i].Err == nil && rv.verdicts[i].Lost > 0 {
		mark = rv.verdicts[i].Best
	}
	hand := func(s game.Seat, cols int) fyne.CanvasObject {
		cards := look.HandOrder(st.Hand(s))
		var objs []fyne.CanvasObject
		for _, card := range cards {
			objs = append(objs, rv.card(card, 46, card == mark && s == rv.d.Me))
		}
		var box fyne.CanvasObject
		if cols > 0 {
			box = container.NewGridWithColumns(cols, objs...)
		} else {
			box = container.NewHBox(objs...)
		}
		name := rv.d.Names[s]
		if s == rv.final.Declarer() {
			name += " · " + rv.final.Contract().Info().German
		}
		l := canvas.NewText(name, look.Text)
		l.TextStyle.Bold = true
		l.Alignment = fyne.TextAlignCenter
		return container.NewVBox(container.NewCenter(l), container.NewCenter(box))
	}
	// the trick: each card under its player's name, the winner in gold
	var tcards []fyne.CanvasObject
	for i := 0; i < int(trick.N); i++ {
		s := trick.Seat(i)
		nm := canvas.NewText(rv.d.Names[s], look.TextDim)
		nm.Alignment = fyne.TextAlignCenter
		nm.TextSize = 12
		if s == trick.Winner() {
			nm.Color = look.Highlight
			nm.TextStyle.Bold = true
		}
		tcards = append(tcards, container.NewVBox(rv.card(trick.Cards[i], 70, s == trick.Winner()), nm))
	}
	var middle fyne.CanvasObject = container.NewHBox(tcards...)
	if trick.N == 0 {
		middle = widget.NewLabel("")
	}
	// blind and Legage open, as dealt and as laid away
	var extras []fyne.CanvasObject
	if b := rv.d.Start.Blind(); b != 0 {
		extras = append(extras, rv.row(tr("Blind"), b.Slice()))
	}
	if lg := rv.final.Legage() | rv.final.Discards(); lg != 0 {
		extras = append(extras, rv.row(tr("Legage"), lg.Slice()))
	}
	bottom, top, left, right := game.NoSeat, game.NoSeat, game.NoSeat, game.NoSeat
	for s := game.Seat(0); int(s) < n; s++ {
		switch rv.d.Sides[s] {
		case Bottom:
			bottom = s
		case Right:
			right = s
		case Top:
			top = s
		case Left:
			left = s
		}
	}
	side := func(s game.Seat) fyne.CanvasObject {
		if s == game.NoSeat {
			return layout.NewSpacer()
		}
		return hand(s, 4)
	}
	var topObj fyne.CanvasObject = layout.NewSpacer()
	if top != game.NoSeat {
		topObj = hand(top, 0)
	}
	gap := canvas.NewRectangle(color.Transparent)
	gap.SetMinSize(fyne.NewSize(1, 24))
	centre := container.NewBorder(topObj, nil, side(left), side(right),
		container.NewCenter(container.NewVBox(container.NewCenter(middle), gap, container.NewVBox(extras...))))
	var bottomObj fyne.CanvasObject = layout.NewSpacer()
	if bottom != game.NoSeat {
		bottomObj = hand(bottom, 0)
	}
	return container.NewBorder(nil, bottomObj, nil, nil, centre)
}

// row is a labelled row of small cards.
func (rv *View) row(label string, cards []game.Card) fyne.CanvasObject {
	l := canvas.NewText(label, look.TextDim)
	l.TextSize = 12
	objs := []fyne.CanvasObject{container.NewCenter(l)}
	for _, c := range cards {
		objs = append(objs, rv.card(c, 30, false))
	}
	return container.NewCenter(container.NewHBox(objs...))
}

// card is a card image w points wide, framed in gold when marked.
func (rv *View) card(c game.Card, w float32, marked bool) fyne.CanvasObject {
	w *= rv.scale
	img := canvas.NewImageFromImage(nil)
	img.FillMode = canvas.ImageFillContain
	img.SetMinSize(fyne.NewSize(w, w*look.CardRatio))
	ready := func() {
		img.Image = rv.host.CardImage(c, w, nil)
		img.Refresh()
	}
	img.Image = rv.host.CardImage(c, w, ready)
	if !marked {
		return img
	}
	frame := canvas.NewRectangle(color.Transparent)
	frame.StrokeColor = look.Highlight
	frame.StrokeWidth = 3
	frame.CornerRadius = 4
	return container.NewStack(img, frame)
}
