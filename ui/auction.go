package ui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/look"
	"github.com/cego-spiel/cego/ui/text"
)

// auctionBar offers the human's legal calls as buttons, named in German,
// with the explanation of the call under the pointer (or under the
// keyboard cursor, or focused) shown below them in one or two lines.
type auctionBar struct {
	t         *Table
	bg        *canvas.Rectangle
	question  *canvas.Text
	question2 *canvas.Text // the question's second line, at narrow widths
	hint      *canvas.Text
	hint2     *canvas.Text // the explanation's second line, when it is long
	expl      string       // the explanation shown
	ask       string       // the question asked
	buttons   []*callButton
	row       *fyne.Container
	// wrap gives the row the table's theme at its scale
	wrap    *container.ThemeOverride
	cursor  int
	moved   bool // the person moved the cursor with ←/→ at this call
	visible bool
}

// callButton is a button for one call that explains it while hovered.
type callButton struct {
	widget.Button
	bar    *auctionBar
	action game.Action
}

func newCallButton(bar *auctionBar, a game.Action) *callButton {
	b := &callButton{bar: bar, action: a}
	b.Text = text.CallName(a, bar.t.seen().Names)
	b.OnTapped = func() { bar.press(a) }
	b.ExtendBaseWidget(b)
	return b
}

// MouseIn shows the call's explanation.
func (b *callButton) MouseIn(e *desktop.MouseEvent) {
	b.Button.MouseIn(e)
	b.bar.showHint(b.action)
}

// FocusGained shows the call's explanation when Tab reaches the button.
func (b *callButton) FocusGained() {
	b.Button.FocusGained()
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
	a := &auctionBar{t: t, bg: canvas.NewRectangle(look.Panel), question: canvas.NewText("", look.Text),
		question2: canvas.NewText("", look.Text), hint: canvas.NewText("", look.TextDim), hint2: canvas.NewText("", look.TextDim)}
	a.bg.CornerRadius = 14
	for _, q := range []*canvas.Text{a.question, a.question2} {
		q.TextStyle.Bold = true
		q.Alignment = fyne.TextAlignCenter
	}
	for _, h := range []*canvas.Text{a.hint, a.hint2} {
		h.Alignment = fyne.TextAlignCenter
		h.TextStyle.Italic = true
	}
	a.row = container.New(&flowLayout{})
	// the calls take the table's scale (Table.scaleWidgets)
	a.wrap = container.NewThemeOverride(a.row, look.Scaled(max(t.widgetScale, 1)))
	return a
}

// rowPos is where the row of calls lies on the table.
func (a *auctionBar) rowPos() fyne.Position { return a.wrap.Position() }

func (a *auctionBar) objects() []fyne.CanvasObject {
	if !a.visible {
		return nil
	}
	return []fyne.CanvasObject{a.bg, a.question, a.question2, a.wrap, a.hint, a.hint2}
}

// update shows the legal calls when the human is to call.
func (a *auctionBar) update(v *game.View, show bool) {
	a.visible = show
	if !show {
		a.buttons = nil
		a.row.Objects = nil
		return
	}
	a.setButtons(v.Legal())
	a.ask = auctionQuestion(v)
	if a.cursor < len(a.buttons) {
		a.showHint(a.buttons[a.cursor].action)
	}
}

// setButtons makes a button for each legal call, unless they are there.
func (a *auctionBar) setButtons(legal []game.Action) {
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
			a.row.Objects = append(a.row.Objects, b)
		}
		a.cursor, a.moved = 0, false
		a.wrap.Refresh() // the new buttons take the row's theme
	}
	a.markCursor()
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
	challenge := false
	for _, l := range legal {
		if _, ok := l.ChallengedSeat(); ok {
			challenge = true
		}
	}
	switch {
	case challenge:
		return tr("Did someone withhold a compulsory Solo? Hosen rum, or fort?")
	case has(game.CallDurchmarsch):
		return tr("Your Solo stands: announce more, or fort?")
	case has(game.CallOffen):
		return tr("Play your special game open, or fort?")
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
	case len(legal) == 1 && legal[0] == game.Pass && len(v.Calls()) < v.Players():
		// the first round is the Ultimo question, which needs the Geiß
		return tr("Ultimo needs the Geiß: you can only say fort")
	}
	return tr("Your call in the Cego auction: bid higher, or fort?")
}

