package assets

import (
	"fmt"
	"image"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// The distinctness measure: two picture faces of a pack are near-duplicates
// when their outline sketches at 90 px — the width at which ART.md asks a
// player to name every motif — match.
//
// Each face is drawn 90 px wide without corner indices and turned grey
// (luma). Its sketch is the gradient magnitude of the grey picture: where the
// picture has edges, whatever colours meet there, so a figure recoloured
// (red coat made blue, or made ochre) keeps its sketch. From every sketch the
// pack's mean sketch is taken away — the frame, the divider, the numeral
// panels, the landscape bands every trump of a pack shares — leaving what
// makes the face itself. Two faces whose remainders correlate (Pearson) at
// nearDuplicate or above are the same drawing.
//
// Measured on the art of issue #19 before the courts were redrawn: the 68
// pairs of one court drawing recoloured for two suits (24 in adler and
// bourgeois, 20 in schwarzwald, whose jacks were two drawings) scored 0.805
// to 0.992, every pair of different drawings 0.565 at most. The threshold
// sits between the two. (The issue counted 45 pairs, 4 of them in adler; a
// plain difference of grey levels gives that 4, as an ochre coat turned red
// or blue changes its grey. Those courts are the same drawing all the same,
// so the measure compares edges, not grey levels.)
const (
	sketchWidth   = 90
	nearDuplicate = 0.70
)

// pictureFaces are the faces that carry a picture: trumps, Gstieß, courts.
func pictureFaces() []game.Card {
	var cs []game.Card
	for c := game.Card(0); c < game.NumCards; c++ {
		if c.IsTrump() || c.IsCourt() {
			cs = append(cs, c)
		}
	}
	return cs
}

// sketch is the gradient magnitude of img's luma, one value a pixel.
func sketch(img *image.RGBA) []float64 {
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	grey := make([]float64, w*h)
	for i := range grey {
		p := img.Pix[4*i : 4*i+4]
		grey[i] = (0.299*float64(p[0]) + 0.587*float64(p[1]) + 0.114*float64(p[2])) / 255
	}
	out := make([]float64, w*h)
	for y := 1; y < h-1; y++ {
		for x := 1; x < w-1; x++ {
			gx := grey[y*w+x+1] - grey[y*w+x-1]
			gy := grey[(y+1)*w+x] - grey[(y-1)*w+x]
			out[y*w+x] = math.Hypot(gx, gy)
		}
	}
	return out
}

// similarPair is two faces and how alike their sketches are.
type similarPair struct {
	a, b string
	corr float64
}

// sketchSimilarity returns, for every pair of named sketches, the Pearson
// correlation of their remainders after the mean of all of them is taken
// away, most alike first.
func sketchSimilarity(names []string, sketches [][]float64) []similarPair {
	n := len(sketches[0])
	mean := make([]float64, n)
	for _, s := range sketches {
		for i, v := range s {
			mean[i] += v / float64(len(sketches))
		}
	}
	rest := make([][]float64, len(sketches))
	for k, s := range sketches {
		r := make([]float64, n)
		m := 0.0
		for i, v := range s {
			r[i] = v - mean[i]
			m += r[i] / float64(n)
		}
		for i := range r {
			r[i] -= m
		}
		rest[k] = r
	}
	var out []similarPair
	for i := range rest {
		for j := i + 1; j < len(rest); j++ {
			var ab, aa, bb float64
			for k := range rest[i] {
				ab += rest[i][k] * rest[j][k]
				aa += rest[i][k] * rest[i][k]
				bb += rest[j][k] * rest[j][k]
			}
			out = append(out, similarPair{names[i], names[j], ab / math.Sqrt(aa*bb)})
		}
	}
	slices.SortFunc(out, func(p, q similarPair) int {
		switch {
		case p.corr > q.corr:
			return -1
		case p.corr < q.corr:
			return 1
		}
		return 0
	})
	return out
}

// packSketches draws the picture faces of pack and sketches them.
func packSketches(t *testing.T, pack string) ([]string, [][]float64) {
	t.Helper()
	var names []string
	var sketches [][]float64
	for _, c := range pictureFaces() {
		names = append(names, c.String())
		sketches = append(sketches, sketch(mustFace(t, pack, c, sketchWidth, Style{NoCornerIndex: true})))
	}
	return names, sketches
}

// TestFacesDistinct: no two picture faces of a pack are the same drawing,
// recoloured or not (issue #19: every court its own person).
func TestFacesDistinct(t *testing.T) {
	for _, pack := range Packs() {
		names, sketches := packSketches(t, pack)
		pairs := sketchSimilarity(names, sketches)
		var dups []string
		for _, p := range pairs {
			if p.corr >= nearDuplicate {
				dups = append(dups, fmt.Sprintf("%s~%s (%.3f)", p.a, p.b, p.corr))
			}
		}
		if len(dups) > 0 {
			t.Errorf("%s: %d pairs of faces are the same drawing at %d px (sketch correlation ≥ %.2f): %s",
				pack, len(dups), sketchWidth, nearDuplicate, strings.Join(dups, ", "))
		}
		if len(pairs) > 0 {
			t.Logf("%s: most alike %s~%s %.3f", pack, pairs[0].a, pairs[0].b, pairs[0].corr)
		}
	}
}

// TestFacesDistinctFlagsRecolouring: the measure calls a face and a
// recoloured copy of it (red, green and blue channels rotated: every garment
// changes colour and lightness) the same drawing, and still tells the other
// faces apart from both.
func TestFacesDistinctFlagsRecolouring(t *testing.T) {
	for _, pack := range Packs() {
		names, sketches := packSketches(t, pack)
		for _, code := range []string{"hK", "sC", "T15"} {
			c, err := game.ParseCard(code)
			if err != nil {
				t.Fatal(err)
			}
			src := mustFace(t, pack, c, sketchWidth, Style{NoCornerIndex: true})
			cp := image.NewRGBA(src.Bounds())
			for i := 0; i < len(src.Pix); i += 4 {
				cp.Pix[i], cp.Pix[i+1], cp.Pix[i+2], cp.Pix[i+3] = src.Pix[i+2], src.Pix[i], src.Pix[i+1], src.Pix[i+3]
			}
			all := append(slices.Clone(names), "copy")
			pairs := sketchSimilarity(all, append(slices.Clone(sketches), sketch(cp)))
			for _, p := range pairs {
				if p.b == "copy" && p.a == code && p.corr < nearDuplicate {
					t.Errorf("%s: %s and its recoloured copy score %.3f, under %.2f", pack, code, p.corr, nearDuplicate)
				}
			}
		}
	}
}
