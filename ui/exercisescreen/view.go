package exercisescreen

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/ai/exercise"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/look"
)

// View is the dialog of one set of exercises (a kind and a level):
// the position, the question, the answers, and what the last answer was
// worth.
type View struct {
	host Host
	set  []exercise.Exercise
	i    int
	st   game.State
	d    dialog.Dialog
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
	taps    map[game.Card]*CardTap
	refused map[game.Card]*CardTap
	marks   map[game.Card]*canvas.Rectangle
	answers map[int]*widget.Button
	// calls are the calls to choose ("which call?"); kept the cards tapped
	// so far and keptLabel names them ("which two cards to keep?")
	calls     map[game.Action]*widget.Button
	kept      []game.Card
	keptLabel *widget.Label
}

// OpenKind opens the exercises of one kind and level at the first the
// person has not solved yet.
func OpenKind(h Host, kind exercise.Kind, level int) *View {
	return Open(h, KindName(kind)+" · "+LevelName(level), Of(kind, level))
}

// OpenTopic opens the exercises of one topic, of every kind, at the first
// the person has not solved yet.
func OpenTopic(h Host, t exercise.Topic) *View {
	return Open(h, TopicName(t), About(t))
}

// Open opens a set of exercises under title at the first the person has
// not solved yet; nil when there is none to show (or no window).
func Open(h Host, title string, set []exercise.Exercise) *View {
	win := h.Window()
	if len(set) == 0 || win == nil {
		return nil
	}
	v := &View{host: h, set: set}
	for v.i < len(set)-1 && h.Solved(set[v.i].ID) {
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
	v.d = dialog.NewCustomWithoutButtons(title, content, win)
	// clear of the menu bar, as the window's other dialogs: at 800×600
	// the window less 10 px a side covered it
	room := h.DialogRoom()
	v.d.Resize(fyne.NewSize(min(940, room.Width), min(680, room.Height)))
	v.build()
	h.OpenDialog(v.d)
	return v
}

// build shows the current exercise.
func (v *View) build() {
	e := &v.set[v.i]
	v.setFeedback("")
	v.body.Objects, v.foot.Objects = nil, nil
	v.taps, v.answers = map[game.Card]*CardTap{}, map[int]*widget.Button{}
	v.refused, v.marks = map[game.Card]*CardTap{}, map[game.Card]*canvas.Rectangle{}
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
	if v.host.Solved(e.ID) {
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
func (v *View) setFeedback(s string) {
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
func (v *View) buildCard(e *exercise.Exercise) {
	st := &v.st
	names := v.host.Names()
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

// answerCard judges the card tapped.
func (v *View) answerCard(e *exercise.Exercise, c game.Card) {
	msg := feedbackText(e, c.String())
	if !isRight(e, c.String()) {
		v.setFeedback(msg)
		return
	}
	v.solved(e, msg)
}

// solved explains the right answer and counts the exercise.
func (v *View) solved(e *exercise.Exercise, text string) {
	v.setFeedback(text)
	v.host.Solve(e.ID)
}
