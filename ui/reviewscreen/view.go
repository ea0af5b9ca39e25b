package reviewscreen

import (
	"slices"

	"context"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	airev "github.com/cego-spiel/cego/ai/review"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/look"
	"github.com/cego-spiel/cego/ui/text"
)

// View is the review of a finished deal over the table: the deal
// trick by trick with every hand, the blind and the Legage open, the
// solver's verdict on each of the person's cards, and the same deal played
// by the Expert bot from the person's seat.
type View struct {
	host  Host
	d     *Deal
	steps []game.State // [0] the start of play, [k] after trick k
	step  int
	// auto is the first trick whose cards were played automatically
	// because the outcome was certain (autoplay.go), 0 if none: those
	// cards are not judged
	auto  int
	final game.State

	verdicts []airev.CardVerdict
	ready    []bool
	// exch are the verdicts on the person's exchange decisions (kept,
	// discarded), exchReady once the solver has found them
	exch      []airev.ExchangeVerdict
	exchReady bool
	// calls are the verdicts on the person's calls, callReady[i] once the
	// review has found calls[i]; selCall is the call whose verdict is
	// shown at the start of play (-1: every call's; selForced: the
	// forced ones)
	calls     []airev.CallVerdict
	callReady []bool
	selCall   int
	cancel    context.CancelFunc

	root     fyne.CanvasObject
	table    *fyne.Container
	stepText *widget.Label
	verdict  *fyne.Container // the lines of the verdict shown (setVerdict)
	list     *fyne.Container
	// listScroll scrolls the list (compact rows: every verdict of a deal
	// shows at 1280×800)
	listScroll *container.Scroll
	listTheme  *container.ThemeOverride // the list's compact theme
	expert     *fyne.Container
	replayB    *widget.Button
	status     *widget.Label
	side       *fyne.Container  // the right column, laid out again when the replay's result comes
	sideW      *look.FixedWidth // its width, which follows the panel's (reviewFrame)
	// scale is the size of the table's cards against their full size
	// (tableFit: smaller where the table has not the room)
	scale  float32
	fitted fitKey
	left   *fyne.Container // the table and the verdict under it, laid out again with each verdict
}

// New builds the review of deal d for the window h, shown at the start
// of play; Compute starts the solver.
func New(h Host, d *Deal) *View {
	rv := &View{host: h, d: d, cancel: func() {}, selCall: -1, scale: 1}
	st := d.Start
	for _, a := range d.Actions {
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
	rv.auto = autoPlayedFrom(d.Start, d.Actions)
	if len(rv.steps) == 0 {
		rv.steps = []game.State{st} // no trick was played (no game)
	}
	rv.build()
	rv.showStep(0)
	return rv
}

// build makes the panel.
func (rv *View) build() {
	title := canvas.NewText(trf("Review of deal %d", rv.d.Number)+" — "+text.ResultLine(&rv.final, rv.d.Names, rv.d.Me), look.Text)
	title.TextSize = 20
	title.TextStyle.Bold = true
	closeB := widget.NewButton(tr("Close"), rv.host.Close)
	head := container.NewBorder(nil, nil, nil, closeB, title)

	rv.table = container.New(&tableFit{rv: rv})
	rv.stepText = widget.NewLabel("")
	rv.stepText.Alignment = fyne.TextAlignCenter
	first := widget.NewButton("⏮", func() { rv.showStep(0) })
	prev := widget.NewButton("◀ "+tr("Back"), func() { rv.showStep(rv.step - 1) })
	next := widget.NewButton(tr("Forward")+" ▶", func() { rv.showStep(rv.step + 1) })
	last := widget.NewButton("⏭", func() { rv.showStep(len(rv.steps) - 1) })
	nav := container.NewHBox(layout.NewSpacer(), first, prev, rv.stepText, next, last, layout.NewSpacer())

	rv.verdict = container.NewVBox()
	rv.setVerdict()
	rv.list = container.New(rowsLayout{})
	rv.status = widget.NewLabel(tr("The solver is looking at your cards…"))
	rv.status.Wrapping = fyne.TextWrapWord // the summary of every verdict
	rv.listScroll = container.NewVScroll(rv.list)
	rv.listScroll.SetMinSize(fyne.NewSize(minSideWidth-20, 220))
	rv.listTheme = look.Compact(rv.listScroll)

	rv.expert = container.NewVBox()
	rv.replayB = widget.NewButton(tr("Replay with Expert in my seat"), rv.replayExpert)
	if rv.d.ReplayBot == nil {
		rv.replayB.Hide() // no bots to replay the deal with
	}
	// the column's head at small paddings, as the list: the room goes to
	// the list's rows (at 800×600 the German head left one row short)
	rv.side = container.NewBorder(
		look.Compact(container.NewVBox(look.Wrapped(look.BoldLabel(tr("Your cards, judged with every card open"))), rv.status, callsNote())),
		container.NewVBox(widget.NewSeparator(), rv.replayB, rv.expert),
		nil, nil, container.New(&listFit{rv: rv}, rv.listTheme))

	rv.left = container.NewBorder(nil, container.NewVBox(rv.verdict, nav), nil, nil, rv.table)
	rv.sideW = &look.FixedWidth{W: maxSideWidth}
	body := container.NewBorder(nil, nil, nil, container.New(rv.sideW, rv.side), rv.left)
	bg := canvas.NewRectangle(look.PanelSolid)
	bg.CornerRadius = 16
	bg.StrokeColor = look.Highlight
	bg.StrokeWidth = 2
	panel := container.NewStack(bg, container.NewPadded(container.NewBorder(head, nil, nil, nil, body)))
	shade := canvas.NewRectangle(look.Shade)
	rv.root = container.NewStack(shade, container.New(&reviewFrame{rv: rv, inset: look.Inset{Pad: 18}}, panel))
	rv.refreshList()
}

// Root is the review's panel, to be shown over the table.
func (rv *View) Root() fyne.CanvasObject { return rv.root }

// Deal is the deal reviewed.
func (rv *View) Deal() *Deal { return rv.d }

// Stop stops the solver (the review is closed, or a new sitting begins).
func (rv *View) Stop() { rv.cancel() }

// Step is the step shown: 0 the start of play, k after trick k.
func (rv *View) Step() int { return rv.step }

// Steps counts the steps: the start of play and each trick played.
func (rv *View) Steps() int { return len(rv.steps) }

// ShowStep shows step k (clamped to the steps there are).
func (rv *View) ShowStep(k int) { rv.showStep(k) }

// Key answers the keyboard in the review: ←/→ step, Home/End go to the
// start of play and the last trick, Escape and Enter close it.
func (rv *View) Key(e *fyne.KeyEvent) {
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
		rv.host.Close()
	}
}

// showStep shows step k (clamped).
func (rv *View) showStep(k int) {
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

// Shown reports which parts of the review have every verdict on screen:
// the cards', the calls' and the exchange's (a part with nothing to judge
// counts as shown).
func (rv *View) Shown() (cards, calls, exchange bool) {
	all := func(ready []bool) bool { return !slices.Contains(ready, false) }
	return all(rv.ready), all(rv.callReady), len(rv.exch) == 0 || rv.exchReady
}

// Status is the line under the verdicts: what the solver is at, the
// summary once it is done, or why it stopped.
func (rv *View) Status() string { return rv.status.Text }
