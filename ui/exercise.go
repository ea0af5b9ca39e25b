package ui

import (
	"fmt"
	"image/color"
	"log"
	"strconv"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
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

// exerciseKinds are the kinds in the order the Exercises menu lists them.
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

// exercisesAbout are the shipped exercises of one topic, every kind, the
// easy ones first.
func exercisesAbout(t exercise.Topic) []exercise.Exercise { return shippedTopics()[t] }

// shippedTopics are the shipped exercises of each topic, the easy ones
// first (read once: a topic is read off each exercise's position).
var shippedTopics = sync.OnceValue(func() map[exercise.Topic][]exercise.Exercise {
	all, err := shippedExercises()
	if err != nil {
		log.Printf("cego: %v", err)
		return nil
	}
	out := map[exercise.Topic][]exercise.Exercise{}
	for l := 1; l <= exercise.MaxLevel; l++ {
		for _, e := range all {
			if e.Level != l {
				continue
			}
			for _, t := range exercise.TopicsOf(&e) {
				out[t] = append(out[t], e)
			}
		}
	}
	return out
})

// topicName names a part of the game the exercises of a topic practise.
func topicName(t exercise.Topic) string {
	switch t {
	case exercise.Ladder:
		return tr("The Cego ladder: hold (mein) or climb")
	case exercise.ZweiVerschiedene:
		return tr("Zwei Verschiedene")
	case exercise.Geiss:
		return tr("Geiß")
	case exercise.Bettel:
		return tr("Bettel")
	}
	return tr("Cego by three")
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
	c   *Controller
	set []exercise.Exercise
	i   int
	st  game.State
	d   dialog.Dialog
	// body (scrolled) holds the question and the other hands; foot, always
	// in sight under it, the player's own cards and the answers; feedback
	// what the last answer was worth (exerciseLayout)
	body, foot *fyne.Container
	bodyScroll *container.Scroll
	feedback   *widget.Label
	next       *widget.Button
	// taps are the player's legal cards to tap; refused the cards the
	// rules forbid, tapped for the rule's reason; marks frame the cards
	// chosen so far (a keep's first card); answers the amounts
	taps    map[game.Card]*cardTap
	refused map[game.Card]*cardTap
	marks   map[game.Card]*canvas.Rectangle
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
	c.showExerciseSet(kindName(kind)+" · "+levelName(level), exercisesOf(kind, level))
}

// showTopic opens the exercises of one topic, of every kind, at the first
// the person has not solved yet.
func (c *Controller) showTopic(t exercise.Topic) {
	c.showExerciseSet(topicName(t), exercisesAbout(t))
}

// showExerciseSet opens a set of exercises under title at the first the
// person has not solved yet.
func (c *Controller) showExerciseSet(title string, set []exercise.Exercise) {
	if len(set) == 0 || c.win == nil {
		return
	}
	c.loadProgress()
	v := &exerciseView{c: c, set: set}
	c.exercise = v
	for v.i < len(set)-1 && c.progress.Solved(set[v.i].ID) {
		v.i++
	}
	v.body, v.foot = container.NewVBox(), container.NewVBox()
	v.feedback = widget.NewLabel("")
	v.feedback.Wrapping = fyne.TextWrapWord
	v.next = widget.NewButton(tr("Next exercise"), func() {
		v.i = (v.i + 1) % len(v.set)
		v.build()
	})
	v.next.Importance = widget.HighImportance
	closeB := widget.NewButton(tr("Close"), func() { v.d.Hide() })
	v.bodyScroll = container.NewVScroll(v.body)
	content := container.New(&exerciseLayout{feedback: v.feedback}, v.bodyScroll, container.NewVScroll(v.feedback),
		v.foot, container.NewGridWithColumns(2, v.next, closeB))
	v.d = dialog.NewCustomWithoutButtons(title, content, c.win)
	// clear of the menu bar, as the other dialogs (dialogRoom): at 800×600
	// the window less 10 px a side covered it
	room := dialogRoom(c.win.Canvas().Size(), c.menuBarHeight())
	v.d.Resize(fyne.NewSize(min(940, room.Width), min(680, room.Height)))
	v.build()
	c.openDialog(v.d)
}

// build shows the current exercise.
func (v *exerciseView) build() {
	e := &v.set[v.i]
	v.setFeedback("")
	v.body.Objects, v.foot.Objects = nil, nil
	v.taps, v.answers = map[game.Card]*cardTap{}, map[int]*widget.Button{}
	v.refused, v.marks = map[game.Card]*cardTap{}, map[game.Card]*canvas.Rectangle{}
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
	if st.Players() == 3 {
		// among the exercises of four, say why two hands of 13 lie there
		v.body.Add(wrappedLabel(tr("Cego by three: 13 cards in each hand, 12 in the blind.")))
	}
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
	v.foot.Refresh()
	v.bodyScroll.ScrollToTop()
}

// setFeedback shows what the last answer was worth, and lays the dialog
// out again: the feedback's room grows with its text.
func (v *exerciseView) setFeedback(s string) {
	v.feedback.SetText(s)
	if v.d != nil {
		v.d.Refresh()
	}
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
	who := trf("%s by %s. %s", in.German, names[st.Declarer()], tr("You defend."))
	if exercise.Declares(st) {
		who = trf("You play %s: you are the declarer.", in.German) // not "Cego by You"
	}
	goal := tr("Which card is best for your side? You see what a player sees; the answer is the best over the deals that fit it.")
	v.body.Add(wrappedLabel(who + " " + goal))
	v.hiddenHands()
	t := st.CurrentTrick()
	if t.N > 0 && int(t.N) < st.Players() {
		var cards []fyne.CanvasObject
		for i := 0; i < int(t.N); i++ {
			l := canvas.NewText(names[t.Seat(i)], look.Text)
			l.TextSize = 12
			l.Alignment = fyne.TextAlignCenter
			cards = append(cards, container.NewVBox(v.cardImage(t.Cards[i], exerciseCardWidth), l))
		}
		v.body.Add(container.NewHBox(append([]fyne.CanvasObject{look.BoldLabel(tr("The trick so far"))}, cards...)...))
	} else {
		v.body.Add(look.BoldLabel(tr("You lead.")))
	}
	view := st.View(0)
	legal := view.LegalCards()
	v.foot.Add(look.BoldLabel(tr("Your cards: tap the one to play.")))
	v.foot.Add(v.handRow(names[0], look.HandOrder(st.Hand(0)), func(c game.Card) func() {
		if !legal.Has(c) {
			return nil
		}
		return func() { v.answerCard(e, c) }
	}))
}

// exerciseCardWidth is the width of every card in an exercise, the other
// hands' too: their corner index as tall as in the player's own hand.
const exerciseCardWidth = 54

// fanStep is how far the cards of another hand stand apart: each card's
// corner index shows, the next card covers the rest.
const fanStep = 18

// fan shows another hand under its name, its cards overlapping so that
// every corner index shows (face down: game.NoCard, the back).
func (v *exerciseView) fan(name string, cards []game.Card) fyne.CanvasObject {
	objs := make([]fyne.CanvasObject, len(cards))
	for i, c := range cards {
		objs[i] = v.cardImage(c, exerciseCardWidth)
	}
	return container.NewVBox(look.BoldLabel(name), container.New(fanLayout{}, objs...))
}

// fanRows lays the fans out side by side as far as the width allows, in
// cells as wide as the widest.
func fanRows(fans []fyne.CanvasObject) fyne.CanvasObject {
	w := float32(0)
	for _, f := range fans {
		w = max(w, f.MinSize().Width)
	}
	return container.NewGridWrap(fyne.NewSize(w+8, fans[0].MinSize().Height), fans...)
}

// fanLayout overlaps its cards fanStep apart, left to right, each over
// the one before.
type fanLayout struct{}

// Layout places the cards.
func (fanLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for i, o := range objs {
		o.Move(fyne.NewPos(float32(i)*fanStep, 0))
		o.Resize(o.MinSize())
	}
}

// MinSize is the width of the fan's cards.
func (fanLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(float32(max(len(objs)-1, 0))*fanStep+exerciseCardWidth, exerciseCardWidth*look.CardRatio)
}

// handRow is the player's name and hand, every card whole; tap, if not
// nil, gives the action of a tappable card (nil: a card the rules forbid,
// shaded, and tapped for the rule's reason).
func (v *exerciseView) handRow(name string, cards []game.Card, tap func(game.Card) func()) fyne.CanvasObject {
	objs := []fyne.CanvasObject{}
	w := v.handCardWidth(len(cards))
	for _, c := range cards {
		img := v.cardImage(c, w)
		if tap != nil {
			mark := canvas.NewRectangle(color.Transparent)
			mark.StrokeColor, mark.StrokeWidth, mark.CornerRadius = look.Highlight, 4, 4
			mark.Hide()
			v.marks[c] = mark
			if f := tap(c); f != nil {
				a := newCardTap(c, true, f)
				v.taps[c] = a
				img = container.NewStack(img, mark, a)
			} else {
				a := newCardTap(c, false, func() { v.refuseCard(c) })
				v.refused[c] = a
				img = container.NewStack(img, canvas.NewRectangle(look.Shade), a)
			}
		}
		objs = append(objs, img)
	}
	l := look.BoldLabel(name)
	if len(cards) > 11 {
		// the declarer's twelve or more after the blind (which card to
		// discard?): the name above them, so that the row fits 800 px
		return container.NewVBox(l, container.NewHBox(objs...))
	}
	return container.NewBorder(nil, nil, container.NewGridWrap(fyne.NewSize(70, 30), l), nil, container.NewHBox(objs...))
}

// handCardWidth is the width of the player's cards in a hand of n: the
// exercises' card width, narrower when n cards side by side would not fit
// the dialog (a declarer's fourteen after the blind at a table of three,
// on an 800-px screen), so that every card shows whole.
func (v *exerciseView) handCardWidth(n int) float32 {
	if n < 1 || v.c.win == nil {
		return exerciseCardWidth
	}
	pad := theme.Padding()
	// the dialog (showExerciseSet) and its inner margins
	room := min(940, v.c.win.Canvas().Size().Width-20) - 8*pad
	return max(min(exerciseCardWidth, (room-float32(n-1)*pad)/float32(n)), 30)
}

// cardTap is the invisible widget over a card of the player's hand in an
// exercise: a tap answers with the card (legal) or with the rule that
// forbids it. The probe (probe.go) reports it as the card it covers.
type cardTap struct {
	tapArea
	card  game.Card
	legal bool
}

func newCardTap(c game.Card, legal bool, onTap func()) *cardTap {
	a := &cardTap{card: c, legal: legal}
	a.onTap = onTap
	a.ExtendBaseWidget(a)
	return a
}

// refuseCard answers a tap on a card the rules forbid with the rule.
func (v *exerciseView) refuseCard(c game.Card) {
	st := v.st
	err := st.ApplyFor(0, game.CardAction(c))
	if err == nil {
		return // legal after all: not shaded (handRow)
	}
	v.setFeedback(trf("Not %s: the rules forbid it. %s", text.CardName(c), text.Refusal(err)))
}

// exerciseLayout lays out an exercise's dialog: the buttons at the
// bottom, above them the player's own cards and the answers (foot), above
// those what the last answer was worth, at most a third of the room left,
// and at the top the question and the other hands, scrolled.
type exerciseLayout struct{ feedback *widget.Label }

// Layout places body, feedback, foot and buttons (in that order).
func (l *exerciseLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if len(objs) < 4 {
		return
	}
	body, feed, foot, buttons := objs[0], objs[1], objs[2], objs[3]
	gap := theme.Padding()
	bh, fh := buttons.MinSize().Height, foot.MinSize().Height
	y := size.Height - bh
	buttons.Move(fyne.NewPos(0, y))
	buttons.Resize(fyne.NewSize(size.Width, bh))
	y -= fh + gap
	foot.Move(fyne.NewPos(0, y))
	foot.Resize(fyne.NewSize(size.Width, fh))
	th := float32(0)
	if l.feedback.Text != "" {
		l.feedback.Resize(fyne.NewSize(size.Width-2*gap, l.feedback.MinSize().Height))
		th = min(l.feedback.MinSize().Height, max(y/3, 60))
	}
	y -= th + gap
	feed.Move(fyne.NewPos(0, y))
	feed.Resize(fyne.NewSize(size.Width, th))
	body.Move(fyne.NewPos(0, 0))
	body.Resize(fyne.NewSize(size.Width, max(y-gap, 0)))
}

// MinSize is the foot's and the buttons' with some room for the rest.
func (l *exerciseLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	if len(objs) < 4 {
		return fyne.Size{}
	}
	w := max(objs[2].MinSize().Width, objs[3].MinSize().Width)
	return fyne.NewSize(w, objs[2].MinSize().Height+objs[3].MinSize().Height+120)
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
		v.setFeedback(msg)
		return
	}
	v.solved(e, msg)
}

// buildWorth shows a finished deal and the amounts to choose from.
func (v *exerciseView) buildWorth(e *exercise.Exercise) {
	st := &v.st
	v.body.Add(wrappedLabel(text.ResultLine(st, v.c.names, game.NoSeat)))
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
func (v *exerciseView) answerWorth(e *exercise.Exercise, o int) {
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

// solved explains the right answer and counts the exercise.
func (v *exerciseView) solved(e *exercise.Exercise, text string) {
	v.setFeedback(text)
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
