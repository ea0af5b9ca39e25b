package vg

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Cap is a stroke's line cap.
type Cap uint8

// The line caps of SVG.
const (
	CapButt Cap = iota
	CapRound
	CapSquare
)

// Join is a stroke's line join.
type Join uint8

// The line joins of SVG.
const (
	JoinMiter Join = iota
	JoinRound
	JoinBevel
)

// Shape is one drawn element with its transform already applied: the path is
// in the document's viewBox units, StrokeWidth too.
type Shape struct {
	Path          Path
	Fill          Paint
	FillOpacity   float64 // group and element opacity folded in
	Stroke        Paint
	StrokeOpacity float64
	StrokeWidth   float64
	Cap           Cap
	Join          Join
	// Layer is the id of the nearest enclosing <g id="…">, "" if none; the
	// generated card files use it to mark the suit-coloured and index parts.
	Layer string
	// Elem is the element name and its line in the file, for messages.
	Elem string
}

// Doc is a parsed SVG file of the subset.
type Doc struct {
	ViewBox [4]float64 // min-x, min-y, width, height
	Shapes  []Shape
}

// Limits that keep hostile input from exhausting memory or time.
const (
	maxDepth  = 64
	maxShapes = 100000
)

// style is the inherited drawing state while walking the tree.
type style struct {
	fill, stroke     Paint
	fillOp, strokeOp float64
	opacity          float64 // product of the ancestors' opacity (not inherited in SVG, but multiplied)
	width            float64
	cap              Cap
	join             Join
	m                Matrix
	layer            string
}

// presentation attributes allowed on svg, g and every shape.
var presentation = map[string]bool{
	"id": true, "fill": true, "stroke": true, "stroke-width": true,
	"stroke-linecap": true, "stroke-linejoin": true, "opacity": true,
	"fill-opacity": true, "stroke-opacity": true, "transform": true,
}

// geometry attributes per element.
var geometry = map[string]map[string]bool{
	"svg":      {"viewBox": true, "width": true, "height": true, "version": true, "xmlns": true},
	"g":        {},
	"path":     {"d": true},
	"rect":     {"x": true, "y": true, "width": true, "height": true, "rx": true, "ry": true},
	"circle":   {"cx": true, "cy": true, "r": true},
	"ellipse":  {"cx": true, "cy": true, "rx": true, "ry": true},
	"polygon":  {"points": true},
	"polyline": {"points": true},
	"line":     {"x1": true, "y1": true, "x2": true, "y2": true},
}

const svgNS = "http://www.w3.org/2000/svg"

// Parse reads an SVG document of the subset of assets/art/README.md and
// returns its shapes in drawing order. Anything outside the subset is an
// error that names the element, attribute or value and its line.
func Parse(data []byte) (*Doc, error) {
	dec := xml.NewDecoder(bytes.NewReader(data))
	dec.Strict = true
	doc := &Doc{}
	var stack []style
	var openElems []string
	rootSeen := false
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		line, _ := dec.InputPos()
		if err != nil {
			return nil, fmt.Errorf("line %d: not well-formed XML: %v", line, err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			name := t.Name.Local
			if t.Name.Space != "" && t.Name.Space != svgNS {
				return nil, fmt.Errorf("line %d: element %s:%s is not in the subset", line, t.Name.Space, name)
			}
			where := fmt.Sprintf("line %d: <%s>", line, name)
			if _, ok := geometry[name]; !ok {
				return nil, fmt.Errorf("%s: element not in the subset (svg g path rect circle ellipse polygon polyline line)", where)
			}
			if len(openElems) == 0 {
				if name != "svg" || rootSeen {
					return nil, fmt.Errorf("%s: the document must be one <svg> element", where)
				}
				rootSeen = true
			} else {
				parent := openElems[len(openElems)-1]
				if parent != "svg" && parent != "g" {
					return nil, fmt.Errorf("%s: a <%s> cannot hold child elements", where, parent)
				}
				if name == "svg" {
					return nil, fmt.Errorf("%s: nested <svg> is not in the subset", where)
				}
			}
			if len(openElems) >= maxDepth {
				return nil, fmt.Errorf("%s: nested deeper than %d", where, maxDepth)
			}
			parent := style{fill: Paint{}, stroke: Paint{None: true}, fillOp: 1, strokeOp: 1, opacity: 1, width: 1, m: Identity}
			if len(stack) > 0 {
				parent = stack[len(stack)-1]
			}
			st, attrs, err := readAttrs(t, parent, where)
			if err != nil {
				return nil, err
			}
			if name == "svg" {
				vb, ok := attrs["viewBox"]
				if !ok {
					return nil, fmt.Errorf("%s: viewBox is required", where)
				}
				v, err := parseNumberList(vb)
				if err != nil || len(v) != 4 || v[2] <= 0 || v[3] <= 0 {
					return nil, fmt.Errorf("%s: viewBox %q must be four numbers with positive size", where, vb)
				}
				copy(doc.ViewBox[:], v)
				if _, ok := attrs["transform"]; ok {
					return nil, fmt.Errorf("%s: transform on <svg> is not in the subset", where)
				}
			}
			if name != "svg" && name != "g" {
				sh, err := shapeOf(name, attrs, st, where)
				if err != nil {
					return nil, err
				}
				if sh.Path.Len() > 0 {
					if len(doc.Shapes) >= maxShapes {
						return nil, fmt.Errorf("%s: more than %d shapes", where, maxShapes)
					}
					doc.Shapes = append(doc.Shapes, sh)
				}
			}
			stack = append(stack, st)
			openElems = append(openElems, name)
		case xml.EndElement:
			stack = stack[:len(stack)-1]
			openElems = openElems[:len(openElems)-1]
		case xml.CharData:
			if len(bytes.TrimSpace(t)) > 0 {
				return nil, fmt.Errorf("line %d: text %q is not in the subset", line, clip(string(bytes.TrimSpace(t))))
			}
		case xml.Comment:
		case xml.ProcInst:
			if t.Target != "xml" {
				return nil, fmt.Errorf("line %d: processing instruction <?%s?> is not in the subset", line, t.Target)
			}
		case xml.Directive:
			return nil, fmt.Errorf("line %d: <!%s> is not in the subset", line, clip(string(t)))
		}
	}
	if !rootSeen {
		return nil, errors.New("no <svg> element")
	}
	return doc, nil
}

