package ui

import (
	"image"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/look"
)

// cardArt draws the cards a card widget shows (the Table is one: its art
// cache, at its pack and the window's scale).
type cardArt interface {
	// artPack is the pack the cards are drawn in now.
	artPack() string
	// artScale is the window's pixels per Fyne unit.
	artScale() float32
	// artImage is card's image (game.NoCard: the back) in pack, px pixels
	// wide. exact is false for a stand-in; ready then runs once the exact
	// image can be had.
	artImage(pack string, card game.Card, px int, ready func()) (img image.Image, exact bool)
}

// cardWidget is one card on the table. It shows a face (card set) or a back
// (card = game.NoCard), drawn by its art at the pixel size the layout gives
// it. Cards of the human's hand are interactive: legal ones lift when the
// pointer rests on them, and they can be double-tapped and dragged. Like
// Fyne's own widgets it knows nothing of what a tap or a drop means: it
// calls its On… functions, and whoever made it decides (the table: see
// newCardWidget).
type cardWidget struct {
	widget.BaseWidget
	art  cardArt
	card game.Card

	// OnTap runs when the card is tapped (any card).
	OnTap func()
	// OnDoubleTap runs when an interactive card is double-tapped.
	OnDoubleTap func()
	// OnHover runs when an interactive card is lifted or lowered as the
	// pointer enters or leaves it.
	OnHover func()
	// OnDrag runs while an interactive card is dragged (dragDelta says how
	// far), OnDrop when it is let go.
	OnDrag, OnDrop func()

	interactive bool // a card of the human's hand
	legal       bool // may be chosen now
	hovered     bool
	selected    bool // the keyboard cursor, or a card marked in the exchange
	kept        bool // kept in the exchange so far
	exposed     bool // a shown pip (face up for everybody)
	dim         bool // shown but not playable
	hidden      bool // its place is taken by a moving copy

	// drag state
	dragging  bool
	dragDelta fyne.Delta // how far the pointer moved since the press

	// imgPack and imgCard tell what the image shows (tests check them).
	imgPack string
	imgCard game.Card

	r *cardRenderer
}

// renderer returns the card's renderer, creating it if need be.
func (w *cardWidget) renderer() *cardRenderer {
	if w.r == nil {
		w.CreateRenderer()
	}
	return w.r
}

// newCard makes the widget of card c (game.NoCard: a back) drawn by art;
// it does nothing when tapped or dragged until its On… functions are set.
func newCard(c game.Card, art cardArt) *cardWidget {
	w := &cardWidget{art: art, card: c, imgCard: game.NoCard}
	w.ExtendBaseWidget(w)
	return w
}

// call runs f when it is set.
func call(f func()) {
	if f != nil {
		f()
	}
}

// setState sets what the table says about a card of the hand, and redraws
// it only when something changed.
func (w *cardWidget) setState(legal, kept, exposed, dim bool) {
	if w.legal == legal && w.kept == kept && w.exposed == exposed && w.dim == dim {
		return
	}
	w.legal, w.kept, w.exposed, w.dim = legal, kept, exposed, dim
	w.Refresh()
}

// lift is how far a lifted card rises, as a share of its height.
const lift = 0.14

// lifted reports whether the card is drawn raised.
func (w *cardWidget) lifted() bool {
	return w.interactive && (w.selected || w.kept || (w.hovered && w.legal))
}

func (w *cardWidget) CreateRenderer() fyne.WidgetRenderer {
	img := canvas.NewImageFromImage(nil)
	img.FillMode = canvas.ImageFillStretch
	// The art is drawn at (about) the size shown; Fyne's smooth mode would
	// rescale every card on the CPU (Catmull-Rom) whenever a texture is
	// made, which made a resize take a second. The GPU's linear filter
	// covers the few pixels of difference.
	img.ScaleMode = canvas.ImageScaleFastest
	shadow := canvas.NewRectangle(color.NRGBA{0, 0, 0, 70})
	ring := canvas.NewRectangle(color.Transparent)
	ring.StrokeColor = look.Highlight
	veil := canvas.NewRectangle(color.NRGBA{0, 20, 10, 90})
	veil.Hidden = !w.dim
	r := &cardRenderer{w: w, img: img, shadow: shadow, ring: ring, veil: veil}
	w.r = r
	return r
}

// Tapped is part of fyne.Tappable: OnTap.
func (w *cardWidget) Tapped(*fyne.PointEvent) { call(w.OnTap) }

// DoubleTapped is part of fyne.DoubleTappable: OnDoubleTap, for a card of
// the hand.
func (w *cardWidget) DoubleTapped(*fyne.PointEvent) {
	if w.interactive {
		call(w.OnDoubleTap)
	}
}

