package assets

import (
	"image"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// handWidth is the width of a card in the hand on an 800×600 window
// (ui/layout.go: 23.5 % of the window's height tall).
const handWidth = 81

// suitShapeDiff counts the pixels of the corner index's suit symbol that
// differ clearly (luma by more than a quarter) between cards a and b drawn
// handWidth px wide in style st: how much of the two symbols' shapes a
// player can see apart.
func suitShapeDiff(t *testing.T, pack string, a, b game.Card, st Style) int {
	t.Helper()
	ia, ib := mustFace(t, pack, a, handWidth, st), mustFace(t, pack, b, handWidth, st)
	k := float64(handWidth) / 630
	// the index column below the label, in card units
	r := image.Rect(int(26*k), int(112*k), int(124*k+1), int(232*k+1))
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if d := luma(ia.RGBAAt(x, y)) - luma(ib.RGBAAt(x, y)); d > 0.25 || d < -0.25 {
				n++
			}
		}
	}
	return n
}

func luma(c interface{ RGBA() (r, g, b, a uint32) }) float64 {
	r, g, b, _ := c.RGBA()
	return (0.299*float64(r) + 0.587*float64(g) + 0.114*float64(b)) / 0xffff
}

// TestIndexSuitsTellApart: in the hand of an 800×600 window, the corner
// symbols of clubs and spades (and hearts and diamonds) differ in enough
// pixels to be told apart at a glance, in every pack, with two suit colours
// and with four, on pip cards and courts.
func TestIndexSuitsTellApart(t *testing.T) {
	const least = 20 // pixels
	pairs := [][2]string{{"c7", "s7"}, {"cK", "sK"}, {"h3", "d3"}, {"hQ", "dQ"}}
	for _, pack := range Packs() {
		for _, st := range []Style{{}, {FourColour: true}} {
			for _, p := range pairs {
				a, _ := game.ParseCard(p[0])
				b, _ := game.ParseCard(p[1])
				n := suitShapeDiff(t, pack, a, b, st)
				if n < least {
					t.Errorf("%s %s/%s (four colours %v): the corner symbols differ in %d pixels at %d px, want %d", pack, p[0], p[1], st.FourColour, n, handWidth, least)
				}
				t.Logf("%s %s/%s four=%v: %d px", pack, p[0], p[1], st.FourColour, n)
			}
		}
	}
}
