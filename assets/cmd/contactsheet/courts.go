package main

import (
	"image"

	"github.com/cego-spiel/cego/assets"
	"github.com/cego-spiel/cego/game"
)

// pickSheet lays out the cards named by codes in a row.
func pickSheet(pack string, codes []string, w int, st assets.Style) (image.Image, error) {
	h := assets.Height(w)
	gap := max(4, w/15)
	img := blankSheet(len(codes)*(w+gap)+gap, h+2*gap)
	for i, code := range codes {
		card, err := codeFace(pack, code, w, st)
		if err != nil {
			return nil, err
		}
		at := image.Pt(gap+i*(w+gap), gap)
		place(img, card, at)
	}
	return img, nil
}

// courtSheet lays out the sixteen courts of a pack: a row per suit (clubs,
// spades, hearts, diamonds), Jack, Cavalier, Queen, King from left to right.
func courtSheet(pack string, w int, st assets.Style) (image.Image, error) {
	h := assets.Height(w)
	gap := max(4, w/15)
	img := blankSheet(4*(w+gap)+gap, 4*(h+gap)+gap)
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
		place(img, card, at)
		i++
	}
	return img, nil
}
