package cardgen

import (
	"os"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/cego-spiel/cego/assets/internal/palette"
	"github.com/cego-spiel/cego/assets/internal/vg"
	"github.com/cego-spiel/cego/game"
)

// testArt is a complete motif tree of simple test motifs (not the real art):
// it exercises the composition without waiting for the artists.
func testArt(t *testing.T) fstest.MapFS {
	t.Helper()
	features, err := os.ReadFile("../../testdata/motifs/features.svg")
	if err != nil {
		t.Fatal(err)
	}
	box := func(w, h int, fill string) []byte {
		return []byte(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ` + strconv.Itoa(w) + ` ` + strconv.Itoa(h) + `">` +
			`<rect x="100" y="100" width="200" height="200" fill="` + fill + `" stroke="#2b2118" stroke-width="6"/></svg>`)
	}
	fsys := fstest.MapFS{}
	for _, pack := range palette.Names {
		g := palette.Packs[pack].Garment
		for n := 1; n <= 21; n++ {
			fsys[pack+"/t"+strconv.Itoa(n)+".svg"] = &fstest.MapFile{Data: features}
		}
		fsys[pack+"/gs.svg"] = &fstest.MapFile{Data: box(550, 1020, "#123456")}
		for _, f := range courtFiles {
			fsys[pack+"/"+f] = &fstest.MapFile{Data: box(550, 470, g[0].Hex())}
		}
		fsys[pack+"/back.svg"] = &fstest.MapFile{Data: box(630, 1100, "#1f3566")}
	}
	return fsys
}

func TestGenerateComplete(t *testing.T) {
	files, err := Generate(testArt(t))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 3*55 || len(Files()) != 3*55 {
		t.Fatalf("got %d files, list has %d, want 165", len(files), len(Files()))
	}
	for _, name := range Files() {
		data, ok := files[name]
		if !ok {
			t.Fatalf("%s not generated", name)
		}
		s := string(data)
		for _, bad := range []string{"stroke", "transform", " opacity=\"", "rgb(", "<text"} {
			if strings.Contains(s, bad) {
				t.Errorf("%s contains %q", name, bad)
			}
		}
		doc, err := vg.Parse(data)
		if err != nil {
			t.Fatalf("%s does not parse: %v", name, err)
		}
		if doc.ViewBox != [4]float64{0, 0, 630, 1100} {
			t.Errorf("%s: viewBox %v", name, doc.ViewBox)
		}
	}
}

func TestCourtRecolour(t *testing.T) {
	files, err := Generate(testArt(t))
	if err != nil {
		t.Fatal(err)
	}
	g := palette.Packs["adler"].Garment
	want := map[string]vg.RGB{"hK": g[0], "dK": g[1], "cK": g[2], "sK": g[0]}
	for code, col := range want {
		if s := string(files["adler/"+code+".svg"]); !strings.Contains(s, `fill="`+col.Hex()+`"`) {
			t.Errorf("adler %s: garment colour %s missing", code, col.Hex())
		}
	}
	// A per-suit court file is used as drawn.
	art := testArt(t)
	art["adler/court-d-q.svg"] = &fstest.MapFile{Data: []byte(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 550 470"><circle cx="275" cy="235" r="100" fill="#abcdef"/></svg>`)}
	files, err = Generate(art)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(files["adler/dQ.svg"]), "#abcdef") || strings.Contains(string(files["adler/hQ.svg"]), "#abcdef") {
		t.Error("court-d-q.svg not used for dQ alone")
	}
}

func TestGenerateNamesMissingAndBadMotifs(t *testing.T) {
	art := testArt(t)
	delete(art, "bourgeois/t7.svg")
	art["schwarzwald/king.svg"] = &fstest.MapFile{Data: []byte(`<svg viewBox="0 0 550 470"><text>K</text></svg>`)}
	art["adler/gs.svg"] = &fstest.MapFile{Data: []byte(`<svg viewBox="0 0 550 1000"></svg>`)}
	_, err := Generate(art)
	if err == nil {
		t.Fatal("no error")
	}
	for _, want := range []string{"assets/art/bourgeois/t7.svg is missing", "assets/art/schwarzwald/king.svg", "<text>", "assets/art/adler/gs.svg: viewBox"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error does not mention %q:\n%v", want, err)
		}
	}
}

func TestPipCounts(t *testing.T) {
	want := map[string]int{"h4": 4, "h1": 1, "d3": 3, "c7": 7, "s10": 10, "c9": 9}
	for code, n := range want {
		c, _ := game.ParseCard(code)
		if got := pipCount(c); got != n {
			t.Errorf("%s: %d pips, want %d", code, got, n)
		}
		pts, _ := pipLayout(c.Suit() == game.Hearts || c.Suit() == game.Diamonds, n)
		if len(pts) != n {
			t.Errorf("%s: layout has %d places", code, len(pts))
		}
	}
}

// TestCourtCarriedSuit: the shapes of a court motif's <g id="suit"> go to
// the card's suit layer in the pack's suit colour, at both ends; the rest
// stays in the face layer.
func TestCourtCarriedSuit(t *testing.T) {
	art := testArt(t)
	art["bourgeois/court-d-k.svg"] = &fstest.MapFile{Data: []byte(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 550 470">` +
		`<rect x="200" y="200" width="100" height="100" fill="#123456"/>` +
		`<g id="suit"><circle cx="300" cy="300" r="20" fill="#c8102e"/></g></svg>`)}
	files, err := Generate(art)
	if err != nil {
		t.Fatal(err)
	}
	doc, err := vg.Parse(files["bourgeois/dK.svg"])
	if err != nil {
		t.Fatal(err)
	}
	red := palette.Packs["bourgeois"].Red
	inSuit, inFace := 0, 0
	for _, sh := range doc.Shapes {
		switch {
		case sh.Layer == "suit" && sh.Fill.Color == red && sh.Path.InkBounds().Min.X > 200:
			inSuit++ // the carried circle (the corner symbols are left of x 200)
		case sh.Layer == "face" && sh.Fill.Color == vg.MustHex("#123456"):
			inFace++
		case sh.Fill.Color == vg.MustHex("#c8102e") && red != sh.Fill.Color:
			t.Errorf("the carried symbol kept its drawn colour in layer %q", sh.Layer)
		}
	}
	if inSuit < 2 || inFace < 2 {
		t.Errorf("carried symbol in the suit layer %d times, the rest in the face layer %d times; want both at both ends", inSuit, inFace)
	}
}
