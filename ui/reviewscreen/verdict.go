package reviewscreen

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/text"
)

// The review's verdicts in words: a decision's verdict, why, the list of
// the deal's decisions and the summary of them.

// verdictFor returns the index of the verdict on the person's card in
// trick k, or -1.
func (rv *View) verdictFor(k int) int {
	for i, v := range rv.verdicts {
		if v.Trick == k {
			return i
		}
	}
	return -1
}

// showVerdict puts the verdict on the person's card of the trick shown
// under the table.
func (rv *View) showVerdict() {
	// a verdict of more lines needs more room under the table
	defer func() {
		if rv.left != nil {
			rv.left.Refresh()
		}
	}()
	if rv.step == 0 && (len(rv.exch) > 0 || rv.chosenCalls() > 0) {
		rv.setVerdict(rv.startVerdictLines()...)
		return
	}
	if rv.step == 0 {
		rv.setVerdict(verdictLine{tr("The hands as play began. Step through the tricks with ◀ and ▶ (or ← and →)."), widget.MediumImportance})
		return
	}
	i := rv.verdictFor(rv.step)
	switch {
	case i < 0 && rv.auto > 0 && rv.step >= rv.auto:
		rv.setVerdict(verdictLine{autoPlayedText(rv.auto), widget.MediumImportance})
	case i < 0:
		rv.setVerdict()
	case !rv.ready[i]:
		rv.setVerdict(verdictLine{trf("Your %s: the solver is still thinking…", text.CardName(rv.verdicts[i].Played)), widget.MediumImportance})
	default:
		v := rv.verdicts[i]
		imp := widget.SuccessImportance
		if v.Err != nil || v.Forced {
			imp = widget.MediumImportance
		} else if v.Lost > 0 {
			imp = widget.DangerImportance
		}
		rv.setVerdict(verdictLine{text.CardVerdictText(v, rv.final.Contract() == game.Raeuber), imp})
	}
}

// verdictLine is a line of the verdict under the table and its colour:
// a line that lost points in the danger colour, one that was best in the
// success colour, the others plain.
type verdictLine struct {
	text string
	imp  widget.Importance
}

// setVerdict shows lines under the table, each its own label in its own
// colour (none: the place stays empty).
func (rv *View) setVerdict(lines ...verdictLine) {
	labels := rv.verdict.Objects[:cap(rv.verdict.Objects)]
	for len(labels) < max(len(lines), 1) {
		l := widget.NewLabel("")
		l.Wrapping = fyne.TextWrapWord
		l.TextStyle.Bold = true
		labels = append(labels, l)
	}
	rv.verdict.Objects = labels[:max(len(lines), 1)]
	for i, o := range rv.verdict.Objects {
		l := o.(*widget.Label)
		l.Text, l.Importance = "", widget.MediumImportance
		if i < len(lines) {
			l.Text, l.Importance = lines[i].text, lines[i].imp
		}
		l.Refresh()
	}
	rv.verdict.Refresh()
}

// refreshList redraws the list of verdicts; the shown trick's is marked.
func (rv *View) refreshList() {
	if rv.list == nil {
		return
	}
	rv.list.Objects = nil
	for _, b := range rv.callButtons() {
		rv.list.Add(b)
	}
	for _, b := range rv.exchangeButtons() {
		rv.list.Add(b)
	}
	for i, v := range rv.verdicts {
		i, v := i, v
		b := widget.NewButton(text.ShortVerdict(v, rv.ready[i]), func() { rv.showStep(v.Trick) })
		b.Alignment = widget.ButtonAlignLeading
		switch {
		case v.Trick == rv.step:
			b.Importance = widget.HighImportance
		case rv.ready[i] && v.Err == nil && v.Lost > 0:
			b.Importance = widget.DangerImportance
		default:
			b.Importance = widget.LowImportance
		}
		rv.list.Add(b)
	}
	if len(rv.verdicts) == 0 && len(rv.exch) == 0 && len(rv.calls) == 0 {
		rv.list.Add(widget.NewLabel(tr("You played no card in this deal.")))
	}
	// (the override reaches the new rows only when refreshed)
	rv.listTheme.Refresh()
	rv.showListRow()
}

// showListRow scrolls the list of verdicts, where it scrolls, so that
// the row of the trick shown is in sight (stepping through the tricks
// highlighted rows out of sight).
func (rv *View) showListRow() {
	if rv.listScroll == nil || rv.listScroll.Size().Height <= 0 {
		return
	}
	y := float32(0)
	for _, o := range rv.list.Objects {
		h := o.MinSize().Height
		if b, ok := o.(*widget.Button); ok && b.Importance == widget.HighImportance && rv.step > 0 {
			off := rv.listScroll.Offset.Y
			view := rv.listScroll.Size().Height
			switch {
			case y < off:
				rv.listScroll.ScrollToOffset(fyne.NewPos(0, y))
			case y+h > off+view:
				rv.listScroll.ScrollToOffset(fyne.NewPos(0, y+h-view))
			}
			return
		}
		y += h + listGap
	}
}

// summary counts the verdicts of every kind the review judged — cards,
// calls, the exchange: "Cards: 6 best, 2 forced, 1 worse (6 points given
// up); calls: 3 best, 1 worse; exchange: 2 best."
func (rv *View) summary() string {
	return text.ReviewSummary(rv.verdicts, rv.calls, rv.callReady, rv.exch, rv.exchReady)
}
