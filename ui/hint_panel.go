package ui

import (
	"fmt"
	"slices"
	"strings"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/course"
	"github.com/cego-spiel/cego/ui/look"
	"github.com/cego-spiel/cego/ui/text"
)

// maxCandidates is how many candidates the hint panel lists: as many as
// fit beside the trick at every window size from 1024×700 up, so that the
// same hint lists the same candidates in any of them (it listed five at
// 1280×800 but three at 1280×900); a window of 800×600 has room for two.
const maxCandidates = 3

// maxReasonLines is how many lines the hint's reason may take.
const maxReasonLines = 7

// hintPanel shows the hint beside the trick: what to do, why, and each
// candidate's chance and expected result.
type hintPanel struct {
	bg      *canvas.Rectangle
	title   *canvas.Text
	lines   []*canvas.Text    // the reason, wrapped
	rows    [][3]*canvas.Text // candidate, chance, expected
	bestAt  int               // the suggestion's row (-1: none)
	head    [3]*canvas.Text
	reason  string
	visible bool
}

func newHintPanel() *hintPanel {
	p := &hintPanel{bg: canvas.NewRectangle(look.PanelSolid), title: canvas.NewText("", look.Highlight), bestAt: -1}
	p.bg.CornerRadius = 12
	p.bg.StrokeColor = look.Highlight
	p.bg.StrokeWidth = 2
	p.title.TextStyle.Bold = true
	for i := 0; i < maxReasonLines; i++ {
		p.lines = append(p.lines, canvas.NewText("", look.Text))
	}
	for i := range p.head {
		p.head[i] = canvas.NewText("", look.TextDim)
		p.head[i].TextStyle.Italic = true
	}
	return p
}

// actionWords names an action for people: a card by its name, a call by
// the German word said at the table.
func actionWords(a game.Action) string {
	if a.IsCard() {
		return text.CardName(a.Card())
	}
	return text.CallLabel(a)
}

// hintTitle says what the hint suggests: "Hint: play hK".
func hintTitle(v *game.View, a game.Action) string {
	w := actionWords(a)
	switch {
	case !a.IsCard():
		return trf("Hint: say “%s”", w)
	case v.Phase() == game.Exchanging && v.Legage().Len() == 0:
		return trf("Hint: keep %s", w)
	case v.Phase() == game.Exchanging:
		return trf("Hint: lay %s away", w)
	}
	return trf("Hint: play %s", w)
}

// heuristicReason is the rule bot's reason for heuristic name, translated.
func heuristicReason(name string) string {
	for _, h := range ai.Heuristics() {
		if h.Name == name {
			return tr(h.Reason)
		}
	}
	return ""
}

// hintReason is the hint's reason in the UI's language: the rule of thumb
// that agrees with it, and the estimate it rests on.
func hintReason(v *game.View, adv ai.Advice) string {
	if adv.Method == course.Method {
		return adv.Reason
	}
	if adv.Method == "forced" {
		return tr("Only one action is legal.")
	}
	var parts []string
	if r := heuristicReason(adv.Rule); r != "" {
		parts = append(parts, course.WithHintChapter(hintCapital(r)+".", adv.Rule))
	}
	if t := v.CurrentTrick(); v.Phase() == game.Playing && adv.Action.IsCard() && t.N > 0 {
		if beatsWinner(adv.Action.Card(), t.Cards[t.WinningIndex()]) {
			parts = append(parts, trf("%s takes the trick for now.", text.CardName(adv.Action.Card())))
		} else {
			parts = append(parts, trf("%s stays under the trick.", text.CardName(adv.Action.Card())))
		}
	}
	if len(adv.Candidates) > 0 && adv.Method != "rule" {
		best := adv.Chosen()
		pct := 100 * best.WinProb
		var s string
		switch {
		case v.Phase() != game.Playing:
			s = trf("%.0f%% chance to come out ahead, %+.1f expected", pct, text.Decimal(best.Expected))
		case v.Contract() == game.Raeuber:
			s = trf("%.0f%% chance not to take the most points, %+.1f expected", pct, text.Decimal(best.Expected))
		case v.Declarer() == v.Seat():
			s = trf("%.0f%% chance to make the contract, %+.1f expected", pct, text.Decimal(best.Expected))
		default:
			s = trf("%.0f%% chance to defeat the contract, %+.1f expected", pct, text.Decimal(best.Expected))
		}
		parts = append(parts, s+" "+trf("(%d deals tried out).", adv.Samples))
		if adv.Safer {
			top := adv.Candidates[0]
			parts = append(parts, trf("%s expects more (%+.1f), but not clearly more over these deals, and %s comes out ahead more often (%.0f%% against %.0f%%).",
				actionWords(top.Action), text.Decimal(top.Expected), actionWords(best.Action), pct, 100*top.WinProb))
		}
	}
	if len(parts) == 0 {
		return tr("The rule of thumb of the bots.")
	}
	return strings.Join(parts, " ")
}

