package courtart

import (
	"image"
	"testing"

	"github.com/cego-spiel/cego/assets/internal/vg"
)

// TestCornerLeftFree: no figure reaches into the top-left corner of its box
// (x < 75, y < 165: assets/art/README.md), where the card shows the corner
// index and the suit symbol.
func TestCornerLeftFree(t *testing.T) {
	files, err := Motifs()
	if err != nil {
		t.Fatal(err)
	}
	const k = 0.5 // 275 × 235 px: a unit is 0.5 px
	corner := image.Rect(0, 0, 37, 82)
	for name, data := range files {
		doc, err := vg.Parse(data)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		img := image.NewRGBA(image.Rect(0, 0, 275, 235))
		var r vg.Rasterizer
		for _, sh := range doc.Shapes {
			for _, fl := range sh.Fills(0.2) {
				r.Fill(img, fl, vg.Scale(k, k))
			}
		}
		if p, ok := inkIn(img, corner); ok {
			t.Errorf("%s reaches into the corner at (%.0f, %.0f)", name, float64(p.X)/k, float64(p.Y)/k)
		}
	}
}

// inkIn returns the first pixel of rect with more than a quarter of ink.
func inkIn(img *image.RGBA, rect image.Rectangle) (image.Point, bool) {
	for y := rect.Min.Y; y < rect.Max.Y; y++ {
		for x := rect.Min.X; x < rect.Max.X; x++ {
			if img.RGBAAt(x, y).A > 64 {
				return image.Pt(x, y), true
			}
		}
	}
	return image.Point{}, false
}
