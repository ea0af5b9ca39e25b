package ui

import (
	"math"

	"fyne.io/fyne/v2"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/look"
)

// rect is an area of the table.
type rect struct{ pos, size fyne.Position }

func (r rect) contains(p fyne.Position) bool {
	return p.X >= r.pos.X && p.Y >= r.pos.Y && p.X <= r.pos.X+r.size.X && p.Y <= r.pos.Y+r.size.Y
}

// geometry is the table's measurements for one window size.
type geometry struct {
	u            float32 // 1 at 1280 × 800
	ts           float32 // text size
	cx, cy       float32 // centre of the trick
	hand         fyne.Size
	trick        fyne.Size
	back         fyne.Size
	handTop      float32
	dropZone     rect
	slot         [4]fyne.Position // trick card places, by place
	anchor       [4]fyne.Position // where a seat's cards come from and tricks go to, by place
	handX0, step float32
}

// tableLayout lets the Table place everything itself.
type tableLayout struct{ t *Table }

func (l *tableLayout) Layout(_ []fyne.CanvasObject, size fyne.Size) { l.t.layout(size) }

// MinSize is tableMin.
func (l *tableLayout) MinSize([]fyne.CanvasObject) fyne.Size { return tableMin }

// tableMin is the table's least size: the room a window of 800×600 leaves
// below its menu bar, so that no window from 800×600 up is grown (the
// table lays itself out for any size).
var tableMin = fyne.NewSize(800, 600-menuBarRoom)

// menuBarRoom is the height a window's menu bar may take (Fyne draws it in
// the window, above the content): the content of a window 600 px high has
// at least 600 − menuBarRoom.
const menuBarRoom = 40

func (t *Table) measure(size fyne.Size) geometry {
	W, H := size.Width, size.Height
	g := geometry{}
	g.u = min(W/1280, H/800)
	g.ts = max(11, 15*g.u)
	ch := H * 0.235
	g.hand = fyne.NewSize(ch/look.CardRatio, ch)
	th := H * 0.19
	g.trick = fyne.NewSize(th/look.CardRatio, th)
	bh := H * 0.12
	g.back = fyne.NewSize(bh/look.CardRatio, bh)
	g.cx, g.cy = W/2, H*0.435
	tw := g.trick.Width
	g.slot[placeBottom] = fyne.NewPos(g.cx-tw/2, g.cy+0.02*th)
	g.slot[placeTop] = fyne.NewPos(g.cx-tw/2, g.cy-1.02*th)
	g.slot[placeRight] = fyne.NewPos(g.cx+0.62*tw, g.cy-0.5*th)
	g.slot[placeLeft] = fyne.NewPos(g.cx-1.62*tw, g.cy-0.5*th)
	g.dropZone = rect{fyne.NewPos(g.cx-2.0*tw, g.cy-1.15*th), fyne.NewPos(4.0*tw, 2.3*th)}
	g.handTop = H - 10*g.u - ch*(1+lift) - 0.07*ch
	g.anchor[placeBottom] = fyne.NewPos(g.cx-tw/2, H)
	g.anchor[placeTop] = fyne.NewPos(g.cx-tw/2, -th*0.6)
	g.anchor[placeLeft] = fyne.NewPos(-tw*0.6, g.cy-th/2)
	g.anchor[placeRight] = fyne.NewPos(W-tw*0.4, g.cy-th/2)
	return g
}

