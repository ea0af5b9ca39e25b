package vg

import (
	"image"
	"math"
	"testing"
)

// area is the total signed area of a path's flattened subpaths.
func area(p Path) float64 {
	a := 0.0
	for _, pl := range p.Flatten(0.01) {
		a += shoelace(pl.Pts)
	}
	return a
}

// painted rasterises p in a 130×130 box and returns the covered area.
func painted(p Path) float64 {
	img := image.NewRGBA(image.Rect(0, 0, 130, 130))
	var r Rasterizer
	r.Fill(img, Fill{Path: p, Color: RGB{}, Opacity: 1}, Identity)
	sum := 0
	for i := 3; i < len(img.Pix); i += 4 {
		sum += int(img.Pix[i])
	}
	return float64(sum) / 255
}

func TestCircleAndArcAreas(t *testing.T) {
	var c Path
	c.Ellipse(Point{50, 50}, 20, 20)
	if got, want := area(c), math.Pi*400; math.Abs(got-want) > 0.5 {
		t.Errorf("circle area %v, want %v", got, want)
	}
	// Two half-circle arcs make the same circle.
	p, err := ParsePathData("M30 50 A20 20 0 0 1 70 50 A20 20 0 0 1 30 50 Z")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := math.Abs(area(p)), math.Pi*400; math.Abs(got-want) > 0.5 {
		t.Errorf("arc circle area %v, want %v", got, want)
	}
	// An arc too small for its endpoints is scaled up to a half circle.
	p, _ = ParsePathData("M0 0 A1 1 0 0 1 10 0 Z")
	if got, want := math.Abs(area(p)), math.Pi*25/2; math.Abs(got-want) > 0.3 {
		t.Errorf("scaled arc area %v, want %v", got, want)
	}
}

func TestStrokeAreas(t *testing.T) {
	line, _ := ParsePathData("M0 0 L100 0")
	for _, tc := range []struct {
		c    Cap
		want float64
	}{{CapButt, 1000}, {CapSquare, 1100}, {CapRound, 1000 + math.Pi*25}} {
		got := math.Abs(area(StrokeOutline(line, 10, tc.c, JoinMiter, 0.01)))
		if math.Abs(got-tc.want) > 1 {
			t.Errorf("cap %d: area %v, want %v", tc.c, got, tc.want)
		}
	}
	// A closed square ring: outer 110² minus inner 90² with miter joins.
	// The painted area is measured by rasterising: inner join loops add to
	// the signed area but not to what is painted.
	sq, _ := ParsePathData("M10 10 H110 V110 H10 Z")
	if got := painted(StrokeOutline(sq, 10, CapButt, JoinMiter, 0.01)); math.Abs(got-(110*110-90*90)) > 2 {
		t.Errorf("square ring paints %v, want %v", got, 110*110-90*90)
	}
	// A zigzag with sharp inner joins paints no more than its segments'
	// stroke area plus the joins, and leaves no gaps at the joins.
	zz, _ := ParsePathData("M10 10 L60 100 L110 10")
	z := painted(StrokeOutline(zz, 10, CapButt, JoinRound, 0.01))
	seg := 2 * math.Hypot(50, 90) * 10
	if z < seg-60 || z > seg+60 {
		t.Errorf("zigzag paints %v, want about %v", z, seg)
	}
}

func TestTransforms(t *testing.T) {
	for _, tc := range []struct {
		s    string
		in   Point
		want Point
	}{
		{"translate(10 20)", Point{1, 1}, Point{11, 21}},
		{"scale(2 3)", Point{1, 1}, Point{2, 3}},
		{"rotate(90)", Point{1, 0}, Point{0, 1}},
		{"rotate(180 10 10)", Point{0, 0}, Point{20, 20}},
		{"translate(5,5) scale(2 2)", Point{1, 1}, Point{7, 7}},
		{"matrix(1 0 0 -1 0 100)", Point{3, 4}, Point{3, 96}},
	} {
		m, err := parseTransform(tc.s)
		if err != nil {
			t.Fatalf("%s: %v", tc.s, err)
		}
		if got := m.Apply(tc.in); got.Sub(tc.want).Len() > 1e-9 {
			t.Errorf("%s(%v) = %v, want %v", tc.s, tc.in, got, tc.want)
		}
	}
	for _, bad := range []string{"scale(2)", "skewX(10)", "rotate(1 2)", "translate(1 2", "matrix(1 2 3)"} {
		if _, err := parseTransform(bad); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
}

func TestClipFill(t *testing.T) {
	var p Path
	p.RoundRect(-50, -50, 50, 50, 0)
	var hole Path
	hole.RoundRect(-10, -10, 10, 10, 0)
	p = p.Oriented(true)
	p.Append(hole.Oriented(false))
	f, ok := ClipFill(Fill{Path: p, Opacity: 1}, RectRegion(0, 0, 100, 100), 0.1)
	if !ok {
		t.Fatal("clipped away")
	}
	// The quarter of the square left, minus a quarter of the hole.
	if got := math.Abs(area(f.Path)); math.Abs(got-(2500-100)) > 1 {
		t.Errorf("clipped area %v, want 2400", got)
	}
	if _, ok := ClipFill(Fill{Path: p}, RectRegion(200, 200, 300, 300), 0.1); ok {
		t.Error("a fill outside the region survived")
	}
}