// MouseIn lifts a legal card.
func (w *cardWidget) MouseIn(*desktop.MouseEvent) {
	if w.interactive && !w.hovered {
		w.hovered = true
		call(w.OnHover)
	}
}

// MouseMoved is part of desktop.Hoverable.
func (w *cardWidget) MouseMoved(*desktop.MouseEvent) {}

// MouseOut lowers the card again.
func (w *cardWidget) MouseOut() {
	if w.hovered {
		w.hovered = false
		call(w.OnHover)
	}
}

// Dragged moves a copy of the card with the pointer.
func (w *cardWidget) Dragged(e *fyne.DragEvent) {
	if !w.interactive {
		return
	}
	if !w.dragging {
		w.dragging = true
		w.dragDelta = fyne.Delta{}
	}
	w.dragDelta.DX += e.Dragged.DX
	w.dragDelta.DY += e.Dragged.DY
	call(w.OnDrag)
}

// DragEnd drops the card where the pointer is.
func (w *cardWidget) DragEnd() {
	if !w.dragging {
		return
	}
	w.dragging = false
	call(w.OnDrop)
}

type cardRenderer struct {
	w      *cardWidget
	img    *canvas.Image
	shadow *canvas.Rectangle
	ring   *canvas.Rectangle
	veil   *canvas.Rectangle
	size   fyne.Size
	pxW    int
	exact  bool
}

func (r *cardRenderer) Destroy() {}

func (r *cardRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.shadow, r.img, r.veil, r.ring}
}

func (r *cardRenderer) MinSize() fyne.Size { return fyne.NewSize(10, 10) }

// cardRect is where the card itself is drawn inside the widget: interactive
// cards keep room above them to lift into.
func (r *cardRenderer) cardRect(size fyne.Size) (fyne.Position, fyne.Size) {
	if !r.w.interactive {
		return fyne.Position{}, size
	}
	ch := size.Height / (1 + lift)
	y := size.Height - ch
	if r.w.lifted() {
		y = 0
	}
	return fyne.NewPos(0, y), fyne.NewSize(size.Width, ch)
}

func (r *cardRenderer) Layout(size fyne.Size) {
	r.size = size
	pos, cs := r.cardRect(size)
	r.img.Move(pos)
	r.img.Resize(cs)
	r.veil.Move(pos)
	r.veil.Resize(cs)
	r.ring.Move(pos)
	r.ring.Resize(cs)
	off := cs.Width * 0.03
	r.shadow.Move(pos.AddXY(off, off))
	r.shadow.Resize(cs)
	rad := cs.Width * 0.06
	r.shadow.CornerRadius = rad
	r.ring.CornerRadius = rad
	r.veil.CornerRadius = rad
	r.updateImage(cs)
}

// updateImage asks the art for the image at the size on screen.
func (r *cardRenderer) updateImage(cs fyne.Size) {
	w := r.w
	if w.art == nil || cs.Width <= 0 {
		return
	}
	px := int(cs.Width*w.art.artScale() + 0.5)
	pack := w.art.artPack()
	if r.exact && px == r.pxW && w.imgPack == pack && w.imgCard == w.card && r.img.Image != nil {
		return
	}
	img, exact := w.art.artImage(pack, w.card, px, func() {
		r.exact = false
		r.updateImage(r.cardSize())
		r.img.Refresh()
	})
	r.pxW, r.exact = px, exact
	if img != r.img.Image {
		r.img.Image = img
		r.img.Refresh()
	}
	w.imgPack, w.imgCard = pack, w.card
}

func (r *cardRenderer) cardSize() fyne.Size {
	_, cs := r.cardRect(r.size)
	return cs
}

func (r *cardRenderer) Refresh() {
	w := r.w
	ring := float32(0)
	if w.selected || (w.interactive && (w.kept || w.exposed)) {
		ring = 3
	}
	if ring != r.ring.StrokeWidth {
		r.ring.StrokeWidth = ring
		r.ring.Refresh()
	}
	var tl float64
	if w.dragging || w.hidden {
		tl = 0.65
	}
	if tl != r.img.Translucency {
		r.img.Translucency = tl
		r.img.Refresh()
	}
	if r.veil.Hidden != !w.dim {
		r.veil.Hidden = !w.dim
		r.veil.Refresh()
	}
	r.shadow.Hidden = w.hidden
	// Layout asks for a new image only when the card, pack or size changed:
	// refreshing an image uploads it again, which is what makes a table slow
	r.Layout(r.size)
}