// readAttrs checks an element's attributes against the subset and returns
// the element's own drawing state and its geometry attributes.
func readAttrs(t xml.StartElement, st style, where string) (style, map[string]string, error) {
	attrs := map[string]string{}
	for _, a := range t.Attr {
		name := a.Name.Local
		if a.Name.Space == "xmlns" || (a.Name.Space == "" && name == "xmlns") {
			if t.Name.Local != "svg" {
				return st, nil, fmt.Errorf("%s: namespace declarations belong on <svg>", where)
			}
			continue
		}
		if a.Name.Space != "" {
			return st, nil, fmt.Errorf("%s: attribute %s:%s is not in the subset", where, a.Name.Space, name)
		}
		v := strings.TrimSpace(a.Value)
		if !presentation[name] && !geometry[t.Name.Local][name] {
			return st, nil, fmt.Errorf("%s: attribute %s is not in the subset", where, name)
		}
		var err error
		switch name {
		case "fill":
			st.fill, err = parsePaint(v)
		case "stroke":
			st.stroke, err = parsePaint(v)
		case "stroke-width":
			var w float64
			w, err = parseLength(v)
			if err == nil && w < 0 {
				err = fmt.Errorf("negative stroke-width %q", v)
			}
			st.width = w * st.m.LineScale() // finished below if the element has its own transform
		case "stroke-linecap":
			switch v {
			case "butt":
				st.cap = CapButt
			case "round":
				st.cap = CapRound
			case "square":
				st.cap = CapSquare
			default:
				err = fmt.Errorf("stroke-linecap %q is not butt, round or square", v)
			}
		case "stroke-linejoin":
			switch v {
			case "miter":
				st.join = JoinMiter
			case "round":
				st.join = JoinRound
			case "bevel":
				st.join = JoinBevel
			default:
				err = fmt.Errorf("stroke-linejoin %q is not miter, round or bevel", v)
			}
		case "opacity", "fill-opacity", "stroke-opacity":
			var o float64
			o, err = strconv.ParseFloat(v, 64)
			if err != nil || !(o >= 0 && o <= 1) {
				err = fmt.Errorf("%s %q must be a number from 0 to 1", name, v)
				break
			}
			switch name {
			case "opacity":
				st.opacity *= o
			case "fill-opacity":
				st.fillOp = o
			case "stroke-opacity":
				st.strokeOp = o
			}
		case "id":
			if t.Name.Local == "g" {
				st.layer = v
			}
		default:
			attrs[name] = v
		}
		if err != nil {
			return st, nil, fmt.Errorf("%s: %v", where, err)
		}
	}
	if tr, ok := attrs["transform"]; ok {
		m, err := parseTransform(tr)
		if err != nil {
			return st, nil, fmt.Errorf("%s: %v", where, err)
		}
		// Widths are held in document units. An element's own transform scales
		// its stroke whether the width was set here or inherited.
		st.width *= m.LineScale()
		st.m = st.m.Mul(m)
		delete(attrs, "transform")
	}
	return st, attrs, nil
}

// parseLength reads a length: a plain number or one with px. Percentages and
// other units are not in the subset.
func parseLength(s string) (float64, error) {
	s = strings.TrimSuffix(s, "px")
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || v != v || v > 1e7 || v < -1e7 {
		return 0, fmt.Errorf("length %q must be a plain number (no %%, no units)", s)
	}
	return v, nil
}
