package reviewscreen

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"github.com/cego-spiel/cego/ui/look"
)

// The review's column of verdicts takes 40% of the panel, at least what its
// widest line needs and at most maxSideWidth; the table takes the rest, its
// cards as large as the room allows.
const (
	minSideWidth = 280
	maxSideWidth = 400
)

// reviewFrame insets the review's panel in the window and gives the
// column of verdicts its width.
type reviewFrame struct {
	rv    *View
	inset look.Inset
}

func (l *reviewFrame) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	rv := l.rv
	// the list scrolls up and down only: its widest entry sets the least width
	need := max(rv.side.MinSize().Width, rv.list.MinSize().Width+2*theme.Padding()+theme.ScrollBarSize())
	rv.sideW.W = min(max((size.Width-2*l.inset.Pad)*0.4, minSideWidth, need), maxSideWidth)
	l.inset.Layout(objs, size)
	// the wrapped lines at the column's top know their height only now
	rv.side.Refresh()
}

func (l *reviewFrame) MinSize(objs []fyne.CanvasObject) fyne.Size { return l.inset.MinSize(objs) }

// fitKey is what the table was fitted to: its room and the trick shown.
type fitKey struct {
	size fyne.Size
	step int
}

// tableFit lays out the review's table in the room it has, drawing it
// again with smaller cards where it does not fit at full size (a narrow
// window, or the lesson panel beside the table): the cards, not the
// layout, give way, so that nothing overlaps.
type tableFit struct {
	rv   *View
	busy bool
}

func (l *tableFit) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	rv := l.rv
	if key := (fitKey{size, rv.step}); !l.busy && size.Width > 0 && size.Height > 0 && key != rv.fitted {
		l.busy = true
		rv.fitted = key
		if k := rv.fitScale(size); k != rv.scale || len(objs) == 0 {
			rv.scale = k
			rv.table.Objects = []fyne.CanvasObject{rv.drawTable()}
			objs = rv.table.Objects
		}
		l.busy = false
	}
	for _, o := range objs {
		o.Move(fyne.Position{})
		o.Resize(size)
	}
}

// MinSize is small: the table fits itself to whatever room it gets.
func (l *tableFit) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSize(160, 120) }

// maxScale is the largest the review's cards are drawn, in their size in
// the window's table: on a large screen (1920×1080) the review's table
// at full size left most of its room empty, its cards small.
const maxScale = 1.6

// fitScale is the largest card scale (at most maxScale) at which the table
// of the step shown fits size: measured at the largest, then corrected for
// the texts, which do not grow or shrink.
func (rv *View) fitScale(size fyne.Size) float32 {
	measure := func(k float32) fyne.Size {
		old := rv.scale
		rv.scale = k
		m := rv.drawTable().MinSize()
		rv.scale = old
		return m
	}
	k := float32(maxScale)
	for range 5 {
		m := measure(k)
		if m.Width <= size.Width && m.Height <= size.Height {
			return k
		}
		k *= min(size.Width/m.Width, size.Height/m.Height) * 0.98
	}
	return max(k, 0.2)
}

// minListText is the smallest text the list of verdicts is drawn at to
// fit its room; below it the list scrolls.
const minListText = 11

// listKey is what the list of verdicts was fitted to: its room and its
// rows.
type listKey struct {
	height float32
	rows   int
}

// listFit gives the list of verdicts the largest text, from the theme's
// down to minListText, at which every row shows without scrolling (at
// 800×600 a deal's fifteen verdicts needed 416 px where the list had
// 285, and the last five were out of sight).
type listFit struct {
	rv   *View
	key  listKey
	busy bool
}

func (l *listFit) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	rv := l.rv
	if key := (listKey{size.Height, len(rv.list.Objects)}); !l.busy && size.Height > 0 && key != l.key {
		l.busy = true
		l.key = key
		text := theme.TextSize()
		for {
			rv.listTheme.Theme = look.CompactText(text)
			rv.listTheme.Refresh()
			if text <= minListText || rv.list.MinSize().Height <= size.Height {
				break
			}
			text--
		}
		l.busy = false
	}
	for _, o := range objs {
		o.Move(fyne.Position{})
		o.Resize(size)
	}
	rv.showListRow()
}

func (l *listFit) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var m fyne.Size
	for _, o := range objs {
		m = m.Max(o.MinSize())
	}
	return m
}

// listGap is the gap between the rows of the list of verdicts.
const listGap = 1

// rowsLayout stacks its objects one a row, listGap apart, each as wide as
// the list (a VBox's gap is the window theme's, not the list's compact
// one).
type rowsLayout struct{}

func (rowsLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	y := float32(0)
	for _, o := range objs {
		h := o.MinSize().Height
		o.Move(fyne.NewPos(0, y))
		o.Resize(fyne.NewSize(size.Width, h))
		y += h + listGap
	}
}

func (rowsLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var w, h float32
	for i, o := range objs {
		m := o.MinSize()
		w = max(w, m.Width)
		h += m.Height
		if i > 0 {
			h += listGap
		}
	}
	return fyne.NewSize(w, h)
}
