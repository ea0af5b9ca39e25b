package assets

import (
	"slices"

	"github.com/cego-spiel/cego/assets/internal/palette"
)

// Packs lists the card packs in menu order: "adler", "bourgeois",
// "schwarzwald".
func Packs() []string { return slices.Clone(palette.Names) }

// Ratio is a card's height divided by its width: the real cards are
// 63 × 110 mm.
const Ratio = 110.0 / 63.0

// MaxWidth is the widest card Face and Back draw, in pixels: a card on a
// 4K screen is some 600 px wide; 2048 px already needs 29 MB.
const MaxWidth = 2048

// Height is the pixel height of a card drawn widthPx wide:
// round(width·110/63).
func Height(widthPx int) int { return int(float64(widthPx)*110/63 + 0.5) }
