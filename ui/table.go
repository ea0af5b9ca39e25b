package ui

import (
	"image"
	"log"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/assets"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/text"
)

// Table is the card table: everything the human sees of a deal. It reads the
// game through the controller (only the human's game.View, so nothing
// hidden can leak onto the screen) and sends the human's choices back to it.
// All its methods run on the Fyne thread.
type Table struct {
	c    *Controller
	art  *artCache
	pack string

	root  *fyne.Container
	felt  *canvas.Image
	rim   *canvas.Rectangle
	zone  *canvas.Rectangle // the drop zone, lit while a card is dragged
	tap   *tapArea          // a click on the felt gathers a full trick
	seats [4]*seatView
	out   *bubble // who sits out the deal (FIVE_AT_TABLE)

	handPool map[game.Card]*cardWidget
	hand     []*cardWidget
	blind    []*cardWidget
	trick    [4]*cardWidget // by seat
	trickOn  [4]bool

	status   *canvas.Rectangle
	statusTx [5]*canvas.Text
	// statusLines are the status panel's four lines; statusSplit breaks
	// the third over two where the table is narrow (fillStatus).
	statusLines [4]string
	statusSplit bool
	tools       *fyne.Container
	message     *bubble // the prompt or a refusal
	// msgLines show the message in two lines when one is too wide
	msgLines [2]*canvas.Text
	refusal  string
	refusedT time.Time
	auction  *auctionBar
	// refusalRule names the rule of the refusal shown (beginner mode);
	// refused is the card refused, marked by refusedTag.
	refusalRule string
	refused     game.Card
	refusedTag  *bubble
	// whatNow is the beginner's "what now?" line, or the rule of a refusal.
	whatNow *bubble
	// contract is the card saying what the declarer needs.
	contract *contractBanner
	// hint is the hint asked for at the human's decision; hintPanel shows
	// it, hintTag marks the card it suggests, hintBtn is the toolbar's.
	hint hintState
	// handAt is the decision the hand's selection (the keyboard's cursor,
	// a hinted card) belongs to; a new decision starts with none.
	handAt    decision
	hintPanel *hintPanel
	hintTag   *bubble
	hintBtn   *widget.Button
	undoBtn   *widget.Button // the toolbar's Undo
	lastBtn   *widget.Button // the toolbar's Last trick
	// hintDone is called after a hint's answer was handled (tests).
	hintDone func()
	overlay  fyne.CanvasObject
	ghosts   []*canvas.Image
	dragImg  *canvas.Image

	size fyne.Size
	geo  geometry
	// hideTrickSeat hides a trick card while a copy flies to it.
	hideTrickSeat game.Seat
}

// newTable builds an empty table for controller c.
func newTable(c *Controller, art *artCache, pack string) *Table {
	t := &Table{c: c, art: art, pack: pack, handPool: map[game.Card]*cardWidget{}, hideTrickSeat: game.NoSeat, refused: game.NoCard}
	t.felt = newFelt()
	t.rim = canvas.NewRectangle(colWood)
	t.zone = canvas.NewRectangle(colDropZone)
	t.zone.CornerRadius = 18
	t.zone.StrokeColor = colHighlight
	t.zone.StrokeWidth = 2
	t.zone.Hide()
	t.tap = newTapArea(func() { t.c.clearHeld() })
	for i := range t.seats {
		t.seats[i] = newSeatView()
		t.seats[i].pile = newCardWidget(t, game.NoCard)
	}
	for i := range t.trick {
		t.trick[i] = newCardWidget(t, game.NoCard)
	}
	t.status = canvas.NewRectangle(colPanel)
	t.status.CornerRadius = 10
	for i := range t.statusTx {
		t.statusTx[i] = canvas.NewText("", colText)
	}
	t.statusTx[0].TextStyle.Bold = true
	t.out = newBubble(colPanel, colText)
	t.message = newBubble(colPrompt, colText)
	t.message.txt.TextStyle.Bold = false
	t.msgLines = newMessageLines()
	t.auction = newAuctionBar(t)
	t.whatNow = newBubble(colPanelSolid, colHighlight)
	t.contract = newContractBanner()
	t.hintPanel = newHintPanel()
	t.hintTag = newBubble(colHighlight, colBubbleText)
	t.refusedTag = newBubble(colRefusal, colText)
	newHintButton(t)
	t.dragImg = canvas.NewImageFromImage(nil)
	t.dragImg.FillMode = canvas.ImageFillStretch
	t.dragImg.ScaleMode = canvas.ImageScaleFastest
	t.dragImg.Hide()
	t.tools = newToolbar(t)
	t.root = container.New(&tableLayout{t: t})
	return t
}

