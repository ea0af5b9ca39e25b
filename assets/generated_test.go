package assets

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cego-spiel/cego/assets/internal/cardgen"
	"github.com/cego-spiel/cego/assets/internal/courtart"
)

// TestCardsUpToDate regenerates every card in memory from the motifs and
// compares with the committed (embedded) files. Run `go generate ./assets`
// after changing a motif or the generator.
func TestCardsUpToDate(t *testing.T) {
	files, err := cardgen.Generate(os.DirFS("art"))
	if err != nil {
		t.Fatalf("the generator fails on the motifs under assets/art:\n%v", err)
	}
	for name, want := range files {
		got, err := cardFiles.ReadFile("cards/" + name)
		if err != nil {
			t.Errorf("assets/cards/%s is missing: run go generate ./assets", name)
			continue
		}
		if string(got) != string(want) {
			t.Errorf("assets/cards/%s is stale: run go generate ./assets", name)
		}
	}
	fs.WalkDir(cardFiles, "cards", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			if _, ok := files[strings.TrimPrefix(p, "cards/")]; !ok {
				t.Errorf("assets/%s is not made by the generator: delete it", p)
			}
		}
		return nil
	})
}

// TestCardFilesArePlain checks that the committed files hold only what
// Fyne's reader draws faithfully: filled paths with #rrggbb colours, no
// strokes, transforms or group opacity.
func TestCardFilesArePlain(t *testing.T) {
	fs.WalkDir(cardFiles, "cards", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, _ := cardFiles.ReadFile(p)
		s := string(data)
		for _, bad := range []string{"stroke", "transform", " opacity=", "<text", "<rect", "<circle", "gradient", "rgb("} {
			if strings.Contains(s, bad) {
				t.Errorf("%s contains %q", p, bad)
			}
		}
		return nil
	})
}

// TestCourtArtUpToDate draws the court figures again from their
// descriptions (internal/courtart) and compares with the motif files under
// art/. Run `go generate ./assets` after changing a figure.
func TestCourtArtUpToDate(t *testing.T) {
	files, err := courtart.Motifs()
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 48 {
		t.Errorf("%d court motifs, want 16 in each of 3 packs", len(files))
	}
	for name, want := range files {
		got, err := os.ReadFile(filepath.Join("art", filepath.FromSlash(name)))
		if err != nil || string(got) != string(want) {
			t.Errorf("assets/art/%s is missing or stale: run go generate ./assets", name)
		}
	}
}
