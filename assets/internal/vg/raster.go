package vg

import (
	"image"
	"image/color"
	"math"

	"golang.org/x/image/vector"
)

// Rasterizer paints fills onto an RGBA image, anti-aliased, each fill
// rasterised only inside its own bounding box. The zero value is ready; it
// is not safe for concurrent use (keep one per goroutine).
type Rasterizer struct {
	z vector.Rasterizer
}

// Fill paints f onto dst with the user→pixel map m (scale and translation
// only). Nonzero winding: what Fyne's reader uses too.
func (r *Rasterizer) Fill(dst *image.RGBA, f Fill, m Matrix) {
	if f.Opacity <= 0 || f.Path.Len() == 0 {
		return
	}
	bb := f.Path.Bounds()
	a, b := m.Apply(bb.Min), m.Apply(bb.Max)
	rect := image.Rect(
		int(math.Floor(math.Min(a.X, b.X))), int(math.Floor(math.Min(a.Y, b.Y))),
		int(math.Ceil(math.Max(a.X, b.X))), int(math.Ceil(math.Max(a.Y, b.Y))),
	).Intersect(dst.Bounds())
	if rect.Empty() {
		return
	}
	z := &r.z
	z.Reset(rect.Dx(), rect.Dy())
	ox, oy := m[4]-float64(rect.Min.X), m[5]-float64(rect.Min.Y)
	sx, sy := m[0], m[3]
	pt := func(p Point) (float32, float32) {
		return float32(p.X*sx + ox), float32(p.Y*sy + oy)
	}
	i := 0
	for _, op := range f.Path.Ops {
		pts := f.Path.Pts[i : i+nPts[op]]
		i += nPts[op]
		switch op {
		case OpMove:
			z.MoveTo(pt(pts[0]))
		case OpLine:
			z.LineTo(pt(pts[0]))
		case OpQuad:
			bx, by := pt(pts[0])
			cx, cy := pt(pts[1])
			z.QuadTo(bx, by, cx, cy)
		case OpCube:
			bx, by := pt(pts[0])
			cx, cy := pt(pts[1])
			dx, dy := pt(pts[2])
			z.CubeTo(bx, by, cx, cy, dx, dy)
		case OpClose:
			z.ClosePath()
		}
	}
	z.ClosePath()
	alpha := uint8(math.Round(255 * math.Min(1, f.Opacity)))
	src := image.NewUniform(color.NRGBA{f.Color.R, f.Color.G, f.Color.B, alpha})
	z.Draw(dst, rect, src, image.Point{})
}
