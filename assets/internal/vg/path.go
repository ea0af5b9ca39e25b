package vg

import (
	"iter"
	"math"
)

// Op is one drawing command of a Path.
type Op uint8

// The path commands; each consumes 1, 1, 2, 3 and 0 points of Path.Pts.
const (
	OpMove Op = iota
	OpLine
	OpQuad
	OpCube
	OpClose
)

// nPts is how many points each Op consumes.
var nPts = [...]int{OpMove: 1, OpLine: 1, OpQuad: 2, OpCube: 3, OpClose: 0}

// segments yields each command of p in order with the points it consumes.
func (p Path) segments() iter.Seq2[Op, []Point] {
	return func(yield func(Op, []Point) bool) {
		i := 0
		for _, op := range p.Ops {
			pts := p.Pts[i : i+nPts[op]]
			i += nPts[op]
			if !yield(op, pts) {
				return
			}
		}
	}
}

// Path is an outline of subpaths in absolute coordinates. Every subpath
// starts with OpMove.
type Path struct {
	Ops []Op
	Pts []Point
}

// Len is the number of commands.
func (p *Path) Len() int { return len(p.Ops) }

// MoveTo starts a new subpath at a.
func (p *Path) MoveTo(a Point) { p.Ops = append(p.Ops, OpMove); p.Pts = append(p.Pts, a) }

// LineTo adds a straight segment to a.
func (p *Path) LineTo(a Point) { p.Ops = append(p.Ops, OpLine); p.Pts = append(p.Pts, a) }

// QuadTo adds a quadratic Bézier with control b ending at c.
func (p *Path) QuadTo(b, c Point) { p.Ops = append(p.Ops, OpQuad); p.Pts = append(p.Pts, b, c) }

// CubeTo adds a cubic Bézier with controls b, c ending at d.
func (p *Path) CubeTo(b, c, d Point) {
	p.Ops = append(p.Ops, OpCube)
	p.Pts = append(p.Pts, b, c, d)
}

// Close ends the current subpath with a segment back to its start.
func (p *Path) Close() {
	if n := len(p.Ops); n == 0 || p.Ops[n-1] == OpClose {
		return
	}
	p.Ops = append(p.Ops, OpClose)
}

// Append adds all subpaths of q.
func (p *Path) Append(q Path) {
	p.Ops = append(p.Ops, q.Ops...)
	p.Pts = append(p.Pts, q.Pts...)
}

// Transform returns a copy of p with m applied to every point. Béziers stay
// exact under affine maps.
func (p Path) Transform(m Matrix) Path {
	q := Path{Ops: append([]Op(nil), p.Ops...), Pts: make([]Point, len(p.Pts))}
	for i, a := range p.Pts {
		q.Pts[i] = m.Apply(a)
	}
	return q
}

// Bounds is a box holding the whole path (the control points included, so it
// may be a little larger than the ink).
func (p Path) Bounds() Rect {
	if len(p.Pts) == 0 {
		return Rect{}
	}
	r := Rect{p.Pts[0], p.Pts[0]}
	for _, a := range p.Pts[1:] {
		r.Min.X = math.Min(r.Min.X, a.X)
		r.Min.Y = math.Min(r.Min.Y, a.Y)
		r.Max.X = math.Max(r.Max.X, a.X)
		r.Max.Y = math.Max(r.Max.Y, a.Y)
	}
	return r
}

// Polyline is one flattened subpath. A polyline of one point is a
// zero-length subpath that was drawn (a dot, when stroked with round caps).
type Polyline struct {
	Pts    []Point
	Closed bool
}

// Flatten turns every subpath into a polyline whose distance from the true
// curve is at most tol. Repeated points are dropped; a lone moveto is dropped.
func (p Path) Flatten(tol float64) []Polyline {
	var out []Polyline
	var cur Polyline
	drawn := false
	var start, pen Point
	add := func(a Point) {
		if n := len(cur.Pts); n > 0 && cur.Pts[n-1] == a {
			return
		}
		cur.Pts = append(cur.Pts, a)
	}
	begin := func() {
		if len(cur.Pts) == 0 {
			add(pen)
		}
		drawn = true
	}
	flush := func() {
		if drawn && len(cur.Pts) > 0 {
			out = append(out, cur)
		}
		cur, drawn = Polyline{}, false
	}
	for op, pts := range p.segments() {
		switch op {
		case OpMove:
			flush()
			start, pen = pts[0], pts[0]
			add(pen)
		case OpLine:
			begin()
			pen = pts[0]
			add(pen)
		case OpQuad:
			begin()
			c0, c1, c2 := pen, pts[0], pts[1]
			// Convert to a cubic so one subdivision rule serves both.
			b := c0.Add(c1.Sub(c0).Mul(2.0 / 3))
			c := c2.Add(c1.Sub(c2).Mul(2.0 / 3))
			flattenCubic(c0, b, c, c2, tol, add)
			pen = c2
		case OpCube:
			begin()
			flattenCubic(pen, pts[0], pts[1], pts[2], tol, add)
			pen = pts[2]
		case OpClose:
			begin()
			if n := len(cur.Pts); n > 1 && cur.Pts[n-1] == start {
				cur.Pts = cur.Pts[:n-1]
			}
			cur.Closed = len(cur.Pts) > 1
			flush()
			pen = start
		}
	}
	flush()
	return out
}

// flattenCubic emits points along the cubic a b c d (a excluded) so that the
// chords stay within tol of the curve. The segment count comes from the
// standard bound on the second differences.
func flattenCubic(a, b, c, d Point, tol float64, emit func(Point)) {
	dd1 := a.Sub(b.Mul(2)).Add(c)
	dd2 := b.Sub(c.Mul(2)).Add(d)
	m := math.Max(dd1.Len(), dd2.Len())
	n := int(math.Ceil(math.Sqrt(0.75 * m / tol)))
	if n < 1 {
		n = 1
	}
	if n > 1000 {
		n = 1000
	}
	for k := 1; k <= n; k++ {
		t := float64(k) / float64(n)
		u := 1 - t
		emit(Point{
			u*u*u*a.X + 3*u*u*t*b.X + 3*u*t*t*c.X + t*t*t*d.X,
			u*u*u*a.Y + 3*u*u*t*b.Y + 3*u*t*t*c.Y + t*t*t*d.Y,
		})
	}
}

// InkBounds is the box of the flattened path: tighter than Bounds, which
// counts control points.
func (p Path) InkBounds() Rect {
	var r Rect
	first := true
	for _, pl := range p.Flatten(0.05) {
		for _, a := range pl.Pts {
			if first {
				r, first = Rect{a, a}, false
				continue
			}
			r.Min.X = math.Min(r.Min.X, a.X)
			r.Min.Y = math.Min(r.Min.Y, a.Y)
			r.Max.X = math.Max(r.Max.X, a.X)
			r.Max.Y = math.Max(r.Max.Y, a.Y)
		}
	}
	return r
}
