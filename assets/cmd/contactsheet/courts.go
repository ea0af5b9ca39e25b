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

// pickSheet lays out the cards named by codes in a row.
func pickSheet(pack string, codes []string, w int, st assets.Style) (image.Image, error) {
	h := assets.Height(w)
	gap := max(4, w/15)
	img := image.NewRGBA(image.Rect(0, 0, len(codes)*(w+gap)+gap, h+2*gap))
	draw.Draw(img, img.Bounds(), background, image.Point{}, draw.Src)
	for i, code := range codes {
		c, err := game.ParseCard(code)
		if err != nil {
			return nil, err
		}
		card, err := assets.FaceWith(pack, c, w, st)
		if err != nil {
			return nil, err
		}
		at := image.Pt(gap+i*(w+gap), gap)
		draw.Draw(img, card.Bounds().Add(at), card, image.Point{}, draw.Over)
	}
	return img, nil
}

// courtSheet lays out the sixteen courts of a pack: a row per suit (clubs,
// spades, hearts, diamonds), Jack, Cavalier, Queen, King from left to right.
func courtSheet(pack string, w int, st assets.Style) (image.Image, error) {
	h := assets.Height(w)
	gap := max(4, w/15)
	img := image.NewRGBA(image.Rect(0, 0, 4*(w+gap)+gap, 4*(h+gap)+gap))
	draw.Draw(img, img.Bounds(), background, image.Point{}, draw.Src)
	i := 0
	for c := game.Card(0); c < game.NumCards; c++ {
		if !c.IsCourt() {
			continue
		}
		card, err := assets.FaceWith(pack, c, w, st)
		if err != nil {
			return nil, err
		}
		at := image.Pt(gap+(i%4)*(w+gap), gap+(i/4)*(h+gap))
		draw.Draw(img, card.Bounds().Add(at), card, image.Point{}, draw.Over)
		i++
	}
	return img, nil
}