// Content is the table's canvas object, to put in a window.
func (t *Table) Content() fyne.CanvasObject { return t.root }

// scale is the canvas scale, to ask for images at their true pixel size.
func (t *Table) scale() float32 {
	if d := fyne.CurrentApp(); d != nil {
		if c := d.Driver().CanvasForObject(t.root); c != nil {
			return c.Scale()
		}
	}
	return 1
}

// SetPack switches the card design; every card is redrawn at once.
func (t *Table) SetPack(pack string) {
	_, st := splitPack(t.pack)
	t.setArt(styledPack(pack, st))
}

// SetStyle switches corner indices and four-colour suits; every card is
// redrawn at once.
func (t *Table) SetStyle(st assets.Style) {
	p, _ := splitPack(t.pack)
	t.setArt(styledPack(p, st))
}

// Pack is the card design shown.
func (t *Table) Pack() string {
	p, _ := splitPack(t.pack)
	return p
}

// setArt switches to the art cache's pack key (design and style).
func (t *Table) setArt(pack string) {
	if pack == t.pack {
		return
	}
	t.pack = pack
	for _, w := range t.allCards() {
		w.Refresh()
	}
	if g := t.geo; g.u > 0 {
		sc := t.scale()
		t.art.prewarm(pack, int(g.hand.Width*sc), int(g.trick.Width*sc), int(g.back.Width*sc))
	}
}

// allCards lists every card widget on the table.
func (t *Table) allCards() []*cardWidget {
	var ws []*cardWidget
	ws = append(ws, t.hand...)
	ws = append(ws, t.blind...)
	for i, s := range t.seats {
		ws = append(ws, s.backs...)
		if !s.pile.Hidden {
			ws = append(ws, s.pile)
		}
		if t.trickOn[i] {
			ws = append(ws, t.trick[i])
		}
	}
	return ws
}

// visibleCards lists the card widgets that are shown now.
func (t *Table) visibleCards() []*cardWidget {
	var ws []*cardWidget
	for _, w := range t.allCards() {
		if w.Visible() {
			ws = append(ws, w)
		}
	}
	return ws
}

