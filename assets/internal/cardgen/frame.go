package cardgen

import (
	"github.com/cego-spiel/cego/assets/internal/palette"
	"github.com/cego-spiel/cego/assets/internal/vg"
)

// cardOutline is the paper: the whole card with rounded corners (and the
// pack's coloured edge band, if it has one). Everything outside stays
// transparent.
func cardOutline(pack string) []vg.Fill {
	var p vg.Path
	p.RoundRect(0, 0, cardW, cardH, cornerR)
	paper := palette.Packs[pack].Paper
	b := packs[pack].band
	if b == nil {
		return []vg.Fill{{Path: p, Color: paper, Opacity: 1}}
	}
	var inner vg.Path
	inner.RoundRect(b.inset, b.inset, cardW-b.inset, cardH-b.inset, b.radius)
	return []vg.Fill{{Path: p, Color: b.color, Opacity: 1}, {Path: inner, Color: paper, Opacity: 1}}
}

// cardRegion is the card outline as a clip region for full-card motifs.
var cardRegion = vg.RoundRectRegion(0, 0, cardW, cardH, cornerR, tol)

// frameFills draws the pack's frame lines.
func frameFills(pack string) []vg.Fill {
	var out []vg.Fill
	for _, fl := range packs[pack].frame {
		var p vg.Path
		p.RoundRect(fl.inset, fl.inset, cardW-fl.inset, cardH-fl.inset, fl.radius)
		out = append(out, vg.Fill{Path: vg.StrokeOutline(p, fl.width, vg.CapButt, vg.JoinRound, tol), Color: fl.color, Opacity: 1})
	}
	return out
}

// dividerFill is the thin line where the two halves of a double-ended card
// meet.
func dividerFill(pack string) vg.Fill {
	var p vg.Path
	p.MoveTo(vg.Point{X: 40, Y: cardH / 2})
	p.LineTo(vg.Point{X: cardW - 40, Y: cardH / 2})
	return vg.Fill{Path: vg.StrokeOutline(p, 2.5, vg.CapButt, vg.JoinMiter, tol), Color: packs[pack].divider, Opacity: 1}
}

// halfTurn maps the upper half of the card onto the lower half.
var halfTurn = vg.Translate(cardW, cardH).Mul(vg.Rotate(180))

// turned returns fills rotated a half turn about the card centre.
func turned(fs []vg.Fill) []vg.Fill {
	out := make([]vg.Fill, len(fs))
	for i, f := range fs {
		f.Path = f.Path.Transform(halfTurn)
		out[i] = f
	}
	return out
}
