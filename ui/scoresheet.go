package ui

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/look"
	"github.com/cego-spiel/cego/ui/text"
)

// scoreRows is the score sheet as text: a header and a row per finished
// deal (number, dealer, contract, declarer, points, each person's amount),
// then the running totals. names are the people at the table in person
// order (with FIVE_AT_TABLE five, the sitting-out dealer's share in his
// column).
func scoreRows(m *game.Sitting, names []string) [][]string {
	n := m.People()
	head := []string{"#", tr("Dealer"), tr("Contract"), tr("Declarer"), tr("Points")}
	head = append(head, names[:n]...)
	rows := [][]string{head}
	run := make([]int, n)
	for _, d := range m.Deals() {
		if !d.Done {
			continue
		}
		in := d.Contract.Info()
		decl, pts := "", ""
		if d.Declarer != game.NoSeat {
			decl = names[d.People[d.Declarer]]
		}
		switch {
		case in.Solitary:
			decl = "—"
			pts = fmt.Sprintf("%d", d.Result.Points)
		case in.Normal:
			pts = fmt.Sprintf("%d", d.Result.Points)
		default:
			pts = text.WonWord(d.Result.Won)
		}
		row := []string{fmt.Sprint(d.Number), names[d.Dealer], in.German, decl, pts}
		for p := 0; p < n; p++ {
			run[p] += d.PersonScore[p]
			row = append(row, fmt.Sprintf("%+d", d.PersonScore[p]))
		}
		rows = append(rows, row)
	}
	tot := []string{"", "", "", "", tr("Total")}
	for p := 0; p < n; p++ {
		tot = append(tot, fmt.Sprintf("%+d", run[p]))
	}
	return append(rows, tot)
}

// scoreSheetView builds the sheet with the sitting's rule profile above and
// its chart of running totals below, and returns it with the scroll of its
// deals' rows. The names above and the totals below stay in view however
// many deals were played; only the deals scroll.
func scoreSheetView(m *game.Sitting, names []string, prof game.Profile) (fyne.CanvasObject, *container.Scroll) {
	rows := scoreRows(m, names)
	cols := len(rows[0])
	grid := func(rs [][]string, bold bool) *fyne.Container {
		g := container.NewGridWithColumns(cols)
		for _, r := range rs {
			for _, cell := range r {
				l := widget.NewLabel(cell)
				l.TextStyle.Bold = bold
				g.Add(l)
			}
		}
		return g
	}
	head, total := grid(rows[:1], true), grid(rows[len(rows)-1:], true)
	// the rows at their height from the top (a scroll stretches what it
	// holds to its own height)
	scroll := container.NewVScroll(container.NewVBox(grid(rows[1:len(rows)-1], false)))
	// three rows at least: with the chart the sheet's least height still
	// fits a window of 800×600 clear of its menu bar (dialogRoom; with
	// room for four and a half it covered the menu bar)
	scroll.SetMinSize(fyne.NewSize(620, 120))
	rules := widget.NewLabel(text.ProfileSummary(prof))
	rules.Wrapping = fyne.TextWrapWord
	rules.TextStyle.Italic = true
	// rows holds the names and the totals around one row per finished deal
	var below fyne.CanvasObject = newScoreChart(m, names)
	if len(rows) <= 2 {
		below = widget.NewLabel(tr("No deal finished yet: the chart of the running totals starts after the first."))
	}
	return container.NewBorder(container.NewVBox(rules, head), container.NewVBox(total, below), nil, nil, scroll), scroll
}

// showScoreSheet opens the score sheet in a dialog.
func (c *Controller) showScoreSheet() {
	if c.sitting == nil || c.win == nil {
		return
	}
	sheet, deals := scoreSheetView(c.sitting, c.personNames(), c.sittingProfile())
	d := dialog.NewCustom(tr(txtScoreSheet), tr("Close"), sheet, c.win)
	c.fitDialog(d, nil, fyne.NewSize(760, 580)) // (clear of the menu bar)
	c.openDialog(d)
	deals.ScrollToBottom() // the latest deals above the totals
}

