package ui

import (
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/game"
)

// screenTexts are the texts on the window: the table and its overlays.
func screenTexts(c *Controller) []string {
	var out []string
	objs := test.LaidOutObjects(c.win.Canvas().Content())
	for _, o := range c.win.Canvas().Overlays().List() {
		objs = append(objs, test.LaidOutObjects(o)...)
	}
	for _, o := range objs {
		switch x := o.(type) {
		case *canvas.Text:
			if x.Visible() {
				out = append(out, x.Text)
			}
		case *widget.Label:
			if x.Visible() {
				out = append(out, x.Text)
			}
		case *widget.Button:
			if x.Visible() {
				out = append(out, x.Text)
			}
		}
	}
	return out
}

// TestGermanPlayNoEnglish plays two deals in German through the screen,
// as a player would (calls by button, cards by drag, the result panel, the
// score sheet and the review of the deal), and checks that no text on
// the screen is an English text the German table translates. The pictures
// of each phase go to shotDir.
func TestGermanPlayNoEnglish(t *testing.T) {
	SetLanguage("de")
	t.Cleanup(func() { SetLanguage("en") })
	de := readTranslations(t, "de")
	dir := shotDir(t)
	c := newTestTable(t, Options{Seed: 21, Pace: PaceInstant})
	rng := rand.New(rand.NewPCG(21, 4))
	seen := map[string]bool{}
	check := func(where string) {
		t.Helper()
		for _, s := range screenTexts(c) {
			for _, line := range strings.Split(s, "\n") {
				line = strings.TrimSpace(line)
				if g, ok := de[line]; ok && g != line && !seen[line] {
					seen[line] = true
					t.Errorf("%s: English %q on the German screen (German: %q)", where, line, g)
				}
			}
		}
	}
	shot := func(name string) {
		check(name)
		writeShot(t, c, filepath.Join(dir, "german-"+name+".png"))
	}
	for deal := 1; deal <= 2; deal++ {
		phases := map[game.Phase]bool{}
		for i := 0; i < 200; i++ {
			v := c.view()
			if v.Phase() == game.Done {
				break
			}
			if !v.MyTurn() {
				t.Fatalf("deal %d: the loop stopped in phase %v", deal, v.Phase())
			}
			if ph := v.Phase(); !phases[ph] || ph == game.Playing && completeTricks(&v) == 5 {
				phases[ph] = true
				shot(fmt.Sprintf("%d-%v-%d", deal, ph, completeTricks(&v)))
			}
			humanMove(t, c, rng)
		}
		if c.table.overlay == nil {
			t.Fatalf("deal %d: no result panel", deal)
		}
		shot(fmt.Sprintf("%d-result", deal))
		c.showReview()
		shot(fmt.Sprintf("%d-review", deal))
		c.closeReview()
		c.showScoreSheet()
		shot(fmt.Sprintf("%d-scoresheet", deal))
		press(c, fyne.KeyEscape)
		for _, o := range c.win.Canvas().Overlays().List() {
			c.win.Canvas().Overlays().Remove(o)
		}
		c.NextDeal()
	}
}
