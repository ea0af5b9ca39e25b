package vg

import "math"

// miterLimit is SVG's default stroke-miterlimit.
const miterLimit = 4

// StrokeOutline returns the filled outline of a stroke of the given width
// along p, flattened to within tol. Every piece is wound the same way
// (negative shoelace area in y-down coordinates for the outer boundary), so
// filling the result with the nonzero rule — what our rasteriser and Fyne's
// reader do — gives the union of the pieces: overlaps and inner join loops
// stay filled.
func StrokeOutline(p Path, width float64, c Cap, j Join, tol float64) Path {
	var out Path
	h := width / 2
	if h <= 0 {
		return out
	}
	for _, pl := range p.Flatten(tol) {
		switch {
		case len(pl.Pts) == 1:
			dot(&out, pl.Pts[0], h, c, tol)
		case pl.Closed:
			emitRing(&out, offsetSide(pl.Pts, true, h, j, tol))
			emitRing(&out, offsetSide(reversed(pl.Pts), true, h, j, tol))
		default:
			left := offsetSide(pl.Pts, false, h, j, tol)
			right := offsetSide(reversed(pl.Pts), false, h, j, tol)
			n := len(pl.Pts)
			ring := append([]Point(nil), left...)
			ring = capEnd(ring, pl.Pts[n-1], pl.Pts[n-2], h, c, tol)
			ring = append(ring, right...)
			ring = capEnd(ring, pl.Pts[0], pl.Pts[1], h, c, tol)
			emitRing(&out, ring)
		}
	}
	return out
}

func reversed(pts []Point) []Point {
	r := make([]Point, len(pts))
	for i, a := range pts {
		r[len(pts)-1-i] = a
	}
	return r
}

func emitRing(out *Path, ring []Point) {
	if len(ring) < 3 {
		return
	}
	out.MoveTo(ring[0])
	for _, a := range ring[1:] {
		out.LineTo(a)
	}
	out.Close()
}

// normal is the unit normal (−dy, dx) of the segment a→b times h.
func normal(a, b Point, h float64) Point {
	d := b.Sub(a)
	l := d.Len()
	if l == 0 {
		return Point{}
	}
	return Point{-d.Y / l * h, d.X / l * h}
}

// offsetSide walks pts and returns the offset line on the normal side, with
// joins: through the vertex on the inner side of a turn, and the join shape
// on the outer side. For a closed ring the result is a closed loop.
func offsetSide(pts []Point, closed bool, h float64, j Join, tol float64) []Point {
	n := len(pts)
	segs := n - 1
	if closed {
		segs = n
	}
	nrm := make([]Point, segs)
	lens := make([]float64, segs)
	for i := range segs {
		nrm[i] = normal(pts[i], pts[(i+1)%n], h)
		lens[i] = pts[(i+1)%n].Sub(pts[i]).Len()
	}
	var out []Point
	if !closed {
		out = append(out, pts[0].Add(nrm[0]))
	}
	first, last := 1, n-1
	if closed {
		first, last = 0, n
	}
	for i := first; i < last; i++ {
		q := pts[i%n]
		i1, i2 := (i-1+segs)%segs, i%segs
		out = join(out, q, nrm[i1], nrm[i2], lens[i1], lens[i2], h, j, tol)
	}
	if !closed {
		out = append(out, pts[n-1].Add(nrm[segs-1]))
	}
	return out
}