// beatsWinner reports whether card c beats w, the card winning a trick
// (RULES §8.3: the highest trump, else the highest card of the suit led).
func beatsWinner(c, w game.Card) bool {
	if c.IsTrump() {
		return !w.IsTrump() || c > w
	}
	return !w.IsTrump() && c.Suit() == w.Suit() && c > w
}

// hintCapital capitalises a sentence.
func hintCapital(s string) string {
	for i, r := range s {
		return strings.ToUpper(string(r)) + s[i+len(string(r)):]
	}
	return s
}

// update fills the panel: thinking, a hint, or nothing.
func (p *hintPanel) update(t *Table, v *game.View) {
	adv, shown := t.hintFor()
	busy := t.hintBusy()
	p.visible = shown || busy
	if !p.visible {
		return
	}
	if busy {
		setText(p.title, tr("Hint: thinking…"))
		p.reason = tr("Trying the possible moves on deals that fit what you know.")
		p.setRows(nil, game.Pass)
		return
	}
	setText(p.title, hintTitle(v, adv.Action))
	p.reason = hintReason(v, adv)
	var cands []ai.Candidate
	if adv.Method == "solved" || adv.Method == "simulated" {
		cands = adv.Candidates
	}
	p.setRows(cands, adv.Action)
}

// setRows shows the candidates (at most maxCandidates, in their order),
// the suggested one in gold; a suggestion further down than that takes the
// last row.
func (p *hintPanel) setRows(cands []ai.Candidate, best game.Action) {
	n := min(len(cands), maxCandidates)
	if i := slices.IndexFunc(cands, func(c ai.Candidate) bool { return c.Action == best }); i >= n {
		cands = append(slices.Clone(cands[:n-1]), cands[i])
	}
	for len(p.rows) < n {
		var r [3]*canvas.Text
		for i := range r {
			r[i] = canvas.NewText("", look.Text)
		}
		r[1].Alignment = fyne.TextAlignTrailing
		r[2].Alignment = fyne.TextAlignTrailing
		p.rows = append(p.rows, r)
	}
	p.rows = p.rows[:n]
	p.bestAt = -1
	for i, cd := range cands[:n] {
		if cd.Action == best {
			p.bestAt = i
		}
		r := p.rows[i]
		setText(r[0], actionWords(cd.Action))
		setText(r[1], fmt.Sprintf("%.0f%%", 100*cd.WinProb))
		setText(r[2], fmt.Sprintf("%+.1f", text.Decimal(cd.Expected)))
		col := look.Text
		if cd.Action == best {
			col = look.Highlight
		}
		for _, x := range r {
			if x.Color != col {
				x.Color = col
				x.Refresh()
			}
			x.TextStyle.Bold = cd.Action == best
		}
	}
	setText(p.head[0], "")
	if n > 0 {
		setText(p.head[0], tr("Candidate"))
		setText(p.head[1], tr("chance"))
		setText(p.head[2], tr("expected"))
	}
}

func (p *hintPanel) objects() []fyne.CanvasObject {
	if !p.visible {
		return nil
	}
	objs := []fyne.CanvasObject{p.bg, p.title}
	for _, l := range p.lines {
		objs = append(objs, l)
	}
	if len(p.rows) > 0 {
		objs = append(objs, p.head[0], p.head[1], p.head[2])
	}
	for _, r := range p.rows {
		objs = append(objs, r[0], r[1], r[2])
	}
	return objs
}

