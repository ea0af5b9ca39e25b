package ui

import (
	"context"
	"errors"
	"fmt"
	"image/color"
	"log"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/ai/review"
	"github.com/cego-spiel/cego/game"
)

// reviewBudget is the solver's time per decision in a review; a decision it
// cannot settle in that time is marked so.
var reviewBudget = 8 * time.Second

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
	if c.review != nil && c.t.overlay == c.review.root {
		return c.review
	}
	return nil
}

// lastDeal returns the deal to review: the current one when it is over,
// else the last one finished in this sitting.
func (c *Controller) lastDeal() (*dealRecord, error) {
	if c.match == nil {
		return nil, errors.New(tr("No deal has been finished yet."))
	}
	if st := c.match.State(); st.Phase() == game.Done {
		start, acts, err := dealStart(c.match)
		if err != nil {
			return nil, err
		}
		d := &dealRecord{number: c.match.DealNumber(), start: start, acts: acts, names: c.names, seed: c.opts.Seed, me: c.me()}
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
		c.t.showRefusal(errorText(err))
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
	if c.t.overlay != rv.root {
		return
	}
	c.t.setOverlay(nil)
	if st := c.match.State(); st.Phase() == game.Done {
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
	title := canvas.NewText(trf("Review of deal %d", rv.d.number)+" — "+resultLine(&rv.final, rv.d.names, rv.d.me), colText)
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

// resultLine sums a finished deal up: "Eine Leere by Anna: 41 points,
// won"; the person's own game (declarer me) is "… by you".
func resultLine(st *game.State, names [4]string, me game.Seat) string {
	r := st.Result()
	in := r.Contract.Info()
	mine := me != game.NoSeat && r.Declarer == me
	switch {
	case r.Contract == game.NoContract:
		return tr("no game")
	case in.Solitary:
		return in.German
	case in.Normal && mine:
		return trf("%s by you: %s", in.German, pointsOutcome(r))
	case in.Normal:
		return trf("%s by %s: %s", in.German, names[r.Declarer], pointsOutcome(r))
	case mine:
		return trf("%s by you: %s", in.German, wonWord(r.Won))
	}
	return trf("%s by %s: %s", in.German, names[r.Declarer], wonWord(r.Won))
}

// resultLines is resultLine in two short lines: the game and its outcome.
func resultLines(st *game.State, names [4]string, me game.Seat) []string {
	r := st.Result()
	in := r.Contract.Info()
	by := func() string {
		if me != game.NoSeat && r.Declarer == me {
			return trf("%s by you", in.German)
		}
		return trf("%s by %s", in.German, names[r.Declarer])
	}
	switch {
	case r.Contract == game.NoContract:
		return []string{tr("no game")}
	case in.Solitary:
		return []string{in.German}
	case in.Normal:
		return []string{by(), pointsOutcome(r)}
	}
	return []string{by(), wonWord(r.Won)}
}

// pointsOutcome is a normal game's outcome: "41 points, lost", "1 point,
// won".
func pointsOutcome(r game.Result) string {
	if r.Points == 1 {
		return trf("%d point, %s", r.Points, wonWord(r.Won))
	}
	return trf("%d points, %s", r.Points, wonWord(r.Won))
}

func wonWord(won bool) string {
	if won {
		return tr("won")
	}
	return tr("lost")
}

// showStep shows step k of the review (clamped): the table after trick k
// (0: the start of play), with its verdict and the list's selection.
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

// verdictFor returns the index of the verdict on the person's card in
// trick k, or -1.
func (rv *reviewView) verdictFor(k int) int {
	for i, v := range rv.verdicts {
		if v.Trick == k {
			return i
		}
	}
	return -1
}

// showVerdict puts the verdict on the person's card of the trick shown
// under the table.
func (rv *reviewView) showVerdict() {
	// a verdict of more lines needs more room under the table
	defer func() {
		if rv.left != nil {
			rv.left.Refresh()
		}
	}()
	rv.verdict.Importance = widget.MediumImportance
	if rv.step == 0 && (len(rv.exch) > 0 || rv.chosenCalls() > 0) {
		rv.verdict.Importance, rv.verdict.Text = rv.startImportance(), rv.startVerdictText()
		rv.verdict.Refresh()
		return
	}
	if rv.step == 0 {
		rv.verdict.SetText(tr("The hands as play began. Step through the tricks with ◀ and ▶ (or ← and →)."))
		return
	}
	i := rv.verdictFor(rv.step)
	switch {
	case i < 0 && rv.auto > 0 && rv.step >= rv.auto:
		rv.verdict.SetText(autoPlayedText(rv.auto))
	case i < 0:
		rv.verdict.SetText("")
	case !rv.ready[i]:
		rv.verdict.SetText(trf("Your %s: the solver is still thinking…", cardName(rv.verdicts[i].Played)))
	default:
		v := rv.verdicts[i]
		rv.verdict.Importance = widget.SuccessImportance
		if v.Err != nil || v.Forced {
			rv.verdict.Importance = widget.MediumImportance
		} else if v.Lost > 0 {
			rv.verdict.Importance = widget.DangerImportance
		}
		rv.verdict.SetText(verdictText(v, rv.final.Contract() == game.Raeuber))
	}
}

// verdictText says a verdict for the person: "You played Herz König: this
// lost 6 points — Trump 3 would have kept the Mond (21) safe." In Räuber,
// where points are bad, the card "took" points.
func verdictText(v review.CardVerdict, raeuber bool) string {
	head := trf("You played %s: ", cardName(v.Played))
	switch {
	case v.Err != nil && errors.Is(v.Err, review.ErrCap):
		return head + tr("too deep for the solver within its time.")
	case v.Err != nil:
		return head + tr("no verdict: the solver does not judge this game or position.")
	case v.Forced:
		return head + tr("your only legal card.")
	case v.Lost == 0:
		return head + tr("best — no card would have done better") + accuracyNote(v.Accuracy) + "."
	case v.Game:
		return head + trf("this lost the game — %s would have won it", cardName(v.Best)) + accuracyNote(v.Accuracy) + "."
	case v.Accuracy == review.AccuracyBand && v.Lost == 1:
		return head + trf("this cost your side 1 factor band — %s would have done better", cardName(v.Best)) + accuracyNote(v.Accuracy) + "."
	case v.Accuracy == review.AccuracyBand:
		return head + trf("this cost your side %d factor bands — %s would have done better", v.Lost, cardName(v.Best)) + accuracyNote(v.Accuracy) + "."
	}
	lost := trf("this lost %d points", v.Lost)
	switch {
	case raeuber && v.Lost == 1:
		lost = tr("this took 1 point more than the best card")
	case raeuber:
		lost = trf("this took %d points more than the best card", v.Lost)
	case v.Lost == 1:
		lost = tr("this lost 1 point")
	}
	return head + lost + " — " + whyText(v) + "."
}

// accuracyNote says, after a verdict, that the solver judged it coarsely:
// exact card points were too deep for it within its time.
func accuracyNote(a review.Accuracy) string {
	switch a {
	case review.AccuracyBand:
		return " " + tr("(judged by factor band only)")
	case review.AccuracyGame:
		return " " + tr("(judged by won or lost only)")
	}
	return ""
}

// whyText is the reason a better card was better.
func whyText(v review.CardVerdict) string {
	b := cardName(v.Best)
	switch v.Why {
	case review.WhyWinsTrick:
		if v.Card != game.NoCard {
			return trf("%s would have won the trick for your side, with %s in it", b, cardName(v.Card))
		}
		return trf("%s would have won the trick for your side", b)
	case review.WhySaves:
		if v.Card == v.Best {
			return trf("%s now would have kept it safe", b)
		}
		return trf("%s would have kept %s safe", b, cardName(v.Card))
	case review.WhyCatches:
		return trf("%s would have caught %s", b, cardName(v.Card))
	case review.WhyDucks:
		return trf("%s would have let the trick go", b)
	case review.WhyGivesLess:
		return trf("%s would have given the other side less in this trick", b)
	}
	return trf("%s would have done better in the tricks to come", b)
}

// shortVerdict is a verdict in the list: "Trick 3 · Herz König — lost 6".
func shortVerdict(v review.CardVerdict, ready bool) string {
	head := trf("Trick %d · %s", v.Trick, cardName(v.Played))
	switch {
	case !ready:
		return head + " — …"
	case v.Err != nil:
		return head + " — " + tr("no verdict")
	case v.Forced:
		return head + " — " + tr("only card")
	case v.Lost == 0:
		return head + " — " + tr("best")
	case v.Game:
		return head + " — " + tr("lost the game")
	case v.Accuracy == review.AccuracyBand:
		return head + " — " + bandsLower(v.Lost)
	}
	return head + " — " + trf("lost %d", v.Lost)
}

// bandsLower is "2 bands lower", "1 band lower".
func bandsLower(n int) string {
	if n == 1 {
		return tr("1 band lower")
	}
	return trf("%d bands lower", n)
}

// refreshList redraws the list of verdicts; the shown trick's is marked.
func (rv *reviewView) refreshList() {
	if rv.list == nil {
		return
	}
	rv.list.Objects = nil
	for _, b := range rv.callButtons() {
		rv.list.Add(b)
	}
	for _, b := range rv.exchangeButtons() {
		rv.list.Add(b)
	}
	for i, v := range rv.verdicts {
		i, v := i, v
		b := widget.NewButton(shortVerdict(v, rv.ready[i]), func() { rv.showStep(v.Trick) })
		b.Alignment = widget.ButtonAlignLeading
		switch {
		case v.Trick == rv.step:
			b.Importance = widget.HighImportance
		case rv.ready[i] && v.Err == nil && v.Lost > 0:
			b.Importance = widget.DangerImportance
		default:
			b.Importance = widget.LowImportance
		}
		rv.list.Add(b)
	}
	if len(rv.verdicts) == 0 && len(rv.exch) == 0 && len(rv.calls) == 0 {
		rv.list.Add(widget.NewLabel(tr("You played no card in this deal.")))
	}
	// (the override reaches the new rows only when refreshed)
	rv.listTheme.Refresh()
}

// compute runs the solver off the Fyne thread; each verdict is shown as
// it comes (tests: at once, on the calling goroutine).
func (rv *reviewView) compute() {
	ctx, cancel := context.WithCancel(context.Background())
	rv.cancel = cancel
	// the cards to judge, known before the solver starts
	st := rv.d.start
	for i, a := range rv.d.acts {
		if st.Phase() == game.Playing && st.Turn() == rv.d.me && a.IsCard() && (rv.auto == 0 || st.TrickCount() < rv.auto) {
			rv.verdicts = append(rv.verdicts, review.CardVerdict{Index: i, Trick: st.TrickCount(), Played: a.Card()})
			rv.ready = append(rv.ready, false)
		}
		_ = st.Apply(a)
	}
	if rv.d.me != game.NoSeat {
		rv.exch = exchangeDecisions(rv.d)
		rv.calls = callDecisions(rv.d)
		rv.callReady = make([]bool, len(rv.calls))
	}
	rv.refreshList()
	rv.showVerdict()
	set := func(i int, v review.CardVerdict) {
		if ctx.Err() != nil || i >= len(rv.verdicts) {
			return
		}
		rv.verdicts[i], rv.ready[i] = v, true
		rv.refreshList()
		if v.Trick == rv.step {
			rv.showVerdict()
		}
	}
	finish := func(err error) {
		if ctx.Err() != nil {
			return
		}
		switch {
		case err != nil:
			rv.status.SetText(trf("The solver stopped: %v", errorText(err)))
		default:
			rv.status.SetText(rv.summary())
		}
		rv.side.Refresh() // the summary may take more lines than the text before
	}
	if rv.d.me == game.NoSeat {
		rv.status.SetText(tr("You sat this deal out."))
		rv.replayB.Hide()
		return
	}
	cfg := review.Config{Budget: reviewBudget}
	if rv.c.inline {
		cfg.Progress = set
		_, err := review.Play(ctx, rv.d.start, rv.d.acts, rv.d.me, cfg)
		if err == nil && len(rv.calls) > 0 {
			ccfg := callConfig(rv.d.seed)
			ccfg.Progress = rv.setCall
			_, err = review.Calls(ctx, rv.d.start, rv.d.acts, rv.d.me, ccfg)
		}
		if err == nil && len(rv.exch) > 0 {
			var vs []review.ExchangeVerdict
			vs, err = review.Exchange(ctx, rv.d.start, rv.d.acts, rv.d.me, exchangeConfig())
			rv.setExchange(vs)
		}
		finish(err)
		return
	}
	cfg.Progress = func(i int, v review.CardVerdict) { fyne.Do(func() { set(i, v) }) }
	hasExch, hasCalls := len(rv.exch) > 0, len(rv.calls) > 0
	ccfg := callConfig(rv.d.seed)
	ccfg.Progress = func(i int, v review.CallVerdict) {
		fyne.Do(func() {
			if ctx.Err() == nil {
				rv.setCall(i, v)
			}
		})
	}
	go func() {
		_, err := review.Play(ctx, rv.d.start, rv.d.acts, rv.d.me, cfg)
		if err == nil && hasCalls {
			_, err = review.Calls(ctx, rv.d.start, rv.d.acts, rv.d.me, ccfg)
		}
		if err == nil && hasExch {
			// the first lead is the hardest position: after the cards
			var vs []review.ExchangeVerdict
			vs, err = review.Exchange(ctx, rv.d.start, rv.d.acts, rv.d.me, exchangeConfig())
			fyne.Do(func() {
				if ctx.Err() == nil {
					rv.setExchange(vs)
				}
			})
		}
		fyne.Do(func() { finish(err) })
	}()
}

// summary counts the verdicts of every kind the review judged — cards,
// calls, the exchange: "Cards: 6 best, 2 forced, 1 worse (6 points given
// up); calls: 3 best, 1 worse; exchange: 2 best."
func (rv *reviewView) summary() string {
	var parts []string
	var cards verdictCount
	lost := 0
	for _, v := range rv.verdicts {
		cards.add(v.Err != nil, v.Forced, v.Lost == 0)
		if v.Err == nil && !v.Forced && v.Lost > 0 && !v.Game && v.Accuracy == review.AccuracyPoints {
			lost += v.Lost
		}
	}
	if len(rv.verdicts) > 0 {
		s := trf("Cards: %s", cards.text())
		switch {
		case lost == 1:
			s += tr(" (1 point given up)")
		case lost > 1:
			s += trf(" (%d points given up)", lost)
		}
		parts = append(parts, s)
	}
	var calls verdictCount
	for i, v := range rv.calls {
		if rv.callReady[i] {
			calls.add(false, v.Forced, v.Gain == 0)
		}
	}
	if calls.total() > 0 {
		parts = append(parts, trf("calls: %s", calls.text()))
	}
	var exch verdictCount
	if rv.exchReady {
		for _, v := range rv.exch {
			exch.add(v.Err != nil, v.Forced, v.Lost == 0)
		}
	}
	if exch.total() > 0 {
		parts = append(parts, trf("exchange: %s", exch.text()))
	}
	if len(parts) == 0 {
		return tr("Nothing to judge in this deal.")
	}
	return strings.Join(parts, "; ") + "."
}

// verdictCount counts verdicts of one kind.
type verdictCount struct{ best, forced, worse, none int }

func (n *verdictCount) add(none, forced, best bool) {
	switch {
	case none:
		n.none++
	case forced:
		n.forced++
	case best:
		n.best++
	default:
		n.worse++
	}
}

func (n verdictCount) total() int { return n.best + n.forced + n.worse + n.none }

// text is "6 best, 2 forced, 1 worse, 1 too deep", leaving out what is 0
// (but best and worse).
func (n verdictCount) text() string {
	s := trf("%d best", n.best)
	if n.forced > 0 {
		s += ", " + trf("%d forced", n.forced)
	}
	s += ", " + trf("%d worse", n.worse)
	if n.none > 0 {
		s += ", " + trf("%d too deep for the solver", n.none)
	}
	return s
}

// replayExpert plays the deal again with the Expert bot in the person's
// seat and the same bots elsewhere, and shows the two results side by
// side.
func (rv *reviewView) replayExpert() {
	rv.replayB.Disable()
	rv.expert.Objects = []fyne.CanvasObject{widget.NewLabel(tr("Expert is playing the deal from your seat…"))}
	rv.expert.Refresh()
	rv.side.Refresh()
	d := rv.d
	bots := make([]ai.Bot, d.start.Players())
	for s := range bots {
		if s == int(d.me) {
			b, err := ai.New(ai.Expert, game.SplitMix64(d.seed^0xE1))
			if err != nil {
				rv.showExpert(game.State{}, err)
				return
			}
			bots[s] = b
			continue
		}
		if sb, ok := d.bots[s].(steadyBot); ok {
			bots[s] = sb
		} else {
			// a search bot (or a five-at-table person's bot): a fresh one
			// with the seat's seed
			bots[s] = seatBot(d.levels[s], game.SplitMix64(d.seed^uint64(s+1)*0x9E3779B97F4A7C15))
		}
	}
	if rv.c.inline {
		st, err := ai.PlayOut(d.start, bots)
		rv.showExpert(st, err)
		return
	}
	go func() {
		st, err := ai.PlayOut(d.start, bots)
		fyne.Do(func() { rv.showExpert(st, err) })
	}()
}

// showExpert puts the two results side by side.
func (rv *reviewView) showExpert(st game.State, err error) {
	if err != nil {
		log.Printf("cego: replay with Expert: %v", err)
		rv.expert.Objects = []fyne.CanvasObject{widget.NewLabel(trf("The replay failed: %v", errorText(err)))}
		rv.expert.Refresh()
		return
	}
	names := rv.d.names
	me := rv.d.me
	names[me] = "Expert"
	col := func(head string, st *game.State, names [4]string, you game.Seat) fyne.CanvasObject {
		sc := st.Score()[me]
		amount := canvas.NewText(fmt.Sprintf("%+d", sc), colHighlight)
		amount.TextSize = 22
		amount.TextStyle.Bold = true
		if sc < 0 {
			amount.Color = color.NRGBA{0xff, 0x9a, 0x8a, 0xff}
		}
		h := canvas.NewText(head, colText)
		h.TextStyle.Bold = true
		var lines []fyne.CanvasObject
		for _, l := range resultLines(st, names, you) {
			t := canvas.NewText(l, colTextDim)
			t.TextSize = 13
			lines = append(lines, t)
		}
		return container.NewVBox(append([]fyne.CanvasObject{h, amount}, lines...)...)
	}
	rv.replayB.Hide()
	rv.expert.Objects = []fyne.CanvasObject{container.NewGridWithColumns(2,
		col(tr("You"), &rv.final, rv.d.names, me), col(tr("Expert in your seat"), &st, names, game.NoSeat))}
	rv.expert.Refresh()
	rv.side.Refresh()
}

// drawTable draws step k: the hands around the trick of that step, the
// blind and the Legage.
func (rv *reviewView) drawTable() fyne.CanvasObject {
	st := rv.steps[rv.step]
	n := st.Players()
	var trick game.Trick
	if rv.step > 0 {
		trick = st.Tricks()[rv.step-1]
	}
	// the best card of the person's verdict, still in his hand, is framed
	mark := game.NoCard
	if i := rv.verdictFor(rv.step); i >= 0 && rv.ready[i] && rv.verdicts[i].Err == nil && rv.verdicts[i].Lost > 0 {
		mark = rv.verdicts[i].Best
	}
	hand := func(s game.Seat, cols int) fyne.CanvasObject {
		cards := handOrder(st.Hand(s))
		var objs []fyne.CanvasObject
		for _, card := range cards {
			objs = append(objs, rv.card(card, 46, card == mark && s == rv.d.me))
		}
		var box fyne.CanvasObject
		if cols > 0 {
			box = container.NewGridWithColumns(cols, objs...)
		} else {
			box = container.NewHBox(objs...)
		}
		name := rv.d.names[s]
		if s == rv.final.Declarer() {
			name += " · " + rv.final.Contract().Info().German
		}
		l := canvas.NewText(name, colText)
		l.TextStyle.Bold = true
		l.Alignment = fyne.TextAlignCenter
		return container.NewVBox(container.NewCenter(l), container.NewCenter(box))
	}
	// the trick: each card under its player's name, the winner in gold
	var tcards []fyne.CanvasObject
	for i := 0; i < int(trick.N); i++ {
		s := trick.Seat(i)
		nm := canvas.NewText(rv.d.names[s], colTextDim)
		nm.Alignment = fyne.TextAlignCenter
		nm.TextSize = 12
		if s == trick.Winner() {
			nm.Color = colHighlight
			nm.TextStyle.Bold = true
		}
		tcards = append(tcards, container.NewVBox(rv.card(trick.Cards[i], 70, s == trick.Winner()), nm))
	}
	var middle fyne.CanvasObject = container.NewHBox(tcards...)
	if trick.N == 0 {
		middle = widget.NewLabel("")
	}
	// blind and Legage open, as dealt and as laid away
	var extras []fyne.CanvasObject
	if b := rv.d.start.Blind(); b != 0 {
		extras = append(extras, rv.row(tr(txtBlind), b.Slice()))
	}
	if lg := rv.final.Legage() | rv.final.Discards(); lg != 0 {
		extras = append(extras, rv.row(tr(txtLegage), lg.Slice()))
	}
	bottom, top, left, right := game.NoSeat, game.NoSeat, game.NoSeat, game.NoSeat
	for s := game.Seat(0); int(s) < n; s++ {
		switch rv.d.places[s] {
		case placeBottom:
			bottom = s
		case placeRight:
			right = s
		case placeTop:
			top = s
		case placeLeft:
			left = s
		}
	}
	side := func(s game.Seat) fyne.CanvasObject {
		if s == game.NoSeat {
			return layout.NewSpacer()
		}
		return hand(s, 4)
	}
	var topObj fyne.CanvasObject = layout.NewSpacer()
	if top != game.NoSeat {
		topObj = hand(top, 0)
	}
	gap := canvas.NewRectangle(color.Transparent)
	gap.SetMinSize(fyne.NewSize(1, 24))
	centre := container.NewBorder(topObj, nil, side(left), side(right),
		container.NewCenter(container.NewVBox(container.NewCenter(middle), gap, container.NewVBox(extras...))))
	var bottomObj fyne.CanvasObject = layout.NewSpacer()
	if bottom != game.NoSeat {
		bottomObj = hand(bottom, 0)
	}
	return container.NewBorder(nil, bottomObj, nil, nil, centre)
}

// row is a labelled row of small cards.
func (rv *reviewView) row(label string, cards []game.Card) fyne.CanvasObject {
	l := canvas.NewText(label, colTextDim)
	l.TextSize = 12
	objs := []fyne.CanvasObject{container.NewCenter(l)}
	for _, c := range cards {
		objs = append(objs, rv.card(c, 30, false))
	}
	return container.NewCenter(container.NewHBox(objs...))
}

// card is a card image w points wide, framed in gold when marked.
func (rv *reviewView) card(c game.Card, w float32, marked bool) fyne.CanvasObject {
	t := rv.c.t
	w *= rv.scale
	px := int(w * t.scale())
	img := canvas.NewImageFromImage(nil)
	img.FillMode = canvas.ImageFillContain
	img.SetMinSize(fyne.NewSize(w, w*cardRatio))
	ready := func() {
		im, _ := t.art.get(t.pack, c, px, nil)
		img.Image = im
		img.Refresh()
	}
	img.Image, _ = t.art.get(t.pack, c, px, ready)
	if !marked {
		return img
	}
	frame := canvas.NewRectangle(color.Transparent)
	frame.StrokeColor = colHighlight
	frame.StrokeWidth = 3
	frame.CornerRadius = 4
	return container.NewStack(img, frame)
}
