package courtart

import (
	"fmt"
	"math"
	"strings"
)

// pt is a point in motif units.
type pt struct{ x, y float64 }

// manner is how a pack draws: ink, line weights, hatching, the colours of
// skin and linen.
type manner struct {
	ink               string
	outline, detail   float64
	hatch             float64 // hatching line spacing; 0 draws none
	engraved          bool    // shadows cross-hatched, faces modelled in lines
	skin, linen, gold string
	cheek             string
}

// canvas collects the SVG elements of one motif, and the names of parts
// asked for that the kit does not know.
type canvas struct {
	b       strings.Builder
	m       manner
	unknown func(kind, name string)
}

func f(v float64) string {
	s := fmt.Sprintf("%.1f", v)
	s = strings.TrimSuffix(s, ".0")
	if s == "-0" {
		return "0"
	}
	return s
}

// attrs are the paint attributes of an outlined shape: fill colour (or
// "none") and an ink stroke sw units wide (none when sw is 0).
func (c *canvas) attrs(fill string, sw float64) string {
	if sw <= 0 {
		return fmt.Sprintf(`fill="%s"`, fill)
	}
	return fmt.Sprintf(`fill="%s" stroke="%s" stroke-width="%s" stroke-linecap="round" stroke-linejoin="round"`, fill, c.m.ink, f(sw))
}

// path draws path data d filled with fill and outlined sw wide.
func (c *canvas) path(d, fill string, sw float64) {
	fmt.Fprintf(&c.b, "<path d=\"%s\" %s/>\n", d, c.attrs(fill, sw))
}

// stroke draws path data d as a line of colour col, w wide.
func (c *canvas) stroke(d, col string, w float64) {
	fmt.Fprintf(&c.b, "<path d=\"%s\" fill=\"none\" stroke=\"%s\" stroke-width=\"%s\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n", d, col, f(w))
}

// bar draws d as a thick band of colour col w wide with an ink edge.
func (c *canvas) bar(d, col string, w float64) {
	c.stroke(d, c.m.ink, w+2*c.m.detail)
	c.stroke(d, col, w)
}

// poly draws a closed polygon.
func (c *canvas) poly(p []pt, fill string, sw float64) {
	c.path(polyD(p), fill, sw)
}

// ellipse draws an ellipse.
func (c *canvas) ellipse(x, y, rx, ry float64, fill string, sw float64) {
	fmt.Fprintf(&c.b, "<ellipse cx=\"%s\" cy=\"%s\" rx=\"%s\" ry=\"%s\" %s/>\n", f(x), f(y), f(rx), f(ry), c.attrs(fill, sw))
}

// circle draws a circle.
func (c *canvas) circle(x, y, r float64, fill string, sw float64) {
	c.ellipse(x, y, r, r, fill, sw)
}

// group opens a group moved by transform tr; end closes it.
func (c *canvas) group(tr string) { fmt.Fprintf(&c.b, "<g transform=\"%s\">\n", tr) }
func (c *canvas) end()            { c.b.WriteString("</g>\n") }

// hatchRegion lays parallel ink lines at angle deg (degrees, 0 = horizontal)
// across polygon p, the pack's spacing apart times k: the engraver's and the
// woodcutter's shading. Flat packs get none.
func (c *canvas) hatchRegion(p []pt, deg, k float64) {
	if c.m.hatch <= 0 || len(p) < 3 {
		return
	}
	gap := c.m.hatch * k
	a := deg * math.Pi / 180
	dir := pt{math.Cos(a), math.Sin(a)}
	nrm := pt{-dir.y, dir.x}
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, q := range p {
		d := q.x*nrm.x + q.y*nrm.y
		lo, hi = math.Min(lo, d), math.Max(hi, d)
	}
	var sb strings.Builder
	for d := lo + gap/2; d < hi; d += gap {
		// Where the line {x·nrm = d} crosses the polygon's edges, along dir.
		var ts []float64
		for i := range p {
			a, b := p[i], p[(i+1)%len(p)]
			da, db := a.x*nrm.x+a.y*nrm.y-d, b.x*nrm.x+b.y*nrm.y-d
			if (da < 0) == (db < 0) {
				continue
			}
			t := da / (da - db)
			x, y := a.x+t*(b.x-a.x), a.y+t*(b.y-a.y)
			ts = append(ts, x*dir.x+y*dir.y)
		}
		sortFloats(ts)
		for i := 0; i+1 < len(ts); i += 2 {
			if ts[i+1]-ts[i] < 3 {
				continue
			}
			p0 := pt{nrm.x*d + dir.x*ts[i], nrm.y*d + dir.y*ts[i]}
			p1 := pt{nrm.x*d + dir.x*ts[i+1], nrm.y*d + dir.y*ts[i+1]}
			fmt.Fprintf(&sb, "M%s %sL%s %s", f(p0.x), f(p0.y), f(p1.x), f(p1.y))
		}
	}
	if sb.Len() > 0 {
		c.stroke(sb.String(), c.m.ink, 1.6)
	}
}

func sortFloats(v []float64) {
	for i := 1; i < len(v); i++ {
		for j := i; j > 0 && v[j] < v[j-1]; j-- {
			v[j], v[j-1] = v[j-1], v[j]
		}
	}
}

// polyD is the path data of a closed polygon.
func polyD(p []pt) string {
	var sb strings.Builder
	for i, q := range p {
		if i == 0 {
			sb.WriteString("M")
		} else {
			sb.WriteString("L")
		}
		sb.WriteString(f(q.x) + " " + f(q.y))
	}
	sb.WriteString("Z")
	return sb.String()
}

// svg wraps the collected elements in the motif's svg element.
func (c *canvas) svg() []byte {
	return []byte("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 550 470\" width=\"550\" height=\"470\">\n" + c.b.String() + "</svg>\n")
}
