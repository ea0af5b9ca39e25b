package ui

import (
	"errors"
	"strings"

	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/text"
)

// The review's verdicts in words: a decision's verdict, why, the list of
// the deal's decisions and the summary of them.

// verdictFor returns the index of the verdict on the person's card in
// trick k, or -1.
func (rv *reviewView) verdictFor(k int) int {
	for i, v := range rv.verdicts {
		if v.Trick == k {
			return i
		}
	}
	return -1
}

// showVerdict puts the verdict on the person's card of the trick shown
// under the table.
func (rv *reviewView) showVerdict() {
	// a verdict of more lines needs more room under the table
	defer func() {
		if rv.left != nil {
			rv.left.Refresh()
		}
	}()
	rv.verdict.Importance = widget.MediumImportance
	if rv.step == 0 && (len(rv.exch) > 0 || rv.chosenCalls() > 0) {
		rv.verdict.Importance, rv.verdict.Text = rv.startImportance(), rv.startVerdictText()
		rv.verdict.Refresh()
		return
	}
	if rv.step == 0 {
		rv.verdict.SetText(tr("The hands as play began. Step through the tricks with ◀ and ▶ (or ← and →)."))
		return
	}
	i := rv.verdictFor(rv.step)
	switch {
	case i < 0 && rv.auto > 0 && rv.step >= rv.auto:
		rv.verdict.SetText(autoPlayedText(rv.auto))
	case i < 0:
		rv.verdict.SetText("")
	case !rv.ready[i]:
		rv.verdict.SetText(trf("Your %s: the solver is still thinking…", text.CardName(rv.verdicts[i].Played)))
	default:
		v := rv.verdicts[i]
		rv.verdict.Importance = widget.SuccessImportance
		if v.Err != nil || v.Forced {
			rv.verdict.Importance = widget.MediumImportance
		} else if v.Lost > 0 {
			rv.verdict.Importance = widget.DangerImportance
		}
		rv.verdict.SetText(verdictText(v, rv.final.Contract() == game.Raeuber))
	}
}

// verdictText says a verdict for the person: "You played Herz König: this
// lost 6 points — Trump 3 would have kept the Mond (21) safe." In Räuber,
// where points are bad, the card "took" points.
func verdictText(v ai.CardVerdict, raeuber bool) string {
	head := trf("You played %s: ", text.CardName(v.Played))
	switch {
	case v.Err != nil && errors.Is(v.Err, ai.ErrReviewCap):
		return head + tr("too deep for the solver within its time.")
	case v.Err != nil:
		return head + tr("no verdict: the solver does not judge this game or position.")
	case v.Forced:
		return head + tr("your only legal card.")
	case v.Lost == 0:
		return head + tr("best — no card would have done better") + accuracyNote(v.Accuracy) + "."
	case v.Game:
		return head + trf("this lost the game — %s would have won it", text.CardName(v.Best)) + accuracyNote(v.Accuracy) + "."
	case v.Accuracy == ai.AccuracyBand && v.Lost == 1:
		return head + trf("this cost your side 1 factor band — %s would have done better", text.CardName(v.Best)) + accuracyNote(v.Accuracy) + "."
	case v.Accuracy == ai.AccuracyBand:
		return head + trf("this cost your side %d factor bands — %s would have done better", v.Lost, text.CardName(v.Best)) + accuracyNote(v.Accuracy) + "."
	}
	lost := trf("this lost %d points", v.Lost)
	switch {
	case raeuber && v.Lost == 1:
		lost = tr("this took 1 point more than the best card")
	case raeuber:
		lost = trf("this took %d points more than the best card", v.Lost)
	case v.Lost == 1:
		lost = tr("this lost 1 point")
	}
	return head + lost + " — " + whyText(v) + "."
}

// accuracyNote says, after a verdict, that the solver judged it coarsely:
// exact card points were too deep for it within its time.
func accuracyNote(a ai.Accuracy) string {
	switch a {
	case ai.AccuracyBand:
		return " " + tr("(judged by factor band only)")
	case ai.AccuracyGame:
		return " " + tr("(judged by won or lost only)")
	}
	return ""
}

