package ui

import (
	"context"
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/ai/review"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/text"
)

// dealRecord is a finished deal as the review needs it: as dealt, the
// actions, and the names at the table.
type dealRecord struct {
	number int
	start  game.State
	acts   []game.Action
	names  [4]string
	bots   [4]Bot // the seats' bots, for the replay with Expert
	levels [4]string
	seed   uint64
	// me is the person's seat (game.NoSeat: he sat this deal out, with
	// five at the table) and places where each seat is drawn.
	me     game.Seat
	places [4]place
}

// reviewView is the review of a finished deal over the table: the deal
// trick by trick with every hand, the blind and the Legage open, the
// solver's verdict on each of the person's cards, and the same deal played
// by the Expert bot from the person's seat.
type reviewView struct {
	c     *Controller
	d     *dealRecord
	steps []game.State // [0] the start of play, [k] after trick k
	step  int
	// auto is the first trick whose cards were played automatically
	// because the outcome was certain (earlyend.go), 0 if none: those
	// cards are not judged
	auto  int
	final game.State

	verdicts []review.CardVerdict
	ready    []bool
	// exch are the verdicts on the person's exchange decisions (kept,
	// discarded), exchReady once the solver has found them
	exch      []review.ExchangeVerdict
	exchReady bool
	// calls are the verdicts on the person's calls, callReady[i] once the
	// review has found calls[i]; selCall is the call whose verdict is
	// shown at the start of play (-1: every call's; selForced: the
	// forced ones)
	calls     []review.CallVerdict
	callReady []bool
	selCall   int
	cancel    context.CancelFunc

	root     fyne.CanvasObject
	table    *fyne.Container
	stepText *widget.Label
	verdict  *widget.Label
	list     *fyne.Container
	// listScroll scrolls the list (compact rows: every verdict of a deal
	// shows at 1280×800)
	listScroll *container.Scroll
	listTheme  *container.ThemeOverride // the list's compact theme
	expert     *fyne.Container
	replayB    *widget.Button
	status     *widget.Label
	side       *fyne.Container // the right column, laid out again when the replay's result comes
	sideW      *fixedWidth     // its width, which follows the panel's (reviewFrame)
	// scale is the size of the table's cards against their full size
	// (tableFit: smaller where the table has not the room)
	scale  float32
	fitted fitKey
	left   *fyne.Container // the table and the verdict under it, laid out again with each verdict
}

// review is the review shown (nil: none).
func (c *Controller) reviewShown() *reviewView {
	if c.review != nil && c.t.shownOverlay() == c.review.root {
		return c.review
	}
	return nil
}

// lastDeal returns the deal to review: the current one when it is over,
// else the last one finished in this sitting.
func (c *Controller) lastDeal() (*dealRecord, error) {
	if c.sitting == nil {
		return nil, errors.New(tr("No deal has been finished yet."))
	}
	if st := c.sitting.State(); st.Phase() == game.Done {
		start, acts, err := dealStart(c.sitting)
		if err != nil {
			return nil, err
		}
		d := &dealRecord{number: c.sitting.DealNumber(), start: start, acts: acts, names: c.names, seed: c.opts.Seed, me: c.me()}
		for s := 0; s < c.players(); s++ {
			d.bots[s], d.levels[s] = c.bots[s], c.seatLevel(s)
			d.places[s] = c.place(game.Seat(s))
		}
		return d, nil
	}
	if c.finished != nil {
		return c.finished, nil
	}
	return nil, errors.New(tr("No deal has been finished yet."))
}

// showReview opens the review of the last finished deal.
func (c *Controller) showReview() {
	d, err := c.lastDeal()
	if err != nil {
		c.t.showRefusal(text.Error(err))
		return
	}
	c.closeReview()
	rv := newReviewView(c, d)
	c.review = rv
	c.t.setOverlay(rv.root)
	rv.compute()
}

// stopReview stops the solver of a review (a new sitting begins).
func (c *Controller) stopReview() {
	if c.review != nil {
		c.review.cancel()
		c.review = nil
	}
}

// closeReview stops the solver and leaves the review: back to the result
// panel if the deal is still on the table.
func (c *Controller) closeReview() {
	rv := c.review
	if rv == nil {
		return
	}
	c.review = nil
	rv.cancel()
	if c.t.shownOverlay() != rv.root {
		return
	}
	c.t.setOverlay(nil)
	if st := c.sitting.State(); st.Phase() == game.Done {
		c.t.setOverlay(newResultPanel(c, &st))
	}
}

// reviewKey handles the keyboard in the review: ←/→ step, Home/End, Escape
// closes. It reports whether the key was the review's.
func (c *Controller) reviewKey(e *fyne.KeyEvent) bool {
	rv := c.reviewShown()
	if rv == nil {
		return false
	}
	switch e.Name {
	case fyne.KeyLeft:
		rv.showStep(rv.step - 1)
	case fyne.KeyRight:
		rv.showStep(rv.step + 1)
	case fyne.KeyHome:
		rv.showStep(0)
	case fyne.KeyEnd:
		rv.showStep(len(rv.steps) - 1)
	case fyne.KeyEscape, fyne.KeyReturn, fyne.KeyEnter:
		c.closeReview()
	}
	return true
}