// update brings every widget in line with the game and lays the table out.
func (t *Table) update() {
	c := t.c
	if c == nil || c.sitting == nil {
		return
	}
	v := c.view()
	n := v.Players()
	myTurn := v.MyTurn() && c.isHuman(c.me()) && !c.busy()
	phase := v.Phase()
	var legal game.Cards
	if myTurn && phase != game.Bidding {
		legal = v.LegalCards()
	}

	// the human's hand, grouped so the colours alternate
	held := map[game.Card]bool{}
	for _, w := range t.hand {
		held[w.card] = true
	}
	t.hand = t.hand[:0]
	for _, card := range handOrder(v.Hand()) {
		w := t.handPool[card]
		if w == nil {
			w = newCardWidget(t, card)
			w.interactive = true
			t.handPool[card] = w
		}
		if !held[card] {
			// a card coming (back) into the hand starts lowered: the
			// pointer left it without a MouseOut when it was played
			w.hovered, w.selected, w.dragging = false, false, false
		}
		// in beginner mode the cards that cannot be chosen now are dimmed
		dim := c.beginner() && myTurn && (phase == game.Playing || phase == game.Exchanging) && !legal.Has(card)
		w.setState(legal.Has(card), phase == game.Exchanging && v.Kept().Has(card), v.Exposed().Has(card), dim)
		w.Show()
		t.hand = append(t.hand, w)
	}
	if now := t.decisionNow(); now != t.handAt {
		// a card lifted for the last decision (a hinted "keep" kept) is
		// not lifted for this one
		t.handAt = now
		for _, w := range t.hand {
			if w.selected {
				w.selected = false
				w.Refresh()
			}
		}
	}
	cur := -1
	for i, w := range t.hand {
		if w.selected {
			if cur >= 0 || !w.legal {
				w.selected = false
				w.Refresh()
			} else {
				cur = i
			}
		}
	}

	// the other seats
	for s := 0; s < 4; s++ {
		sv := t.seats[s]
		if s >= n {
			sv.hideAll()
			continue
		}
		seat := game.Seat(s)
		name := c.names[s]
		if c.thinkingSeat() == seat {
			name += "  …"
		}
		setText(sv.name, name)
		// the seat to act has a gold frame
		stroke := float32(0)
		if v.Turn() == seat && phase != game.Done {
			stroke = 2
		}
		if sv.plate.StrokeWidth != stroke {
			sv.plate.StrokeWidth = stroke
			sv.plate.StrokeColor = colHighlight
			sv.plate.Refresh()
		}
		setText(sv.info, c.seatLine(&v, seat))
		// the speech bubble shows the latest call during the auction
		sv.bubble.set("")
		if a, ok := v.LastCall(seat); ok && phase == game.Bidding {
			sv.bubble.set(c.callText(a))
		}
		// the contract badge marks the declarer; Räuber and Drescher have
		// none (the status panel names them as everyone's game)
		sv.badge.set("")
		if v.Declarer() == seat && v.Contract() != game.NoContract && !v.Contract().Info().Solitary {
			sv.badge.set(v.Contract().Info().German)
		}
		if seat != c.me() {
			// the declarer's shown pips lie face up in his row until led
			var shown []game.Card
			if v.Declarer() == seat {
				shown = v.Exposed().Slice()
			}
			backs := v.HandCount(seat) - len(shown)
			sv.setBacks(t, backs, shown)
		}
		// Legage, or in a Solo the blind that counts for him unseen
		sv.pile.Hide()
		pileN := ""
		if v.Declarer() == seat {
			if k := v.LegageCount(); k > 0 {
				sv.pile.Show()
				pileN = trf("%s %d", tr(txtLegage), k)
			} else if v.Contract() == game.Solo && v.BlindCount() > 0 {
				sv.pile.Show()
				pileN = trf("%s %d", tr(txtBlind), v.BlindCount())
			}
		}
		setText(sv.pileN, pileN)
	}

	// the blind lies in the middle until it is taken up (or in a Solo put by
	// the declarer)
	nb := v.BlindCount()
	if v.Contract() == game.Solo || phase == game.Playing || phase == game.Done {
		nb = 0
	}
	for len(t.blind) < nb {
		t.blind = append(t.blind, newCardWidget(t, game.NoCard))
	}
	t.blind = t.blind[:nb]

	// the trick
	t.trickOn = [4]bool{}
	if tr, ok := c.shownTrick(); ok {
		for i := 0; i < int(tr.N); i++ {
			s := tr.Seat(i)
			w := t.trick[s]
			// while a full trick waits, its winning card is framed
			win := tr.Complete() && tr.WinningIndex() == i
			if w.card != tr.Cards[i] || w.selected != win {
				w.card = tr.Cards[i]
				w.selected = win
				w.Refresh()
			}
			t.trickOn[s] = s != t.hideTrickSeat
		}
	}

	t.out.set(c.sitOutText())
	t.updateStatus(&v)
	t.auction.update(&v, myTurn && phase == game.Bidding)
	t.contract.update(&v, c.names)
	t.hintPanel.update(t, &v)
	t.updateHintButton()
	t.updateUndoButton()
	t.updateLastTrickButton()
	t.updateMessage(&v, myTurn)
	t.rebuild()
}

// handOrder sorts a hand for display: trumps high to low, then clubs,
// hearts, spades, diamonds (so red and black alternate), high to low.
func handOrder(h game.Cards) []game.Card {
	var out []game.Card
	for _, su := range []game.Suit{game.Trumps, game.Clubs, game.Hearts, game.Spades, game.Diamonds} {
		for _, c := range h.Slice() {
			if c.Suit() == su {
				out = append(out, c)
			}
		}
	}
	return out
}

func seatInfo(v *game.View, s game.Seat, total int) string {
	info := ""
	if v.Dealer() == s {
		info = tr("Dealer") + " · "
	} else if v.Vorhand() == s {
		info = tr("Vorhand") + " · "
	}
	if v.Phase() >= game.Playing {
		if k := v.TricksWon(s); k == 1 {
			info += tr("1 trick · ")
		} else {
			info += trf("%d tricks · ", k)
		}
	}
	return info + trf("total %+d", total)
}

