package ui

import (
	"image"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/cego-spiel/cego/game"
)

// snapBack flies a copy of the refused card back to its place in the hand.
func (t *Table) snapBack(w *cardWidget, from fyne.Position) {
	r := w.renderer()
	pos, cs := r.cardRect(w.Size())
	t.fly(r.img.Image, from, w.Position().Add(pos), cs, t.seen().Anim, nil)
}

// fly moves an image from one place to another over the table, then calls
// done. With no duration it calls done at once.
func (t *Table) fly(img image.Image, from, to fyne.Position, size fyne.Size, d time.Duration, done func()) {
	if d <= 0 || img == nil {
		if done != nil {
			done()
		}
		return
	}
	g := canvas.NewImageFromImage(img)
	g.FillMode = canvas.ImageFillStretch
	g.ScaleMode = canvas.ImageScaleFastest
	g.Resize(size)
	g.Move(from)
	t.ghosts = append(t.ghosts, g)
	t.rebuild()
	finished := false
	finish := func() {
		if finished {
			return
		}
		finished = true
		t.removeGhost(g)
		if done != nil {
			done()
		}
	}
	a := fyne.NewAnimation(d, func(f float32) {
		if finished {
			return
		}
		g.Move(fyne.NewPos(from.X+(to.X-from.X)*f, from.Y+(to.Y-from.Y)*f))
		canvas.Refresh(g)
		// the last tick is exactly 1 (a position compared with the target
		// could miss it by rounding)
		if f >= 1 {
			finish()
		}
	})
	a.Curve = fyne.AnimationEaseInOut
	a.Start()
	// the game must go on even if no frame is drawn (a hidden window)
	t.c.later(d+400*time.Millisecond, finish)
}

func (t *Table) removeGhost(g *canvas.Image) {
	for i, o := range t.ghosts {
		if o == g {
			t.ghosts = append(t.ghosts[:i], t.ghosts[i+1:]...)
			break
		}
	}
	t.rebuild()
}

// flyToTrick shows card travelling from seat's place pl to the trick
// (the trick's own card hidden meanwhile); done runs when it arrived.
func (t *Table) flyToTrick(seat game.Seat, pl place, card game.Card, d time.Duration, done func()) {
	g := t.geo
	img := t.cardImage(card, g.trick.Width, nil)
	t.hideTrickSeat = seat
	t.fly(img, g.anchor[pl], g.slot[pl], g.trick, d, func() {
		t.hideTrickSeat = game.NoSeat
		done()
	})
}

// flyBlind shows the blind going from the middle to the place pl.
func (t *Table) flyBlind(pl place, d time.Duration, done func()) {
	g := t.geo
	img := t.cardImage(game.NoCard, g.trick.Width, nil)
	t.fly(img, fyne.NewPos(g.cx-g.trick.Width/2, g.cy-g.trick.Height), g.anchor[pl], g.trick, d, done)
}

// gatherTrick takes the pictures of trick tr's cards where they lie now
// and returns start, which slides them to the place to and calls done
// once all arrived (at once for an empty trick).
func (t *Table) gatherTrick(tr game.Trick, to place, d time.Duration) (start func(done func())) {
	g := t.geo
	dest := g.anchor[to]
	var flights []func(func())
	for i := 0; i < int(tr.N); i++ {
		w := t.trick[tr.Seat(i)]
		img := w.renderer().img.Image
		from := w.Position()
		flights = append(flights, func(done func()) { t.fly(img, from, dest, g.trick, d, done) })
	}
	return func(done func()) {
		left := len(flights)
		if left == 0 {
			done()
			return
		}
		for _, f := range flights {
			f(func() {
				left--
				if left == 0 {
					done()
				}
			})
		}
	}
}

// cardPlace is where a card of the hand was drawn, with its image.
type cardPlace struct {
	img  image.Image
	pos  fyne.Position
	size fyne.Size
}

// handPlaces remembers where each card of the hand is drawn now.
func (t *Table) handPlaces() map[game.Card]cardPlace {
	m := map[game.Card]cardPlace{}
	for _, w := range t.hand {
		r := w.renderer()
		p, cs := r.cardRect(w.Size())
		m[w.card] = cardPlace{r.img.Image, w.Position().Add(p), cs}
	}
	return m
}

// showLegage lets the cards laid aside slide onto the Legage pile and the
// blind's cards slide from the middle into the hand.
func (t *Table) showLegage(before map[game.Card]cardPlace, legage game.Cards) {
	st := t.seen()
	d := st.Anim * 2
	pile := t.seats[st.Me].pile
	for _, c := range legage.Slice() {
		if p, ok := before[c]; ok {
			t.fly(p.img, p.pos, pile.Position(), pile.Size(), d, nil)
		}
	}
	back, _ := t.art.get(t.pack, game.NoCard, int(t.geo.trick.Width*t.scale()), nil)
	from := fyne.NewPos(t.geo.cx-t.geo.hand.Width/2, t.geo.cy-t.geo.hand.Height)
	for _, w := range t.hand {
		if _, was := before[w.card]; !was {
			r := w.renderer()
			p, cs := r.cardRect(w.Size())
			t.fly(back, from, w.Position().Add(p), cs, d, nil)
		}
	}
}
