package cardgen

import (
	"github.com/cego-spiel/cego/assets/internal/palette"
	"github.com/cego-spiel/cego/assets/internal/vg"
)

// suitStyle is how a pack draws its suit symbols.
type suitStyle int

const (
	// classicSuits: plain flat colour in the traditional French shapes.
	classicSuits suitStyle = iota
	// engravedSuits: colour with an ink outline and a paper highlight line,
	// as if cut in wood and hand-coloured.
	engravedSuits
	// flatSuits: modern geometric shapes in flat colour.
	flatSuits
)

// suitShape returns the symbol of suit ("c", "s", "h", "d") about 100 units
// tall centred on the origin, wound clockwise on screen.
func suitShape(suit string, st suitStyle) vg.Path {
	var d string
	var p vg.Path
	switch suit {
	case "h":
		if st == flatSuits {
			d = "M0 50 L-42 4 C-58 -14 -50 -46 -25 -48 C-12 -49 -4 -40 0 -30 C4 -40 12 -49 25 -48 C50 -46 58 -14 42 4 Z"
		} else {
			d = "M0 50 C-14 28 -50 10 -50 -16 C-50 -37 -37 -48 -24 -48 C-11 -48 -3 -40 0 -28 C3 -40 11 -48 24 -48 C37 -48 50 -37 50 -16 C50 10 14 28 0 50 Z"
		}
	case "d":
		if st == flatSuits {
			d = "M0 -52 L37 0 L0 52 L-37 0 Z"
		} else {
			d = "M0 -52 Q13 -19 38 0 Q13 19 0 52 Q-13 19 -38 0 Q-13 -19 0 -52 Z"
		}
	case "s":
		if st == flatSuits {
			d = "M0 -50 L40 -6 C56 12 48 40 25 40 C15 40 8 35 4 28 L7 52 L-7 52 L-4 28 C-8 35 -15 40 -25 40 C-48 40 -56 12 -40 -6 Z"
		} else {
			d = "M0 -50 C-8 -32 -50 -10 -50 14 C-50 32 -36 40 -24 40 C-14 40 -7 35 -4 28 C-5 38 -10 46 -20 52 L20 52 C10 46 5 38 4 28 C7 35 14 40 24 40 C36 40 50 32 50 14 C50 -10 8 -32 0 -50 Z"
		}
	case "c":
		r := 21.0
		if st == flatSuits {
			r = 22
		}
		p.Ellipse(vg.Point{X: 0, Y: -27}, r, r)
		p.Ellipse(vg.Point{X: -25, Y: 7}, r, r)
		p.Ellipse(vg.Point{X: 25, Y: 7}, r, r)
		p.Ellipse(vg.Point{X: 0, Y: 0}, 14, 14)
		if st == flatSuits {
			d = "M-5 6 L-9 52 L9 52 L5 6 Z"
		} else {
			d = "M-4 6 C-5 30 -10 42 -20 52 L20 52 C10 42 5 30 4 6 Z"
		}
	}
	stem, err := vg.ParsePathData(d)
	if err != nil {
		panic("cardgen: bad suit path: " + err.Error())
	}
	p.Append(stem)
	return p.Oriented(true)
}

// indexSuitFills draws the suit symbol of the corner index (not yet turned
// for the other corner). It is small on the table, so the engraved style
// keeps only a thin ink line: a thick one would fill in the gaps between a
// club's leaves.
func indexSuitFills(pack string, suit string) []vg.Fill {
	return suitFillsLined(pack, suit, indexSuit, indexSuitSiz, false, 4)
}

// suitFills draws the symbol of suit centred on c, size units tall,
// upside down when flip is set, in the pack's style and colour.
func suitFills(pack string, suit string, c vg.Point, size float64, flip bool) []vg.Fill {
	return suitFillsLined(pack, suit, c, size, flip, 10)
}

// suitFillsLined is suitFills with the engraved style's ink line line
// units wide at 100 units of symbol.
func suitFillsLined(pack string, suit string, c vg.Point, size float64, flip bool, line float64) []vg.Fill {
	pal := palette.Packs[pack]
	st := packs[pack].suits
	col := suitColour(pack, suit)
	k := size / 100
	m := vg.Translate(c.X, c.Y).Mul(vg.Scale(k, k))
	if flip {
		m = m.Mul(vg.Rotate(180))
	}
	base := suitShape(suit, st).Transform(m)
	fill := vg.Fill{Path: base, Color: col, Opacity: 1}
	if st != engravedSuits {
		return []vg.Fill{fill}
	}
	// The ink outline goes under the colour, twice as wide: its outer half
	// shows, and the inner lines where the parts of a club overlap vanish.
	out := []vg.Fill{
		{Path: vg.StrokeOutline(base, line*k, vg.CapRound, vg.JoinRound, tol), Color: pal.Ink, Opacity: 1},
		fill,
	}
	if (suit == "h" || suit == "d") && line >= 10 {
		// A highlight inside the colour, like a gouge left in the block.
		hl := suitShape(suit, st).Transform(m.Mul(vg.Translate(-4, -6)).Mul(vg.Scale(0.5, 0.5)))
		out = append(out, vg.Fill{Path: vg.StrokeOutline(hl, 2.5*k, vg.CapRound, vg.JoinRound, tol), Color: pal.Paper, Opacity: 0.45})
	}
	return out
}

// suitColour is the colour suit ("c", "s", "h", "d") is printed in in pack.
func suitColour(pack, suit string) vg.RGB {
	if suit == "h" || suit == "d" {
		return palette.Packs[pack].Red
	}
	return palette.Packs[pack].Black
}
