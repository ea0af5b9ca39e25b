package statsscreen

import (
	"image"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
)

// TestStatsChartHasValuesAndAxes: the chart of the recent deals writes
// each deal's points by its bar and has a scale (the largest amount up
// and down, 0) and the deals' order under it (it had no values or axis
// labels); every label lies inside the chart and off the bars.
func TestStatsChartHasValuesAndAxes(t *testing.T) {
	test.NewTempApp(t)
	ch := newRecentChart([]int{3, -2, 5, 0, -4})
	ch.Resize(fyne.NewSize(420, 180))
	var texts []*canvas.Text
	var bars []*canvas.Rectangle
	for _, o := range ch.(*fyne.Container).Objects {
		switch o := o.(type) {
		case *canvas.Text:
			texts = append(texts, o)
		case *canvas.Rectangle:
			if o.Size().Width > 2 && o.Size().Width < 200 {
				bars = append(bars, o)
			}
		}
	}
	shown := map[string]int{}
	for _, tx := range texts {
		if tx.Hidden {
			continue
		}
		shown[tx.Text]++
		p, s := tx.Position(), tx.Size()
		if p.X < 0 || p.Y < 0 || p.X+s.Width > 420.5 || p.Y+s.Height > 180.5 {
			t.Errorf("%q at %v+%v lies outside the chart", tx.Text, p, s)
		}
		r := image.Rect(int(p.X), int(p.Y), int(p.X+s.Width), int(p.Y+s.Height))
		for _, b := range bars {
			br := image.Rect(int(b.Position().X)+1, int(b.Position().Y)+1, int(b.Position().X+b.Size().Width)-1, int(b.Position().Y+b.Size().Height)-1)
			if r.Overlaps(br) {
				t.Errorf("%q covers a bar", tx.Text)
			}
		}
	}
	for _, want := range []string{"+3", "−2", "+5", "−4", "0", tr("oldest"), tr("latest")} {
		if shown[want] == 0 {
			t.Errorf("the chart does not show %q (shows %v)", want, shown)
		}
	}
	if shown["+5"] < 2 || shown["−5"] < 1 {
		t.Errorf("the scale does not show +5 and −5: %v", shown)
	}
}
