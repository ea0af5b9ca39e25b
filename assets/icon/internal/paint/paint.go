// Package paint draws the Cego icon with golang.org/x/image/vector and the
// outlines of Go Bold: no files, no other tools.
package paint

import (
	"github.com/cego-spiel/cego/assets/internal/glyph"
	"image"
	"image/color"
	"math"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"
)

// The icon is drawn on a 512-unit canvas and scaled to the requested size.
const canvas = 512

// Colours: Black Forest fir green behind cream cards, printer's black ink
// and the red of the old tarock packs.
var (
	bgTop    = color.NRGBA{0x2f, 0x6b, 0x4c, 0xff}
	bgBottom = color.NRGBA{0x17, 0x3d, 0x2b, 0xff}
	firShade = color.NRGBA{0x10, 0x2e, 0x20, 0xff}
	edge     = color.NRGBA{0x1b, 0x1b, 0x1b, 0xff}
	cream    = color.NRGBA{0xfb, 0xf5, 0xe6, 0xff}
	ink      = color.NRGBA{0x16, 0x16, 0x16, 0xff}
	red      = color.NRGBA{0xb3, 0x24, 0x1f, 0xff}
)

type pt struct{ x, y float64 }

// affine maps canvas units to pixels: x' = a*x + c*y + e, y' = b*x + d*y + f.
type affine struct{ a, b, c, d, e, f float64 }

func (m affine) apply(p pt) pt {
	return pt{m.a*p.x + m.c*p.y + m.e, m.b*p.x + m.d*p.y + m.f}
}

// then is m followed by n.
func (m affine) then(n affine) affine {
	return affine{
		a: n.a*m.a + n.c*m.b, b: n.b*m.a + n.d*m.b,
		c: n.a*m.c + n.c*m.d, d: n.b*m.c + n.d*m.d,
		e: n.a*m.e + n.c*m.f + n.e, f: n.b*m.e + n.d*m.f + n.f,
	}
}

func scale(s float64) affine { return affine{a: s, d: s} }

// rotateAbout turns by deg degrees (clockwise on screen) about c.
func rotateAbout(c pt, deg float64) affine {
	s, k := math.Sincos(deg * math.Pi / 180)
	return affine{a: k, b: s, c: -s, d: k, e: c.x - k*c.x + s*c.y, f: c.y - s*c.x - k*c.y}
}

// painter fills shapes given in canvas units onto an RGBA image.
type painter struct {
	dst *image.RGBA
	r   *vector.Rasterizer
	m   affine
}

func newPainter(size int) *painter {
	return &painter{
		dst: image.NewRGBA(image.Rect(0, 0, size, size)),
		r:   vector.NewRasterizer(size, size),
		m:   scale(float64(size) / canvas),
	}
}

func (p *painter) moveTo(q pt) {
	q = p.m.apply(q)
	p.r.MoveTo(float32(q.x), float32(q.y))
}

func (p *painter) lineTo(q pt) {
	q = p.m.apply(q)
	p.r.LineTo(float32(q.x), float32(q.y))
}

func (p *painter) quadTo(c, q pt) {
	c, q = p.m.apply(c), p.m.apply(q)
	p.r.QuadTo(float32(c.x), float32(c.y), float32(q.x), float32(q.y))
}

func (p *painter) cubeTo(c1, c2, q pt) {
	c1, c2, q = p.m.apply(c1), p.m.apply(c2), p.m.apply(q)
	p.r.CubeTo(float32(c1.x), float32(c1.y), float32(c2.x), float32(c2.y), float32(q.x), float32(q.y))
}

// fill paints the path built since the last fill with src and starts anew.
func (p *painter) fill(src image.Image) {
	p.r.ClosePath()
	p.r.Draw(p.dst, p.dst.Bounds(), src, image.Point{})
	p.r.Reset(p.dst.Bounds().Dx(), p.dst.Bounds().Dy())
}

func (p *painter) fillColor(c color.Color) { p.fill(image.NewUniform(c)) }

// kappa places cubic control points for a quarter circle.
const kappa = 0.5522847498

// roundRect adds a closed box with corner radius r.
func (p *painter) roundRect(x0, y0, x1, y1, r float64) {
	k := r * (1 - kappa)
	p.moveTo(pt{x0 + r, y0})
	p.lineTo(pt{x1 - r, y0})
	p.cubeTo(pt{x1 - k, y0}, pt{x1, y0 + k}, pt{x1, y0 + r})
	p.lineTo(pt{x1, y1 - r})
	p.cubeTo(pt{x1, y1 - k}, pt{x1 - k, y1}, pt{x1 - r, y1})
	p.lineTo(pt{x0 + r, y1})
	p.cubeTo(pt{x0 + k, y1}, pt{x0, y1 - k}, pt{x0, y1 - r})
	p.lineTo(pt{x0, y0 + r})
	p.cubeTo(pt{x0, y0 + k}, pt{x0 + k, y0}, pt{x0 + r, y0})
	p.r.ClosePath()
}

