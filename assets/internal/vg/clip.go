package vg

// Convex is a convex polygon used as a clip region, its points in order.
type Convex []Point

// RectRegion is the convex region of an axis-aligned box.
func RectRegion(x0, y0, x1, y1 float64) Convex {
	return Convex{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}
}

// RoundRectRegion is a rounded box as a convex polygon, within tol.
func RoundRectRegion(x0, y0, x1, y1, r, tol float64) Convex {
	var p Path
	p.RoundRect(x0, y0, x1, y1, r)
	pl := p.Flatten(tol)
	return Convex(pl[0].Pts)
}

// RoundRect adds a closed rounded box with corner radius r as a subpath,
// clockwise on screen.
func (p *Path) RoundRect(x0, y0, x1, y1, r float64) {
	r = min(r, (x1-x0)/2, (y1-y0)/2)
	if r <= 0 {
		p.MoveTo(Point{x0, y0})
		p.LineTo(Point{x1, y0})
		p.LineTo(Point{x1, y1})
		p.LineTo(Point{x0, y1})
		p.Close()
		return
	}
	p.MoveTo(Point{x0 + r, y0})
	p.LineTo(Point{x1 - r, y0})
	p.ArcTo(Point{x1 - r, y0}, r, r, 0, false, true, Point{x1, y0 + r})
	p.LineTo(Point{x1, y1 - r})
	p.ArcTo(Point{x1, y1 - r}, r, r, 0, false, true, Point{x1 - r, y1})
	p.LineTo(Point{x0 + r, y1})
	p.ArcTo(Point{x0 + r, y1}, r, r, 0, false, true, Point{x0, y1 - r})
	p.LineTo(Point{x0, y0 + r})
	p.ArcTo(Point{x0, y0 + r}, r, r, 0, false, true, Point{x0 + r, y0})
	p.Close()
}

// side is the signed distance-like value of q relative to edge a→b, with the
// polygon's interior positive.
func (c Convex) side(i int, q Point, orient float64) float64 {
	a, b := c[i], c[(i+1)%len(c)]
	return orient * ((b.X-a.X)*(q.Y-a.Y) - (b.Y-a.Y)*(q.X-a.X))
}

func (c Convex) orientation() float64 {
	s := 0.0
	for i, a := range c {
		b := c[(i+1)%len(c)]
		s += a.X*b.Y - b.X*a.Y
	}
	if s < 0 {
		return -1
	}
	return 1
}

// contains reports whether q lies inside or on c.
func (c Convex) contains(q Point, orient float64) bool {
	for i := range c {
		if c.side(i, q, orient) < 0 {
			return false
		}
	}
	return true
}

// ClipFill cuts f to the region c. A fill whose bounding box lies inside c is
// returned unchanged (curves kept); otherwise its rings are flattened to
// within tol and clipped (Sutherland–Hodgman, which keeps each point's
// winding number inside a convex region, so holes and overlaps survive).
func ClipFill(f Fill, c Convex, tol float64) (Fill, bool) {
	if len(c) < 3 {
		return f, false
	}
	o := c.orientation()
	bb := f.Path.Bounds()
	if c.contains(bb.Min, o) && c.contains(bb.Max, o) &&
		c.contains(Point{bb.Min.X, bb.Max.Y}, o) && c.contains(Point{bb.Max.X, bb.Min.Y}, o) {
		return f, true
	}
	var out Path
	for _, pl := range f.Path.Flatten(tol) {
		ring := pl.Pts
		for i := range c {
			if len(ring) == 0 {
				break
			}
			ring = clipEdge(ring, c, i, o)
		}
		if len(ring) >= 3 {
			emitRing(&out, ring)
		}
	}
	if out.Len() == 0 {
		return Fill{}, false
	}
	f.Path = out
	return f, true
}

// clipEdge keeps the part of ring on the inner side of edge i of c.
func clipEdge(ring []Point, c Convex, i int, o float64) []Point {
	var out []Point
	n := len(ring)
	for k := range n {
		cur, next := ring[k], ring[(k+1)%n]
		sc, sn := c.side(i, cur, o), c.side(i, next, o)
		if sc >= 0 {
			out = append(out, cur)
		}
		if (sc >= 0) != (sn >= 0) {
			t := sc / (sc - sn)
			out = append(out, Point{cur.X + (next.X-cur.X)*t, cur.Y + (next.Y-cur.Y)*t})
		}
	}
	return out
}
