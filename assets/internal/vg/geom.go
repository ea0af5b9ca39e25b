package vg

import "math"

// Point is a position in user units (y grows downwards, as in SVG).
type Point struct{ X, Y float64 }

// Add returns p+q.
func (p Point) Add(q Point) Point { return Point{p.X + q.X, p.Y + q.Y} }

// Sub returns p−q.
func (p Point) Sub(q Point) Point { return Point{p.X - q.X, p.Y - q.Y} }

// Mul returns p scaled by k.
func (p Point) Mul(k float64) Point { return Point{p.X * k, p.Y * k} }

// Len is the Euclidean length of p as a vector.
func (p Point) Len() float64 { return math.Hypot(p.X, p.Y) }

// Matrix is an affine transform in SVG's order (a b c d e f):
// x' = a·x + c·y + e, y' = b·x + d·y + f.
type Matrix [6]float64

// Identity is the transform that changes nothing.
var Identity = Matrix{1, 0, 0, 1, 0, 0}

// Translate returns a translation by (x, y).
func Translate(x, y float64) Matrix { return Matrix{1, 0, 0, 1, x, y} }

// Scale returns a scaling by (sx, sy) about the origin.
func Scale(sx, sy float64) Matrix { return Matrix{sx, 0, 0, sy, 0, 0} }

// Rotate returns a rotation by deg degrees (clockwise on screen) about the origin.
func Rotate(deg float64) Matrix {
	s, c := math.Sincos(deg * math.Pi / 180)
	return Matrix{c, s, -s, c, 0, 0}
}

// Mul returns the transform that applies n first and then m.
func (m Matrix) Mul(n Matrix) Matrix {
	return Matrix{
		m[0]*n[0] + m[2]*n[1],
		m[1]*n[0] + m[3]*n[1],
		m[0]*n[2] + m[2]*n[3],
		m[1]*n[2] + m[3]*n[3],
		m[0]*n[4] + m[2]*n[5] + m[4],
		m[1]*n[4] + m[3]*n[5] + m[5],
	}
}

// Apply transforms p.
func (m Matrix) Apply(p Point) Point {
	return Point{m[0]*p.X + m[2]*p.Y + m[4], m[1]*p.X + m[3]*p.Y + m[5]}
}

// Det is the determinant of the linear part.
func (m Matrix) Det() float64 { return m[0]*m[3] - m[1]*m[2] }

// LineScale is the factor by which m scales a line width (exact for
// similarity transforms, the geometric mean of the axes otherwise).
func (m Matrix) LineScale() float64 { return math.Sqrt(math.Abs(m.Det())) }

// Rect is an axis-aligned box.
type Rect struct{ Min, Max Point }

// Empty reports whether r holds no area.
func (r Rect) Empty() bool { return !(r.Min.X < r.Max.X && r.Min.Y < r.Max.Y) }

// Union returns the smallest box holding r and s (an empty box is ignored).
func (r Rect) Union(s Rect) Rect {
	if r.Empty() {
		return s
	}
	if s.Empty() {
		return r
	}
	return Rect{
		Point{math.Min(r.Min.X, s.Min.X), math.Min(r.Min.Y, s.Min.Y)},
		Point{math.Max(r.Max.X, s.Max.X), math.Max(r.Max.Y, s.Max.Y)},
	}
}
