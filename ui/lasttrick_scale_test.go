package ui

import (
	"math/rand/v2"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"github.com/cego-spiel/cego/game"
)

// TestLastTrickGrowsWithTable: in a window of 1920×1080 the last trick's
// cards, and its title, names and button, are drawn larger than in one of
// 1280×800, as the table's are (the texts kept the smallest type).
func TestLastTrickGrowsWithTable(t *testing.T) {
	widest := func(o fyne.CanvasObject) float32 {
		var w float32
		var walk func(o fyne.CanvasObject)
		walk = func(o fyne.CanvasObject) {
			switch x := o.(type) {
			case *canvas.Image:
				w = max(w, x.MinSize().Width)
			case *container.ThemeOverride:
				walk(x.Content)
			case *fyne.Container:
				for _, ch := range x.Objects {
					walk(ch)
				}
			}
		}
		walk(o)
		return w
	}
	sizes, texts := map[float32]float32{}, map[float32]float32{}
	for _, win := range []fyne.Size{fyne.NewSize(1280, 800), fyne.NewSize(1920, 1080)} {
		c := newTestTable(t, Options{Seed: 6, Pace: PaceInstant})
		c.win.Resize(win)
		rng := rand.New(rand.NewPCG(6, 6))
		for i := 0; i < 100 && c.table.overlay == nil; i++ {
			v := c.view()
			if v.Phase() == game.Done {
				break
			}
			if v.Phase() == game.Playing && v.MyTurn() && completeTricks(&v) == 1 {
				c.showLastTrick()
				break
			}
			humanMove(t, c, rng)
		}
		if c.table.overlay == nil {
			t.Fatalf("%v: no last trick shown", win)
		}
		sizes[win.Width] = widest(c.table.overlay)
		texts[win.Width] = overlayTextSize(c.table.overlay)
	}
	if texts[1920] < texts[1280]*1.2 {
		t.Errorf("the last trick's texts: %.0f px at 1280×800, %.0f at 1920×1080", texts[1280], texts[1920])
	}
	if sizes[1920] < sizes[1280]*1.2 {
		t.Errorf("the last trick's cards: %.0f wide at 1280×800, %.0f at 1920×1080", sizes[1280], sizes[1920])
	}
}

// overlayTextSize is the text size of the theme the panel over the table is
// drawn with (the window's, where no override scales it).
func overlayTextSize(o fyne.CanvasObject) float32 {
	var walk func(o fyne.CanvasObject) float32
	walk = func(o fyne.CanvasObject) float32 {
		switch x := o.(type) {
		case *container.ThemeOverride:
			return x.Theme.Size(theme.SizeNameText)
		case *fyne.Container:
			for _, ch := range x.Objects {
				if s := walk(ch); s > 0 {
					return s
				}
			}
		}
		return 0
	}
	if s := walk(o); s > 0 {
		return s
	}
	return theme.TextSize()
}