// layout places every object for the given size.
func (t *Table) layout(size fyne.Size) {
	st := t.seen()
	if size.Width <= 0 || size.Height <= 0 || !st.Started {
		return
	}
	t.size = size
	g := t.measure(size)
	t.geo = g
	sc := t.scale()
	t.art.prewarm(t.pack, int(g.hand.Width*sc), int(g.trick.Width*sc), int(g.back.Width*sc))
	W, H := size.Width, size.Height
	n := st.Players

	frame := 10 * g.u
	t.rim.Move(fyne.Position{})
	t.rim.Resize(size)
	t.felt.Move(fyne.NewPos(frame, frame))
	t.felt.Resize(fyne.NewSize(W-2*frame, H-2*frame))
	t.tap.Move(fyne.Position{})
	t.tap.Resize(size)
	t.zone.Move(g.dropZone.pos)
	t.zone.Resize(fyne.NewSize(g.dropZone.size.X, g.dropZone.size.Y))

	// the toolbar's, the Hint's and the auction's buttons grow with a
	// table drawn larger than its design size, as its texts do (at
	// 1920×1080 they were small beside everything else)
	t.scaleWidgets(g)

	// tools, top right (first: the status panel keeps clear of them)
	pad := 12 * g.u
	ts := t.tools.MinSize()
	t.tools.Move(fyne.NewPos(W-frame-pad-ts.Width, frame+pad))
	t.tools.Resize(ts)

	// status panel, top left
	sp := fyne.NewPos(frame+pad, frame+pad)
	t.fitStatus(g, sp.X, pad)
	// where the lines split still reach the toolbar (a narrow table beside
	// a lesson's column), a smaller type, down to three quarters
	sts := g.ts
	wide := float32(0)
	for i, tx := range t.statusTx {
		size := g.ts
		if i == 0 {
			size = g.ts * 1.05
		}
		wide = max(wide, fyne.MeasureText(tx.Text, size, tx.TextStyle).Width)
	}
	if room := t.toolsLeft(g) - pad - sp.X - 2*pad; wide > room && room > 0 {
		sts = g.ts * max(0.75, room/wide)
	}
	lh := sts * 1.45
	maxW := float32(0)
	for i, tx := range t.statusTx {
		tx.TextSize = sts
		if i == 0 {
			tx.TextSize = sts * 1.05
		}
		tx.Move(sp.AddXY(pad, pad*0.6+float32(i)*lh))
		m := fyne.MeasureText(tx.Text, tx.TextSize, tx.TextStyle)
		tx.Resize(m)
		maxW = max(maxW, m.Width)
	}
	lines := 2
	for i, tx := range t.statusTx {
		if tx.Text != "" {
			lines = max(lines, i+1)
		}
	}
	t.status.Move(sp)
	t.status.Resize(fyne.NewSize(maxW+2*pad, float32(lines)*lh+pad*1.2))

	// who sits out the deal (five at the table), under the tools
	if t.out.txt.Text != "" {
		os := t.out.size(g.ts)
		t.out.place(fyne.NewPos(W-frame-pad-os.Width, frame+pad+ts.Height+pad*0.8), g.ts)
	}

	// seats
	for s := 0; s < n; s++ {
		t.layoutSeat(game.Seat(s), st.place(game.Seat(s)), g)
	}

	// blind in the middle during the auction and the exchange
	if nb := len(t.blind); nb > 0 {
		bs := fyne.NewSize(g.trick.Width*0.85, g.trick.Height*0.85)
		step := bs.Width * 0.22
		x0 := g.cx - (bs.Width+step*float32(nb-1))/2
		y := g.cy - bs.Height*0.95
		for i, b := range t.blind {
			b.Move(fyne.NewPos(x0+float32(i)*step, y))
			b.Resize(bs)
		}
	}

	// trick
	for s := 0; s < n; s++ {
		w := t.trick[s]
		w.Move(g.slot[st.place(game.Seat(s))])
		w.Resize(g.trick)
	}

	t.auction.layout(g)
	t.layoutHand()

	// message line just above the hand
	t.layoutMessage(g, frame+pad, W-frame-pad)

	t.layoutTeach(g)
	t.whatNowBesideTrick(n)

	if t.overlay != nil {
		t.overlay.Move(fyne.Position{})
		t.overlay.Resize(size)
	}
}

