package main

import (
	"image"
	"image/color"
	"image/draw"

	"github.com/cego-spiel/cego/assets"
	"github.com/cego-spiel/cego/game"
)

// background is the sheets' dark neutral table colour (not green: the
// schwarzwald pack has a green edge).
var background = image.NewUniform(color.RGBA{0x3a, 0x3d, 0x42, 0xff})

// blankSheet returns a sheet of w×h pixels filled with the background.
func blankSheet(w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	draw.Draw(img, img.Bounds(), background, image.Point{}, draw.Src)
	return img
}

// place draws card onto sheet with its top left corner at at.
func place(sheet *image.RGBA, card image.Image, at image.Point) {
	draw.Draw(sheet, card.Bounds().Add(at), card, image.Point{}, draw.Over)
}

// codeFace draws the face of the card written as code (game.ParseCard's
// notation) in pack, w pixels wide, in style st.
func codeFace(pack, code string, w int, st assets.Style) (image.Image, error) {
	c, err := game.ParseCard(code)
	if err != nil {
		return nil, err
	}
	return assets.FaceWith(pack, c, w, st)
}
