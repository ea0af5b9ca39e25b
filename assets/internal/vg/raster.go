package vg

import (
	"encoding/binary"
	"image"
	"image/draw"
	"math"

	"golang.org/x/image/vector"
)

// Rasterizer paints fills onto an RGBA image, anti-aliased, each fill
// rasterised only inside its own bounding box. The zero value is ready; it
// is not safe for concurrent use (keep one per goroutine).
type Rasterizer struct {
	z    vector.Rasterizer
	mask image.Alpha
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
	for op, pts := range f.Path.segments() {
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
	// Rasterise the coverage into a scratch mask (vector's fast path), then
	// blend only where there is coverage: most of a thin outline's box is
	// empty, and skipping it is what makes a card take milliseconds.
	w, h := rect.Dx(), rect.Dy()
	if n := w * h; cap(r.mask.Pix) < n {
		r.mask.Pix = make([]uint8, n)
	} else {
		r.mask.Pix = r.mask.Pix[:n]
	}
	r.mask.Stride, r.mask.Rect = w, image.Rect(0, 0, w, h)
	z.DrawOp = draw.Src
	z.Draw(&r.mask, r.mask.Rect, image.Opaque, image.Point{})
	blend(dst, rect, r.mask.Pix, f.Color, uint32(math.Round(255*math.Min(1, f.Opacity))))
}

// blend paints colour c at opacity a (0..255) through mask onto dst's rect,
// premultiplied "over". Empty stretches of the mask are skipped eight bytes
// at a time: thin outlines leave most of their box empty.
func blend(dst *image.RGBA, rect image.Rectangle, mask []uint8, c RGB, a uint32) {
	w := rect.Dx()
	cr, cg, cb := uint32(c.R), uint32(c.G), uint32(c.B)
	for y := 0; y < rect.Dy(); y++ {
		row := mask[y*w : (y+1)*w]
		pix := dst.Pix[dst.PixOffset(rect.Min.X, rect.Min.Y+y):]
		for x := 0; x < len(row); x++ {
			if x+8 <= len(row) && binary.LittleEndian.Uint64(row[x:]) == 0 {
				x += 7
				continue
			}
			m := row[x]
			if m == 0 {
				continue
			}
			i := 4 * x
			sa := div255(uint32(m) * a) // source alpha 0..255
			if sa == 255 {
				pix[i], pix[i+1], pix[i+2], pix[i+3] = c.R, c.G, c.B, 255
				continue
			}
			inv := 255 - sa
			pix[i] = uint8(div255(cr*sa + uint32(pix[i])*inv))
			pix[i+1] = uint8(div255(cg*sa + uint32(pix[i+1])*inv))
			pix[i+2] = uint8(div255(cb*sa + uint32(pix[i+2])*inv))
			pix[i+3] = uint8(div255(255*sa + uint32(pix[i+3])*inv))
		}
	}
}

// div255 is v/255 rounded, for v up to 255·255.
func div255(v uint32) uint32 {
	v += 128
	return (v + v>>8) >> 8
}
