package cardgen

import (
	"strconv"

	"github.com/cego-spiel/cego/assets/internal/vg"
)

// The numeral sits in the band above the motif box (y 40..150).
const numeralCY = 95.0

// adlerPanel is the rose numeral panel of the Adler pack with the Arabic
// numeral in a bold slab serif.
func adlerPanel(n int) ([]vg.Fill, error) {
	var box vg.Path
	box.RoundRect(150, 50, 480, 140, 12)
	out := []vg.Fill{
		{Path: box, Color: vg.MustHex("#F1C6CF"), Opacity: 1},
		{Path: vg.StrokeOutline(box, 4, vg.CapButt, vg.JoinRound, tol), Color: vg.MustHex("#A8465E"), Opacity: 1},
	}
	num, err := slabFont.text(strconv.Itoa(n), cardW/2, numeralCY-3, 58, 1)
	if err != nil {
		return nil, err
	}
	return append(out, numeralFills(n, num, 58, vg.MustHex("#2B2118"))...), nil
}

// bourgeoisPanel is the woodcut pack's numeral at the top centre, between
// two short rules ending in lozenges.
func bourgeoisPanel(n int) ([]vg.Fill, error) {
	ink := vg.MustHex("#1F1A14")
	num, err := slabFont.text(strconv.Itoa(n), cardW/2, numeralCY, 62, 1)
	if err != nil {
		return nil, err
	}
	out := numeralFills(n, num, 62, ink)
	half := 22.0
	if n >= 10 {
		half = 44
	}
	for _, sign := range []float64{-1, 1} {
		x0 := cardW/2 + sign*(half+22)
		x1 := cardW/2 + sign*(half+110)
		var rule vg.Path
		rule.MoveTo(vg.Point{X: x0, Y: numeralCY})
		rule.LineTo(vg.Point{X: x1, Y: numeralCY})
		out = append(out, vg.Fill{Path: vg.StrokeOutline(rule, 3, vg.CapButt, vg.JoinMiter, tol), Color: ink, Opacity: 1})
		var loz vg.Path
		cx := x1 + sign*10
		loz.MoveTo(vg.Point{X: cx, Y: numeralCY - 10})
		loz.LineTo(vg.Point{X: cx + 10, Y: numeralCY})
		loz.LineTo(vg.Point{X: cx, Y: numeralCY + 10})
		loz.LineTo(vg.Point{X: cx - 10, Y: numeralCY})
		loz.Close()
		out = append(out, vg.Fill{Path: loz.Oriented(true), Color: vg.MustHex("#A63A2B"), Opacity: 1})
	}
	return out, nil
}

// schwarzwaldPanel is the modern pack's numeral: snow white on a forest
// green pill.
func schwarzwaldPanel(n int) ([]vg.Fill, error) {
	w := 110.0
	if n >= 10 {
		w = 150
	}
	var pill vg.Path
	pill.RoundRect(cardW/2-w/2, 56, cardW/2+w/2, 134, 39)
	num, err := sansFont.text(strconv.Itoa(n), cardW/2, numeralCY-2, 46, 1)
	if err != nil {
		return nil, err
	}
	out := []vg.Fill{{Path: pill, Color: vg.MustHex("#2F5D3A"), Opacity: 1}}
	return append(out, numeralFills(n, num, 46, vg.MustHex("#FAFAF7"))...), nil
}

// numeralFills paints a trump numeral, with the bar under a lone 6 or 9.
func numeralFills(n int, num vg.Path, height float64, col vg.RGB) []vg.Fill {
	out := []vg.Fill{{Path: num, Color: col, Opacity: 1}}
	if bar, ok := underline6or9(strconv.Itoa(n), num, height); ok {
		out = append(out, vg.Fill{Path: bar, Color: col, Opacity: 1})
	}
	return out
}