// ellipse adds a closed ellipse about c.
func (p *painter) ellipse(c pt, rx, ry float64) {
	kx, ky := rx*kappa, ry*kappa
	p.moveTo(pt{c.x + rx, c.y})
	p.cubeTo(pt{c.x + rx, c.y + ky}, pt{c.x + kx, c.y + ry}, pt{c.x, c.y + ry})
	p.cubeTo(pt{c.x - kx, c.y + ry}, pt{c.x - rx, c.y + ky}, pt{c.x - rx, c.y})
	p.cubeTo(pt{c.x - rx, c.y - ky}, pt{c.x - kx, c.y - ry}, pt{c.x, c.y - ry})
	p.cubeTo(pt{c.x + kx, c.y - ry}, pt{c.x + rx, c.y - ky}, pt{c.x + rx, c.y})
	p.r.ClosePath()
}

// text adds the outlines of s in Go Bold, ppem units tall, centred on cx with
// its baseline at y.
func (p *painter) text(s string, cx, y, ppem float64) {
	f, err := sfnt.Parse(gobold.TTF)
	if err != nil {
		panic(err)
	}
	var buf sfnt.Buffer
	size := fixed.Int26_6(ppem * 64)
	var glyphs []sfnt.GlyphIndex
	width := 0.0
	for i, ch := range s {
		g, err := f.GlyphIndex(&buf, ch)
		if err != nil {
			panic(err)
		}
		if i > 0 {
			k, _ := f.Kern(&buf, glyphs[len(glyphs)-1], g, size, 0)
			width += float64(k) / 64
		}
		adv, err := f.GlyphAdvance(&buf, g, size, 0)
		if err != nil {
			panic(err)
		}
		width += float64(adv) / 64
		glyphs = append(glyphs, g)
	}
	x := cx - width/2
	for _, g := range glyphs {
		segs, err := f.LoadGlyph(&buf, g, size, nil)
		if err != nil {
			panic(err)
		}
		at := func(q fixed.Point26_6) pt { return pt{x + float64(q.X)/64, y + float64(q.Y)/64} }
		glyph.Walk(segs, at, glyphPen{p})
		adv, _ := f.GlyphAdvance(&buf, g, size, 0)
		x += float64(adv) / 64
	}
}

// glyphPen lets glyph.Walk draw a glyph's outline with the painter.
type glyphPen struct{ p *painter }

func (g glyphPen) MoveTo(q pt)         { g.p.moveTo(q) }
func (g glyphPen) LineTo(q pt)         { g.p.lineTo(q) }
func (g glyphPen) QuadTo(c, q pt)      { g.p.quadTo(c, q) }
func (g glyphPen) CubeTo(c1, c2, q pt) { g.p.cubeTo(c1, c2, q) }
func (g glyphPen) Close()              { g.p.r.ClosePath() }

// gradient is a vertical blend from top to bottom over the canvas.
type gradient struct {
	top, bottom color.NRGBA
	px          float64 // pixels per canvas unit
}

func (g gradient) ColorModel() color.Model { return color.NRGBAModel }
func (g gradient) Bounds() image.Rectangle {
	return image.Rect(-1e9, -1e9, 1e9, 1e9)
}
func (g gradient) At(_, y int) color.Color {
	t := math.Max(0, math.Min(1, (float64(y)+0.5)/(canvas*g.px)))
	mix := func(a, b uint8) uint8 { return uint8(math.Round(float64(a)*(1-t) + float64(b)*t)) }
	return color.NRGBA{mix(g.top.R, g.bottom.R), mix(g.top.G, g.bottom.G), mix(g.top.B, g.bottom.B), 0xff}
}

// Card geometry on the canvas, before the fan's rotation.
const (
	cardW, cardH = 196.0, 292.0
	cardX0       = (canvas - cardW) / 2
	cardY0       = 104.0
	fanDeg       = 19.0
)

var fanPivot = pt{canvas / 2, 560}

