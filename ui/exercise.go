package ui

import (
	"fmt"
	"log"
	"strconv"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/ai/exercise"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/look"
	"github.com/cego-spiel/cego/ui/text"
)

// The course's exercises with one right answer (package ai/exercise): a
// position from a real deal and a question — which card; which call,
// which two cards to keep or which card to discard (exercise_choose.go) —
// asked as the person meets it, the other hands and the blind hidden (the
// answer is proven best over every deal that fits what he sees); or what
// the finished deal is worth. Every answer gets its reason and cost
// (exercise_feedback.go); a right one is counted in the progress file.

// shippedExercises are the exercises that come with the program.
var shippedExercises = sync.OnceValues(exercise.Shipped)

// exerciseKinds are the kinds in the order the Learn menu lists them.
var exerciseKinds = []exercise.Kind{exercise.Card, exercise.Call, exercise.Keep, exercise.Discard, exercise.Worth}

// exercisesOf are the shipped exercises of one kind and level.
func exercisesOf(kind exercise.Kind, level int) []exercise.Exercise {
	all, err := shippedExercises()
	if err != nil {
		log.Printf("cego: %v", err)
		return nil
	}
	var out []exercise.Exercise
	for _, e := range all {
		if e.Kind == kind && e.Level == level {
			out = append(out, e)
		}
	}
	return out
}

// kindName names what a kind of exercise asks.
func kindName(k exercise.Kind) string {
	switch k {
	case exercise.Card:
		return tr("Which card?")
	case exercise.Call:
		return tr("Which call?")
	case exercise.Keep:
		return tr("Which two cards to keep?")
	case exercise.Discard:
		return tr("Which card to discard?")
	}
	return tr("How much is it worth?")
}

// levelName names a level of difficulty.
func levelName(level int) string {
	switch level {
	case 1:
		return tr("easy")
	case 2:
		return tr("medium")
	}
	return tr("hard")
}

// exerciseView is the dialog of one set of exercises (a kind and a level):
// the position, the question, the answers, and what the last answer was
// worth.
type exerciseView struct {
	c        *Controller
	set      []exercise.Exercise
	i        int
	st       game.State
	d        dialog.Dialog
	body     *fyne.Container
	feedback *widget.Label
	next     *widget.Button
	// taps are the player's legal cards to tap; answers the amounts
	taps    map[game.Card]*tapArea
	answers map[int]*widget.Button
	// calls are the calls to choose ("which call?"); kept the cards tapped
	// so far and keptLabel names them ("which two cards to keep?")
	calls     map[game.Action]*widget.Button
	kept      []game.Card
	keptLabel *widget.Label
}

// showExercises opens the exercises of one kind and level at the first
// the person has not solved yet.
func (c *Controller) showExercises(kind exercise.Kind, level int) {
	set := exercisesOf(kind, level)
	if len(set) == 0 || c.win == nil {
		return
	}
	c.loadProgress()
	v := &exerciseView{c: c, set: set}
	c.exercise = v
	for v.i < len(set)-1 && c.progress.Solved(set[v.i].ID) {
		v.i++
	}
	v.body = container.NewVBox()
	v.feedback = widget.NewLabel("")
	v.feedback.Wrapping = fyne.TextWrapWord
	v.next = widget.NewButton(tr("Next exercise"), func() {
		v.i = (v.i + 1) % len(v.set)
		v.build()
	})
	v.next.Importance = widget.HighImportance
	closeB := widget.NewButton(tr("Close"), func() { v.d.Hide() })
	content := container.NewBorder(nil, container.NewVBox(v.feedback, container.NewGridWithColumns(2, v.next, closeB)),
		nil, nil, container.NewVScroll(v.body))
	v.d = dialog.NewCustomWithoutButtons(kindName(kind)+" · "+levelName(level), content, c.win)
	size := c.win.Canvas().Size()
	v.d.Resize(fyne.NewSize(min(940, size.Width-20), min(680, size.Height-20)))
	v.build()
	c.openDialog(v.d)
}

// build shows the current exercise.
func (v *exerciseView) build() {
	e := &v.set[v.i]
	v.feedback.SetText("")
	v.body.Objects = nil
	v.taps, v.answers = map[game.Card]*tapArea{}, map[int]*widget.Button{}
	v.calls, v.kept = map[game.Action]*widget.Button{}, nil
	st, _, err := e.Position()
	if err != nil {
		v.body.Add(widget.NewLabel(err.Error()))
		v.body.Refresh()
		return
	}
	v.st = st
	title := widget.NewLabel(trf("Exercise %d of %d", v.i+1, len(v.set)))
	title.TextStyle.Bold = true
	if v.c.progress.Solved(e.ID) {
		title.SetText(title.Text + " · " + tr("solved"))
	}
	v.body.Add(title)
	switch e.Kind {
	case exercise.Card:
		v.buildCard(e)
	case exercise.Call:
		v.buildCall(e)
	case exercise.Keep:
		v.buildKeep(e)
	case exercise.Discard:
		v.buildDiscard(e)
	default:
		v.buildWorth(e)
	}
	v.body.Refresh()
}

// wrappedLabel is a label that wraps its words.
func wrappedLabel(s string) *widget.Label {
	l := widget.NewLabel(s)
	l.Wrapping = fyne.TextWrapWord
	return l
}

