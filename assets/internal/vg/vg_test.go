package vg

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// renderDoc rasterises a parsed document at scale s (for tests and debugging).
func renderDoc(doc *Doc, s float64) *image.RGBA {
	w, h := int(doc.ViewBox[2]*s), int(doc.ViewBox[3]*s)
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	var r Rasterizer
	m := Scale(s, s).Mul(Translate(-doc.ViewBox[0], -doc.ViewBox[1]))
	for _, sh := range doc.Shapes {
		for _, f := range sh.Fills(0.1) {
			r.Fill(img, f, m)
		}
	}
	return img
}

func TestParseFeatures(t *testing.T) {
	data, err := os.ReadFile("../../testdata/motifs/features.svg")
	if err != nil {
		t.Fatal(err)
	}
	doc, err := Parse(data)
	if err != nil {
		t.Fatalf("features.svg: %v", err)
	}
	if len(doc.Shapes) != 11 {
		t.Errorf("got %d shapes, want 11", len(doc.Shapes))
	}
	img := renderDoc(doc, 1)
	if out := os.Getenv("VG_DEBUG_PNG"); out != "" {
		f, _ := os.Create(out)
		png.Encode(f, img)
		f.Close()
	}
	// The hole of the second subpath (reverse winding) stays unpainted.
	if c := img.RGBAAt(250, 100); c.R < 100 {
		t.Errorf("hole at (250,100) painted: %v", c)
	}
	// The frame of the square around the hole is painted blue.
	if c := img.RGBAAt(234, 100); c.B < 100 {
		t.Errorf("ring at (234,100) not painted: %v", c)
	}
	// The round-capped dot at (480,60) is painted.
	if c := img.RGBAAt(480, 60); c.A < 250 || c.R > 40 {
		t.Errorf("dot at (480,60) not painted: %v", c)
	}
}

func TestParseRefusesOutsideSubset(t *testing.T) {
	files, _ := filepath.Glob("../../testdata/motifs/forbidden-*.svg")
	if len(files) < 8 {
		t.Fatalf("only %d forbidden test files", len(files))
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Parse(data); err == nil {
			t.Errorf("%s: parsed, want an error", filepath.Base(f))
		} else {
			t.Logf("%s: %v", filepath.Base(f), err)
		}
	}
}

func TestPathDataErrors(t *testing.T) {
	for _, d := range []string{"L1 2", "M1", "M1 2 C1 2 3", "M0 0 A1 1 0 2 0 3 3", "M1 2 Z 3", "M1e400 2"} {
		if _, err := ParsePathData(d); err == nil {
			t.Errorf("%q: no error", d)
		}
	}
	p, err := ParsePathData("M0 0a5 5 0 1 1 10 0z")
	if err != nil || p.Len() < 3 {
		t.Errorf("packed arc flags: %v %d", err, p.Len())
	}
}

// shoelace is the signed area of a ring.
func shoelace(pts []Point) float64 {
	s := 0.0
	for i, a := range pts {
		b := pts[(i+1)%len(pts)]
		s += a.X*b.Y - b.X*a.Y
	}
	return s / 2
}

func TestStrokeOutlineWinding(t *testing.T) {
	for _, d := range []string{"M0 0 L100 0", "M0 0 L100 0 L100 100", "M0 0 L100 0 L0 10", "M0 0 L-100 0 L-100 -100 L50 30", "M0 0 C50 100 100 -100 150 0"} {
		p, _ := ParsePathData(d)
		out := StrokeOutline(p, 10, CapRound, JoinRound, 0.1)
		for _, pl := range out.Flatten(0.1) {
			if a := shoelace(pl.Pts); a >= 0 {
				t.Errorf("%q: outline area %v, want negative", d, a)
			}
		}
	}
}

func TestWriteRoundTrip(t *testing.T) {
	p, _ := ParsePathData("M0 0 L10 0 Q20 5 10 10 C5 15 2 15 0 10 Z")
	data := WriteSVG([4]float64{0, 0, 30, 30}, []Layer{{ID: "face", Fills: []Fill{{Path: p, Color: MustHex("#123456"), Opacity: 0.5}}}})
	doc, err := Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	if len(doc.Shapes) != 1 || doc.Shapes[0].Layer != "face" || doc.Shapes[0].FillOpacity != 0.5 || doc.Shapes[0].Fill.Color != MustHex("#123456") {
		t.Errorf("round trip: %+v", doc.Shapes)
	}
	if !strings.Contains(string(data), `d="m0 0l10 0q10 5 0 10c-5 5-8 5-10 0z"`) {
		t.Errorf("path data: %s", data)
	}
	// The relative encoding reads back to the same points.
	back := doc.Shapes[0].Path
	for i, a := range p.Pts {
		if d := a.Sub(back.Pts[i]).Len(); d > 0.01 {
			t.Errorf("point %d: %v became %v", i, a, back.Pts[i])
		}
	}
}

// TestPlainDecimal: the fast number path gives exactly what strconv gives.
func TestPlainDecimal(t *testing.T) {
	for _, s := range []string{"0", "-0", "1", "-12.5", "0.1", ".5", "-.25", "123456.7", "9999999", "3.14159265358979", "+7", "1.", "0.30000000000000"} {
		got, ok := plainDecimal(s)
		want, err := strconv.ParseFloat(s, 64)
		if !ok || err != nil || got != want {
			t.Errorf("%q: got %v (%v), strconv %v (%v)", s, got, ok, want, err)
		}
	}
	for _, s := range []string{"1e3", "1.2.3", "-", "x"} {
		if v, ok := plainDecimal(s); ok && s != "-" {
			t.Errorf("%q: accepted as %v", s, v)
		}
	}
}
