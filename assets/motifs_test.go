package assets

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/cego-spiel/cego/assets/internal/cardgen"
	"github.com/cego-spiel/cego/assets/internal/palette"
)

// TestMotifsInSubset parses every motif file under art/ with the strict
// reader: each must use only the SVG features both our rasteriser and Fyne's
// reader handle (assets/art/README.md), carry a contract name and the
// viewBox of its kind.
func TestMotifsInSubset(t *testing.T) {
	n := 0
	for _, pack := range palette.Names {
		files, err := filepath.Glob(filepath.Join("art", pack, "*"))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			if err := cardgen.CheckMotif(filepath.Base(f), data); err != nil {
				t.Errorf("assets/%s: %v", filepath.ToSlash(f), err)
			}
			n++
		}
	}
	t.Logf("%d motif files checked", n)
}
