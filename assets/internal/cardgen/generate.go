package cardgen

import (
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strconv"

	"github.com/cego-spiel/cego/assets/internal/palette"
	"github.com/cego-spiel/cego/assets/internal/vg"
	"github.com/cego-spiel/cego/game"
)

// Generate composes every face and back of every pack from the motif tree
// art (laid out as assets/art: <pack>/<file>.svg). The result maps file names
// "<pack>/<code>.svg" (codes as game.Card.String, e.g. "adler/T21.svg",
// "schwarzwald/hK.svg") and "<pack>/back.svg" to file contents. Missing or
// malformed motifs are reported together, each naming its file.
func Generate(art fs.FS) (map[string][]byte, error) {
	out := map[string][]byte{}
	var errs []error
	seen := map[string]bool{}
	fail := func(err error) {
		if !seen[err.Error()] {
			seen[err.Error()] = true
			errs = append(errs, err)
		}
	}
	for _, pack := range palette.Names {
		m := &motifs{art: art, pack: pack}
		for c := game.Card(0); c < game.NumCards; c++ {
			layers, err := composeFace(m, c)
			if err != nil {
				fail(err)
				continue
			}
			out[pack+"/"+c.String()+".svg"] = vg.WriteSVG([4]float64{0, 0, cardW, cardH}, layers)
		}
		layers, err := back(m)
		if err != nil {
			fail(err)
		} else {
			out[pack+"/back.svg"] = vg.WriteSVG([4]float64{0, 0, cardW, cardH}, layers)
		}
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	return out, nil
}

// Files lists the names Generate produces, in a stable order.
func Files() []string {
	var names []string
	for _, pack := range palette.Names {
		for c := game.Card(0); c < game.NumCards; c++ {
			names = append(names, pack+"/"+c.String()+".svg")
		}
		names = append(names, pack+"/back.svg")
	}
	slices.Sort(names)
	return names
}

// composeFace composes one card face of the pack whose motifs m reads, as the
// three layers face, suit and index.
func composeFace(m *motifs, c game.Card) ([]vg.Layer, error) {
	pack := m.pack
	face := cardOutline(pack)
	var suit []vg.Fill
	switch {
	case c == game.CardGstiess:
		doc, err := m.load("gs.svg", gsBox)
		if err != nil {
			return nil, err
		}
		at := vg.Translate(40, 40)
		face = append(face, place(doc, at, regionOf(at, gsBox), nil)...)
	case c.IsTrump():
		n := int(c) + 1
		top, err := m.load("t"+strconv.Itoa(n)+".svg", trumpBox)
		if err != nil {
			return nil, err
		}
		bottom := top
		if name := "t" + strconv.Itoa(n) + "b.svg"; m.exists(name) {
			if bottom, err = m.load(name, trumpBox); err != nil {
				return nil, err
			}
		}
		at := vg.Translate(40, 150)
		face = append(face, place(top, at, regionOf(at, trumpBox), nil)...)
		low := halfTurn.Mul(at)
		face = append(face, place(bottom, low, regionOf(low, trumpBox), nil)...)
		face = append(face, dividerFill(pack))
		panel, err := packs[pack].panel(n)
		if err != nil {
			return nil, err
		}
		face = append(face, panel...)
		face = append(face, turned(panel)...)
	case c.IsCourt():
		doc, recolour, err := courtMotif(m, c)
		if err != nil {
			return nil, err
		}
		// The suit symbols a figure carries (its <g id="suit">) go to the
		// suit layer in the card's suit colour, so the four-colour option
		// recolours them with the corner's.
		body, carried := splitLayer(doc, "suit")
		col := suitColour(pack, suitLetter(c))
		at := vg.Translate(40, 40)
		low := halfTurn.Mul(at)
		for _, t := range []vg.Matrix{at, low} {
			face = append(face, place(body, t, regionOf(t, courtBox), recolour)...)
			for _, f := range place(carried, t, regionOf(t, courtBox), nil) {
				f.Color = col
				suit = append(suit, f)
			}
		}
		face = append(face, dividerFill(pack))
		sym := indexSuitFills(pack, suitLetter(c))
		suit = append(suit, sym...)
		suit = append(suit, turned(sym)...)
	default:
		suit = pipFills(pack, c)
	}
	face = append(face, frameFills(pack)...)
	idx, err := indexFills(pack, c)
	if err != nil {
		return nil, err
	}
	return []vg.Layer{
		{ID: "face", Fills: face},
		{ID: "suit", Fills: suit},
		{ID: "index", Fills: append(idx, turned(idx)...)},
	}, nil
}

// courtFiles are the generic court motifs by rank (Jack, Cavalier, Queen, King)
// and the rank letters of the per-suit override files.
var (
	courtFiles = [4]string{"jack.svg", "cavalier.svg", "queen.svg", "king.svg"}
	courtRank  = [4]string{"j", "c", "q", "k"}
)

// courtMotif picks the motif of a court card: the per-suit file if there is
// one (used as drawn), else the generic figure with its garment colours
// swapped per suit (README: hearts as drawn, diamonds A↔B, clubs A↔C,
// spades B↔C).
func courtMotif(m *motifs, c game.Card) (*vg.Doc, map[vg.RGB]vg.RGB, error) {
	r := c.Rank() - 4
	suit := suitLetter(c)
	if name := fmt.Sprintf("court-%s-%s.svg", suit, courtRank[r]); m.exists(name) {
		doc, err := m.load(name, courtBox)
		return doc, nil, err
	}
	doc, err := m.load(courtFiles[r], courtBox)
	if err != nil {
		return nil, nil, err
	}
	g := palette.Packs[m.pack].Garment
	swap := func(i, j int) map[vg.RGB]vg.RGB { return map[vg.RGB]vg.RGB{g[i]: g[j], g[j]: g[i]} }
	switch suit {
	case "d":
		return doc, swap(0, 1), nil
	case "c":
		return doc, swap(0, 2), nil
	case "s":
		return doc, swap(1, 2), nil
	}
	return doc, nil, nil
}

// back composes the card back: the motif clipped to the card's rounded
// outline, with the pack's frame.
func back(m *motifs) ([]vg.Layer, error) {
	doc, err := m.load("back.svg", backBox)
	if err != nil {
		return nil, err
	}
	face := cardOutline(m.pack)
	face = append(face, place(doc, vg.Identity, cardRegion, nil)...)
	face = append(face, frameFills(m.pack)...)
	return []vg.Layer{{ID: "face", Fills: face}}, nil
}
