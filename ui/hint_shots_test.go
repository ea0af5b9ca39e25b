package ui

import (
	"image"
	"os"
	"path/filepath"
	"testing"

	xdraw "golang.org/x/image/draw"

	"fyne.io/fyne/v2/test"

	"github.com/cego-spiel/cego/game"
)

// writeShot writes the table's picture, scaled to the width of the docs'
// pictures, to file.
func writeShot(t *testing.T, c *Controller, file string) {
	t.Helper()
	img := c.win.Canvas().Capture()
	if !imageOK(img) {
		t.Fatalf("%s: the picture is blank", file)
	}
	b := img.Bounds()
	small := image.NewRGBA(image.Rect(0, 0, tourWidth, b.Dy()*tourWidth/b.Dx()))
	xdraw.CatmullRom.Scale(small, small.Bounds(), img, b, xdraw.Src, nil)
	if err := writePNG(file, small); err != nil {
		t.Fatal(err)
	}
}

// shotDir is where the pictures go: docs/ with CEGO_DOCS=1 (to renew the
// README's pictures), else a temporary folder.
func shotDir(t *testing.T) string {
	if os.Getenv("CEGO_DOCS") != "" {
		return filepath.Join("..", "docs")
	}
	return t.TempDir()
}

// TestHintScreenshots renders docs/screenshot-hint.png (a hint during card
// play in a normal game, its candidates' numbers differing) and
// docs/screenshot-refusal.png (a refused card with its rule).
func TestHintScreenshots(t *testing.T) {
	dir := shotDir(t)
	var c *Controller
	for try := 0; try < 8 && c == nil; try++ {
		k := 0
		cand := tableAt(t, func(c *Controller, v *game.View) bool {
			if v.Phase() != game.Playing || !v.Contract().Info().Normal || completeTricks(v) < 2 ||
				v.CurrentTrick().N == 0 || v.LegalCards().Len() < 3 {
				return false
			}
			k++
			return k > try
		})
		hintByKey(t, cand)
		adv, ok := cand.table.hintFor()
		if !ok || len(adv.Candidates) < 3 {
			continue
		}
		lo, hi := adv.Candidates[0].Expected, adv.Candidates[0].Expected
		for _, cd := range adv.Candidates {
			lo, hi = min(lo, cd.Expected), max(hi, cd.Expected)
		}
		if hi-lo >= 1 {
			c = cand
		}
	}
	if c == nil {
		t.Fatal("no position with differing candidates")
	}
	// beside the trick, narrower than it may be, it covers no seat and
	// lists every candidate (it once lay over the right seat's cards)
	c.win.Resize(defaultSize)
	c.table.layout(c.table.size)
	if shown := checkHintClear(t, c, "docs hint"); shown != len(c.table.hintPanel.rows) {
		t.Errorf("%d of %d candidates shown", shown, len(c.table.hintPanel.rows))
	}
	writeShot(t, c, filepath.Join(dir, "screenshot-hint.png"))

	c = tableAt(t, func(c *Controller, v *game.View) bool {
		tr := v.CurrentTrick()
		return v.Phase() == game.Playing && completeTricks(v) >= 1 && tr.N >= 2 && !tr.Cards[0].IsTrump() &&
			v.Hand()&game.SuitCards(tr.Cards[0].Suit()) != 0 && v.Hand()&game.TrumpCards != 0
	})
	v := c.view()
	// a trump while the suit led is held: the commonest beginner's slip
	bad := (v.Hand() & game.TrumpCards).Highest()
	test.Tap(handCard(t, c, bad))
	if c.table.whatNow.txt.Text == "" || c.table.refusal == "" {
		t.Fatal("no refusal with its rule")
	}
	writeShot(t, c, filepath.Join(dir, "screenshot-refusal.png"))
}
