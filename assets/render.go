package assets

import (
	"fmt"
	"image"
	"slices"
	"sync"

	"github.com/cego-spiel/cego/assets/internal/palette"
	"github.com/cego-spiel/cego/assets/internal/vg"
	"github.com/cego-spiel/cego/game"
)

// FaceWith returns card c of pack drawn widthPx pixels wide and
// Height(widthPx) tall, anti-aliased, transparent outside the rounded
// corners. Images are cached per pack, card, width and style, so asking
// again is cheap; the returned image is shared and must not be modified.
// It is safe for concurrent use.
func FaceWith(pack string, c game.Card, widthPx int, st Style) (image.Image, error) {
	if !c.Valid() {
		return nil, fmt.Errorf("assets: %v is not a card", c)
	}
	return cached(key{pack: pack, card: int(c), width: widthPx, style: st})
}

// Back returns the back of pack's cards widthPx pixels wide, cached like
// FaceWith.
func Back(pack string, widthPx int) (image.Image, error) {
	return cached(key{pack: pack, card: backCard, width: widthPx})
}

// backCard stands for the back in a cache key.
const backCard = -1

// check validates a request before anything is drawn.
func (k key) check() error {
	if !slices.Contains(palette.Names, k.pack) {
		return fmt.Errorf("assets: unknown pack %q (packs: %v)", k.pack, palette.Names)
	}
	if k.width <= 0 || k.width > MaxWidth {
		return fmt.Errorf("assets: card width %d px is outside 1..%d", k.width, MaxWidth)
	}
	return nil
}

// rasterizers are reused between renders; each goroutine takes its own.
var rasterizers = sync.Pool{New: func() any { return new(vg.Rasterizer) }}

// render draws one card for k.
func render(k key) (*image.RGBA, error) {
	name := k.pack + "/back.svg"
	suit := ""
	if k.card != backCard {
		c := game.Card(k.card)
		name = k.pack + "/" + c.String() + ".svg"
		if !c.IsTrump() {
			suit = c.String()[:1]
		}
	}
	fills, err := cardFills(name)
	if err != nil {
		return nil, err
	}
	var from, to vg.RGB
	recolour := false
	if k.style.FourColour {
		from, to, recolour = palette.FourColour(k.pack, suit)
	}
	h := Height(k.width)
	img := image.NewRGBA(image.Rect(0, 0, k.width, h))
	m := vg.Scale(float64(k.width)/630, float64(h)/1100)
	r := rasterizers.Get().(*vg.Rasterizer)
	defer rasterizers.Put(r)
	for _, f := range fills {
		if f.layer == "index" && k.style.NoCornerIndex {
			continue
		}
		if recolour && f.Color == from && (f.layer == "suit" || f.layer == "index") {
			f.Color = to
		}
		r.Fill(img, f.Fill, m)
	}
	return img, nil
}
