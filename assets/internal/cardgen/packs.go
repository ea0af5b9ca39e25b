package cardgen

import "github.com/cego-spiel/cego/assets/internal/vg"

// Card geometry in card units (0.1 mm), from ART.md.
const (
	cardW, cardH = 630.0, 1100.0
	cornerR      = 30.0
	frameInset   = 22.0
	// tol is the flattening tolerance for strokes and clipping: 0.2 units is
	// an eighth of a pixel even on a 400 px wide card.
	tol = 0.2
)

// packStyle is what the generator draws differently per pack.
type packStyle struct {
	suits       suitStyle
	numeralFont *face // trump numerals and index figures
	// band, if set, colours the card's edge up to the inset of the paper.
	band    *frameLine
	frame   []frameLine
	divider vg.RGB
	// panel draws the trump numeral panel at the top end.
	panel func(n int) ([]vg.Fill, error)
}

// frameLine is one line of the frame: a rounded box inset from the edge.
type frameLine struct {
	inset, width, radius float64
	color                vg.RGB
}

var packs = map[string]packStyle{
	"adler": {
		suits:       classicSuits,
		numeralFont: slabFont,
		frame: []frameLine{
			{frameInset, 4, 10, vg.MustHex("#2B2118")},
			{frameInset + 9, 2.5, 5, vg.MustHex("#A8465E")},
		},
		divider: vg.MustHex("#2B2118"),
		panel:   adlerPanel,
	},
	"bourgeois": {
		suits:       engravedSuits,
		numeralFont: slabFont,
		frame: []frameLine{
			{frameInset, 5, 8, vg.MustHex("#1F1A14")},
			{frameInset + 9, 1.6, 4, vg.MustHex("#1F1A14")},
		},
		divider: vg.MustHex("#1F1A14"),
		panel:   bourgeoisPanel,
	},
	"schwarzwald": {
		suits:       flatSuits,
		numeralFont: sansFont,
		band:        &frameLine{inset: 16, radius: 16, color: vg.MustHex("#2F5D3A")},
		frame:       []frameLine{{frameInset, 2.5, 10, vg.MustHex("#2F5D3A")}},
		divider:     vg.MustHex("#2F5D3A"),
		panel:       schwarzwaldPanel,
	},
}