// personColour tells the people apart in the chart.
func personColour(p int) color.NRGBA {
	if p < len(look.SeatColours) {
		return look.SeatColours[p]
	}
	return color.NRGBA{0x8a, 0x5c, 0xc4, 0xff}
}

// chartStroke is the width of person p's line among n.
func chartStroke(p, n int) float32 { return 2 + 1.5*float32(n-1-p) }

// scoreChart draws each player's running total after every deal as a line.
type scoreChart struct {
	widget.BaseWidget
	m     *game.Sitting
	names []string
}

func newScoreChart(m *game.Sitting, names []string) *scoreChart {
	s := &scoreChart{m: m, names: names}
	s.ExtendBaseWidget(s)
	return s
}

func (s *scoreChart) CreateRenderer() fyne.WidgetRenderer {
	r := &chartRenderer{s: s, bg: canvas.NewRectangle(color.NRGBA{0xff, 0xff, 0xff, 0x10})}
	return r
}

type chartRenderer struct {
	s    *scoreChart
	bg   *canvas.Rectangle
	objs []fyne.CanvasObject
}

func (r *chartRenderer) Destroy()                     {}
func (r *chartRenderer) MinSize() fyne.Size           { return fyne.NewSize(400, 170) }
func (r *chartRenderer) Objects() []fyne.CanvasObject { return r.objs }
func (r *chartRenderer) Refresh()                     { r.Layout(r.s.Size()) }

func (r *chartRenderer) Layout(size fyne.Size) {
	n := r.s.m.People()
	series := make([][]int, n)
	run := make([]int, n)
	for p := 0; p < n; p++ {
		series[p] = []int{0}
	}
	lo, hi := 0, 0
	for _, d := range r.s.m.Deals() {
		if !d.Done {
			continue
		}
		for p := 0; p < n; p++ {
			run[p] += d.PersonScore[p]
			series[p] = append(series[p], run[p])
			lo, hi = min(lo, run[p]), max(hi, run[p])
		}
	}
	if hi == lo {
		hi, lo = 1, -1
	}
	left, top, legend := float32(40), float32(10), float32(24)
	w, h := size.Width-left-10, size.Height-top-legend-10
	r.bg.Move(fyne.NewPos(left, top))
	r.bg.Resize(fyne.NewSize(w, h))
	objs := []fyne.CanvasObject{r.bg}
	ymap := func(v int) float32 { return top + h - float32(v-lo)/float32(hi-lo)*h }
	zero := canvas.NewLine(color.NRGBA{0xff, 0xff, 0xff, 0x60})
	zero.Position1, zero.Position2 = fyne.NewPos(left, ymap(0)), fyne.NewPos(left+w, ymap(0))
	objs = append(objs, zero)
	for _, v := range []int{lo, hi} {
		t := canvas.NewText(fmt.Sprintf("%+d", v), look.TextDim)
		t.TextSize = 11
		t.Move(fyne.NewPos(2, ymap(v)-7))
		objs = append(objs, t)
	}
	steps := len(series[0]) - 1
	for p := 0; p < n; p++ {
		col := personColour(p)
		for i := 1; i < len(series[p]); i++ {
			l := canvas.NewLine(col)
			// each line a little thinner than the one drawn before it: where
			// two people stand equal, both colours show
			l.StrokeWidth = chartStroke(p, n)
			x0 := left + float32(i-1)/float32(max(steps, 1))*w
			x1 := left + float32(i)/float32(max(steps, 1))*w
			l.Position1 = fyne.NewPos(x0, ymap(series[p][i-1]))
			l.Position2 = fyne.NewPos(x1, ymap(series[p][i]))
			objs = append(objs, l)
		}
		key := canvas.NewText("■ "+r.s.names[p], col)
		key.TextSize = 13
		key.TextStyle.Bold = true
		key.Move(fyne.NewPos(left+float32(p)*w/float32(n), top+h+6))
		objs = append(objs, key)
	}
	r.objs = objs
}