// layoutHand fans the human's cards along a shallow arc at the bottom.
func (t *Table) layoutHand() {
	g := t.geo
	if g.u == 0 {
		return
	}
	n := len(t.hand)
	if n == 0 {
		return
	}
	W, H := t.size.Width, t.size.Height
	cw, ch := g.hand.Width, g.hand.Height
	maxW := W * 0.62
	if right := t.bottomPlateLeft(); right > 0 {
		// the hand, centred, ends before the bottom seat's name plate
		maxW = max(min(maxW, 2*(right-8*g.u)-W), cw*2)
	}
	step := cw * 0.62
	if n > 1 {
		step = min(step, (maxW-cw)/float32(n-1))
	}
	total := cw + step*float32(n-1)
	x0 := (W - total) / 2
	t.geo.handX0, t.geo.step = x0, step
	arc := ch * 0.07
	ws := fyne.NewSize(cw, ch*(1+lift))
	base := H - 10*g.u - ws.Height - arc
	for i, w := range t.hand {
		rel := float32(0)
		if n > 1 {
			rel = 2*float32(i)/float32(n-1) - 1
		}
		y := base + arc*float32(math.Pow(float64(rel), 2))
		w.Move(fyne.NewPos(x0+float32(i)*step, y))
		w.Resize(ws)
	}
}