func (s *seatView) hideAll() {
	for _, o := range []fyne.CanvasObject{s.name, s.info, s.plate, s.bubble.bg, s.bubble.txt, s.badge.bg, s.badge.txt, s.pile, s.pileN} {
		o.Hide()
	}
	for _, b := range s.backs {
		b.Hide()
	}
	s.backs = s.backs[:0]
}

// setBacks shows n backs and the shown pips face up.
func (s *seatView) setBacks(t *Table, n int, shown []game.Card) {
	for _, o := range []fyne.CanvasObject{s.name, s.info, s.plate, s.pileN} {
		o.Show()
	}
	want := n + len(shown)
	for len(s.backs) < want {
		s.backs = append(s.backs, newCardWidget(t, game.NoCard))
	}
	s.backs = s.backs[:want]
	for i, w := range s.backs {
		c := game.NoCard
		if i >= n {
			c = shown[i-n]
		}
		if w.card != c {
			w.card = c
			w.Refresh()
		}
		w.Show()
	}
}

func (t *Table) updateStatus(v *game.View) {
	c := t.c
	t.statusLines[0] = trf(txtDeal, c.sitting.DealNumber()) + " · " + tr(txtDealer) + ": " + c.dealerName(v)
	if l := c.contractLine(v); l != "" {
		t.statusLines[1] = l
	}
	line2, line3 := "", ""
	if v.Phase() >= game.Playing {
		line2 = trf("Trick %d of %d", min(v.TrickCount(), v.TotalTricks()), v.TotalTricks())
		if n := text.NeedsLine(v); n != "" && t.c.beginner() {
			line2 += " · " + n
		}
		in := v.Contract().Info()
		if !in.Solitary && v.Declarer() != game.NoSeat {
			d := v.Declarer()
			def := 0
			for s := 0; s < v.Players(); s++ {
				if game.Seat(s) != d {
					def += v.TricksWon(game.Seat(s))
				}
			}
			line3 = trf("%s: declarer %d · defenders %d", tr(txtTricks), v.TricksWon(d), def)
		}
	} else if v.Phase() == game.Exchanging {
		line2 = tr(txtExchange) + " …"
	}
	t.statusLines[2], t.statusLines[3] = line2, line3
	t.fillStatus()
}

// contractLine is the status panel's second line: the auction while it
// runs, then the contract and its declarer — also during the questions
// after the auction (Hosen rum, the Solo's announcements, offen), when the
// contract already stands. "" before there is either.
func (c *Controller) contractLine(v *game.View) string {
	switch {
	case v.Contract() != game.NoContract:
		in := v.Contract().Info()
		if in.Solitary {
			return tr(txtContract) + ": " + in.German + " (" + tr("each for himself") + ")"
		}
		return tr(txtContract) + ": " + in.German + " — " + tr(txtDeclarer) + " " + c.names[v.Declarer()]
	case v.Phase() == game.Bidding:
		return tr(txtAuction) + " …"
	}
	return ""
}

// updateMessage sets the line above the hand: a refusal for a few seconds,
// otherwise what the human should do now.
func (t *Table) updateMessage(v *game.View, myTurn bool) {
	if t.refusal != "" && time.Since(t.refusedT) < refusalShown {
		t.message.bg.FillColor = colRefusal
		t.message.set(t.refusal)
		t.whatNow.bg.FillColor = colRefusal
		t.whatNow.set("")
		if t.refusalRule != "" {
			t.whatNow.set(t.refusalRule)
		}
		return
	}
	t.refusal = ""
	t.message.bg.FillColor = colPrompt
	t.whatNow.bg.FillColor = colPanelSolid
	t.whatNow.set("")
	msg := ""
	switch {
	case t.c.fresh != nil:
		// the saved position behind the offer to continue: nobody moves
	case t.c.holding:
		msg = tr(txtClickToGo)
	case myTurn && v.Phase() == game.Exchanging && v.Legage().Len() == 0:
		switch keep := v.Contract().Info().Keep; {
		case v.Kept().Len() > 0:
			msg = tr(txtKeepMore)
		case keep == 1:
			msg = tr(txtKeepOne)
		default:
			msg = trf(txtKeepPrompt, keep)
		}
	case myTurn && v.Phase() == game.Exchanging:
		msg = tr(txtDiscardPrompt)
	case myTurn && v.Phase() == game.Playing:
		if v.CurrentTrick().N == 0 {
			msg = tr(txtLeadPrompt)
		} else {
			msg = tr(txtPlayPrompt)
		}
	case t.c.sitsOut() && v.Phase() != game.Done:
		msg = t.c.sitOutMessage()
	case v.Phase() != game.Done && t.c.thinkingSeat() != game.NoSeat:
		msg = trf(txtThinking, t.c.names[t.c.thinkingSeat()])
	}
	if t.c.beginner() && t.overlay == nil {
		// what now: above the prompt at the human's decision, in its
		// place while the others decide
		if wn := t.c.whatNow(v); myTurn || t.c.holding {
			t.whatNow.set(wn)
		} else if wn != "" {
			msg = wn
		}
	}
	t.message.set(msg)
}

