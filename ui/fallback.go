package ui

import (
	"image"
	"image/color"
	"image/draw"

	xdraw "golang.org/x/image/draw"
	"golang.org/x/image/font"
	"golang.org/x/image/font/basicfont"
	"golang.org/x/image/math/fixed"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/look"
)

// fallbackFace is the drawing used when a card's asset fails: a plain card
// (white with its code, or a patterned back for game.NoCard), so a broken
// asset never leaves a hole in the table.
func fallbackFace(c game.Card, w int) image.Image {
	h := int(float64(w)*look.CardRatio + 0.5)
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	ink := color.NRGBA{30, 30, 30, 255}
	paper := color.NRGBA{250, 246, 232, 255}
	if c == game.NoCard {
		paper = color.NRGBA{40, 70, 130, 255}
	}
	r := w / 12
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			if !inRounded(x, y, w, h, r) {
				continue
			}
			col := paper
			if !inRounded(x-1, y-1, w-2, h-2, r) || !inRounded(x, y, w-1, h-1, r) {
				col = color.NRGBA{90, 90, 90, 255}
			} else if c == game.NoCard && (x+y)/6%2 == 0 {
				col = color.NRGBA{60, 95, 160, 255}
			}
			img.SetNRGBA(x, y, col)
		}
	}
	if c == game.NoCard {
		return img
	}
	switch c.Suit() {
	case game.Hearts, game.Diamonds:
		ink = color.NRGBA{190, 20, 30, 255}
	case game.Trumps:
		ink = color.NRGBA{20, 50, 120, 255}
	}
	text := c.String()
	small := image.NewNRGBA(image.Rect(0, 0, 7*len(text)+2, 14))
	d := font.Drawer{Dst: small, Src: image.NewUniform(ink), Face: basicfont.Face7x13, Dot: fixed.P(1, 11)}
	d.DrawString(text)
	tw := w * 2 / 3
	th := tw * small.Bounds().Dy() / small.Bounds().Dx()
	dst := image.Rect((w-tw)/2, h/2-th/2, (w-tw)/2+tw, h/2-th/2+th)
	xdraw.ApproxBiLinear.Scale(img, dst, small, small.Bounds(), draw.Over, nil)
	return img
}

func inRounded(x, y, w, h, r int) bool {
	if x < 0 || y < 0 || x >= w || y >= h {
		return false
	}
	cx, cy := x, y
	switch {
	case x < r:
		cx = r
	case x >= w-r:
		cx = w - r - 1
	}
	switch {
	case y < r:
		cy = r
	case y >= h-r:
		cy = h - r - 1
	}
	dx, dy := x-cx, y-cy
	return dx*dx+dy*dy <= r*r
}