// Icon paints the Cego icon at size×size pixels: the Trull, the three
// honours of the game, fanned on a fir-green tile — the Geiß (1) on the left,
// the Gstieß (the fiddler's fiddle) on the right and the Mond (21) in front.
func Icon(size int) *image.RGBA {
	p := newPainter(size)
	base := p.m
	px := float64(size) / canvas

	// The tile, with a row of firs along its foot.
	p.roundRect(24, 24, 488, 488, 96)
	p.fill(gradient{bgTop, bgBottom, px})
	p.m = base
	for i, x := range []float64{60, 130, 200, 312, 382, 452} {
		h := 120.0 + float64(i%2)*40
		fir(p, x, 488-10, h)
	}
	// Clip the firs to the tile by repainting the tile's corners transparent:
	// the firs stay inside the tile's bottom edge, only the corners matter.
	clearOutsideTile(p)

	card := func(deg float64, face func()) {
		p.m = rotateAbout(fanPivot, deg).then(base)
		// a soft shadow to the lower right
		p.m = rotateAbout(fanPivot, deg).then(affine{a: 1, d: 1, e: 6, f: 8}).then(base)
		p.roundRect(cardX0, cardY0, cardX0+cardW, cardY0+cardH, 22)
		p.fillColor(color.NRGBA{0, 0, 0, 0x55})
		p.m = rotateAbout(fanPivot, deg).then(base)
		p.roundRect(cardX0, cardY0, cardX0+cardW, cardY0+cardH, 22)
		p.fillColor(edge)
		p.roundRect(cardX0+7, cardY0+7, cardX0+cardW-7, cardY0+cardH-7, 16)
		p.fillColor(cream)
		face()
	}

	// Geiß, trump 1: a big red "1" in the corner that shows.
	card(-fanDeg, func() {
		p.text("1", cardX0+44, cardY0+104, 96)
		p.fillColor(red)
	})
	// Gstieß: the fiddle, on the side that shows.
	card(fanDeg, func() {
		fiddle(p, pt{cardX0 + cardW - 50, cardY0 + 158}, 1.2)
	})
	// Mond, trump 21, in front.
	card(0, func() {
		p.roundRect(cardX0+16, cardY0+16, cardX0+cardW-16, cardY0+cardH-16, 10)
		p.fillColor(red)
		p.roundRect(cardX0+21, cardY0+21, cardX0+cardW-21, cardY0+cardH-21, 6)
		p.fillColor(cream)
		p.text("21", canvas/2, cardY0+cardH/2+54, 150)
		p.fillColor(ink)
	})
	p.m = base
	return p.dst
}

// fir adds and fills a stylised fir of height h standing at (x, foot).
func fir(p *painter, x, foot, h float64) {
	w := h * 0.36
	tiers := 3
	for t := 0; t < tiers; t++ {
		top := foot - h + float64(t)*h*0.24
		bottom := top + h*0.42
		half := w * (0.55 + 0.22*float64(t))
		p.moveTo(pt{x, top})
		p.lineTo(pt{x + half, bottom})
		p.lineTo(pt{x - half, bottom})
		p.r.ClosePath()
	}
	p.moveTo(pt{x - w*0.09, foot - h*0.12})
	p.lineTo(pt{x + w*0.09, foot - h*0.12})
	p.lineTo(pt{x + w*0.09, foot})
	p.lineTo(pt{x - w*0.09, foot})
	p.r.ClosePath()
	p.fillColor(firShade)
}

// clearOutsideTile makes everything outside the tile's rounded square
// transparent again (the firs near the corners may stray over it).
func clearOutsideTile(p *painter) {
	mask := newPainter(p.dst.Bounds().Dx())
	mask.roundRect(24, 24, 488, 488, 96)
	mask.fillColor(color.White)
	for i := 3; i < len(p.dst.Pix); i += 4 {
		a := uint32(mask.dst.Pix[i])
		if a == 0xff {
			continue
		}
		for j := i - 3; j <= i; j++ {
			p.dst.Pix[j] = uint8(uint32(p.dst.Pix[j]) * a / 0xff)
		}
	}
}

// fiddle adds and fills the fiddler's fiddle, body centred at c, s the scale.
func fiddle(p *painter, c pt, s float64) {
	at := func(x, y float64) pt { return pt{c.x + x*s, c.y + y*s} }
	// the body: one outline, its right half mirrored for the left
	half := [][3]pt{
		{{14, -50}, {26, -42}, {26, -28}},
		{{26, -14}, {14, -12}, {15, 0}},
		{{16, 10}, {32, 12}, {32, 32}},
		{{32, 52}, {18, 64}, {0, 64}},
	}
	p.moveTo(at(0, -50))
	for _, c := range half {
		p.cubeTo(at(c[0].x, c[0].y), at(c[1].x, c[1].y), at(c[2].x, c[2].y))
	}
	for i := len(half) - 1; i >= 0; i-- {
		end := pt{0, -50}
		if i > 0 {
			end = half[i-1][2]
		}
		c := half[i]
		p.cubeTo(at(-c[1].x, c[1].y), at(-c[0].x, c[0].y), at(-end.x, end.y))
	}
	p.fillColor(ink)
	// neck and scroll
	p.moveTo(at(-5, -40))
	p.lineTo(at(5, -40))
	p.lineTo(at(4, -104))
	p.lineTo(at(-4, -104))
	p.r.ClosePath()
	p.ellipse(at(0, -110), 9, 9)
	p.fillColor(ink)
	// sound holes in cream
	for _, x := range []float64{-12, 9} {
		p.moveTo(at(x, 6))
		p.lineTo(at(x+3, 6))
		p.lineTo(at(x+3, 40))
		p.lineTo(at(x, 40))
		p.r.ClosePath()
	}
	p.fillColor(cream)
	// bridge in red
	p.moveTo(at(-11, 21))
	p.lineTo(at(11, 21))
	p.lineTo(at(11, 26))
	p.lineTo(at(-11, 26))
	p.r.ClosePath()
	p.fillColor(red)
}