// join appends the points around vertex q between the offset n1 of the
// incoming segment (length seg1) and n2 of the outgoing one (length seg2).
func join(out []Point, q, n1, n2 Point, seg1, seg2, h float64, j Join, tol float64) []Point {
	// The turn direction: cross(d1, d2) = cross(n1, n2) for normals.
	cr := n1.X*n2.Y - n1.Y*n2.X
	dot := n1.X*n2.X + n1.Y*n2.Y
	if math.Abs(cr) < 1e-9*h*h && dot > 0 {
		return append(out, q.Add(n2))
	}
	// A gentle bend (under about 20°, as along a flattened curve) gets one
	// point on either side: the meeting point of the two offset lines, which
	// is exact on the inner side and within h·θ²/8 of a round join outside.
	if dot > 0.94*h*h && math.Abs(cr) < 0.34*h*h && seg1 > 0.5*h && seg2 > 0.5*h {
		m := n1.Add(n2).Mul(0.5)
		return append(out, q.Add(m.Mul(h*h/(m.X*m.X+m.Y*m.Y))))
	}
	if cr > 0 {
		// Inner side: go through the vertex so the overlap loop winds like the rest.
		return append(out, q.Add(n1), q, q.Add(n2))
	}
	out = append(out, q.Add(n1))
	switch j {
	case JoinRound:
		out = arcPoints(out, q, n1, n2, h, tol)
	case JoinMiter:
		m := n1.Add(n2).Mul(0.5)
		ml := m.Len()
		if ml > 0 && h/ml <= miterLimit {
			out = append(out, q.Add(m.Mul(h*h/(ml*ml))))
		}
	}
	return append(out, q.Add(n2))
}

// arcPoints appends the points strictly between q+a and q+b on the circle of
// radius h about q, going the short way round.
func arcPoints(out []Point, q, a, b Point, h, tol float64) []Point {
	a1 := math.Atan2(a.Y, a.X)
	a2 := math.Atan2(b.Y, b.X)
	d := a2 - a1
	for d > math.Pi {
		d -= 2 * math.Pi
	}
	for d < -math.Pi {
		d += 2 * math.Pi
	}
	return sweep(out, q, a1, d, h, tol)
}

// sweep appends the interior points of an arc from angle a1 through d.
func sweep(out []Point, q Point, a1, d, h, tol float64) []Point {
	steps := arcSteps(math.Abs(d), h, tol)
	for k := 1; k < steps; k++ {
		s, c := math.Sincos(a1 + d*float64(k)/float64(steps))
		out = append(out, Point{q.X + c*h, q.Y + s*h})
	}
	return out
}

// arcSteps is how many chords keep an arc of the given angle within tol.
func arcSteps(angle, h, tol float64) int {
	r := 1 - tol/h
	if r < 0 {
		r = 0
	}
	step := 2 * math.Acos(r)
	if step <= 0 {
		return 1
	}
	return max(1, min(256, int(math.Ceil(angle/step))))
}

// capEnd appends the cap at end point q of a polyline whose previous point is
// prev: from q+n round to q−n, where n is the left offset.
func capEnd(out []Point, q, prev Point, h float64, c Cap, tol float64) []Point {
	n := normal(prev, q, h)
	d := Point{n.Y, -n.X} // forward direction, length h
	switch c {
	case CapSquare:
		out = append(out, q.Add(n).Add(d), q.Sub(n).Add(d))
	case CapRound:
		a1 := math.Atan2(n.Y, n.X)
		// Going from +n through +d to −n: d is n rotated by −90°.
		out = sweep(append(out, q.Add(n)), q, a1, -math.Pi, h, tol)
		out = append(out, q.Sub(n))
	}
	return out
}

// dot outlines a zero-length subpath: a disc for round caps, a square for
// square caps, nothing for butt caps (as SVG does).
func dot(out *Path, q Point, h float64, c Cap, tol float64) {
	var ring []Point
	switch c {
	case CapRound:
		steps := arcSteps(2*math.Pi, h, tol)
		for k := range steps {
			s, co := math.Sincos(-2 * math.Pi * float64(k) / float64(steps))
			ring = append(ring, Point{q.X + co*h, q.Y + s*h})
		}
	case CapSquare:
		ring = []Point{{q.X - h, q.Y - h}, {q.X - h, q.Y + h}, {q.X + h, q.Y + h}, {q.X + h, q.Y - h}}
	}
	emitRing(out, ring)
}
