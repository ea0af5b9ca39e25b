package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/look"
	"github.com/cego-spiel/cego/ui/text"
)

// explainDeal is the settlement of a finished deal in words for the person
// at seat me (NoSeat: nobody, as in watch mode): the engine's reckoning
// (game.State.Reckoning) said by text.SettlementOf, every number the
// engine's.
func explainDeal(st *game.State, names [4]string, me game.Seat) text.Settlement {
	return text.SettlementOf(st.Reckoning(), names, me)
}

// newResultPanel shows the settlement over the table, with the way on to
// the next deal and to the score sheet.
func newResultPanel(c *Controller, st *game.State) fyne.CanvasObject {
	s := explainDeal(st, c.names, c.personSeat())
	r := st.Result()
	title := canvas.NewText(resultTitle(c, r, s), look.Text)
	if s.Won || (noDeclarer(r) && c.me() != game.NoSeat && r.Score[c.me()] > 0) {
		title.Color = look.Highlight
	}
	title.TextSize = resultTitleSize
	title.TextStyle.Bold = true
	// the title starts where the labels' text does
	box := container.NewVBox(container.New(layout.NewCustomPaddedLayout(0, 0, theme.InnerPadding(), 0), title))
	if l := c.earlyLine(); l != "" {
		box.Add(earlyLabel(l))
	}
	for _, l := range s.Lines {
		lb := widget.NewLabel(l)
		lb.Wrapping = fyne.TextWrapWord
		box.Add(lb)
	}
	box.Add(widget.NewSeparator())
	pays := widget.NewLabel(strings.Join(s.Pays, "    "))
	pays.TextStyle.Bold = true
	pays.Wrapping = fyne.TextWrapWord
	box.Add(pays)
	tot, names := c.sitting.PersonTotals(), c.personNames()
	var ts []string
	for p := range tot {
		ts = append(ts, trf("%s %+d", names[p], tot[p]))
	}
	running := widget.NewLabel(tr("Running totals: ") + strings.Join(ts, "    "))
	running.Wrapping = fyne.TextWrapWord
	box.Add(running)
	next := widget.NewButton(tr(txtNextDeal), c.NextDeal)
	if c.lesson != nil {
		next.SetText(c.lesson.NextLabel()) // after a lesson comes the next one
	}
	next.Importance = widget.HighImportance
	sheet := widget.NewButton(tr(txtScoreSheet), c.showScoreSheet)
	review := widget.NewButton(tr("Review"), c.showReview)
	box.Add(container.NewHBox(layout.NewSpacer(), review, sheet, next))
	bg := canvas.NewRectangle(look.PanelSolid)
	bg.CornerRadius = 16
	bg.StrokeColor = look.Highlight
	bg.StrokeWidth = 2
	panel := container.NewStack(bg, container.NewPadded(container.NewPadded(box)))
	wrap := container.NewThemeOverride(panel, look.Scaled(1))
	shade := canvas.NewRectangle(look.Shade)
	return container.NewStack(shade, container.New(&resultLayout{t: c.table, wrap: wrap, title: title}, wrap))
}

// The result panel is resultWidth wide and its title resultTitleSize high
// at the table's design size; both, and its texts, grow with a table
// drawn larger (at 1920×1080 it stayed small in the middle of a large
// table).
const (
	resultWidth     = 640
	resultTitleSize = 26
	// resultMargin keeps the panel this far inside the table's sides: in a
	// lesson at 800×600 the table beside the column is narrower than
	// resultWidth, and the panel was cut at both edges
	resultMargin = 12
)

// resultLayout centres the result panel over the table: resultWidth at
// the table's scale (look.Scaled under a ThemeOverride, as the toolbar's),
// never wider than the table less resultMargin on each side; the title
// shrinks where it would be wider than the panel.
type resultLayout struct {
	t     *Table
	wrap  *container.ThemeOverride
	title *canvas.Text
	k     float32 // the scale the panel is drawn at
}

// scale is the table's scale for widgets (1 without a table).
func (l *resultLayout) scale() float32 {
	if l.t == nil {
		return 1
	}
	return max(l.t.widgetScale, 1)
}

// Layout places the panel: as wide as the table allows, as high as its
// wrapped lines need at that width, centred.
func (l *resultLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if k := l.scale(); k != l.k {
		l.k = k
		l.wrap.Theme = look.Scaled(k)
		l.wrap.Refresh()
	}
	w := max(min(resultWidth*l.k, size.Width-2*resultMargin), 0)
	// the title's room: the panel less its two paddings each side and
	// the title's own inset
	pad := theme.Padding() * l.k
	room := w - 4*pad - 2*theme.InnerPadding()*l.k
	ts := resultTitleSize * l.k
	if tw := fyne.MeasureText(l.title.Text, ts, l.title.TextStyle).Width; tw > room && room > 0 {
		ts = max(ts*room/tw, 14)
	}
	if l.title.TextSize != ts {
		l.title.TextSize = ts
		l.title.Refresh()
	}
	for _, o := range objs {
		// wrapped labels know their height only at their width
		o.Resize(fyne.NewSize(w, o.Size().Height))
		h := o.MinSize().Height
		o.Resize(fyne.NewSize(w, h))
		o.Move(fyne.NewPos((size.Width-w)/2, max(0, (size.Height-h)/2)))
	}
}

// MinSize is the panel's least size (its lines wrap to any width).
func (l *resultLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var m fyne.Size
	for _, o := range objs {
		m = m.Max(o.MinSize())
	}
	return m
}

// personSeat is the seat of the person at this screen (NoSeat: nobody, as
// in watch mode or while the person sits out a deal).
func (c *Controller) personSeat() game.Seat {
	if s := c.me(); c.isHuman(s) {
		return s
	}
	return game.NoSeat
}

// isMe reports whether seat p is the person at this screen (the German
// title then says "du hast", not "Du hat").
func (c *Controller) isMe(p game.Seat) bool {
	return p != game.NoSeat && p == c.me() && c.isHuman(p)
}

// resultTitle is the result panel's headline: the game and who won, lost
// or pays ("you" for the person at this screen).
func resultTitle(c *Controller, r game.Result, s text.Settlement) string {
	switch {
	case noDeclarer(r):
		var ls []string
		for _, l := range r.Losers {
			ls = append(ls, c.names[l])
		}
		switch {
		case len(ls) == 1 && c.isMe(r.Losers[0]):
			return trf("%s — you pay", s.Title)
		case len(ls) > 1:
			return trf("%s — %s pay", s.Title, strings.Join(ls, ", "))
		default:
			return trf("%s — %s pays", s.Title, strings.Join(ls, ", "))
		}
	case s.Won && c.isMe(r.Declarer):
		return trf("%s — you won", s.Title)
	case s.Won:
		return trf("%s — %s won", s.Title, c.names[r.Declarer])
	case c.isMe(r.Declarer):
		return trf("%s — you lost", s.Title)
	}
	return trf("%s — %s lost", s.Title, c.names[r.Declarer])
}

// noDeclarer reports whether a deal was settled without a declarer winning
// or losing: Räuber, Drescher, or a "Hosen rum!" that ended it — the
// headline names who pays.
func noDeclarer(r game.Result) bool {
	return r.Contract.Info().Solitary || r.Challenger != game.NoSeat
}
