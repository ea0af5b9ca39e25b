package ui

import (
	"image"
	"math"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/assets"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/look"
)

// Table is the card table: everything the human sees of a deal. It reads the
// game through the controller (only the human's game.View, so nothing
// hidden can leak onto the screen) and sends the human's choices back to it.
// All its methods run on the Fyne thread.
type Table struct {
	c    tableControl
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
	// notice: the banner's sentence says something was done, and is not
	// drawn as a refusal
	notice   bool
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
	// hintWrap gives the Hint button the theme of widgetScale; toolsWrap
	// the toolbar's buttons
	hintWrap    *container.ThemeOverride
	toolsWrap   *container.ThemeOverride
	widgetScale float32
	undoBtn     *widget.Button // the toolbar's Undo
	lastBtn     *widget.Button // the toolbar's Last trick
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
func newTable(c tableControl, art *artCache, pack string) *Table {
	t := &Table{c: c, art: art, pack: pack, handPool: map[game.Card]*cardWidget{}, hideTrickSeat: game.NoSeat, refused: game.NoCard}
	t.felt = newFelt()
	t.rim = canvas.NewRectangle(look.Wood)
	t.zone = canvas.NewRectangle(look.DropZone)
	t.zone.CornerRadius = 18
	t.zone.StrokeColor = look.Highlight
	t.zone.StrokeWidth = 2
	t.zone.Hide()
	t.tap = newTapArea(func() { _ = t.c.command(cmdGather) })
	for i := range t.seats {
		t.seats[i] = newSeatView()
		t.seats[i].pile = newCardWidget(t, game.NoCard)
	}
	for i := range t.trick {
		t.trick[i] = newCardWidget(t, game.NoCard)
	}
	t.status = canvas.NewRectangle(look.Panel)
	t.status.CornerRadius = 10
	for i := range t.statusTx {
		t.statusTx[i] = canvas.NewText("", look.Text)
	}
	t.statusTx[0].TextStyle.Bold = true
	t.out = newBubble(look.Panel, look.Text)
	t.message = newBubble(look.Prompt, look.Text)
	t.message.txt.TextStyle.Bold = false
	t.msgLines = newMessageLines()
	t.auction = newAuctionBar(t)
	t.whatNow = newBubble(look.PanelSolid, look.Highlight)
	t.contract = newContractBanner()
	t.hintPanel = newHintPanel()
	t.hintTag = newBubble(look.Highlight, look.BubbleText)
	t.refusedTag = newBubble(look.Refusal, look.Text)
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
	if st := t.seen(); st.TrickShown {
		tr := st.Trick
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
	objs = append(objs, t.tools, t.hintWrap)
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

// shownOverlay is the panel over the table (nil: none).
func (t *Table) shownOverlay() fyne.CanvasObject { return t.overlay }

// forgetOverlay drops the panel over the table; the next update or
// rebuild takes it away.
func (t *Table) forgetOverlay() { t.overlay = nil }

// clearRefusal drops the refusal from the banner (at the next update).
func (t *Table) clearRefusal() { t.refusal = "" }

// reset forgets what belonged to the deal shown before: flights, the card
// hidden for one, the refusal and the panel over the table.
func (t *Table) reset() {
	t.ghosts = nil
	t.hideTrickSeat = game.NoSeat
	t.refusal = ""
	t.overlay = nil
}

// cardImage is card c (game.NoCard: the back) of the table's pack, w
// points wide; ready runs when a sharper image is drawn (see artCache.get).
func (t *Table) cardImage(c game.Card, w float32, ready func()) image.Image {
	img, _ := t.art.get(t.pack, c, int(w*t.scale()), ready)
	return img
}

// packs are the card designs on offer.
func (t *Table) packs() []string { return t.art.src.Packs() }

// relabel rebuilds the toolbar in the language now chosen.
func (t *Table) relabel() {
	t.tools.Objects = newToolbar(t).Objects
	t.tools.Refresh()
}

// scaleWidgets gives the table's buttons (the toolbar, Hint, the calls)
// the theme at the table's scale g.u (at least 1, in steps of 1/20).
func (t *Table) scaleWidgets(g geometry) {
	k := float32(math.Round(float64(max(g.u, 1))*20) / 20)
	if k == t.widgetScale {
		return
	}
	t.widgetScale = k
	for _, o := range []*container.ThemeOverride{t.toolsWrap, t.hintWrap, t.auction.wrap} {
		if o != nil {
			o.Theme = look.Scaled(k)
			o.Refresh()
		}
	}
}

// relayout lays the table out again at its size (once it has one).
func (t *Table) relayout() {
	if t.size.Width > 0 {
		t.layout(t.size)
	}
}
