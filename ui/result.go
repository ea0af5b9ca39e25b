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
	title.TextSize = 26
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
	box.Add(pays)
	tot, names := c.sitting.PersonTotals(), c.personNames()
	var ts []string
	for p := range tot {
		ts = append(ts, trf("%s %+d", names[p], tot[p]))
	}
	box.Add(widget.NewLabel(tr("Running totals: ") + strings.Join(ts, "    ")))
	next := widget.NewButton(tr(txtNextDeal), c.NextDeal)
	if c.lesson != nil {
		next.SetText(c.lesson.nextLabel()) // after a lesson comes the next one
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
	sized := container.New(&look.FixedWidth{W: 640}, panel)
	shade := canvas.NewRectangle(look.Shade)
	return container.NewStack(shade, container.NewCenter(sized))
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
