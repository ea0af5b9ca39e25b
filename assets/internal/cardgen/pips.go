package cardgen

import (
	"github.com/cego-spiel/cego/assets/internal/vg"
	"github.com/cego-spiel/cego/game"
)

// Pip columns and rows in card units: the usual French layouts.
const (
	colL, colC, colR = 200.0, cardW / 2, 430.0
	rowTop, rowBot   = 225.0, 875.0
)

// pipCount is how many symbols a pip card shows: red suits 4..1 (the 1 a
// single large symbol), black suits 7..10.
func pipCount(c game.Card) int {
	if s := c.Suit(); s == game.Hearts || s == game.Diamonds {
		return 4 - c.Rank()
	}
	return 7 + c.Rank()
}

// pipLayout returns the centres of the symbols and their height.
func pipLayout(red bool, n int) ([]vg.Point, float64) {
	rows := func(k int) []float64 {
		out := make([]float64, k)
		for i := range out {
			out[i] = rowTop + (rowBot-rowTop)*float64(i)/float64(k-1)
		}
		return out
	}
	var pts []vg.Point
	add := func(x float64, ys ...float64) {
		for _, y := range ys {
			pts = append(pts, vg.Point{X: x, Y: y})
		}
	}
	if red {
		switch n {
		case 1:
			return []vg.Point{{X: colC, Y: cardH / 2}}, 330
		case 2:
			add(colC, rowTop+40, rowBot-40)
		case 3:
			add(colC, rows(3)...)
		case 4:
			add(colL, rowTop+40, rowBot-40)
			add(colR, rowTop+40, rowBot-40)
		}
		return pts, 140
	}
	r3, r4 := rows(3), rows(4)
	switch n {
	case 7:
		add(colL, r3...)
		add(colR, r3...)
		add(colC, (r3[0]+r3[1])/2)
	case 8:
		add(colL, r3...)
		add(colR, r3...)
		add(colC, (r3[0]+r3[1])/2, (r3[1]+r3[2])/2)
	case 9:
		add(colL, r4...)
		add(colR, r4...)
		add(colC, cardH/2)
	case 10:
		add(colL, r4...)
		add(colR, r4...)
		add(colC, (r4[0]+r4[1])/2, (r4[2]+r4[3])/2)
	}
	return pts, 112
}

// pipFills draws the symbols of a pip card; those below the middle stand on
// their heads, as on printed cards.
func pipFills(pack string, c game.Card) []vg.Fill {
	suit := suitLetter(c)
	pts, size := pipLayout(suit == "h" || suit == "d", pipCount(c))
	var out []vg.Fill
	for _, p := range pts {
		out = append(out, suitFills(pack, suit, p, size, p.Y > cardH/2+1)...)
	}
	return out
}

// suitLetter is the suit letter of a plain card's code: c, s, h or d.
func suitLetter(c game.Card) string { return c.String()[:1] }