// placeRightSeat is the seat drawn to the right of the person at this
// screen.
func (t *Table) placeRightSeat() game.Seat {
	st := t.seen()
	for s := game.Seat(0); int(s) < st.Players; s++ {
		if st.place(s) == placeRight {
			return s
		}
	}
	return 1
}

// busyBoxes are the areas a panel over the table must not cover: the
// seats' plates, speech bubbles, badges, cards and piles, the trick, the
// auction's bar, the lines over the hand, the hand and the toolbar.
func (t *Table) busyBoxes(g geometry) []rect {
	var out []rect
	add := func(o fyne.CanvasObject) {
		if o.Visible() && o.Size().Width > 0 {
			out = append(out, rect{o.Position(), fyne.NewPos(o.Size().Width, o.Size().Height)})
		}
	}
	st := t.seen()
	for s := 0; s < st.Players; s++ {
		if st.place(game.Seat(s)) == placeBottom {
			continue
		}
		sv := t.seats[s]
		for _, o := range []fyne.CanvasObject{sv.plate, sv.bubble.bg, sv.badge.bg, sv.pile} {
			add(o)
		}
		for _, b := range sv.backs {
			add(b)
		}
	}
	for _, w := range t.trick {
		if w != nil {
			add(w)
		}
	}
	if t.auction.visible {
		add(t.auction.bg)
	}
	for _, b := range []*bubble{t.message, t.whatNow} {
		if b.txt.Text != "" {
			add(b.bg)
		}
	}
	out = append(out, rect{fyne.NewPos(0, g.handTop), fyne.NewPos(t.size.Width, t.size.Height-g.handTop)})
	add(t.hintWrap)
	out = append(out, rect{t.tools.Position(), fyne.NewPos(t.tools.Size().Width, t.tools.Size().Height)})
	return out
}

// overlapsAny reports whether r overlaps one of the boxes.
func overlapsAny(r rect, boxes []rect) bool {
	for _, b := range boxes {
		if r.overlaps(b) {
			return true
		}
	}
	return false
}

