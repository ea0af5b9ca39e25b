package reviewscreen

import (
	"fmt"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	airev "github.com/cego-spiel/cego/ai/review"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/text"
)

// CallBudget is the time for all the alternatives of one of the
// person's calls in a review, and CallNodes the solver's node cap per
// search; an alternative whose trick play the solver cannot settle within
// them is played out by the rule bots instead (ai/review's Calls). Tests
// set them lower, bound by nodes only, so that the verdicts do not depend
// on the machine's load.
var (
	CallBudget = 4 * time.Second
	CallNodes  = 3_000_000
	// callWorkers is how many solvers review the calls' lines side by
	// side (0: as many as Go uses cores). Under a node cap the verdicts
	// depend on the order the lines share a solver's table in, so the
	// tests that compare them with airev.Calls' take one.
	callWorkers = 0
)

// callConfig bounds ai/review's Calls in a review; seed is the sitting's.
func callConfig(seed uint64) airev.CallConfig {
	return airev.CallConfig{Budget: CallBudget, NodeCap: CallNodes, Seed: seed}
}

// callDecisions lists the person's calls of the deal, not yet judged: each
// decision he made while the deal was in its Bidding phase, in the order
// ai/review's Calls gives its verdicts; Forced is known at once.
func callDecisions(d *Deal) []airev.CallVerdict {
	var out []airev.CallVerdict
	st := d.Start
	for i, a := range d.Actions {
		if st.Phase() == game.Bidding && st.Turn() == d.Me {
			out = append(out, airev.CallVerdict{Index: i, Call: a, Seat: d.Me, Best: a,
				Trumps: (st.Hand(d.Me) & game.TrumpCards).Len(), Forced: len(st.Legal()) < 2})
		}
		if st.Apply(a) != nil {
			return nil
		}
	}
	return out
}

// callButtons are the list's entries for the call verdicts, before the
// exchange: one for each call the person chose, and one for his forced
// calls together ("2 forced calls: fort, Cego"). Each goes to the start of
// play and shows its verdict there.
func (rv *View) callButtons() []*widget.Button {
	var out []*widget.Button
	var forced []string
	for i, v := range rv.calls {
		if v.Forced {
			forced = append(forced, text.CallName(v.Call, rv.d.Names))
			continue
		}
		b := widget.NewButton(text.ShortCall(i, v, rv.callReady[i], rv.d.Names), func() { rv.goCall(i) })
		b.Alignment = widget.ButtonAlignLeading
		switch {
		case rv.step == 0 && (rv.selCall == i || rv.selCall < 0):
			b.Importance = widget.HighImportance
		case rv.callReady[i] && v.Gain > 0:
			b.Importance = widget.DangerImportance
		default:
			b.Importance = widget.LowImportance
		}
		out = append(out, b)
	}
	if len(forced) > 0 {
		text := trf("1 forced call: %s", forced[0])
		if len(forced) > 1 {
			text = trf("%d forced calls: %s", len(forced), strings.Join(forced, ", "))
		}
		b := widget.NewButton(text, func() { rv.goCall(selForced) })
		b.Alignment = widget.ButtonAlignLeading
		b.Importance = widget.LowImportance
		if rv.step == 0 && rv.selCall == selForced {
			b.Importance = widget.HighImportance
		}
		out = append(out, b)
	}
	return out
}

// callVerdictLines are the lines under the table at the start of play
// about the calls: the selected call's verdict (the forced calls' when
// they are selected), else every chosen call's, one a line (those that
// were best together) — each in its own colour.
func (rv *View) callVerdictLines() []verdictLine {
	if rv.selCall >= 0 && rv.selCall < len(rv.calls) {
		v := rv.calls[rv.selCall]
		return []verdictLine{{text.CallVerdictText(rv.selCall, v, rv.callReady[rv.selCall], rv.d.Names), callLineImportance(v, rv.callReady[rv.selCall])}}
	}
	if rv.selCall == selForced {
		var lines []verdictLine
		for i, v := range rv.calls {
			if v.Forced {
				lines = append(lines, verdictLine{text.CallVerdictText(i, v, true, rv.d.Names), widget.MediumImportance})
			}
		}
		return lines
	}
	// the calls that were best in one line, the others each in its own
	var lines []verdictLine
	var best []string
	for i, v := range rv.calls {
		switch {
		case v.Forced:
		case rv.callReady[i] && v.Gain == 0:
			best = append(best, fmt.Sprint(i+1))
		default:
			lines = append(lines, verdictLine{text.CallVerdictText(i, v, rv.callReady[i], rv.d.Names), callLineImportance(v, rv.callReady[i])})
		}
	}
	switch {
	case len(best) == 1:
		for i, v := range rv.calls {
			if !v.Forced && rv.callReady[i] && v.Gain == 0 {
				lines = append([]verdictLine{{text.CallVerdictText(i, v, true, rv.d.Names), widget.SuccessImportance}}, lines...)
			}
		}
	case len(best) > 1:
		lines = append([]verdictLine{{trf("Calls %s: best — no other call would have done better.", strings.Join(best, ", ")), widget.SuccessImportance}}, lines...)
	}
	return lines
}

// callLineImportance colours a call's verdict: danger when it gave points
// away, success when it was best, medium while it is not found or was
// forced.
func callLineImportance(v airev.CallVerdict, ready bool) widget.Importance {
	switch {
	case v.Forced || !ready:
		return widget.MediumImportance
	case v.Gain > 0:
		return widget.DangerImportance
	}
	return widget.SuccessImportance
}

// setCall shows call verdict i once it is found.
func (rv *View) setCall(i int, v airev.CallVerdict) {
	if i >= len(rv.calls) || rv.calls[i].Index != v.Index {
		return
	}
	rv.calls[i], rv.callReady[i] = v, true
	rv.refreshList()
	if rv.step == 0 {
		rv.showVerdict()
	}
}

// selForced in View.selCall selects the forced calls.
const selForced = -2

// goCall goes to the start of play and shows the verdict on call i alone
// (selForced: on the forced calls).
func (rv *View) goCall(i int) {
	rv.showStep(0)
	rv.selCall = i
	rv.showVerdict()
	rv.refreshList()
}

// chosenCalls counts the person's calls that were not forced.
func (rv *View) chosenCalls() int {
	n := 0
	for _, v := range rv.calls {
		if !v.Forced {
			n++
		}
	}
	return n
}

// startVerdictLines are the lines under the table at the start of play:
// the verdicts on the calls, then on the exchange (only the selected
// call's when one is selected).
func (rv *View) startVerdictLines() []verdictLine {
	if rv.selCall != -1 || len(rv.exch) == 0 {
		return rv.callVerdictLines()
	}
	if rv.chosenCalls() == 0 {
		return rv.exchangeVerdictLines()
	}
	return append(rv.callVerdictLines(), rv.exchangeVerdictLines()...)
}

// callsNote says in one line how the calls are judged: the person's own
// call as the deal was played, every other call played on by the bots
// with best play.
func callsNote() fyne.CanvasObject {
	l := widget.NewLabel(tr("Calls: yours as played; any other, the bots bid on and every card is played best."))
	l.Wrapping = fyne.TextWrapWord
	l.SizeName = theme.SizeNameCaptionText
	return l
}
