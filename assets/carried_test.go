package assets

import (
	"image/color"
	"testing"

	"github.com/cego-spiel/cego/assets/internal/palette"
	"github.com/cego-spiel/cego/assets/internal/vg"
	"github.com/cego-spiel/cego/game"
)

// TestCarriedSuitFollowsFourColour: the suit symbols a court figure carries
// in its picture turn orange (diamonds) and green (clubs) with the corner
// indices when four colours are on, and stay red and black when they are
// off.
func TestCarriedSuitFollowsFourColour(t *testing.T) {
	near := func(c color.RGBA, want [3]uint8) bool {
		return absDiff(c.R, want[0])+absDiff(c.G, want[1])+absDiff(c.B, want[2]) < 24
	}
	rgb := func(c vg.RGB) [3]uint8 { return [3]uint8{c.R, c.G, c.B} }
	four := map[string][3]uint8{"d": rgb(palette.FourDiamonds), "c": rgb(palette.FourClubs)}
	for _, pack := range Packs() {
		for _, code := range []string{"dK", "cQ", "dC", "cJ"} {
			c, _ := game.ParseCard(code)
			want := four[code[:1]]
			for _, on := range []bool{false, true} {
				img := mustFace(t, pack, c, 200, Style{FourColour: on, NoCornerIndex: true})
				// the picture, between the columns of the corner indices
				n := 0
				b := img.Bounds()
				for y := b.Dy() / 25; y < b.Dy()*24/25; y++ {
					for x := b.Dx() / 5; x < b.Dx()*4/5; x++ {
						if near(img.RGBAAt(x, y), want) {
							n++
						}
					}
				}
				if on && n < 20 {
					t.Errorf("%s %s, four colours: %d pixels of the four-colour suit in the picture", pack, code, n)
				}
				if !on && n > 0 {
					t.Errorf("%s %s, two colours: %d pixels of the four-colour suit in the picture", pack, code, n)
				}
			}
		}
	}
}