// refusalShown is how long the engine's refusal stays in the banner.
const refusalShown = 5 * time.Second

// showRefusal puts a sentence in the banner.
func (t *Table) showRefusal(reason string) { t.showRuleRefusal("", reason) }

// showRuleRefusal puts the engine's sentence in the banner and the rule
// it applies ("" for none) above it.
func (t *Table) showRuleRefusal(rule, reason string) {
	t.refusalRule = rule
	t.refusal = reason
	t.refusedT = time.Now()
	t.update()
	if t.c.inline {
		return // tests: no timers (the next action clears the banner)
	}
	at := t.refusedT
	time.AfterFunc(refusalShown+50*time.Millisecond, func() {
		fyne.Do(func() {
			if t.refusedT == at {
				t.update()
			}
		})
	})
}

// rebuild sets the root's objects in drawing order and lays them out.
func (t *Table) rebuild() {
	objs := []fyne.CanvasObject{t.rim, t.felt, t.tap, t.zone}
	for _, s := range t.seats {
		objs = append(objs, s.plate, s.name, s.info, s.pile, s.pileN)
		for _, b := range s.backs {
			objs = append(objs, b)
		}
	}
	for _, b := range t.blind {
		objs = append(objs, b)
	}
	for i, w := range t.trick {
		w.Hidden = !t.trickOn[i]
	}
	// the trick is drawn in playing order so later cards lie on top
	if tr, ok := t.c.shownTrick(); ok {
		for i := 0; i < int(tr.N); i++ {
			objs = append(objs, t.trick[tr.Seat(i)])
		}
	}
	for _, s := range t.seats {
		objs = append(objs, s.bubble.objects()...)
		objs = append(objs, s.badge.objects()...)
	}
	objs = append(objs, t.out.objects()...)
	objs = append(objs, t.status)
	for _, tx := range t.statusTx {
		objs = append(objs, tx)
	}
	objs = append(objs, t.tools, t.hintBtn)
	objs = append(objs, t.auction.objects()...)
	objs = append(objs, t.contract.objects()...)
	objs = append(objs, t.hintPanel.objects()...)
	for _, w := range t.hand {
		objs = append(objs, w)
	}
	objs = append(objs, t.hintTag.objects()...)
	objs = append(objs, t.refusedTag.objects()...)
	objs = append(objs, t.message.objects()...)
	objs = append(objs, t.msgLines[0], t.msgLines[1])
	objs = append(objs, t.whatNow.objects()...)
	for _, g := range t.ghosts {
		objs = append(objs, g)
	}
	objs = append(objs, t.dragImg)
	if t.overlay != nil {
		objs = append(objs, t.overlay)
	}
	t.root.Objects = objs
	t.layout(t.root.Size())
	// Refreshing the root would upload every card image again; marking one
	// small object is enough for the window to draw the new tree.
	canvas.Refresh(t.zone)
}

// relayoutHand moves the hand's cards after a hover or selection change.
func (t *Table) relayoutHand() {
	t.layoutHand()
	t.layoutHintTag(t.geo)
	for _, w := range t.hand {
		w.Refresh()
	}
}

// setOverlay shows (or with nil removes) a panel over the table.
func (t *Table) setOverlay(o fyne.CanvasObject) {
	t.overlay = o
	t.rebuild()
}

// --- input ---------------------------------------------------------------

