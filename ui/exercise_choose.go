package ui

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/ai/exercise"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/look"
	"github.com/cego-spiel/cego/ui/text"
)

// The exercises "which call?" and "which two cards to keep?": every card
// open (the blind too), a choice of calls or two cards of the player's
// hand; a wrong choice is refused with what it gives at best play, the
// right one explained from the proof stored with the exercise.

// openHands shows the other hands and the blind (in the scrolled body)
// and the player's hand (in the foot, always in sight; tap, if not nil,
// makes its cards tappable as handRow does).
func (v *exerciseView) openHands(tap func(game.Card) func()) {
	st := &v.st
	names := v.c.names
	var fans []fyne.CanvasObject
	for s := game.Seat(1); int(s) < st.Players(); s++ {
		fans = append(fans, v.fan(names[s], look.HandOrder(st.Hand(s))))
	}
	fans = append(fans, v.fan(tr("Blind"), look.HandOrder(st.Blind())))
	v.body.Add(fanRows(fans))
	v.foot.Add(v.handRow(names[0], look.HandOrder(st.Hand(0)), tap))
}

// callWord is a call as a sentence names it: "Solo", not "Solo!", so that
// "Right: Solo." does not read "Solo!.".
func callWord(a game.Action) string { return strings.TrimSuffix(text.CallLabel(a), "!") }

// buildCall shows a deal before the auction and the calls to choose from.
func (v *exerciseView) buildCall(e *exercise.Exercise) {
	v.body.Add(wrappedLabel(tr("Every card is open, the blind too. You are Vorhand, and the others pass whatever you announce. Which announcement do you make? With one you win at best play, with every other you lose.")))
	v.openHands(nil)
	var buttons []fyne.CanvasObject
	for _, a := range exercise.CallChoices(&v.st) {
		b := widget.NewButton(text.CallLabel(a), func() { v.answerCall(e, a) })
		v.calls[a] = b
		buttons = append(buttons, b)
	}
	v.foot.Add(container.NewGridWithColumns(max(1, len(buttons)), buttons...))
}

// answerCall judges the call chosen.
func (v *exerciseView) answerCall(e *exercise.Exercise, a game.Action) {
	if a.String() != e.Answer {
		v.setFeedback(trf("Not %s: at best play it gives you %+d in all. One call does better.", callWord(a), e.Values[a.String()]))
		return
	}
	msg := trf("Right: %s. At best play it gives you %+d in all.", callWord(a), e.Values[e.Answer])
	for _, o := range exercise.CallChoices(&v.st) {
		if o != a {
			msg += "\n" + trf("%s would give you %+d.", callWord(o), e.Values[o.String()])
		}
	}
	v.solved(e, msg)
}

// buildKeep shows the declarer's hand before he takes the blind; he taps
// the two cards to keep.
func (v *exerciseView) buildKeep(e *exercise.Exercise) {
	in := v.st.Contract().Info()
	v.body.Add(wrappedLabel(trf("You play %s. Every card is open, the blind too. Which two cards of your hand do you keep before you take the blind? With one pair you reach a higher factor band at best play than with any other, whatever you discard.", in.German)))
	v.keptLabel = widget.NewLabel(tr("Tap two cards to keep."))
	v.openHands(func(c game.Card) func() { return func() { v.keep(e, c) } })
	v.foot.Add(v.keptLabel)
}

// keep takes a tapped card into the pair to keep (a second tap takes it
// back); the second card of a pair is judged.
func (v *exerciseView) keep(e *exercise.Exercise, c game.Card) {
	if len(v.kept) == 1 && v.kept[0] == c {
		v.kept = nil
		v.markKept()
		v.keptLabel.SetText(tr("Tap two cards to keep."))
		return
	}
	v.kept = append(v.kept, c)
	if len(v.kept) == 1 {
		v.markKept()
		v.keptLabel.SetText(trf("You keep %s and …", text.CardName(c)))
		return
	}
	a, b := v.kept[0], v.kept[1]
	v.kept = nil
	v.markKept()
	v.keptLabel.SetText(tr("Tap two cards to keep."))
	v.answerKeep(e, a, b)
}

// markKept frames the cards chosen so far, and only those.
func (v *exerciseView) markKept() {
	for c, m := range v.marks {
		if slices.Contains(v.kept, c) {
			m.Show()
		} else {
			m.Hide()
		}
	}
}

// answerKeep judges the pair kept.
func (v *exerciseView) answerKeep(e *exercise.Exercise, a, b game.Card) {
	pair := game.Cards(0).Add(a).Add(b)
	names := text.CardsAnd(pair)
	f := e.Values[e.Answer]
	key := exercise.PairKey(a, b)
	if key != e.Answer && !slices.Contains(e.Also, key) {
		pairs, _ := exercise.KeepPairs(&v.st)
		legal := false
		for _, p := range pairs {
			legal = legal || p == exercise.PairKey(a, b)
		}
		if !legal {
			v.setFeedback(trf("Not %s: in %s you may not keep these two.", names, v.st.Contract().Info().German))
			return
		}
		v.setFeedback(trf("Not %s: with them you stay below factor %+d at best play, whatever you discard. One pair does better.", names, f))
		return
	}
	d, _ := game.ParseCard(e.Discard)
	msg := trf("Right: %s. Take the blind and discard %s: at best play you reach factor %+d. With any other pair you stay below it, whatever you discard.", names, text.CardName(d), f)
	if key != e.Answer {
		msg = trf("Right: %s, as good as %s: the cards are equal here, no other player holds one between them. At best play you reach factor %+d; with any other pair you stay below it, whatever you discard.", names, pairNames(e.Answer), f)
	}
	v.solved(e, msg)
}

// pairNames names the cards of a pair written as an exercise writes it.
func pairNames(p string) string {
	var m game.Cards
	for _, s := range strings.Fields(p) {
		if c, err := game.ParseCard(s); err == nil {
			m = m.Add(c)
		}
	}
	return text.CardsAnd(m)
}
