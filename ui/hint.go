package ui

import (
	"log"
	"time"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/look"
)

// hintBudget is how long the hint service may think (ai.Hint).
const hintBudget = 300 * time.Millisecond

// decision identifies one decision of the human: the sitting, the deal and
// how many actions were taken in it. A hint belongs to one decision and is
// dropped when the game has moved on.
type decision struct {
	gen           uint64
	deal, actions int
}

// hintState is the hint for one decision: asked (busy) or shown.
type hintState struct {
	at    decision
	busy  bool
	shown bool
	adv   ai.Advice
}

// hintFor returns the shown hint when it belongs to the decision now.
func (t *Table) hintFor() (ai.Advice, bool) {
	if st := t.seen(); t.hint.shown && st.Started && t.hint.at == st.Decision {
		return t.hint.adv, true
	}
	return ai.Advice{}, false
}

// hintBusy reports whether a hint for the decision now is being worked out.
func (t *Table) hintBusy() bool {
	st := t.seen()
	return t.hint.busy && st.Started && t.hint.at == st.Decision
}

// askHint asks the hint service about the human's decision (button Hint,
// key H). It thinks in a goroutine, off the Fyne thread, while the table
// shows that it does; the advice comes back through the controller's
// crossing and is dropped when the position changed meanwhile.
func (t *Table) askHint() {
	st := t.seen()
	if !st.Started || t.overlay != nil || !st.MeHuman {
		return
	}
	v := st.View
	if !v.MyTurn() || st.Busy {
		return
	}
	at := st.Decision
	if t.hint.at == at && (t.hint.busy || t.hint.shown) {
		return // asked already
	}
	if adv, ok := st.Lesson, st.LessonStep; ok {
		t.hint = hintState{at: at}
		t.hintArrived(at, adv, true)
		return
	}
	t.hint = hintState{at: at, busy: true}
	t.update()
	var adv ai.Advice
	var ok bool
	t.c.background(func() { adv, ok = adviseSafely(v) }, func() {
		t.hintArrived(at, adv, ok)
		if t.hintDone != nil {
			t.hintDone()
		}
	})
}

// adviseSafely calls the hint service, guarding against one that fails.
func adviseSafely(v game.View) (adv ai.Advice, ok bool) {
	defer func() {
		if r := recover(); r != nil {
			log.Printf("cego: the hint service failed: %v", r)
			ok = false
		}
	}()
	return ai.Hint(v, hintBudget), true
}

// hintArrived shows advice for decision at, unless the game moved on or
// the advice is not a legal action now.
func (t *Table) hintArrived(at decision, adv ai.Advice, ok bool) {
	st := t.seen()
	if !st.Started || t.hint.at != at || at != st.Decision {
		return // a stale answer
	}
	v := st.View
	if !ok || !v.IsLegal(adv.Action) {
		t.hint = hintState{}
		t.update()
		return
	}
	t.hint = hintState{at: at, shown: true, adv: adv}
	if adv.Action.IsCard() {
		// the suggested card becomes the keyboard's choice: lifted and
		// framed in gold, and Enter plays it
		for _, w := range t.hand {
			w.selected = w.card == adv.Action.Card()
		}
	}
	t.update()
	t.relayoutHand()
	if !adv.Action.IsCard() {
		t.auction.markHint(adv.Action)
	}
}

// hintedCard is the card the shown hint suggests (NoCard when none).
func (t *Table) hintedCard() game.Card {
	if adv, ok := t.hintFor(); ok && adv.Action.IsCard() {
		return adv.Action.Card()
	}
	return game.NoCard
}

// newHintButton makes the Hint button that stands left of the toolbar; it
// shows when a hint is being worked out and is off when there is nothing
// to decide.
func newHintButton(t *Table) {
	t.hintBtn = widget.NewButton(tr("Hint (H)"), func() { t.askHint() })
	t.hintBtn.Importance = widget.HighImportance
	t.hintWrap = container.NewThemeOverride(t.hintBtn, look.Scaled(t.widgetScale))
}

// updateHintButton sets the button's label, whether it can be pressed and
// whether it shows (not in watch mode).
func (t *Table) updateHintButton() {
	b := t.hintBtn
	if b == nil {
		return
	}
	// nobody to advise in watch mode
	st := t.seen()
	if show := !st.Watch; show != b.Visible() {
		if show {
			b.Show()
		} else {
			b.Hide()
		}
	}
	label := tr("Hint (H)")
	if t.hintBusy() {
		label = tr("Thinking…")
	}
	if b.Text != label {
		b.SetText(label)
	}
	can := false
	if st.Started && st.MeHuman && !st.Busy && t.overlay == nil {
		can = st.View.MyTurn() && !t.hintBusy()
	}
	if can == b.Disabled() {
		if can {
			b.Enable()
		} else {
			b.Disable()
		}
	}
}
