package vg

// subpath is one subpath of a Path: its start and its drawing segments.
type subpath struct {
	start Point
	ops   []Op
	pts   [][]Point
}

func (p Path) subpaths() []subpath {
	var out []subpath
	for op, pts := range p.segments() {
		switch op {
		case OpMove:
			out = append(out, subpath{start: pts[0]})
		case OpClose:
		default:
			if len(out) == 0 {
				continue
			}
			s := &out[len(out)-1]
			s.ops = append(s.ops, op)
			s.pts = append(s.pts, pts)
		}
	}
	return out
}

// Oriented returns p with every subpath closed and wound so that its signed
// (shoelace, y-down) area is positive — clockwise on screen — or negative
// when positive is false. Use it to union solid parts drawn in mixed
// directions: under the nonzero rule, parts of one direction never cancel.
func (p Path) Oriented(positive bool) Path {
	var q Path
	for _, s := range p.subpaths() {
		var one Path
		one.MoveTo(s.start)
		for k, op := range s.ops {
			one.Ops = append(one.Ops, op)
			one.Pts = append(one.Pts, s.pts[k]...)
		}
		one.Close()
		area := 0.0
		for _, pl := range one.Flatten(0.5) {
			for i, a := range pl.Pts {
				b := pl.Pts[(i+1)%len(pl.Pts)]
				area += a.X*b.Y - b.X*a.Y
			}
		}
		if (area > 0) != positive && area != 0 {
			one = reverseSubpath(s)
		}
		q.Append(one)
	}
	return q
}

// reverseSubpath draws s backwards, closed.
func reverseSubpath(s subpath) Path {
	// Points at segment ends: e[0] = start, e[k+1] = end of segment k.
	ends := []Point{s.start}
	for _, pts := range s.pts {
		ends = append(ends, pts[len(pts)-1])
	}
	var q Path
	q.MoveTo(ends[len(ends)-1])
	for k := len(s.ops) - 1; k >= 0; k-- {
		to := ends[k]
		switch s.ops[k] {
		case OpLine:
			q.LineTo(to)
		case OpQuad:
			q.QuadTo(s.pts[k][0], to)
		case OpCube:
			q.CubeTo(s.pts[k][1], s.pts[k][0], to)
		}
	}
	q.Close()
	return q
}