// whyText is the reason a better card was better.
func whyText(v ai.CardVerdict) string {
	b := text.CardName(v.Best)
	switch v.Why {
	case ai.WhyWinsTrick:
		if v.Card != game.NoCard {
			return trf("%s would have won the trick for your side, with %s in it", b, text.CardName(v.Card))
		}
		return trf("%s would have won the trick for your side", b)
	case ai.WhySaves:
		if v.Card == v.Best {
			return trf("%s now would have kept it safe", b)
		}
		return trf("%s would have kept %s safe", b, text.CardName(v.Card))
	case ai.WhyCatches:
		return trf("%s would have caught %s", b, text.CardName(v.Card))
	case ai.WhyDucks:
		return trf("%s would have let the trick go", b)
	case ai.WhyGivesLess:
		return trf("%s would have given the other side less in this trick", b)
	}
	return trf("%s would have done better in the tricks to come", b)
}

// shortVerdict is a verdict in the list: "Trick 3 · Herz König — lost 6".
func shortVerdict(v ai.CardVerdict, ready bool) string {
	head := trf("Trick %d · %s", v.Trick, text.CardName(v.Played))
	switch {
	case !ready:
		return head + " — …"
	case v.Err != nil:
		return head + " — " + tr("no verdict")
	case v.Forced:
		return head + " — " + tr("only card")
	case v.Lost == 0:
		return head + " — " + tr("best")
	case v.Game:
		return head + " — " + tr("lost the game")
	case v.Accuracy == ai.AccuracyBand:
		return head + " — " + bandsLower(v.Lost)
	}
	return head + " — " + trf("lost %d", v.Lost)
}

// bandsLower is "2 bands lower", "1 band lower".
func bandsLower(n int) string {
	if n == 1 {
		return tr("1 band lower")
	}
	return trf("%d bands lower", n)
}

// refreshList redraws the list of verdicts; the shown trick's is marked.
func (rv *reviewView) refreshList() {
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
		b := widget.NewButton(shortVerdict(v, rv.ready[i]), func() { rv.showStep(v.Trick) })
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
}

// summary counts the verdicts of every kind the review judged — cards,
// calls, the exchange: "Cards: 6 best, 2 forced, 1 worse (6 points given
// up); calls: 3 best, 1 worse; exchange: 2 best."
func (rv *reviewView) summary() string {
	var parts []string
	var cards verdictCount
	lost := 0
	for _, v := range rv.verdicts {
		cards.add(v.Err != nil, v.Forced, v.Lost == 0)
		if v.Err == nil && !v.Forced && v.Lost > 0 && !v.Game && v.Accuracy == ai.AccuracyPoints {
			lost += v.Lost
		}
	}
	if len(rv.verdicts) > 0 {
		s := trf("Cards: %s", cards.text())
		switch {
		case lost == 1:
			s += tr(" (1 point given up)")
		case lost > 1:
			s += trf(" (%d points given up)", lost)
		}
		parts = append(parts, s)
	}
	var calls verdictCount
	for i, v := range rv.calls {
		if rv.callReady[i] {
			calls.add(false, v.Forced, v.Gain == 0)
		}
	}
	if calls.total() > 0 {
		parts = append(parts, trf("calls: %s", calls.text()))
	}
	var exch verdictCount
	if rv.exchReady {
		for _, v := range rv.exch {
			exch.add(v.Err != nil, v.Forced, v.Lost == 0)
		}
	}
	if exch.total() > 0 {
		parts = append(parts, trf("exchange: %s", exch.text()))
	}
	if len(parts) == 0 {
		return tr("Nothing to judge in this deal.")
	}
	return strings.Join(parts, "; ") + "."
}

// verdictCount counts verdicts of one kind.
type verdictCount struct{ best, forced, worse, none int }

func (n *verdictCount) add(none, forced, best bool) {
	switch {
	case none:
		n.none++
	case forced:
		n.forced++
	case best:
		n.best++
	default:
		n.worse++
	}
}

func (n verdictCount) total() int { return n.best + n.forced + n.worse + n.none }

// text is "6 best, 2 forced, 1 worse, 1 too deep", leaving out what is 0
// (but best and worse).
func (n verdictCount) text() string {
	s := trf("%d best", n.best)
	if n.forced > 0 {
		s += ", " + trf("%d forced", n.forced)
	}
	s += ", " + trf("%d worse", n.worse)
	if n.none > 0 {
		s += ", " + trf("%d too deep for the solver", n.none)
	}
	return s
}