// cardTapped: in the exchange a tap keeps or discards at once; in play the
// first tap selects (lifts) a card and a second tap plays it. An illegal
// card gets the engine's reason.
func (t *Table) cardTapped(w *cardWidget) {
	v := t.c.view()
	if !v.MyTurn() {
		return
	}
	if !w.legal {
		if err := t.c.explain(game.CardAction(w.card)); err != nil {
			t.refuse(err)
		}
		return
	}
	if v.Phase() == game.Exchanging || w.selected {
		t.cardChosen(w)
		return
	}
	for _, o := range t.hand {
		o.selected = o == w
	}
	t.relayoutHand()
}

// cardChosen keeps, discards or plays the card.
func (t *Table) cardChosen(w *cardWidget) {
	for _, o := range t.hand {
		o.selected = false
	}
	_ = t.c.humanAction(game.CardAction(w.card))
}

// dragMoved shows the card under the pointer.
func (t *Table) dragMoved(w *cardWidget) {
	if t.dragImg.Hidden {
		r := w.renderer()
		t.dragImg.Image = r.img.Image
		t.dragImg.Resize(r.img.Size())
		t.dragImg.Show()
		t.zone.Show()
		t.zone.Refresh()
		w.Refresh()
	}
	pos, _ := w.renderer().cardRect(w.Size())
	p := w.Position().Add(pos).AddXY(w.dragDelta.DX, w.dragDelta.DY)
	t.dragImg.Move(p)
	t.dragImg.Refresh()
}

// dragEnded plays the card when it was dropped on the middle of the table,
// and otherwise (or when the engine refuses it) lets it snap back.
func (t *Table) dragEnded(w *cardWidget) {
	// the card counts as dropped where its centre is, wherever it was held
	pos, cs := w.renderer().cardRect(w.Size())
	drop := w.Position().Add(pos).AddXY(cs.Width/2+w.dragDelta.DX, cs.Height/2+w.dragDelta.DY)
	t.dragImg.Hide()
	t.zone.Hide()
	t.tap = newTapArea(func() { t.c.clearHeld() })
	t.zone.Refresh()
	w.Refresh()
	if !t.geo.dropZone.contains(drop) {
		t.relayoutHand()
		return
	}
	from := t.dragImg.Position()
	t0 := time.Now()
	if err := t.c.humanAction(game.CardAction(w.card)); err != nil {
		t.snapBack(w, from)
		return
	}
	if traceOn {
		log.Printf("cego trace: drop of %v handled in %v", w.card, time.Since(t0))
		traceFrames("drop of "+w.card.String(), t0)
	}
}

// snapBack flies a copy of the refused card back to its place in the hand.
func (t *Table) snapBack(w *cardWidget, from fyne.Position) {
	r := w.renderer()
	pos, cs := r.cardRect(w.Size())
	t.fly(r.img.Image, from, w.Position().Add(pos), cs, t.c.anim(), nil)
}

// fly moves an image from one place to another over the table, then calls
// done. With no duration it calls done at once.
func (t *Table) fly(img image.Image, from, to fyne.Position, size fyne.Size, d time.Duration, done func()) {
	if d <= 0 || img == nil {
		if done != nil {
			done()
		}
		return
	}
	g := canvas.NewImageFromImage(img)
	g.FillMode = canvas.ImageFillStretch
	g.ScaleMode = canvas.ImageScaleFastest
	g.Resize(size)
	g.Move(from)
	t.ghosts = append(t.ghosts, g)
	t.rebuild()
	finished := false
	finish := func() {
		if finished {
			return
		}
		finished = true
		t.removeGhost(g)
		if done != nil {
			done()
		}
	}
	a := fyne.NewAnimation(d, func(f float32) {
		if finished {
			return
		}
		g.Move(fyne.NewPos(from.X+(to.X-from.X)*f, from.Y+(to.Y-from.Y)*f))
		canvas.Refresh(g)
		// the last tick is exactly 1 (a position compared with the target
		// could miss it by rounding)
		if f >= 1 {
			finish()
		}
	})
	a.Curve = fyne.AnimationEaseInOut
	a.Start()
	// the game must go on even if no frame is drawn (a hidden window)
	time.AfterFunc(d+400*time.Millisecond, func() { fyne.Do(finish) })
}

func (t *Table) removeGhost(g *canvas.Image) {
	for i, o := range t.ghosts {
		if o == g {
			t.ghosts = append(t.ghosts[:i], t.ghosts[i+1:]...)
			break
		}
	}
	t.rebuild()
}

