package statsscreen

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"

	"github.com/cego-spiel/cego/ui/look"
)

// The statistics' chart of the recent deals: each deal's points as a bar
// up (won) or down (lost) from the zero line, its value beside the bar,
// the scale on the left (the largest amount up and down, and 0) and the
// order of the deals under it (oldest on the left, the latest on the
// right). It had neither values nor axis labels.

// chartTextSize is the size of the chart's numbers and labels.
const chartTextSize = 11

// recentChart holds the chart's objects.
type recentChart struct {
	pts    []int
	zero   *canvas.Rectangle
	bars   []*canvas.Rectangle
	values []*canvas.Text
	scale  [3]*canvas.Text // top, 0, bottom
	order  [2]*canvas.Text // oldest, latest
}

// newRecentChart draws the points of the recent deals, oldest first.
func newRecentChart(pts []int) fyne.CanvasObject {
	ch := &recentChart{pts: pts, zero: canvas.NewRectangle(look.TextDim)}
	top := 1
	for _, p := range pts {
		top = max(top, abs(p))
	}
	text := func(s string) *canvas.Text {
		t := canvas.NewText(s, look.TextDim)
		t.TextSize = chartTextSize
		return t
	}
	for _, p := range pts {
		r := canvas.NewRectangle(look.Win)
		if p < 0 {
			r.FillColor = look.Loss
		}
		ch.bars = append(ch.bars, r)
		v := text(signed(p))
		v.Color = look.Text
		ch.values = append(ch.values, v)
	}
	ch.scale = [3]*canvas.Text{text(signed(top)), text("0"), text(signed(-top))}
	ch.order = [2]*canvas.Text{text(tr("oldest")), text(tr("latest"))}
	objs := []fyne.CanvasObject{ch.zero}
	for i := range ch.bars {
		objs = append(objs, ch.bars[i], ch.values[i])
	}
	for _, t := range ch.scale {
		objs = append(objs, t)
	}
	objs = append(objs, ch.order[0], ch.order[1])
	return container.New(&chartLayout{ch: ch, top: top}, objs...)
}

// signed writes an amount with its sign ("+3", "−2", "0").
func signed(p int) string {
	switch {
	case p > 0:
		return fmt.Sprintf("+%d", p)
	case p < 0:
		return fmt.Sprintf("−%d", -p)
	}
	return "0"
}

// chartLayout places the chart: the scale on the left, the deals' order
// at the bottom, the bars with their values between.
type chartLayout struct {
	ch  *recentChart
	top int
}

// Layout places every part of the chart.
func (l *chartLayout) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	ch := l.ch
	measure := func(t *canvas.Text) fyne.Size { return fyne.MeasureText(t.Text, t.TextSize, t.TextStyle) }
	left := float32(0)
	for _, t := range ch.scale {
		left = max(left, measure(t).Width)
	}
	left += 6
	lh := measure(ch.scale[1]).Height
	// the values above and below the bars, the order under the chart
	y0, y1 := lh, size.Height-2*lh
	mid := (y0 + y1) / 2
	half := (y1 - y0) / 2
	w := size.Width - left
	ch.zero.Move(fyne.NewPos(left, mid))
	ch.zero.Resize(fyne.NewSize(w, 1))
	for i, t := range ch.scale {
		y := []float32{y0, mid, y1}[i] - lh/2
		t.Move(fyne.NewPos(left-6-measure(t).Width, y))
		t.Resize(measure(t))
	}
	n := len(ch.bars)
	if n == 0 {
		return
	}
	bw := w / float32(n)
	for i, p := range l.ch.pts {
		h := float32(abs(p)) / float32(l.top) * half
		y := mid - h
		if p < 0 {
			y = mid + 1
		}
		x := left + float32(i)*bw
		ch.bars[i].Move(fyne.NewPos(x+bw*0.15, y))
		ch.bars[i].Resize(fyne.NewSize(bw*0.7, max(h, 1)))
		v := ch.values[i]
		vs := measure(v)
		vy := y - vs.Height // above a bar up, under a bar down
		if p < 0 {
			vy = y + h
		}
		v.Move(fyne.NewPos(x+(bw-vs.Width)/2, vy))
		v.Resize(vs)
		// a value wider than its bar's room is left out
		v.Hidden = vs.Width > bw
	}
	for i, t := range ch.order {
		ts := measure(t)
		x := left
		if i == 1 {
			x = size.Width - ts.Width
		}
		t.Move(fyne.NewPos(x, size.Height-lh))
		t.Resize(ts)
	}
}

// MinSize leaves room for the bars, their values and the labels.
func (l *chartLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSize(300, 160) }

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
