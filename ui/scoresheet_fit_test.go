package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestScoreSheetTotalsInView: after fifteen deals, at 1024×700, the score
// sheet shows the totals and the latest deal without scrolling; only the
// deals' rows scroll (the totals had been below the fold under fourteen
// rows).
func TestScoreSheetTotalsInView(t *testing.T) {
	c := newTestTable(t, Options{Players: 4, Seed: 9, Pace: PaceInstant})
	for d := 0; d < 15; d++ {
		finishDeal(t, c, nil)
		c.NextDeal()
	}
	c.win.Resize(fyne.NewSize(1024, 700))
	c.showScoreSheet()
	top := c.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no score sheet")
	}
	var scroll *container.Scroll
	for _, o := range test.LaidOutObjects(top) {
		if s, ok := o.(*container.Scroll); ok {
			scroll = s
		}
	}
	if scroll == nil {
		t.Fatal("the score sheet has no scroll")
	}
	inScroll := map[fyne.CanvasObject]bool{}
	for _, o := range test.LaidOutObjects(scroll.Content) {
		inScroll[o] = true
	}
	var total, last *widget.Label
	for _, o := range test.LaidOutObjects(top) {
		if l, ok := o.(*widget.Label); ok {
			switch l.Text {
			case tr("Total"):
				total = l
			case "15":
				last = l
			}
		}
	}
	if total == nil || inScroll[total] {
		t.Errorf("the totals scroll with the deals (found: %v)", total != nil)
	}
	if last == nil {
		t.Fatal("no row for deal 15")
	}
	// the last deal's row lies in the scroll's visible part
	y := last.Position().Y
	for o := fyne.CanvasObject(last); o != nil; {
		p := findParent(scroll.Content, o)
		if p == nil || p == scroll.Content {
			break // (the content itself is moved by the scroll's offset)
		}
		y += p.Position().Y
		o = p
	}
	if y < scroll.Offset.Y || y+last.Size().Height > scroll.Offset.Y+scroll.Size().Height+1 {
		t.Errorf("deal 15 at y %.0f is out of view (offset %.0f, height %.0f)", y, scroll.Offset.Y, scroll.Size().Height)
	}
}

// findParent is the container in root that holds o directly (nil: none).
func findParent(root, o fyne.CanvasObject) fyne.CanvasObject {
	c, ok := root.(*fyne.Container)
	if !ok {
		return nil
	}
	for _, x := range c.Objects {
		if x == o {
			return c
		}
		if p := findParent(x, o); p != nil {
			return p
		}
	}
	return nil
}
