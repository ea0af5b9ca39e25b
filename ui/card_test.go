package ui

import (
	"image"
	"slices"
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/cego-spiel/cego/game"
)

// fakeArt is a cardArt that records what it was asked for.
type fakeArt struct {
	pack  string
	scale float32
	asked []string // "pack card px"
}

func (a *fakeArt) artPack() string   { return a.pack }
func (a *fakeArt) artScale() float32 { return a.scale }
func (a *fakeArt) artImage(pack string, c game.Card, px int, _ func()) (image.Image, bool) {
	a.asked = append(a.asked, pack+" "+c.String()+" "+strconv.Itoa(px))
	return image.NewRGBA(image.Rect(0, 0, px, px*2)), true
}

// TestCardWidgetAlone: a card widget works without a table, like Fyne's
// own widgets: it is drawn by the art it is given, at the pack and scale
// the art says, and a tap, a double tap, hovering, a drag and a drop only
// call its On… functions (the double tap, hovering and dragging only for a
// card of the hand).
func TestCardWidgetAlone(t *testing.T) {
	test.NewTempApp(t)
	art := &fakeArt{pack: "pack-a", scale: 2}
	w := newCard(game.CardMond, art)
	var got []string
	note := func(s string) func() { return func() { got = append(got, s) } }
	w.OnTap, w.OnDoubleTap, w.OnHover, w.OnDrag, w.OnDrop = note("tap"), note("double"), note("hover"), note("drag"), note("drop")

	w.Resize(fyne.NewSize(50, 90))
	w.renderer().Layout(w.Size())
	if len(art.asked) == 0 || art.asked[len(art.asked)-1] != "pack-a "+game.CardMond.String()+" 100" {
		t.Fatalf("the art was asked %v, want the Mond in pack-a 100 px wide (50 units × scale 2)", art.asked)
	}
	if w.imgPack != "pack-a" || w.imgCard != game.CardMond {
		t.Errorf("the widget shows %q %v", w.imgPack, w.imgCard)
	}

	// not a card of the hand: a tap is told, the rest is not
	w.Tapped(nil)
	w.DoubleTapped(nil)
	w.MouseIn(nil)
	w.Dragged(&fyne.DragEvent{Dragged: fyne.Delta{DX: 5, DY: -7}})
	w.DragEnd()
	if want := []string{"tap"}; !slices.Equal(got, want) {
		t.Fatalf("a card off the hand called %v, want %v", got, want)
	}

	// a card of the hand
	got = nil
	w.interactive = true
	w.DoubleTapped(nil)
	w.MouseIn(nil)
	w.MouseOut()
	w.Dragged(&fyne.DragEvent{Dragged: fyne.Delta{DX: 5, DY: -7}})
	w.Dragged(&fyne.DragEvent{Dragged: fyne.Delta{DX: 1, DY: -3}})
	if w.dragDelta != (fyne.Delta{DX: 6, DY: -10}) {
		t.Errorf("drag delta %v, want {6 -10}", w.dragDelta)
	}
	w.DragEnd()
	if want := []string{"double", "hover", "hover", "drag", "drag", "drop"}; !slices.Equal(got, want) {
		t.Fatalf("a card of the hand called %v, want %v", got, want)
	}

	// the art's pack changes: the next layout draws the card in it
	art.pack = "pack-b"
	w.Refresh()
	if w.imgPack != "pack-b" {
		t.Errorf("after the pack changed the widget shows %q", w.imgPack)
	}

	// without On… functions nothing happens
	bare := newCard(game.NoCard, art)
	bare.interactive = true
	bare.Tapped(nil)
	bare.DoubleTapped(nil)
	bare.Dragged(&fyne.DragEvent{})
	bare.DragEnd()
}
