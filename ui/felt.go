package ui

import (
	"image"
	"image/color"
	"math"

	"fyne.io/fyne/v2/canvas"
	"github.com/cego-spiel/cego/ui/look"
)

// newFelt is the green baize: a radial gradient drawn once, small, and
// stretched by the GPU. (Fyne's own RadialGradient is computed pixel by
// pixel on the CPU at the window's size after every resize.)
func newFelt() *canvas.Image {
	const w, h = 96, 60
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			dx := (float64(x) + 0.5 - w/2) / (w / 2)
			dy := (float64(y) + 0.5 - h/2) / (h / 2)
			d := math.Min(1, math.Sqrt(dx*dx+dy*dy)/1.2)
			img.Set(x, y, mix(look.FeltLight, look.FeltDark, d))
		}
	}
	f := canvas.NewImageFromImage(img)
	f.FillMode = canvas.ImageFillStretch
	f.ScaleMode = canvas.ImageScaleFastest
	return f
}

func mix(a, b color.NRGBA, t float64) color.NRGBA {
	l := func(x, y uint8) uint8 { return uint8(float64(x)*(1-t) + float64(y)*t + 0.5) }
	return color.NRGBA{l(a.R, b.R), l(a.G, b.G), l(a.B, b.B), 255}
}
