package exercisescreen

import (
	"fmt"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/ai/exercise"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/text"
)

// The exercise "how much is it worth?": a finished deal and the amounts
// to choose from, a wrong one told how the contract is settled, the right
// one the reckoning of this deal.

// buildWorth shows a finished deal and the amounts to choose from.
func (v *View) buildWorth(e *exercise.Exercise) {
	st := &v.st
	v.body.Add(wrappedLabel(text.ResultLine(st, v.host.Names(), game.NoSeat)))
	v.foot.Add(wrappedLabel(tr("How much does the declarer win in all at the settlement? A loss is a negative amount.")))
	var buttons []fyne.CanvasObject
	for _, o := range e.Options {
		b := widget.NewButton(fmt.Sprintf("%+d", o), func() { v.answerWorth(e, o) })
		v.answers[o] = b
		buttons = append(buttons, b)
	}
	v.foot.Add(container.NewGridWithColumns(len(buttons), buttons...))
}

// answerWorth judges the amount chosen: a wrong one is told how the
// contract is settled, the right one the reckoning of this deal.
func (v *View) answerWorth(e *exercise.Exercise, o int) {
	r := v.st.Result()
	if strconv.Itoa(o) != e.Answer {
		v.setFeedback(trf("Not %+d.", o) + " " + worthRule(r))
		return
	}
	total := v.st.Score()[r.Declarer]
	v.solved(e, trf("Right: %+d.", total)+" "+worthReckoning(r, v.st.Players()-1, total))
}

// worthRule says how a contract like r's is settled (RULES §9): normal
// games by value × factor, Räuber by its loser, the other special games
// by a fixed value without a factor.
func worthRule(r game.Result) string {
	switch {
	case r.Contract.Info().Normal:
		return tr("Each defender pays the declarer the game's value × the factor of his card points; when the factor is negative, the declarer pays each defender. The declarer's total is that amount from or to every defender.")
	case r.Contract == game.Raeuber:
		return tr("In Räuber the player with the most card points pays each of the others the game's value, doubled for every player without a trick and again when he is Vorhand.")
	}
	return trf("%s has a fixed value and no factor: won, each of the others pays it to the declarer; lost, the declarer pays it to each of them.", r.Contract.Info().German)
}

// worthReckoning is the settlement of r in words, for the declarer's
// total, with the number of other players.
func worthReckoning(r game.Result, others, total int) string {
	german := r.Contract.Info().German
	switch {
	case r.Contract.Info().Normal && r.PerSeat >= 0:
		return trf("%s is worth %d here, and %d card points give factor %+d: each of the %d defenders pays the declarer %d, %+d in all.",
			german, r.Value, r.Points, r.Factor, others, r.PerSeat, total)
	case r.Contract.Info().Normal:
		return trf("%s is worth %d here, and %d card points give factor %+d: the declarer pays each of the %d defenders %d, %+d in all.",
			german, r.Value, r.Points, r.Factor, others, -r.PerSeat, total)
	case r.Contract == game.Raeuber:
		return trf("The player with the most card points, %d, pays %d to each player who did not lose.", r.Points, r.PerSeat)
	case r.Won:
		return trf("%s has a fixed value of %d and no factor. It was won: each of the %d others pays the declarer %d, %+d in all.",
			german, r.Value, others, r.Value, total)
	}
	return trf("%s has a fixed value of %d and no factor. It was lost: the declarer pays each of the %d others %d, %+d in all.",
		german, r.Value, others, r.Value, total)
}
