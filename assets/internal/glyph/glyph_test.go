package glyph

import (
	"fmt"
	"strings"
	"testing"

	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// recorder writes down what Walk tells it.
type recorder struct{ strings.Builder }

func (r *recorder) MoveTo(p int)         { fmt.Fprintf(r, "M%d ", p) }
func (r *recorder) LineTo(p int)         { fmt.Fprintf(r, "L%d ", p) }
func (r *recorder) QuadTo(c, p int)      { fmt.Fprintf(r, "Q%d,%d ", c, p) }
func (r *recorder) CubeTo(c1, c2, p int) { fmt.Fprintf(r, "C%d,%d,%d ", c1, c2, p) }
func (r *recorder) Close()               { r.WriteString("Z ") }

func TestWalkClosesEveryContour(t *testing.T) {
	x := func(q fixed.Point26_6) int { return int(q.X) }
	segs := sfnt.Segments{
		{Op: sfnt.SegmentOpMoveTo, Args: [3]fixed.Point26_6{{X: 1}}},
		{Op: sfnt.SegmentOpLineTo, Args: [3]fixed.Point26_6{{X: 2}}},
		{Op: sfnt.SegmentOpQuadTo, Args: [3]fixed.Point26_6{{X: 3}, {X: 4}}},
		{Op: sfnt.SegmentOpMoveTo, Args: [3]fixed.Point26_6{{X: 5}}},
		{Op: sfnt.SegmentOpCubeTo, Args: [3]fixed.Point26_6{{X: 6}, {X: 7}, {X: 8}}},
	}
	var r recorder
	Walk(segs, x, &r)
	if got, want := r.String(), "M1 L2 Q3,4 Z M5 C6,7,8 Z "; got != want {
		t.Errorf("Walk: %q, want %q", got, want)
	}
	var empty recorder
	Walk(nil, x, &empty)
	if empty.String() != "" {
		t.Errorf("Walk of no segments: %q", empty.String())
	}
}

func TestWalkGlyphO(t *testing.T) {
	f, err := sfnt.Parse(goregular.TTF)
	if err != nil {
		t.Fatal(err)
	}
	var buf sfnt.Buffer
	g, err := f.GlyphIndex(&buf, 'O')
	if err != nil {
		t.Fatal(err)
	}
	segs, err := f.LoadGlyph(&buf, g, fixed.I(1000), nil)
	if err != nil {
		t.Fatal(err)
	}
	var r recorder
	Walk(segs, func(q fixed.Point26_6) int { return int(q.X) }, &r)
	// an O is two contours, the outer and the counter
	if m, z := strings.Count(r.String(), "M"), strings.Count(r.String(), "Z"); m != 2 || z != 2 {
		t.Errorf("O: %d contours begun, %d closed; want 2 and 2", m, z)
	}
}