// showHint shows the explanation of call x under the sitting's rules.
func (a *auctionBar) showHint(x game.Action) {
	r := game.Rules{}
	var v *game.View
	if st := a.t.seen(); st.Started {
		r = st.Rules
		v = &st.View
	}
	if e := callExplanation(x, v, r); e != a.expl {
		a.expl = e
		if a.t.geo.u > 0 {
			a.layout(a.t.geo)
		}
	}
}

// markHint moves the keyboard's cursor to the call a hint suggests, so
// that it is marked and Enter says it.
func (a *auctionBar) markHint(x game.Action) bool {
	for i, b := range a.buttons {
		if b.action == x {
			a.cursor = i
			a.markCursor()
			a.showHint(x)
			return true
		}
	}
	return false
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
		a.cursor, a.moved = (a.cursor+n-1)%n, true
	case fyne.KeyRight:
		a.cursor, a.moved = (a.cursor+1)%n, true
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

// markCursor colours the buttons: every call alike (no call looks like
// advice by itself), the call the hint or the lesson's step suggests
// marked, and the keyboard's choice once the person moved it.
func (a *auctionBar) markCursor() {
	advised, hasAdvice := a.advised()
	for i, b := range a.buttons {
		imp := widget.MediumImportance
		switch {
		case hasAdvice && b.action == advised:
			imp = widget.WarningImportance
		case a.moved && i == a.cursor:
			imp = widget.HighImportance
		}
		if b.Importance != imp {
			b.Importance = imp
			b.Refresh()
		}
	}
}

// advised is the call the shown hint or the lesson's step suggests.
func (a *auctionBar) advised() (game.Action, bool) {
	if adv, ok := a.t.hintFor(); ok && !adv.Action.IsCard() {
		return adv.Action, true
	}
	if st := a.t.seen(); st.LessonStep && !st.Lesson.Action.IsCard() {
		return st.Lesson.Action, true
	}
	return game.Pass, false
}

func (a *auctionBar) layout(g geometry) {
	if !a.visible {
		return
	}
	pad := 14 * g.u
	// the bar stays between the seats at the sides: the widest it may be,
	// centred on the trick
	lo, hi := a.t.sideRoom()
	room := 2*min(g.cx-lo, hi-g.cx) - 2*pad
	inner := room - 2*pad
	fl := a.row.Layout.(*flowLayout)
	fl.width, fl.gap = inner, 4*g.u
	rs := a.row.MinSize()

	q1, q2, qts := fitLines(a.ask, g.ts*1.15, a.question.TextStyle, inner, "? ")
	a.question.TextSize, a.question2.TextSize = qts, qts
	setText(a.question, q1)
	setText(a.question2, q2)
	qs := fyne.MeasureText(q1, qts, a.question.TextStyle)
	qh := qs.Height
	if q2 != "" {
		qs.Width = max(qs.Width, fyne.MeasureText(q2, qts, a.question.TextStyle).Width)
		qh *= 2
	}
	l1, l2, hts := fitLines(a.expl, g.ts*0.95, a.hint.TextStyle, min(max(rs.Width, 560*g.u), inner), "; ")
	a.hint.TextSize, a.hint2.TextSize = hts, hts
	setText(a.hint, l1)
	setText(a.hint2, l2)
	hs := fyne.MeasureText(l1, hts, a.hint.TextStyle)
	if l2 != "" {
		h2 := fyne.MeasureText(l2, hts, a.hint.TextStyle)
		hs = fyne.NewSize(max(hs.Width, h2.Width), hs.Height*2)
	}
	w := min(max(rs.Width, qs.Width, hs.Width, 420*g.u), inner) + 2*pad
	// room above the buttons for the tag of a hinted call
	tag := float32(0)
	if adv, ok := a.t.hintFor(); ok && !adv.Action.IsCard() {
		tag = g.ts * 1.2
	}
	h := qh + rs.Height + hs.Height + 3*pad + tag
	x := g.cx - w/2
	// under the trick, but above the lines over the hand (a bar of two rows
	// of calls at a low window rises over the blind instead)
	y := min(g.cy+g.trick.Height*0.05, a.floor(g)-h)
	a.bg.Move(fyne.NewPos(x, y))
	a.bg.Resize(fyne.NewSize(w, h))
	a.bg.Refresh()
	lq := qh
	if q2 != "" {
		lq /= 2
	}
	for i, q := range []*canvas.Text{a.question, a.question2} {
		q.Move(fyne.NewPos(x, y+pad*0.8+float32(i)*lq))
		q.Resize(fyne.NewSize(w, lq))
		q.Refresh()
	}
	a.wrap.Move(fyne.NewPos(g.cx-rs.Width/2, y+pad*1.4+qh+tag))
	a.wrap.Resize(rs)
	lh := hs.Height
	if l2 != "" {
		lh /= 2
	}
	for i, t := range []*canvas.Text{a.hint, a.hint2} {
		t.Move(fyne.NewPos(x, y+pad*2+qh+rs.Height+tag+float32(i)*lh))
		t.Resize(fyne.NewSize(w, lh))
		t.Refresh()
	}
}

// floor is the lowest the bar may reach: above the message and "what now?"
// lines over the hand.
func (a *auctionBar) floor(g geometry) float32 {
	y := g.handTop - 6*g.u
	if a.t.message.txt.Text != "" {
		y -= a.t.message.size(g.ts).Height + 3*g.u
	}
	if a.t.whatNow.txt.Text != "" {
		y -= a.t.whatNow.size(g.ts*0.95).Height + 4*g.u
	}
	return y
}

// fitLines sets text in at most two lines no wider than width: in one line
// at size ts if it fits, else broken after the first sep (or at the space
// nearest the middle), and the size made smaller (down to 4/5 of ts) until
// the lines fit.
func fitLines(text string, ts float32, style fyne.TextStyle, width float32, sep string) (string, string, float32) {
	wide := func(s string, size float32) bool { return fyne.MeasureText(s, size, style).Width > width }
	if !wide(text, ts) {
		return text, "", ts
	}
	l1, l2 := text, ""
	if i := strings.Index(text, sep); i > 0 {
		l1, l2 = text[:i+len(sep)-1], text[i+len(sep):]
	} else if i := nearestSpace(text); i > 0 {
		l1, l2 = text[:i], text[i+1:]
	}
	size := ts
	for size > ts*0.8 && (wide(l1, size) || wide(l2, size)) {
		size -= 0.5
	}
	return strings.TrimSpace(l1), strings.TrimSpace(l2), size
}

// nearestSpace is the index of the space nearest the middle of s (-1: none).
func nearestSpace(s string) int {
	best := -1
	for i, r := range s {
		if r == ' ' && (best < 0 || abs32(float32(i-len(s)/2)) < abs32(float32(best-len(s)/2))) {
			best = i
		}
	}
	return best
}

func abs32(x float32) float32 {
	if x < 0 {
		return -x
	}
	return x
}

// sideRoom is the free stretch between the seats at the left and the right
// of the table (their name plates and rows of backs), less a margin: what
// the auction's bar may cover.
func (t *Table) sideRoom() (lo, hi float32) {
	lo, hi = 0, t.size.Width
	st := t.seen()
	for s := 0; s < st.Players; s++ {
		sv := t.seats[s]
		right := sv.plate.Position().X + sv.plate.Size().Width
		left := sv.plate.Position().X
		if n := len(sv.backs); n > 0 {
			right = max(right, sv.backs[n-1].Position().X+sv.backs[n-1].Size().Width)
			left = min(left, sv.backs[0].Position().X)
		}
		switch st.place(game.Seat(s)) {
		case placeLeft:
			lo = max(lo, right)
		case placeRight:
			hi = min(hi, left)
		}
	}
	return lo, hi
}

// flowLayout sets its objects at their minimum sizes in rows no wider than
// width (one row when they fit), each row centred.
type flowLayout struct{ width, gap float32 }

// rows splits objs into rows that fit the width.
func (l *flowLayout) rows(objs []fyne.CanvasObject) [][]fyne.CanvasObject {
	var out [][]fyne.CanvasObject
	var row []fyne.CanvasObject
	w := float32(0)
	for _, o := range objs {
		ow := o.MinSize().Width
		if len(row) > 0 && l.width > 0 && w+l.gap+ow > l.width {
			out = append(out, row)
			row, w = nil, 0
		}
		if len(row) > 0 {
			w += l.gap
		}
		row = append(row, o)
		w += ow
	}
	if len(row) > 0 {
		out = append(out, row)
	}
	return out
}

// rowSize is the width and height of one row.
func (l *flowLayout) rowSize(row []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for i, o := range row {
		m := o.MinSize()
		if i > 0 {
			s.Width += l.gap
		}
		s.Width += m.Width
		s.Height = max(s.Height, m.Height)
	}
	return s
}

func (l *flowLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	y := float32(0)
	for _, row := range l.rows(objs) {
		rs := l.rowSize(row)
		x := (size.Width - rs.Width) / 2
		for _, o := range row {
			m := o.MinSize()
			o.Move(fyne.NewPos(x, y))
			o.Resize(fyne.NewSize(m.Width, rs.Height))
			x += m.Width + l.gap
		}
		y += rs.Height + l.gap
	}
}

func (l *flowLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for i, row := range l.rows(objs) {
		rs := l.rowSize(row)
		s.Width = max(s.Width, rs.Width)
		if i > 0 {
			s.Height += l.gap
		}
		s.Height += rs.Height
	}
	return s
}

// contractBanner is the short card shown in the middle of the table after
// the auction, until the first card is played: the contract, who plays it
// and what the declarer needs (contractCard).
type contractBanner struct {
	bg      *canvas.Rectangle
	title   *canvas.Text
	needs   *canvas.Text
	visible bool
}

func newContractBanner() *contractBanner {
	b := &contractBanner{bg: canvas.NewRectangle(look.PanelSolid), title: canvas.NewText("", look.Highlight), needs: canvas.NewText("", look.Text)}
	b.bg.CornerRadius = 14
	b.bg.StrokeColor = look.Highlight
	b.bg.StrokeWidth = 2
	b.title.TextStyle.Bold = true
	b.title.Alignment = fyne.TextAlignCenter
	b.needs.Alignment = fyne.TextAlignCenter
	return b
}

// update shows the card while a contract stands and no card is played yet.
func (b *contractBanner) update(v *game.View, names [4]string) {
	ph := v.Phase()
	b.visible = v.Contract() != game.NoContract && (ph == game.Exchanging || ph == game.Playing) && v.Played() == 0 && v.CurrentTrick().N == 0
	if !b.visible {
		return
	}
	title, needs := text.ContractCard(v, names)
	setText(b.title, title)
	setText(b.needs, needs)
}

func (b *contractBanner) objects() []fyne.CanvasObject {
	if !b.visible {
		return nil
	}
	return []fyne.CanvasObject{b.bg, b.title, b.needs}
}

// layout places the card where the auction bar was.
func (b *contractBanner) layout(g geometry) {
	if !b.visible {
		return
	}
	b.title.TextSize = g.ts * 1.15
	b.needs.TextSize = g.ts
	ts := fyne.MeasureText(b.title.Text, b.title.TextSize, b.title.TextStyle)
	ns := fyne.MeasureText(b.needs.Text, b.needs.TextSize, b.needs.TextStyle)
	pad := 12 * g.u
	w := max(ts.Width, ns.Width) + 3*pad
	h := ts.Height + ns.Height + 2.4*pad
	x, y := g.cx-w/2, g.cy+g.trick.Height*0.12
	b.bg.Move(fyne.NewPos(x, y))
	b.bg.Resize(fyne.NewSize(w, h))
	b.title.Move(fyne.NewPos(x, y+pad))
	b.title.Resize(fyne.NewSize(w, ts.Height))
	b.needs.Move(fyne.NewPos(x, y+pad*1.4+ts.Height))
	b.needs.Resize(fyne.NewSize(w, ns.Height))
}