// layoutSeat places a seat's name plate, bubble, cards and pile.
func (t *Table) layoutSeat(seat game.Seat, pl place, g geometry) {
	sv := t.seats[seat]
	W, H := t.size.Width, t.size.Height
	frame := 10 * g.u
	pad := 10 * g.u
	sv.name.TextSize = g.ts * 1.1
	sv.info.TextSize = g.ts * 0.85
	nm := fyne.MeasureText(sv.name.Text, sv.name.TextSize, sv.name.TextStyle)
	im := fyne.MeasureText(sv.info.Text, sv.info.TextSize, sv.info.TextStyle)
	plate := fyne.NewSize(max(nm.Width, im.Width)+2*pad, nm.Height+im.Height+pad*1.2)

	nb := len(sv.backs)
	bstep := g.back.Width * 0.3
	rowW := g.back.Width
	if nb > 1 {
		rowW += bstep * float32(nb-1)
	}

	var platePos, rowPos, bubblePos, pilePos fyne.Position
	switch pl {
	case placeBottom:
		platePos = fyne.NewPos(W-frame-2*pad-plate.Width-g.hand.Width*0.2, H-frame-pad-plate.Height)
		// a bot at the bottom (while the player sits out) shows his backs
		// where the player's hand would be
		rowPos = fyne.NewPos(g.cx-rowW/2, H-frame-2*pad-g.back.Height)
		pilePos = fyne.NewPos(frame+2*pad, H-frame-pad-g.back.Height-g.ts*1.6)
		bubblePos = platePos.AddXY(0, -g.ts*2.6)
	case placeTop:
		rowPos = fyne.NewPos(g.cx-rowW/2, frame+pad+plate.Height+pad*0.6)
		platePos = fyne.NewPos(g.cx-plate.Width/2, frame+pad*0.6)
		bubblePos = fyne.NewPos(g.cx+rowW/2+pad, rowPos.Y+g.back.Height*0.3)
		pilePos = fyne.NewPos(g.cx-rowW/2-pad*2-g.back.Width, rowPos.Y)
		if platePos.X+plate.Width+pad > t.toolsLeft(g) {
			// a narrow table: the toolbar takes the plate's place, so the
			// plate stands right of the cards (where a full hand ends),
			// the speech bubble under it
			full := g.back.Width + bstep*float32(max(nb, 11)-1)
			platePos = fyne.NewPos(g.cx+full/2+pad, rowPos.Y)
			bubblePos = platePos.AddXY(0, plate.Height+pad*0.6)
		}
		if dx := t.topClearOfStatus(sv, rowPos, pilePos, g); dx > 0 {
			// a narrow table: the status panel reaches the cards or the
			// pile left of them, so they move right (with the plate when
			// it stands beside them)
			rowPos, pilePos, bubblePos = rowPos.AddXY(dx, 0), pilePos.AddXY(dx, 0), bubblePos.AddXY(dx, 0)
			if platePos.Y == rowPos.Y {
				platePos = platePos.AddXY(dx, 0)
			}
		}
	case placeLeft:
		platePos = fyne.NewPos(frame+2*pad, g.cy-g.back.Height*0.9-plate.Height)
		rowPos = fyne.NewPos(frame+2*pad, platePos.Y+plate.Height+pad*0.6)
		bubblePos = fyne.NewPos(platePos.X+plate.Width+pad, platePos.Y)
		pilePos = fyne.NewPos(frame+2*pad, rowPos.Y+g.back.Height+pad*2+g.ts)
	case placeRight:
		platePos = fyne.NewPos(W-frame-2*pad-plate.Width, g.cy-g.back.Height*0.9-plate.Height)
		rowPos = fyne.NewPos(W-frame-2*pad-rowW, platePos.Y+plate.Height+pad*0.6)
		bsz := sv.bubble.size(g.ts * 1.1)
		bubblePos = fyne.NewPos(platePos.X-pad-bsz.Width, platePos.Y)
		pilePos = fyne.NewPos(W-frame-2*pad-g.back.Width, rowPos.Y+g.back.Height+pad*2+g.ts)
	}
	sv.plate.Move(platePos)
	sv.plate.Resize(plate)
	sv.name.Move(platePos.AddXY(pad, pad*0.5))
	sv.name.Resize(nm)
	sv.info.Move(platePos.AddXY(pad, pad*0.5+nm.Height))
	sv.info.Resize(im)
	for i, b := range sv.backs {
		b.Move(rowPos.AddXY(float32(i)*bstep, 0))
		b.Resize(g.back)
	}
	sv.bubble.place(bubblePos, g.ts*1.1)
	// the contract badge sits beside the name plate
	badgePos := platePos.AddXY(plate.Width+pad*0.6, pad*0.4)
	bs := sv.badge.size(g.ts)
	tools := rect{fyne.NewPos(t.toolsLeft(g), t.tools.Position().Y), fyne.NewPos(W, t.tools.Size().Height)}
	if pl == placeRight || pl == placeTop && (rect{badgePos, fyne.NewPos(bs.Width+pad, bs.Height)}).overlaps(tools) {
		// at the right, or where the toolbar takes the place right of the
		// top seat's plate: left of the plate
		badgePos = platePos.AddXY(-pad*0.6-bs.Width, pad*0.4)
	}
	if pl == placeBottom {
		// above the plate, and above the speech bubble when it shows
		bh := sv.badge.size(g.ts).Height
		badgePos = platePos.AddXY(0, -bh-pad)
		if !sv.bubble.bg.Hidden {
			badgePos = bubblePos.AddXY(0, -bh-pad*0.5)
		}
	}
	sv.badge.place(badgePos, g.ts)
	sv.pile.Move(pilePos)
	sv.pile.Resize(g.back)
	sv.pileN.TextSize = g.ts * 0.85
	sv.pileN.Move(pilePos.AddXY(0, g.back.Height+2))
	sv.pileN.Resize(fyne.MeasureText(sv.pileN.Text, sv.pileN.TextSize, sv.pileN.TextStyle))
}

// overlaps reports whether two areas share more than a pixel.
func (r rect) overlaps(o rect) bool {
	return r.pos.X+1 < o.pos.X+o.size.X && o.pos.X+1 < r.pos.X+r.size.X &&
		r.pos.Y+1 < o.pos.Y+o.size.Y && o.pos.Y+1 < r.pos.Y+r.size.Y
}

// toolsLeft is the left edge of the toolbar with the Hint button before it
// (layoutTeach places that button).
func (t *Table) toolsLeft(g geometry) float32 {
	left := t.tools.Position().X
	if t.hintWrap != nil {
		left -= t.hintWrap.MinSize().Width + 6*g.u
	}
	return left
}

// bottomPlateLeft is the left edge of the name plate at the bottom of the
// table (0 when no seat sits there).
func (t *Table) bottomPlateLeft() float32 {
	st := t.seen()
	for s := 0; s < st.Players; s++ {
		if st.place(game.Seat(s)) == placeBottom && t.seats[s].plate.Visible() {
			return t.seats[s].plate.Position().X
		}
	}
	return 0
}
