package ui

import (
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/ui/store"
	"github.com/cego-spiel/cego/ui/text"
	xdraw "golang.org/x/image/draw"
)

// rulebookChapters are the chapters the rule book must have, by file.
var rulebookChapters = []string{"1-pack.md", "2-auction.md", "3-exchange.md", "4-play.md", "5-counting.md", "6-scoring.md"}

// TestRulebookLanguages: German and English have the same chapters, each
// with a title and a text of its own in each language.
func TestRulebookLanguages(t *testing.T) {
	de, err := text.Rulebook(store.LanguageGerman)
	if err != nil {
		t.Fatal(err)
	}
	en, err := text.Rulebook(store.LanguageEnglish)
	if err != nil {
		t.Fatal(err)
	}
	if len(de) != len(rulebookChapters) || len(en) != len(rulebookChapters) {
		t.Fatalf("%d German and %d English chapters, want %d", len(de), len(en), len(rulebookChapters))
	}
	for i, f := range rulebookChapters {
		if de[i].File != f || en[i].File != f {
			t.Errorf("chapter %d is %s / %s, want %s", i+1, de[i].File, en[i].File, f)
		}
		if de[i].Title == en[i].Title || de[i].Body == en[i].Body {
			t.Errorf("%s: the German chapter is the English one", f)
		}
		for _, ch := range []text.Chapter{de[i], en[i]} {
			if len(ch.Body) < 400 {
				t.Errorf("%s: %q is only %d bytes long", f, ch.Title, len(ch.Body))
			}
		}
	}
	// the game's German words appear in both languages' texts
	for _, w := range []string{"Gstieß", "Mond", "Geiß", "Blinde", "Legage", "Vorhand", "mein", "fort", "Bürgermeister"} {
		for _, chs := range [][]text.Chapter{de, en} {
			found := false
			for _, ch := range chs {
				found = found || strings.Contains(ch.Body, w)
			}
			if !found {
				t.Errorf("the rule book never names %q", w)
			}
		}
	}
}

// TestRulebookOpens opens the rule book from the menu's action in German
// and in English: the list holds every chapter, and choosing one shows its
// text.
func TestRulebookOpens(t *testing.T) {
	t.Cleanup(func() { SetLanguage(store.LanguageEnglish) })
	for _, l := range []string{store.LanguageGerman, store.LanguageEnglish} {
		SetLanguage(l)
		chs, err := text.Rulebook(l)
		if err != nil {
			t.Fatal(err)
		}
		c := newTestTable(t, Options{Seed: 2})
		press(c, fyne.KeyR)
		top := c.win.Canvas().Overlays().Top()
		if top == nil {
			t.Fatalf("%s: the rule book did not open", l)
		}
		var list *widget.List
		var text *widget.RichText
		for _, o := range test.LaidOutObjects(top) {
			switch x := o.(type) {
			case *widget.List:
				list = x
			case *widget.RichText:
				if text == nil && len(x.Segments) > 3 {
					text = x
				}
			}
		}
		if list == nil || text == nil {
			t.Fatalf("%s: no chapter list or text", l)
		}
		if n := list.Length(); n != len(rulebookChapters) {
			t.Fatalf("%s: %d chapters listed", l, n)
		}
		for i, ch := range chs {
			list.Select(i)
			got := text.String()
			if !strings.HasPrefix(got, ch.Title) || !strings.Contains(got, firstWords(ch.Body)) {
				t.Errorf("%s: chapter %d shows %.80q", l, i+1, got)
			}
		}
		top.Hide()
	}
}

// firstWords is the beginning of a chapter's first paragraph, as shown.
func firstWords(body string) string {
	line, _, _ := strings.Cut(body, "\n")
	words := strings.Fields(strings.NewReplacer("*", "", "#", "").Replace(line))
	return strings.Join(words[:min(4, len(words))], " ")
}

// TestDocsRulebookPicture renders docs/screenshot-rulebook.png.
func TestDocsRulebookPicture(t *testing.T) {
	dir := docsDir(t)
	c := newTestTable(t, Options{Seed: 2})
	c.showRulebook()
	writeDocPicture(t, c, filepath.Join(dir, "screenshot-rulebook.png"))
}

// docsDir is where the docs pictures go: the project's docs/ folder with
// CEGO_DOCS set (to renew the README's pictures; the convention of
// hint_shots_test.go), else a temporary folder, so the pictures are still
// rendered and checked.
func docsDir(t *testing.T) string {
	t.Helper()
	if os.Getenv("CEGO_DOCS") != "" {
		return filepath.Join("..", "docs")
	}
	return t.TempDir()
}

// writeDocPicture writes the window's picture, scaled to the tour's width.
func writeDocPicture(t *testing.T, c *Controller, file string) {
	t.Helper()
	img := c.win.Canvas().Capture()
	if !imageOK(img) {
		t.Fatalf("%s: the picture is empty", file)
	}
	b := img.Bounds()
	small := image.NewRGBA(image.Rect(0, 0, tourWidth, b.Dy()*tourWidth/b.Dx()))
	xdraw.CatmullRom.Scale(small, small.Bounds(), img, b, xdraw.Src, nil)
	if err := writePNG(file, small); err != nil {
		t.Fatal(err)
	}
}
