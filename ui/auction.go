package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/game"
)

// auctionBar offers the human's legal calls as buttons, named in German,
// with the English explanation of the call under the pointer (or under the
// keyboard cursor) shown below them.
type auctionBar struct {
	t        *Table
	bg       *canvas.Rectangle
	question *canvas.Text
	hint     *canvas.Text
	buttons  []*callButton
	row      *fyne.Container
	cursor   int
	visible  bool
}

// callButton is a button for one call that explains it while hovered.
type callButton struct {
	widget.Button
	bar    *auctionBar
	action game.Action
}

func newCallButton(bar *auctionBar, a game.Action) *callButton {
	b := &callButton{bar: bar, action: a}
	b.Text = callLabel(a)
	b.OnTapped = func() { bar.press(a) }
	b.ExtendBaseWidget(b)
	return b
}

// MouseIn shows the call's explanation.
func (b *callButton) MouseIn(e *desktop.MouseEvent) {
	b.Button.MouseIn(e)
	b.bar.showHint(b.action)
}

// MouseOut goes back to the explanation of the keyboard's choice.
func (b *callButton) MouseOut() {
	b.Button.MouseOut()
	if b.bar.cursor < len(b.bar.buttons) {
		b.bar.showHint(b.bar.buttons[b.bar.cursor].action)
	}
}

func newAuctionBar(t *Table) *auctionBar {
	a := &auctionBar{t: t, bg: canvas.NewRectangle(colPanel), question: canvas.NewText("", colText), hint: canvas.NewText("", colTextDim)}
	a.bg.CornerRadius = 14
	a.question.TextStyle.Bold = true
	a.question.Alignment = fyne.TextAlignCenter
	a.hint.Alignment = fyne.TextAlignCenter
	a.hint.TextStyle.Italic = true
	a.row = container.NewHBox()
	return a
}

func (a *auctionBar) objects() []fyne.CanvasObject {
	if !a.visible {
		return nil
	}
	return []fyne.CanvasObject{a.bg, a.question, a.row, a.hint}
}

// update shows the legal calls when the human is to call.
func (a *auctionBar) update(v *game.View, show bool) {
	a.visible = show
	if !show {
		a.buttons = nil
		a.row.Objects = nil
		return
	}
	legal := v.Legal()
	same := len(legal) == len(a.buttons)
	for i := 0; same && i < len(legal); i++ {
		same = a.buttons[i].action == legal[i]
	}
	if !same {
		a.buttons = a.buttons[:0]
		a.row.Objects = nil
		// in the order of the rules (Ultimo, Solo, Piccolo before Bettel,
		// the Cego ladder, mein, Räuber), "fort" last
		for _, l := range legal {
			if l != game.Pass {
				a.buttons = append(a.buttons, newCallButton(a, l))
			}
		}
		for _, l := range legal {
			if l == game.Pass {
				a.buttons = append(a.buttons, newCallButton(a, l))
			}
		}
		for i, b := range a.buttons {
			if i < 9 {
				b.Text = fmt.Sprintf("%s  [%d]", b.Text, i+1)
			}
			if b.action != game.Pass {
				b.Importance = widget.HighImportance
			}
			a.row.Objects = append(a.row.Objects, b)
		}
		a.cursor = 0
		a.row.Refresh()
	}
	setText(a.question, auctionQuestion(v))
	if a.cursor < len(a.buttons) {
		a.showHint(a.buttons[a.cursor].action)
	}
}

// auctionQuestion says what the human is asked.
func auctionQuestion(v *game.View) string {
	legal := v.Legal()
	has := func(x game.Action) bool {
		for _, l := range legal {
			if l == x {
				return true
			}
		}
		return false
	}
	switch {
	case has(game.CallUltimo):
		return tr("Your call: do you announce Ultimo?")
	case has(game.CallSolo):
		return tr("Your call: Solo, or fort?")
	case has(game.CallGegensolo):
		return tr("Your call: a Solo was bid — Gegensolo, or fort?")
	case has(game.CallPiccolo) || has(game.CallBettel):
		return tr("Your call: a special game, or fort?")
	case has(game.Mein):
		return tr("Your call: you were overbid — mein, or fort?")
	case has(game.CallRaeuber):
		return tr("Everybody passed: play Cego, or Räuber?")
	case len(legal) == 1 && legal[0] == game.CallCego:
		return tr("You are Vorhand: open the Cego auction")
	}
	return tr("Your call in the Cego auction: bid higher, or fort?")
}

func (a *auctionBar) showHint(x game.Action) {
	setText(a.hint, callHint(x))
}

func (a *auctionBar) press(x game.Action) {
	_ = a.t.c.humanAction(x)
}

// typedKey: ←/→ move the cursor, Enter presses, digits press directly.
func (a *auctionBar) typedKey(e *fyne.KeyEvent) {
	n := len(a.buttons)
	if n == 0 {
		return
	}
	switch e.Name {
	case fyne.KeyLeft:
		a.cursor = (a.cursor + n - 1) % n
	case fyne.KeyRight:
		a.cursor = (a.cursor + 1) % n
	case fyne.KeyReturn, fyne.KeyEnter, fyne.KeySpace:
		a.press(a.buttons[a.cursor].action)
		return
	default:
		if len(e.Name) == 1 && e.Name[0] >= '1' && e.Name[0] <= '9' {
			if i := int(e.Name[0] - '1'); i < n {
				a.press(a.buttons[i].action)
			}
		}
		return
	}
	a.markCursor()
	a.showHint(a.buttons[a.cursor].action)
}

// markCursor shows the keyboard's choice as the focused-looking button.
func (a *auctionBar) markCursor() {
	for i, b := range a.buttons {
		if i == a.cursor {
			b.Importance = widget.WarningImportance
		} else if b.action != game.Pass {
			b.Importance = widget.HighImportance
		} else {
			b.Importance = widget.MediumImportance
		}
		b.Refresh()
	}
}

func (a *auctionBar) layout(g geometry) {
	if !a.visible {
		return
	}
	a.question.TextSize = g.ts * 1.15
	a.hint.TextSize = g.ts * 0.95
	rs := a.row.MinSize()
	qs := fyne.MeasureText(a.question.Text, a.question.TextSize, a.question.TextStyle)
	hs := fyne.MeasureText(a.hint.Text, a.hint.TextSize, a.hint.TextStyle)
	pad := 14 * g.u
	w := max(rs.Width, qs.Width, hs.Width, 420*g.u) + 2*pad
	h := qs.Height + rs.Height + hs.Height + 3*pad
	x := g.cx - w/2
	y := g.cy + g.trick.Height*0.05
	a.bg.Move(fyne.NewPos(x, y))
	a.bg.Resize(fyne.NewSize(w, h))
	a.bg.Refresh()
	a.question.Move(fyne.NewPos(x, y+pad*0.8))
	a.question.Resize(fyne.NewSize(w, qs.Height))
	a.question.Refresh()
	a.row.Move(fyne.NewPos(g.cx-rs.Width/2, y+pad*1.4+qs.Height))
	a.row.Resize(rs)
	a.hint.Move(fyne.NewPos(x, y+pad*2+qs.Height+rs.Height))
	a.hint.Resize(fyne.NewSize(w, hs.Height))
	a.hint.Refresh()
}