// typedKey handles the keyboard: ←/→ choose, Enter/Space play or go on,
// digits press the auction's buttons.
func (t *Table) typedKey(e *fyne.KeyEvent) {
	if traceOn && e.Name == fyne.KeyF9 {
		traceResize(t.c)
		return
	}
	if t.c.dialogKey(e) || t.c.reviewKey(e) {
		return
	}
	switch e.Name {
	case fyne.KeyN:
		t.c.showNewSitting()
		return
	case fyne.KeyS:
		t.c.showScoreSheet()
		return
	case fyne.KeyL:
		t.c.showLastTrick()
		return
	case fyne.KeyG:
		t.c.showGlossary()
		return
	case fyne.KeyR:
		t.c.showRulebook()
		return
	case fyne.KeyComma:
		t.c.showSettings()
		return
	case fyne.KeyH:
		t.askHint()
		return
	}
	if t.overlay != nil {
		if e.Name == fyne.KeyReturn || e.Name == fyne.KeyEnter || e.Name == fyne.KeySpace {
			t.c.overlayDefault()
		}
		if st := t.c.sitting.State(); e.Name == fyne.KeyEscape && st.Phase() != game.Done {
			// a panel of cards over the play (the last trick, the
			// Legage) closes; the result stays until the person goes on
			t.setOverlay(nil)
		}
		return
	}
	if t.c.holding && (e.Name == fyne.KeySpace || e.Name == fyne.KeyReturn || e.Name == fyne.KeyEnter) {
		t.c.clearHeld()
		return
	}
	v := t.c.view()
	if !v.MyTurn() {
		return
	}
	if v.Phase() == game.Bidding {
		t.auction.typedKey(e)
		return
	}
	switch e.Name {
	case fyne.KeyLeft, fyne.KeyRight:
		t.moveCursor(e.Name == fyne.KeyRight)
	case fyne.KeyReturn, fyne.KeyEnter, fyne.KeySpace:
		for _, w := range t.hand {
			if w.selected {
				t.cardChosen(w)
				return
			}
		}
	}
}

// moveCursor selects the next legal card to the right (or left).
func (t *Table) moveCursor(right bool) {
	cur := -1
	for i, w := range t.hand {
		if w.selected {
			cur = i
		}
	}
	n := len(t.hand)
	if n == 0 {
		return
	}
	for k := 1; k <= n; k++ {
		i := cur + k
		if !right {
			i = cur - k
			if cur < 0 {
				i = n - k
			}
		}
		i = ((i % n) + n) % n
		if t.hand[i].legal {
			for _, w := range t.hand {
				w.selected = false
			}
			t.hand[i].selected = true
			break
		}
	}
	t.relayoutHand()
}

// cardPlace is where a card of the hand was drawn, with its image.
type cardPlace struct {
	img  image.Image
	pos  fyne.Position
	size fyne.Size
}

// handPlaces remembers where each card of the hand is drawn now.
func (t *Table) handPlaces() map[game.Card]cardPlace {
	m := map[game.Card]cardPlace{}
	for _, w := range t.hand {
		r := w.renderer()
		p, cs := r.cardRect(w.Size())
		m[w.card] = cardPlace{r.img.Image, w.Position().Add(p), cs}
	}
	return m
}

// showLegage lets the cards laid aside slide onto the Legage pile and the
// blind's cards slide from the middle into the hand.
func (t *Table) showLegage(before map[game.Card]cardPlace, legage game.Cards) {
	d := t.c.anim() * 2
	pile := t.seats[t.c.me()].pile
	for _, c := range legage.Slice() {
		if p, ok := before[c]; ok {
			t.fly(p.img, p.pos, pile.Position(), pile.Size(), d, nil)
		}
	}
	back, _ := t.art.get(t.pack, game.NoCard, int(t.geo.trick.Width*t.scale()), nil)
	from := fyne.NewPos(t.geo.cx-t.geo.hand.Width/2, t.geo.cy-t.geo.hand.Height)
	for _, w := range t.hand {
		if _, was := before[w.card]; !was {
			r := w.renderer()
			p, cs := r.cardRect(w.Size())
			t.fly(back, from, w.Position().Add(p), cs, d, nil)
		}
	}
}
