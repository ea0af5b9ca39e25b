package look

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/cego-spiel/cego/game"
)

// TestHandOrder: a hand is shown trumps first, then clubs, hearts, spades
// and diamonds (red and black alternate), each in the pack's order from
// high to low (game.Cards.Slice), every card once.
func TestHandOrder(t *testing.T) {
	var h game.Cards
	for _, code := range []string{"d1", "hK", "T3", "s7", "T21", "cQ", "h4", "GS", "c9"} {
		c, err := game.ParseCard(code)
		if err != nil {
			t.Fatal(err)
		}
		h = h.Add(c)
	}
	got := HandOrder(h)
	if len(got) != h.Len() {
		t.Fatalf("%d cards shown of %d", len(got), h.Len())
	}
	suits := []game.Suit{game.Trumps, game.Clubs, game.Hearts, game.Spades, game.Diamonds}
	rank := func(s game.Suit) int {
		for i, x := range suits {
			if x == s {
				return i
			}
		}
		return -1
	}
	var seen game.Cards
	order := map[game.Card]int{}
	for i, c := range h.Slice() {
		order[c] = i
	}
	for i, c := range got {
		seen = seen.Add(c)
		if i == 0 {
			continue
		}
		p := got[i-1]
		if rank(p.Suit()) > rank(c.Suit()) || p.Suit() == c.Suit() && order[p] > order[c] {
			t.Errorf("%v shown before %v in %v", p, c, got)
		}
	}
	if got[0].Suit() != game.Trumps || got[len(got)-1].Suit() != game.Diamonds {
		t.Errorf("shown %v: not trumps first, diamonds last", got)
	}
	if seen != h {
		t.Errorf("shown %v, hand %v", got, h.Slice())
	}
}

// TestInsetAndFixedWidth: Inset leaves its margin on every side and asks
// for it; FixedWidth asks for its width whatever its object's, and its
// object, asked, takes that width and keeps the height it was given.
func TestInsetAndFixedWidth(t *testing.T) {
	r := canvas.NewRectangle(Panel)
	r.SetMinSize(fyne.NewSize(50, 40))
	in := &Inset{Pad: 10}
	in.Layout([]fyne.CanvasObject{r}, fyne.NewSize(200, 100))
	if r.Position() != fyne.NewPos(10, 10) || r.Size() != fyne.NewSize(180, 80) {
		t.Errorf("inset: at %v, %v", r.Position(), r.Size())
	}
	if m := in.MinSize([]fyne.CanvasObject{r}); m != fyne.NewSize(70, 60) {
		t.Errorf("inset asks for %v", m)
	}
	fw := &FixedWidth{W: 300}
	if m := fw.MinSize([]fyne.CanvasObject{r}); m != fyne.NewSize(300, 40) || r.Size() != fyne.NewSize(300, 80) {
		t.Errorf("fixed width asks for %v, its object is %v", m, r.Size())
	}
}
