package ui

import (
	"fmt"
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

// settlement explains a finished deal line by line, the way a player at the
// table would reckon it: the declarer's cards counted in threes, the band
// and its factor, the game value, and who pays whom. Special games and
// Räuber are explained in their own way.
type settlement struct {
	Title string
	Won   bool
	Lines []string
	Pays  []string // one line per seat: name and amount
}

func explainDeal(st *game.State, names [4]string, me game.Seat) settlement {
	r := st.Result()
	in := r.Contract.Info()
	n := st.Players()
	d := r.Declarer
	var s settlement
	s.Won = r.Won
	// the person, at seat me (NoSeat: nobody, as in watch mode), is "you"
	// in the middle of a sentence and pays, not pays — found by the seat,
	// not by a name (a person may call himself "You" or "Du")
	you := me != game.NoSeat && int(me) < n
	// isYou: German declines and conjugates "du" apart from a name ("von
	// dir", "du hast gespielt"), so sentences about the person have their
	// own wording
	isYou := func(p game.Seat) bool { return p == me && you }
	pays := func(p game.Seat) string {
		if p == me && you {
			return tr("You pay")
		}
		return names[p] + " " + tr("pays")
	}
	switch {
	case r.Contract == game.Raeuber:
		s.Title = "Räuber"
		s.Lines = append(s.Lines, tr("Räuber: everybody played for himself; each counts his own tricks in threes."))
		var pts []string
		for p := 0; p < n; p++ {
			pts = append(pts, trf("%s %d", names[p], r.SeatPoints[p]))
		}
		s.Lines = append(s.Lines, tr("Card points: ")+strings.Join(pts, " · "))
		var ls []string
		for _, l := range r.Losers {
			ls = append(ls, names[l])
		}
		s.Lines = append(s.Lines, trf("Most points (%d): %s — the loser pays.", r.Points, strings.Join(ls, ", ")))
		base := trf("Räuber is worth %d", r.Value)
		if r.NoTrick > 0 {
			base += trf(", doubled for each player without a trick (%d): ×%d", r.NoTrick, 1<<r.NoTrick)
		}
		if len(r.Losers) == 1 && r.Losers[0] == st.Vorhand() {
			base += tr(", doubled again because Vorhand lost")
		}
		// "worth 5 = 5" says nothing: the sum only after a doubling, and
		// the one loser by name
		if r.PerSeat != r.Value {
			base += trf(" = %d", r.PerSeat)
		}
		if len(r.Losers) == 1 {
			s.Lines = append(s.Lines, base+".", trf("%s each other player %d.", pays(r.Losers[0]), r.PerSeat))
		} else {
			s.Lines = append(s.Lines, base+trf(", paid by each of them to each other player (%d).", r.PerSeat))
		}
	case !in.Normal:
		s.Title = in.German
		if isYou(d) {
			s.Lines = append(s.Lines, trf("Your %s: %s.", in.German, tr(in.Goal)))
		} else {
			s.Lines = append(s.Lines, trf("%s by %s: %s.", in.German, names[d], tr(in.Goal)))
		}
		tw := st.TricksWon(d)
		var how string
		switch r.Contract {
		case game.Ultimo:
			last := st.Tricks()[len(st.Tricks())-1]
			card := text.CardName(last.Cards[last.WinningIndex()])
			switch {
			case r.Won:
				how = tr("The Geiß took the last trick.")
			case isYou(last.Winner()):
				how = trf("The last trick went to you with %s.", card)
			default:
				how = trf("The last trick went to %s with %s.", names[last.Winner()], card)
			}
		default:
			how = tricksTaken(isYou(d), names[d], tw)
		}
		s.Lines = append(s.Lines, how+" "+wonLost(r.Won))
		s.Lines = append(s.Lines, tr("Card points are not counted in a special game."))
		switch {
		case r.Won && isYou(d):
			s.Lines = append(s.Lines, trf("Each defender pays you the fixed value %d.", r.Value))
		case r.Won:
			s.Lines = append(s.Lines, trf("Each defender pays %s the fixed value %d.", names[d], r.Value))
		default:
			s.Lines = append(s.Lines, trf("%s each defender the fixed value %d.", pays(d), r.Value))
		}
	default:
		s.Title = in.German
		pile := st.DeclarerPile()
		k := pile.Len()
		raw := game.RawPoints(pile)
		if isYou(d) {
			s.Lines = append(s.Lines, trf("You played %s and needed 36 of 70 card points.", in.German))
		} else {
			s.Lines = append(s.Lines, trf("%s played %s and needed 36 of 70 card points.", names[d], in.German))
		}
		src := trf("%d cards in tricks", st.Won(d).Len())
		switch {
		case r.Contract == game.Solo:
			src += tr(" + the blind, counted unseen")
		case r.Contract.UsesBlind() && st.Discards().Len() == 0:
			// Einer, Eine Leere and Geiß keep the blind whole: no discard
			src += tr(" + the Legage")
		case r.Contract.UsesBlind():
			src += tr(" + the Legage and discard")
		}
		s.Lines = append(s.Lines, trf("The declarer's pile: %d cards (%s), card values %d.", k, src, raw))
		count := trf("Counted in threes: %d − 2 × %d groups", raw, k/3)
		if k%3 != 0 {
			count += tr(" − 1 for the leftover")
		}
		count += trf(" = %d", game.Points(pile))
		if n == 3 {
			count += tr(", +1 for the three cards taken out")
		}
		arrow, inBand := pointsInBand(r)
		s.Lines = append(s.Lines, count+arrow, inBand)
		val := trf("Game value %d", r.Value)
		switch r.Contract {
		case game.Solo:
			val = trf("Solo is worth 2 when won, 1 when lost: value %d", r.Value)
		case game.Gegensolo:
			val = trf("Gegensolo is worth 4 when won, 2 when lost: value %d", r.Value)
		}
		if r.Unit != 1 {
			val += trf(", unit %d", r.Unit)
		}
		amt := r.PerSeat
		if amt < 0 {
			amt = -amt
		}
		calc := trf("%d × %d", r.Value, abs(r.Factor))
		if r.Unit != 1 {
			calc = trf("%d × %d × %d", r.Unit, r.Value, abs(r.Factor))
		}
		switch {
		case r.Won && isYou(d):
			s.Lines = append(s.Lines, val+trf(". Each defender pays you %s = %d.", calc, amt))
		case r.Won:
			s.Lines = append(s.Lines, val+trf(". Each defender pays %s %s = %d.", names[d], calc, amt))
		default:
			s.Lines = append(s.Lines, val+trf(". %s each defender %s = %d.", pays(d), calc, amt))
		}
	}
	for p := 0; p < n; p++ {
		s.Pays = append(s.Pays, trf("%s %+d", names[p], r.Score[p]))
	}
	return s
}

// pointsInBand ends the count of a normal game ("… → 41 points. Won.")
// and places the points in their band, "1 point" for one.
func pointsInBand(r game.Result) (arrow, inBand string) {
	if r.Points == 1 {
		return trf(" → %d point. %s", r.Points, wonLost(r.Won)),
			trf("%d point lies in the band %s: factor %+d.", r.Points, band(r.Points), r.Factor)
	}
	return trf(" → %d points. %s", r.Points, wonLost(r.Won)),
		trf("%d points lie in the band %s: factor %+d.", r.Points, band(r.Points), r.Factor)
}

// tricksTaken says how many tricks the declarer took: "Sepp took 3
// tricks.", "You took no trick."
func tricksTaken(you bool, name string, n int) string {
	switch {
	case you && n == 0:
		return tr("You took no trick.")
	case you && n == 1:
		return tr("You took 1 trick.")
	case you:
		return trf("You took %d tricks.", n)
	case n == 0:
		return trf("%s took no trick.", name)
	case n == 1:
		return trf("%s took 1 trick.", name)
	}
	return trf("%s took %d tricks.", name, n)
}

func wonLost(won bool) string {
	if won {
		return tr("Won.")
	}
	return tr("Lost.")
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// band names the five-point band of RULES §9.2 that p lies in.
func band(p int) string {
	switch {
	case p <= 0:
		return "0"
	case p >= 70:
		return "70"
	case p >= 66:
		return "66–69"
	}
	lo := (p-1)/5*5 + 1
	return fmt.Sprintf("%d–%d", lo, lo+4)
}

// newResultPanel shows the settlement over the table, with the way on to
// the next deal and to the score sheet.
func newResultPanel(c *Controller, st *game.State) fyne.CanvasObject {
	s := explainDeal(st, c.names, c.personSeat())
	r := st.Result()
	title := canvas.NewText(resultTitle(c, r, s), look.Text)
	if s.Won || (r.Contract.Info().Solitary && c.me() != game.NoSeat && r.Score[c.me()] > 0) {
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
func resultTitle(c *Controller, r game.Result, s settlement) string {
	switch {
	case r.Contract.Info().Solitary:
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