// buildCard shows a "which card?" position as the player sees it: the
// other hands hidden, the trick so far, and the player's legal cards to
// tap.
func (v *exerciseView) buildCard(e *exercise.Exercise) {
	st := &v.st
	names := v.c.names
	in := st.Contract().Info()
	side := tr("You defend.")
	if exercise.Declares(st) {
		side = tr("You are the declarer.")
	}
	goal := tr("Which card is best for your side? You see what a player sees; the answer is the best over the deals that fit it.")
	v.body.Add(wrappedLabel(trf("%s by %s. %s", in.German, names[st.Declarer()], side) + " " + goal))
	v.hiddenHands()
	t := st.CurrentTrick()
	if t.N > 0 && int(t.N) < st.Players() {
		var cards []fyne.CanvasObject
		for i := 0; i < int(t.N); i++ {
			l := canvas.NewText(names[t.Seat(i)], look.Text)
			l.TextSize = 12
			l.Alignment = fyne.TextAlignCenter
			cards = append(cards, container.NewVBox(v.cardImage(t.Cards[i], 40), l))
		}
		v.body.Add(container.NewHBox(append([]fyne.CanvasObject{look.BoldLabel(tr("The trick so far"))}, cards...)...))
	} else {
		v.body.Add(look.BoldLabel(tr("You lead.")))
	}
	view := st.View(0)
	legal := view.LegalCards()
	v.body.Add(look.BoldLabel(tr("Your cards: tap the one to play.")))
	v.body.Add(v.handRow(names[0], look.HandOrder(st.Hand(0)), 54, func(c game.Card) func() {
		if !legal.Has(c) {
			return nil
		}
		return func() { v.answerCard(e, c) }
	}))
}

// handRow is a name and a row of cards w points wide; tap, if not nil, gives the action
// of a tappable card (nil: not tappable).
func (v *exerciseView) handRow(name string, cards []game.Card, w float32, tap func(game.Card) func()) fyne.CanvasObject {
	objs := []fyne.CanvasObject{}
	for _, c := range cards {
		img := v.cardImage(c, w)
		if tap != nil {
			if f := tap(c); f != nil {
				a := newTapArea(f)
				v.taps[c] = a
				img = container.NewStack(img, a)
			} else {
				dim := canvas.NewRectangle(look.Shade)
				img = container.NewStack(img, dim)
			}
		}
		objs = append(objs, img)
	}
	l := look.BoldLabel(name)
	return container.NewBorder(nil, nil, container.NewGridWrap(fyne.NewSize(90, 30), l), nil, container.NewHBox(objs...))
}

// cardImage is a card's picture w points wide.
func (v *exerciseView) cardImage(c game.Card, w float32) fyne.CanvasObject {
	t := v.c.table
	px := int(w * t.scale())
	img := canvas.NewImageFromImage(nil)
	img.FillMode = canvas.ImageFillContain
	img.SetMinSize(fyne.NewSize(w, w*look.CardRatio))
	img.Image, _ = t.art.get(t.pack, c, px, func() {
		im, _ := t.art.get(t.pack, c, px, nil)
		img.Image = im
		img.Refresh()
	})
	return img
}

// answerCard judges the card tapped.
func (v *exerciseView) answerCard(e *exercise.Exercise, c game.Card) {
	msg := feedbackText(e, c.String())
	if !isRight(e, c.String()) {
		v.feedback.SetText(msg)
		return
	}
	v.solved(e, msg)
}

// buildWorth shows a finished deal and the amounts to choose from.
func (v *exerciseView) buildWorth(e *exercise.Exercise) {
	st := &v.st
	v.body.Add(wrappedLabel(text.ResultLine(st, v.c.names, game.NoSeat)))
	v.body.Add(wrappedLabel(tr("How much does the declarer win in all at the settlement? A loss is a negative amount.")))
	var buttons []fyne.CanvasObject
	for _, o := range e.Options {
		b := widget.NewButton(fmt.Sprintf("%+d", o), func() { v.answerWorth(e, o) })
		v.answers[o] = b
		buttons = append(buttons, b)
	}
	v.body.Add(container.NewGridWithColumns(len(buttons), buttons...))
}

// answerWorth judges the amount chosen.
func (v *exerciseView) answerWorth(e *exercise.Exercise, o int) {
	if strconv.Itoa(o) != e.Answer {
		v.feedback.SetText(trf("Not %+d. Each defender pays the declarer the game's value × the factor (or receives it), and the declarer gets it from every defender.", o))
		return
	}
	r := v.st.Result()
	total := v.st.Score()[r.Declarer]
	var text string
	if r.Contract.Info().Normal {
		text = trf("Right: %+d. %s is worth %d, %d card points give factor %+d: each of the %d defenders pays %+d, so the declarer gets %+d.",
			total, r.Contract.Info().German, r.Value, r.Points, r.Factor, v.st.Players()-1, r.PerSeat, total)
	} else {
		text = trf("Right: %+d. %s has a fixed value of %d from each of the %d others: the declarer gets %+d.",
			total, r.Contract.Info().German, r.Value, v.st.Players()-1, total)
	}
	v.solved(e, text)
}

// solved explains the right answer and counts the exercise.
func (v *exerciseView) solved(e *exercise.Exercise, text string) {
	v.feedback.SetText(text)
	c := v.c
	c.loadProgress()
	if c.progress.Solve(e.ID) {
		if c.store != nil {
			if err := c.store.SaveProgress(c.progress); err != nil {
				log.Printf("cego: progress: %v", err)
			}
		}
		c.markLearnMenu()
	}
}
