package vg

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzParse feeds arbitrary bytes to the parser and the geometry after it:
// nothing may panic, whatever the input.
func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob("../../testdata/motifs/*.svg")
	for _, name := range files {
		if data, err := os.ReadFile(name); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte(`<svg viewBox="0 0 10 10"><path d="M0 0a1 1 0 1 1 0 0" stroke="#000" stroke-width="3" stroke-linecap="round"/></svg>`))
	f.Fuzz(func(t *testing.T, data []byte) {
		doc, err := Parse(data)
		if err != nil {
			return
		}
		for _, sh := range doc.Shapes {
			if sh.Path.Len() > 2000 || sh.StrokeWidth > 1e4 {
				continue // keep each fuzz run quick
			}
			for _, fl := range sh.Fills(0.5) {
				_ = PathData(fl.Path)
			}
		}
	})
}
