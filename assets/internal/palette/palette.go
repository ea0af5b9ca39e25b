// Package palette holds the colours the card generator writes and the
// renderer recolours: each pack's paper, ink and suit colours, and the
// four-colour substitutes. Both sides import it so they cannot disagree.
package palette

import "github.com/cego-spiel/cego/assets/internal/vg"

// Pack is the fixed palette of one pack (see /work/shared/ART.md).
type Pack struct {
	Paper vg.RGB
	Ink   vg.RGB
	// Red is the colour of hearts and diamonds, Black of clubs and spades.
	Red, Black vg.RGB
	// Garment holds the court garment colours A, B, C of assets/art/README.md.
	Garment [3]vg.RGB
}

// The four-colour option's suit colours (ART.md): clubs green, diamonds orange.
var (
	FourClubs    = vg.MustHex("#2E7D32")
	FourDiamonds = vg.MustHex("#E07B00")
)

// Names lists the packs in menu order.
var Names = []string{"adler", "bourgeois", "schwarzwald"}

// Packs maps a pack name to its palette.
var Packs = map[string]Pack{
	"adler": {
		Paper:   vg.MustHex("#F6F0E1"),
		Ink:     vg.MustHex("#2B2118"),
		Red:     vg.MustHex("#C8102E"),
		Black:   vg.MustHex("#231A14"),
		Garment: [3]vg.RGB{vg.MustHex("#c8102e"), vg.MustHex("#2f4b8f"), vg.MustHex("#d9a441")},
	},
	"bourgeois": {
		Paper:   vg.MustHex("#F3EAD3"),
		Ink:     vg.MustHex("#1F1A14"),
		Red:     vg.MustHex("#A63A2B"),
		Black:   vg.MustHex("#1B1713"),
		Garment: [3]vg.RGB{vg.MustHex("#a63a2b"), vg.MustHex("#3e5c8a"), vg.MustHex("#5b7f3a")},
	},
	"schwarzwald": {
		Paper:   vg.MustHex("#FAFAF7"),
		Ink:     vg.MustHex("#2E3A46"),
		Red:     vg.MustHex("#C81D25"),
		Black:   vg.MustHex("#222B34"),
		Garment: [3]vg.RGB{vg.MustHex("#c81d25"), vg.MustHex("#2f5d3a"), vg.MustHex("#7a5230")},
	},
}

// FourColour returns, for the four-colour option, the colour that suit
// symbols and indices of suit s ("c", "s", "h" or "d") are written in and the
// colour to show instead; ok is false for suits that keep their colour.
func FourColour(pack, suit string) (from, to vg.RGB, ok bool) {
	p, found := Packs[pack]
	if !found {
		return vg.RGB{}, vg.RGB{}, false
	}
	switch suit {
	case "c":
		return p.Black, FourClubs, true
	case "d":
		return p.Red, FourDiamonds, true
	}
	return vg.RGB{}, vg.RGB{}, false
}
