package vg

import "math"

// ArcTo adds an SVG elliptical arc from the current point p0 to p (SVG's
// endpoint parameterisation, implementation notes F.6) as cubic Béziers.
func (p *Path) ArcTo(p0 Point, rx, ry, xrotDeg float64, large, sweep bool, end Point) {
	if p0 == end {
		return
	}
	rx, ry = math.Abs(rx), math.Abs(ry)
	if rx == 0 || ry == 0 {
		p.LineTo(end)
		return
	}
	sinPhi, cosPhi := math.Sincos(xrotDeg * math.Pi / 180)
	dx, dy := (p0.X-end.X)/2, (p0.Y-end.Y)/2
	x1 := cosPhi*dx + sinPhi*dy
	y1 := -sinPhi*dx + cosPhi*dy
	// Scale up radii that cannot reach.
	if l := x1*x1/(rx*rx) + y1*y1/(ry*ry); l > 1 {
		s := math.Sqrt(l)
		rx, ry = rx*s, ry*s
	}
	num := rx*rx*ry*ry - rx*rx*y1*y1 - ry*ry*x1*x1
	den := rx*rx*y1*y1 + ry*ry*x1*x1
	k := 0.0
	if den > 0 && num > 0 {
		k = math.Sqrt(num / den)
	}
	if large == sweep {
		k = -k
	}
	cx1, cy1 := k*rx*y1/ry, -k*ry*x1/rx
	cx := cosPhi*cx1 - sinPhi*cy1 + (p0.X+end.X)/2
	cy := sinPhi*cx1 + cosPhi*cy1 + (p0.Y+end.Y)/2
	ang := func(ux, uy, vx, vy float64) float64 {
		return math.Atan2(ux*vy-uy*vx, ux*vx+uy*vy)
	}
	t1 := ang(1, 0, (x1-cx1)/rx, (y1-cy1)/ry)
	dt := ang((x1-cx1)/rx, (y1-cy1)/ry, (-x1-cx1)/rx, (-y1-cy1)/ry)
	if !sweep && dt > 0 {
		dt -= 2 * math.Pi
	} else if sweep && dt < 0 {
		dt += 2 * math.Pi
	}
	if math.IsNaN(dt) || math.IsNaN(t1) {
		p.LineTo(end)
		return
	}
	m := Matrix{cosPhi * rx, sinPhi * rx, -sinPhi * ry, cosPhi * ry, cx, cy}
	p.unitArc(m, t1, dt, end)
}

// unitArc adds the arc of the unit circle from angle t1 through dt, mapped by
// m, in pieces of at most 90°, landing exactly on end.
func (p *Path) unitArc(m Matrix, t1, dt float64, end Point) {
	n := int(math.Ceil(math.Abs(dt) / (math.Pi / 2)))
	if n < 1 {
		n = 1
	}
	step := dt / float64(n)
	alpha := 4.0 / 3 * math.Tan(step/4)
	for i := 0; i < n; i++ {
		a0 := t1 + step*float64(i)
		a1 := a0 + step
		s0, c0 := math.Sincos(a0)
		s1, c1 := math.Sincos(a1)
		b := m.Apply(Point{c0 - alpha*s0, s0 + alpha*c0})
		c := m.Apply(Point{c1 + alpha*s1, s1 - alpha*c1})
		d := m.Apply(Point{c1, s1})
		if i == n-1 {
			d = end
		}
		p.CubeTo(b, c, d)
	}
}

// Ellipse adds a closed ellipse centred at c with radii rx, ry, drawn in
// SVG's direction (clockwise on screen), as a new subpath.
func (p *Path) Ellipse(c Point, rx, ry float64) {
	m := Matrix{rx, 0, 0, ry, c.X, c.Y}
	start := m.Apply(Point{1, 0})
	p.MoveTo(start)
	p.unitArc(m, 0, 2*math.Pi, start)
	p.Close()
}