func newReviewView(c *Controller, d *dealRecord) *reviewView {
	rv := &reviewView{c: c, d: d, cancel: func() {}, selCall: -1, scale: 1}
	st := d.start
	for _, a := range d.acts {
		if st.Phase() == game.Playing && len(rv.steps) == 0 {
			rv.steps = append(rv.steps, st)
		}
		before := st.TrickCount()
		_ = st.Apply(a)
		if st.Phase() == game.Done || st.TrickCount() > before && before > 0 {
			if ts := st.Tricks(); len(ts) >= len(rv.steps) && ts[len(rv.steps)-1].Complete() {
				rv.steps = append(rv.steps, st)
			}
		}
	}
	rv.final = st
	rv.auto = autoPlayedFrom(d.start, d.acts)
	if len(rv.steps) == 0 {
		rv.steps = []game.State{st} // no trick was played (no game)
	}
	rv.build()
	rv.showStep(0)
	return rv
}

// build makes the panel.
func (rv *reviewView) build() {
	c := rv.c
	r := rv.final.Result()
	title := canvas.NewText(trf("Review of deal %d", rv.d.number)+" — "+text.ResultLine(&rv.final, rv.d.names, rv.d.me), colText)
	title.TextSize = 20
	title.TextStyle.Bold = true
	closeB := widget.NewButton(tr("Close"), c.closeReview)
	head := container.NewBorder(nil, nil, nil, closeB, title)
	_ = r

	rv.table = container.New(&tableFit{rv: rv})
	rv.stepText = widget.NewLabel("")
	rv.stepText.Alignment = fyne.TextAlignCenter
	first := widget.NewButton("⏮", func() { rv.showStep(0) })
	prev := widget.NewButton("◀ "+tr("Back"), func() { rv.showStep(rv.step - 1) })
	next := widget.NewButton(tr("Forward")+" ▶", func() { rv.showStep(rv.step + 1) })
	last := widget.NewButton("⏭", func() { rv.showStep(len(rv.steps) - 1) })
	nav := container.NewHBox(layout.NewSpacer(), first, prev, rv.stepText, next, last, layout.NewSpacer())

	rv.verdict = widget.NewLabel("")
	rv.verdict.Wrapping = fyne.TextWrapWord
	rv.verdict.TextStyle.Bold = true
	rv.list = container.NewVBox()
	rv.status = widget.NewLabel(tr("The solver is looking at your cards…"))
	rv.status.Wrapping = fyne.TextWrapWord // the summary of every verdict
	rv.listScroll = container.NewVScroll(rv.list)
	rv.listScroll.SetMinSize(fyne.NewSize(minSideWidth-20, 220))
	rv.listTheme = compact(rv.listScroll)

	rv.expert = container.NewVBox()
	rv.replayB = widget.NewButton(tr("Replay with Expert in my seat"), rv.replayExpert)
	rv.side = container.NewBorder(
		container.NewVBox(wrapped(boldLabel(tr("Your cards, judged with every card open"))), rv.status, callsNote()),
		container.NewVBox(widget.NewSeparator(), rv.replayB, rv.expert),
		nil, nil, rv.listTheme)

	rv.left = container.NewBorder(nil, container.NewVBox(rv.verdict, nav), nil, nil, rv.table)
	rv.sideW = &fixedWidth{w: maxSideWidth}
	body := container.NewBorder(nil, nil, nil, container.New(rv.sideW, rv.side), rv.left)
	bg := canvas.NewRectangle(colPanelSolid)
	bg.CornerRadius = 16
	bg.StrokeColor = colHighlight
	bg.StrokeWidth = 2
	panel := container.NewStack(bg, container.NewPadded(container.NewBorder(head, nil, nil, nil, body)))
	shade := canvas.NewRectangle(colShade)
	rv.root = container.NewStack(shade, container.New(&reviewFrame{rv: rv, inset: insetLayout{pad: 18}}, panel))
	rv.refreshList()
}

// wrapped makes a label wrap at word ends.
func wrapped(l *widget.Label) *widget.Label {
	l.Wrapping = fyne.TextWrapWord
	return l
}

func boldLabel(s string) *widget.Label {
	l := widget.NewLabel(s)
	l.TextStyle.Bold = true
	return l
}

// insetLayout gives its objects the whole size less a margin.
type insetLayout struct{ pad float32 }

func (l *insetLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(l.pad, l.pad))
		o.Resize(size.SubtractWidthHeight(2*l.pad, 2*l.pad))
	}
}

func (l *insetLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		s = s.Max(o.MinSize())
	}
	return s.AddWidthHeight(2*l.pad, 2*l.pad)
}

// showStep shows step k (clamped).
func (rv *reviewView) showStep(k int) {
	k = max(0, min(k, len(rv.steps)-1))
	rv.step = k
	rv.selCall = -1
	if k == 0 {
		rv.stepText.SetText(tr("Start of play"))
	} else {
		rv.stepText.SetText(trf("Trick %d of %d", k, len(rv.steps)-1))
	}
	rv.table.Objects = []fyne.CanvasObject{rv.drawTable()}
	rv.table.Refresh()
	rv.showVerdict()
	rv.refreshList()
}
