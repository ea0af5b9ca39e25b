package vg

// Fill is a plain filled outline: what the generated card files hold and
// what the renderer draws.
type Fill struct {
	Path    Path
	Color   RGB
	Opacity float64 // 0..1, fill-opacity with every opacity folded in
}

// Fills turns a shape into filled outlines in painting order: its fill, then
// its stroke as an outline flattened to within tol. Invisible parts are left
// out.
func (s Shape) Fills(tol float64) []Fill {
	var out []Fill
	if !s.Fill.None && s.FillOpacity > 0 {
		if p := closeAll(s.Path); p.Len() > 0 {
			out = append(out, Fill{Path: p, Color: s.Fill.Color, Opacity: s.FillOpacity})
		}
	}
	if !s.Stroke.None && s.StrokeOpacity > 0 && s.StrokeWidth > 0 {
		if p := StrokeOutline(s.Path, s.StrokeWidth, s.Cap, s.Join, tol); p.Len() > 0 {
			out = append(out, Fill{Path: p, Color: s.Stroke.Color, Opacity: s.StrokeOpacity})
		}
	}
	return out
}

// closeAll returns p with every subpath closed and subpaths that cannot
// cover area (a lone moveto) dropped.
func closeAll(p Path) Path {
	var q Path
	open := false
	segs := 0
	for op, pts := range p.segments() {
		switch op {
		case OpMove:
			if open {
				q.closeOrDrop(segs)
			}
			q.MoveTo(pts[0])
			open, segs = true, 0
		case OpClose:
			if open {
				q.closeOrDrop(segs)
				open = false
			}
		default:
			if !open {
				continue // Path from ParsePathData always has a move first
			}
			q.Ops = append(q.Ops, op)
			q.Pts = append(q.Pts, pts...)
			segs++
		}
	}
	if open {
		q.closeOrDrop(segs)
	}
	return q
}

// closeOrDrop closes the subpath being built, or removes its lone moveto.
func (q *Path) closeOrDrop(segs int) {
	if segs == 0 {
		q.Ops = q.Ops[:len(q.Ops)-1]
		q.Pts = q.Pts[:len(q.Pts)-1]
		return
	}
	q.Ops = append(q.Ops, OpClose)
}
