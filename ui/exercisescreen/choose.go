package exercisescreen

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

// The exercises "which call?", "which two cards to keep?" and "which card
// to discard?": the player's own hand and the calls so far, the other
// hands and the blind hidden; every legal choice offered, each answered
// with its reason and cost (exercise_feedback.go).

// hiddenHands shows the other hands face down, as they lie at the table:
// how many cards each holds, not which.
func (v *View) hiddenHands() {
	st := &v.st
	var fans []fyne.CanvasObject
	for s := game.Seat(1); int(s) < st.Players(); s++ {
		backs := make([]game.Card, st.Hand(s).Len())
		for i := range backs {
			backs[i] = game.NoCard
		}
		fans = append(fans, v.fan(trf("%s: %d cards", v.host.Names()[s], len(backs)), backs))
	}
	v.body.Add(fanRows(fans))
}

// auctionSoFar names the calls made so far.
func (v *View) auctionSoFar() {
	calls := v.st.Calls()
	if len(calls) == 0 {
		return
	}
	var parts []string
	for _, c := range calls {
		parts = append(parts, v.host.Names()[c.Seat]+": "+text.CallLabel(c.Action))
	}
	v.body.Add(wrappedLabel(tr("The calls so far:") + " " + strings.Join(parts, ", ")))
}

// ownHand shows the player's hand in the foot, always in sight (tap as
// handRow takes it).
func (v *View) ownHand(tap func(game.Card) func()) {
	v.foot.Add(v.handRow(v.host.Names()[0], look.HandOrder(v.st.Hand(0)), tap))
}

// callWord is a call as a sentence names it: "Solo", not "Solo!", so that
// "Right: Solo." does not read "Solo!.".
func callWord(a game.Action) string { return strings.TrimSuffix(text.CallLabel(a), "!") }

// buildCall shows the auction so far and the legal calls to choose from.
func (v *View) buildCall(e *exercise.Exercise) {
	v.body.Add(wrappedLabel(tr("It is your turn in the auction. Which call do you make? You see your own cards and the calls so far; the answer is the best over the deals that fit them, the auction played on by the bots.")))
	v.auctionSoFar()
	v.hiddenHands()
	v.ownHand(nil)
	var buttons []fyne.CanvasObject
	for _, a := range v.st.Legal() {
		b := widget.NewButton(text.CallLabel(a), func() { v.answerCall(e, a) })
		v.calls[a] = b
		buttons = append(buttons, b)
	}
	v.foot.Add(container.NewGridWithColumns(max(1, len(buttons)), buttons...))
}

// answerCall judges the call chosen.
func (v *View) answerCall(e *exercise.Exercise, a game.Action) {
	msg := feedbackText(e, a.String())
	if !isRight(e, a.String()) {
		v.setFeedback(msg)
		return
	}
	v.solved(e, msg)
}

// buildDiscard shows the declarer's hand after he took the blind; he taps
// the card to discard.
func (v *View) buildDiscard(e *exercise.Exercise) {
	in := v.st.Contract().Info()
	v.body.Add(wrappedLabel(trf("You play %s and have taken the blind. Which card do you discard? The answer is the best over the deals that fit what you see.", in.German)))
	v.auctionSoFar()
	v.hiddenHands()
	legal := v.st.LegalCards()
	v.ownHand(func(c game.Card) func() {
		if !legal.Has(c) {
			return nil
		}
		return func() { v.answerDiscard(e, c) }
	})
}

// answerDiscard judges the card discarded.
func (v *View) answerDiscard(e *exercise.Exercise, c game.Card) {
	msg := feedbackText(e, c.String())
	if !isRight(e, c.String()) {
		v.setFeedback(msg)
		return
	}
	v.solved(e, msg)
}

// buildKeep shows the declarer's hand before he takes the blind; he taps
// the two cards to keep.
func (v *View) buildKeep(e *exercise.Exercise) {
	in := v.st.Contract().Info()
	v.body.Add(wrappedLabel(trf("You play %s. Which two cards of your hand do you keep before you take the blind? The answer is the best over the deals that fit what you see, the blind unseen.", in.German)))
	v.keptLabel = widget.NewLabel(tr("Tap two cards to keep."))
	v.auctionSoFar()
	v.hiddenHands()
	v.ownHand(func(c game.Card) func() { return func() { v.keep(e, c) } })
	v.foot.Add(v.keptLabel)
}

// keep takes a tapped card into the pair to keep (a second tap takes it
// back); the second card of a pair is judged.
func (v *View) keep(e *exercise.Exercise, c game.Card) {
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
func (v *View) markKept() {
	for c, m := range v.marks {
		if slices.Contains(v.kept, c) {
			m.Show()
		} else {
			m.Hide()
		}
	}
}

// answerKeep judges the pair kept.
func (v *View) answerKeep(e *exercise.Exercise, a, b game.Card) {
	key := exercise.PairKey(a, b)
	pairs, _ := exercise.KeepPairs(&v.st)
	if !slices.Contains(pairs, key) {
		v.setFeedback(trf("Not %s: in %s you may not keep these two.", text.CardsAnd(game.Cards(0).Add(a).Add(b)), v.st.Contract().Info().German))
		return
	}
	msg := feedbackText(e, key)
	if !isRight(e, key) {
		v.setFeedback(msg)
		return
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
