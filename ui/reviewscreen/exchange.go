package reviewscreen

import (
	"time"

	"fyne.io/fyne/v2/widget"

	airev "github.com/cego-spiel/cego/ai/review"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/text"
)

// reviewExchangeBudget is the solver's time for each exchange decision (the
// keep, the discard) in a review, and reviewExchangeNodes its node cap per
// solve from the first lead; an alternative it cannot settle within them is
// counted as too deep. The solver searches some 3 million nodes a second
// here, so the cap is a few seconds a solve; an exact first-lead value takes
// from 4 million to over 200 million nodes, a single won/lost test often
// far fewer (ReviewExchange then falls back to the factor band, then to
// won or lost).
var (
	reviewExchangeBudget = 20 * time.Second
	reviewExchangeNodes  = 20_000_000
)

// exchangeDecisions lists the person's exchange decisions of the deal, not
// yet judged: the cards kept and the card discarded when he was the
// declarer of a game with the blind and the deal reached trick play.
func exchangeDecisions(d *Deal) []airev.ExchangeVerdict {
	var out []airev.ExchangeVerdict
	st := d.Start
	for i, a := range d.Actions {
		if st.Phase() == game.Playing {
			return out
		}
		if st.Phase() == game.Exchanging && st.Turn() == d.Me && a.IsCard() {
			step := airev.ExchangeDiscard
			if st.Blind() != 0 {
				step = airev.ExchangeKeep
			}
			if len(out) == 0 || out[len(out)-1].Step != step {
				out = append(out, airev.ExchangeVerdict{Step: step, Index: i})
			}
			out[len(out)-1].Chosen = out[len(out)-1].Chosen.Add(a.Card())
		}
		_ = st.Apply(a)
	}
	return nil // no trick play: nothing to judge
}

// exchangeButtons are the list's entries for the exchange verdicts, before
// trick 1; each goes to the start of play.
func (rv *View) exchangeButtons() []*widget.Button {
	var out []*widget.Button
	for _, v := range rv.exch {
		b := widget.NewButton(text.ShortExchange(v, rv.exchReady), func() { rv.showStep(0) })
		b.Alignment = widget.ButtonAlignLeading
		switch {
		case rv.step == 0:
			b.Importance = widget.HighImportance
		case rv.exchReady && v.Err == nil && v.Lost > 0:
			b.Importance = widget.DangerImportance
		default:
			b.Importance = widget.LowImportance
		}
		out = append(out, b)
	}
	return out
}

// exchangeVerdictLines are the lines under the table at the start of
// play about the exchange: its verdicts, one a line, each in its colour
// (danger: it lost; success: best; medium: not found, not judged, forced).
func (rv *View) exchangeVerdictLines() []verdictLine {
	var lines []verdictLine
	for _, v := range rv.exch {
		imp := widget.MediumImportance
		switch {
		case !rv.exchReady || v.Err != nil || v.Forced:
		case v.Lost > 0:
			imp = widget.DangerImportance
		default:
			imp = widget.SuccessImportance
		}
		lines = append(lines, verdictLine{text.ExchangeVerdictText(v, rv.exchReady), imp})
	}
	return lines
}

// setExchange shows the exchange verdicts once they are found.
func (rv *View) setExchange(vs []airev.ExchangeVerdict) {
	if len(vs) != len(rv.exch) {
		return
	}
	rv.exch, rv.exchReady = vs, true
	rv.refreshList()
	if rv.step == 0 {
		rv.showVerdict()
	}
}

// exchangeConfig bounds the solver for the exchange verdicts.
func exchangeConfig() airev.Config {
	return airev.Config{Budget: reviewExchangeBudget, NodeCap: reviewExchangeNodes}
}
