package cardgen

import (
	"errors"
	"fmt"
	"io/fs"
	"path"

	"github.com/cego-spiel/cego/assets/internal/vg"
)

// motifs reads the motif files of one pack from the art tree, each once.
type motifs struct {
	art  fs.FS
	pack string
	docs map[string]*vg.Doc
}

// Motif boxes (viewBox sizes) from assets/art/README.md.
var (
	trumpBox = [2]float64{550, 400}
	gsBox    = [2]float64{550, 1020}
	courtBox = [2]float64{550, 470}
	backBox  = [2]float64{630, 1100}
)

// file is the path of a motif as a person finds it in the repository.
func (m *motifs) file(name string) string {
	return path.Join("assets/art", m.pack, name)
}

// exists reports whether an optional motif file is present.
func (m *motifs) exists(name string) bool {
	_, err := fs.Stat(m.art, path.Join(m.pack, name))
	return err == nil
}

// load parses a motif and checks its viewBox against the contract.
func (m *motifs) load(name string, box [2]float64) (*vg.Doc, error) {
	if d, ok := m.docs[name]; ok {
		return d, nil
	}
	data, err := fs.ReadFile(m.art, path.Join(m.pack, name))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("motif %s is missing (see assets/art/README.md)", m.file(name))
	}
	if err != nil {
		return nil, fmt.Errorf("motif %s: %v", m.file(name), err)
	}
	doc, err := vg.Parse(data)
	if err != nil {
		return nil, fmt.Errorf("motif %s: %v", m.file(name), err)
	}
	if want := [4]float64{0, 0, box[0], box[1]}; doc.ViewBox != want {
		return nil, fmt.Errorf("motif %s: viewBox is %v, the contract says \"0 0 %g %g\"", m.file(name), doc.ViewBox, box[0], box[1])
	}
	if m.docs == nil {
		m.docs = map[string]*vg.Doc{}
	}
	m.docs[name] = doc
	return doc, nil
}

// place turns a motif's shapes into fills mapped by at, with colours
// swapped by recolour (may be nil), clipped to region so nothing strays out
// of its box.
func place(doc *vg.Doc, at vg.Matrix, region vg.Convex, recolour map[vg.RGB]vg.RGB) []vg.Fill {
	var out []vg.Fill
	for _, sh := range doc.Shapes {
		sh.Path = sh.Path.Transform(at)
		sh.StrokeWidth *= at.LineScale()
		if c, ok := recolour[sh.Fill.Color]; ok && !sh.Fill.None {
			sh.Fill.Color = c
		}
		if c, ok := recolour[sh.Stroke.Color]; ok && !sh.Stroke.None {
			sh.Stroke.Color = c
		}
		for _, f := range sh.Fills(tol) {
			if f, ok := vg.ClipFill(f, region, tol); ok {
				out = append(out, f)
			}
		}
	}
	return out
}

// regionOf is the clip region of a box placed by at.
func regionOf(at vg.Matrix, box [2]float64) vg.Convex {
	r := vg.RectRegion(0, 0, box[0], box[1])
	for i, p := range r {
		r[i] = at.Apply(p)
	}
	return r
}

// splitLayer parts a motif into the shapes outside the group <g id=layer>
// and those inside it.
func splitLayer(doc *vg.Doc, layer string) (rest, in *vg.Doc) {
	rest, in = &vg.Doc{ViewBox: doc.ViewBox}, &vg.Doc{ViewBox: doc.ViewBox}
	for _, sh := range doc.Shapes {
		if sh.Layer == layer {
			in.Shapes = append(in.Shapes, sh)
		} else {
			rest.Shapes = append(rest.Shapes, sh)
		}
	}
	return rest, in
}
