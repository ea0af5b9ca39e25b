package main

import (
	"image"

	"github.com/cego-spiel/cego/assets"
)

// The hand on an 800×600 window (ui/layout.go): cards 23.5 % of the window's
// height tall, fanned across at most 62 % of its width; eleven cards.
var (
	handWindowW, handWindowH = 800.0, 600.0
	handCards                = 11
)

// handCodes is a hand that puts clubs beside spades and hearts beside
// diamonds, pips and courts alike.
var handCodes = []string{"T21", "T6", "GS", "c7", "s10", "cK", "sQ", "hJ", "dC", "h2", "d4"}

// handSheet draws the hand of every pack as the table fans it on an 800×600
// window, one row a pack, each row twice: two suit colours, then four.
func handSheet() (image.Image, error) {
	h := int(handWindowH*0.235 + 0.5)
	w := int(float64(h)*63/110 + 0.5)
	step := min(float64(w)*0.62, (handWindowW*0.62-float64(w))/float64(handCards-1))
	rowW := w + int(step*float64(handCards-1)+0.5)
	gap := 16
	packs := assets.Packs()
	img := blankSheet(2*(rowW+gap)+gap, len(packs)*(h+gap)+gap)
	for row, pack := range packs {
		for col, st := range []assets.Style{{}, {FourColour: true}} {
			for i, code := range handCodes {
				card, err := codeFace(pack, code, w, st)
				if err != nil {
					return nil, err
				}
				at := image.Pt(gap+col*(rowW+gap)+int(float64(i)*step+0.5), gap+row*(h+gap))
				place(img, card, at)
			}
		}
	}
	return img, nil
}
