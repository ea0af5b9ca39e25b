package cardgen

import (
	"fmt"
	"github.com/cego-spiel/cego/assets/internal/glyph"
	"sync"

	"github.com/cego-spiel/cego/assets/internal/vg"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomonobold"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// face is one font used for numerals and index letters.
type face struct {
	name string
	ttf  []byte
	once sync.Once
	f    *sfnt.Font
	err  error
}

// The Go fonts: Go Mono Bold is a slab serif, Go Bold a clean sans.
var (
	slabFont = &face{name: "Go Mono Bold", ttf: gomonobold.TTF}
	sansFont = &face{name: "Go Bold", ttf: gobold.TTF}
)

// emUnits is the size at which glyphs are loaded; outlines come out in
// thousandths of an em.
const emUnits = 1000

// outline returns the glyph outlines of s on a baseline at y = 0 starting at
// x = 0, one em being 1000 units, with y growing downwards.
func (fc *face) outline(s string) (vg.Path, error) {
	fc.once.Do(func() { fc.f, fc.err = sfnt.Parse(fc.ttf) })
	if fc.err != nil {
		return vg.Path{}, fmt.Errorf("font %s: %v", fc.name, fc.err)
	}
	var buf sfnt.Buffer
	var p vg.Path
	ppem := fixed.I(emUnits)
	x := 0.0
	pt := func(a fixed.Point26_6) vg.Point {
		return vg.Point{X: x + float64(a.X)/64, Y: float64(a.Y) / 64}
	}
	for _, r := range s {
		gi, err := fc.f.GlyphIndex(&buf, r)
		if err != nil || gi == 0 {
			return vg.Path{}, fmt.Errorf("font %s has no glyph for %q", fc.name, r)
		}
		segs, err := fc.f.LoadGlyph(&buf, gi, ppem, nil)
		if err != nil {
			return vg.Path{}, fmt.Errorf("font %s, glyph %q: %v", fc.name, r, err)
		}
		glyph.Walk(segs, pt, &p)
		adv, err := fc.f.GlyphAdvance(&buf, gi, ppem, 0)
		if err != nil {
			return vg.Path{}, err
		}
		x += float64(adv) / 64
	}
	return p, nil
}

// text returns s as outlines whose ink is height units tall (digits and
// capitals: the cap height), squeezed horizontally by squeeze (1 = as
// designed) and centred on (cx, cy).
func (fc *face) text(s string, cx, cy, height, squeeze float64) (vg.Path, error) {
	p, err := fc.outline(s)
	if err != nil {
		return p, err
	}
	bb := p.InkBounds()
	k := height / (bb.Max.Y - bb.Min.Y)
	m := vg.Translate(cx, cy).
		Mul(vg.Scale(k*squeeze, k)).
		Mul(vg.Translate(-(bb.Min.X+bb.Max.X)/2, -(bb.Min.Y+bb.Max.Y)/2))
	return p.Transform(m), nil
}

// underline6or9 returns a short bar under a lone "6" or "9" (outlines p of
// the label), so that the numeral reads the right way round on a
// double-ended card; other labels get nothing.
func underline6or9(label string, p vg.Path, height float64) (vg.Path, bool) {
	if label != "6" && label != "9" {
		return vg.Path{}, false
	}
	bb := p.InkBounds()
	var bar vg.Path
	y := bb.Max.Y + 0.12*height
	bar.RoundRect(bb.Min.X+0.1*(bb.Max.X-bb.Min.X), y, bb.Max.X-0.1*(bb.Max.X-bb.Min.X), y+0.09*height, 0.04*height)
	return bar, true
}
