// Package glyph walks the outline of a font's glyph into a path builder of
// any kind: the card generator's vector paths and the icon's rasteriser
// draw text through it.
package glyph

import (
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// Builder receives a glyph's contours: each begins with MoveTo and ends
// with Close.
type Builder[P any] interface {
	MoveTo(p P)
	LineTo(p P)
	QuadTo(c, p P)
	CubeTo(c1, c2, p P)
	Close()
}

// Walk adds the segments of a glyph (sfnt.Font.LoadGlyph) to b, each point
// mapped by at, and closes every contour.
func Walk[P any](segs sfnt.Segments, at func(fixed.Point26_6) P, b Builder[P]) {
	open := false
	for _, sg := range segs {
		switch sg.Op {
		case sfnt.SegmentOpMoveTo:
			if open {
				b.Close()
			}
			b.MoveTo(at(sg.Args[0]))
			open = true
		case sfnt.SegmentOpLineTo:
			b.LineTo(at(sg.Args[0]))
		case sfnt.SegmentOpQuadTo:
			b.QuadTo(at(sg.Args[0]), at(sg.Args[1]))
		case sfnt.SegmentOpCubeTo:
			b.CubeTo(at(sg.Args[0]), at(sg.Args[1]), at(sg.Args[2]))
		}
	}
	if open {
		b.Close()
	}
}
