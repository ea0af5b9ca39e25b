package vg

import (
	"bytes"
	"fmt"
	"math"
	"strconv"
)

// Layer is a named group of fills in a written file. The generated card
// files use the ids "face", "suit" and "index".
type Layer struct {
	ID    string
	Fills []Fill
}

// WriteSVG encodes layers as an SVG file of filled paths only: no strokes,
// transforms or group opacity, colours as #rrggbb, coordinates rounded to a
// tenth of a unit — a file Fyne's reader draws as our rasteriser does.
func WriteSVG(viewBox [4]float64, layers []Layer) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="%s %s %s %s" width="%s" height="%s">`+"\n",
		num(viewBox[0]), num(viewBox[1]), num(viewBox[2]), num(viewBox[3]), num(viewBox[2]), num(viewBox[3]))
	for _, l := range layers {
		if len(l.Fills) == 0 {
			continue
		}
		fmt.Fprintf(&b, "<g id=%q>\n", l.ID)
		for _, f := range l.Fills {
			d := PathData(f.Path)
			if d == "" {
				continue
			}
			b.WriteString(`<path fill="` + f.Color.Hex() + `"`)
			if f.Opacity < 1 {
				b.WriteString(` fill-opacity="` + strconv.FormatFloat(math.Round(f.Opacity*1000)/1000, 'f', -1, 64) + `"`)
			}
			b.WriteString(` d="` + d + "\"/>\n")
		}
		b.WriteString("</g>\n")
	}
	b.WriteString("</svg>\n")
	return b.Bytes()
}

// PathData encodes p as compact path data: relative m l q c and z, every
// point rounded to a tenth of a unit first so that errors never add up.
func PathData(p Path) string {
	var b []byte
	var last byte
	var pen, start Point // rounded positions
	rnd := func(a Point) Point { return Point{math.Round(a.X*10) / 10, math.Round(a.Y*10) / 10} }
	for op, pts := range p.segments() {
		var c byte
		switch op {
		case OpMove:
			c = 'm'
		case OpLine:
			c = 'l'
		case OpQuad:
			c = 'q'
		case OpCube:
			c = 'c'
		case OpClose:
			c = 'z'
		}
		if c != last || c == 'm' || c == 'z' {
			b = append(b, c)
		} else {
			b = appendSep(b)
		}
		last = c
		for k, a := range pts {
			a = rnd(a)
			if k > 0 {
				b = appendSep(b)
			}
			b = appendNum(b, a.X-pen.X)
			b = appendSep(b)
			b = appendNum(b, a.Y-pen.Y)
			if k == len(pts)-1 {
				// Relative coordinates of a Bézier all count from its start.
				pen = a
			}
		}
		switch op {
		case OpMove:
			start = pen
		case OpClose:
			pen = start
		}
	}
	return string(b)
}

// appendSep separates two numbers, leaving the space out where the next
// number's sign does the job (added lazily by appendNum).
func appendSep(b []byte) []byte { return append(b, ' ') }

// num formats a number for an attribute.
func num(v float64) string { return string(appendNum(nil, v)) }

// appendNum writes v rounded to one decimal, without a trailing ".0".
func appendNum(b []byte, v float64) []byte {
	r := math.Round(v * 10)
	if r == 0 {
		return append(b, '0')
	}
	if r < 0 && len(b) > 0 && b[len(b)-1] == ' ' {
		b = b[:len(b)-1] // "1-2" reads as two numbers
	}
	b = strconv.AppendFloat(b, r/10, 'f', -1, 64)
	return b
}