// hintWrap breaks s into lines no wider than width, never at a
// non-breaking space ("57 % Chance" keeps its number with its sign).
func hintWrap(s string, size float32, style fyne.TextStyle, width float32) []string {
	var lines []string
	cur := ""
	for _, w := range strings.FieldsFunc(s, breaksLine) {
		next := w
		if cur != "" {
			next = cur + " " + w
		}
		if cur != "" && fyne.MeasureText(next, size, style).Width > width {
			lines = append(lines, cur)
			cur = w
			continue
		}
		cur = next
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	return lines
}

// breaksLine reports whether a line may break at r: a space that is not a
// non-breaking one.
func breaksLine(r rune) bool {
	return unicode.IsSpace(r) && r != '\u00a0' && r != '\u202f'
}

// layout places the panel beside the trick, on the right: above the
// auction bar while it shows, else from the height of the top trick card.
// It returns the panel's area.
func (p *hintPanel) layout(t *Table, g geometry) {
	if !p.visible {
		return
	}
	pad := 10 * g.u
	ts := g.ts * 0.9
	// between the trick and the right seat's name plate, speech bubble and
	// contract badge
	x0 := g.slot[placeRight].X + g.trick.Width + 2*pad
	right := t.size.Width - 10*g.u - pad
	rs := t.seats[t.placeRightSeat()]
	right = min(right, rs.plate.Position().X-pad)
	for _, b := range []*bubble{rs.bubble, rs.badge} {
		if !b.bg.Hidden {
			right = min(right, b.bg.Position().X-pad)
		}
	}
	w := min(max(right-x0, 250*g.u), 330*g.u)
	if x0+w > right {
		x0 = right - w
	}
	// the reason wrapped to width w at text size ts
	wrap := func(w, ts float32) []string {
		texts := hintWrap(p.reason, ts, fyne.TextStyle{}, w-2*pad)
		return texts[:min(len(texts), maxReasonLines)]
	}
	// the height with the reason in lines and k candidates listed, at
	// text size ts
	height := func(lines, k int, ts float32) float32 {
		th := fyne.MeasureText(p.title.Text, ts/0.9, p.title.TextStyle).Height
		lh := ts * 1.35
		h := pad + th + pad*0.5 + float32(lines)*lh + pad
		if k > 0 {
			h += pad*0.5 + lh*float32(k+1)
		}
		return h
	}
	texts := wrap(w, ts)
	shown := len(p.rows)
	h := height(len(texts), shown, ts)
	beside := func(h float32) float32 {
		y := g.cy - g.trick.Height*1.02
		if t.auction.visible {
			y = min(y, t.auction.bg.Position().Y-pad-h)
		}
		return max(y, 10*g.u+pad)
	}
	y := beside(h)
	// a full hand at the right reaches further in than its plate: then the
	// panel goes beside the trick narrower (not under 250), above those
	// cards or under them, wider, wherever it covers nothing — in slightly
	// smaller type before with fewer candidates, so that a window's size
	// does not change what the hint lists (at least two)
	if n := len(rs.backs); n > 0 {
		top, bottom := rs.backs[0].Position().Y, rs.backs[0].Position().Y+g.back.Height
		widths := []float32{w}
		if nw := rs.backs[0].Position().X - pad - x0; nw >= 250*g.u && nw < w {
			widths = append(widths, nw)
		}
		// wider, so that the reason takes fewer lines (under the cards)
		widths = append(widths, w*1.25)
		busy := t.busyBoxes(g)
		// (none free: beside the trick with every candidate, as first planned)
	fit:
		for k := len(p.rows); k >= min(2, len(p.rows)); k-- {
			for _, scale := range []float32{1, 0.9, 0.82} {
				for _, ww := range widths {
					tx := wrap(ww, ts*scale)
					hk := height(len(tx), k, ts*scale)
					under := x0
					if t.auction.visible {
						under = max(under, t.auction.bg.Position().X+t.auction.bg.Size().Width+pad)
					}
					under = min(under, t.size.Width-10*g.u-pad-ww)
					for _, at := range []fyne.Position{{X: x0, Y: beside(hk)}, {X: x0, Y: top - pad - hk}, {X: under, Y: bottom + pad}} {
						// with a small gap all round, so that it touches nothing
						gap := pad * 0.4
						if at.Y >= 10*g.u && !overlapsAny(rect{at.SubtractXY(gap, gap), fyne.NewPos(ww+2*gap, hk+2*gap)}, busy) {
							x0, y, w, h, texts, shown, ts = at.X, at.Y, ww, hk, tx, k, ts*scale
							break fit
						}
					}
				}
			}
		}
	}
	p.title.TextSize = ts / 0.9
	th := fyne.MeasureText(p.title.Text, p.title.TextSize, p.title.TextStyle).Height
	lh := ts * 1.35
	inner := w - 2*pad
	p.bg.Move(fyne.NewPos(x0, y))
	p.bg.Resize(fyne.NewSize(w, h))
	p.title.Move(fyne.NewPos(x0+pad, y+pad))
	p.title.Resize(fyne.NewSize(inner, th))
	yy := y + pad + th + pad*0.5
	for i, l := range p.lines {
		if i >= len(texts) {
			setText(l, "")
			continue
		}
		setText(l, texts[i])
		l.TextSize = ts
		l.Move(fyne.NewPos(x0+pad, yy))
		l.Resize(fyne.NewSize(inner, lh))
		yy += lh
	}
	if len(p.rows) == 0 {
		return
	}
	yy += pad * 0.5
	col := [3]float32{inner * 0.44, inner * 0.26, inner * 0.30}
	place := func(r [3]*canvas.Text) {
		x := x0 + pad
		for i, c := range r {
			c.TextSize = ts
			c.Move(fyne.NewPos(x, yy))
			c.Resize(fyne.NewSize(col[i], lh))
			x += col[i]
		}
		yy += lh
	}
	for i := range p.head {
		p.head[i].Alignment = fyne.TextAlignTrailing
	}
	p.head[0].Alignment = fyne.TextAlignLeading
	place(p.head)
	// the first rows that fit, the suggestion's among them
	show := func(i int) bool { return i < shown }
	if bi := p.bestAt; bi >= shown && shown > 0 {
		show = func(i int) bool { return i < shown-1 || i == bi }
	}
	for i, r := range p.rows {
		for _, x := range r {
			if show(i) {
				x.Show()
			} else {
				x.Hide()
			}
		}
		if show(i) {
			place(r)
		}
	}
}
