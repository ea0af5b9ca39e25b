package reviewscreen

import (
	"context"
	"fmt"
	"image/color"
	"log"
	"runtime"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/ai"
	airev "github.com/cego-spiel/cego/ai/review"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/look"
	"github.com/cego-spiel/cego/ui/text"
)

// The review's solving: the verdicts of the deal's decisions worked out in
// the background, and the expert's replay of the deal.

// CardBudget is the solver's time per decision in a review; a decision it
// cannot settle in that time is marked so (0: no limit, as in tests, whose
// verdicts must not depend on the machine's load).
var CardBudget = 8 * time.Second

// Compute runs the solver off the Fyne thread, the cards, calls and
// exchange side by side; each verdict is shown as it comes (tests: before
// Compute returns).
func (rv *View) Compute() {
	ctx, cancel := context.WithCancel(context.Background())
	rv.cancel = cancel
	// the cards to judge, known before the solver starts
	st := rv.d.Start
	for i, a := range rv.d.Actions {
		if st.Phase() == game.Playing && st.Turn() == rv.d.Me && a.IsCard() && (rv.auto == 0 || st.TrickCount() < rv.auto) {
			rv.verdicts = append(rv.verdicts, airev.CardVerdict{Index: i, Trick: st.TrickCount(), Played: a.Card()})
			rv.ready = append(rv.ready, false)
		}
		_ = st.Apply(a)
	}
	if rv.d.Me != game.NoSeat {
		rv.exch = exchangeDecisions(rv.d)
		rv.calls = callDecisions(rv.d)
		rv.callReady = make([]bool, len(rv.calls))
	}
	rv.refreshList()
	rv.showVerdict()
	finish := func(err error) {
		if ctx.Err() != nil {
			return
		}
		switch {
		case err != nil:
			rv.status.SetText(trf("The solver stopped: %v", text.Error(err)))
		default:
			rv.status.SetText(rv.summary())
		}
		rv.side.Refresh() // the summary may take more lines than the text before
	}
	if rv.d.Me == game.NoSeat {
		rv.status.SetText(tr("You sat this deal out."))
		rv.replayB.Hide()
		return
	}
	// the three parts side by side (airev.Deal); the verdicts found
	// meanwhile come into the window together, one post at a time: the
	// Fyne thread may draw a frame after each function posted, so a
	// verdict a post would wait for the frames of all before it. (The
	// tests' driver runs a post where it is made, on the solvers'
	// goroutines: flushing keeps them one at a time.)
	post := rv.host.ToWindow()
	var (
		mu       sync.Mutex // guards pending
		flushing sync.Mutex // guards the rest
		pending  []func()
		// a card's verdict came: the list, and the verdict shown when
		// it is the step's
		relist, reshow bool
	)
	show := func(f func()) {
		mu.Lock()
		pending = append(pending, f)
		first := len(pending) == 1
		mu.Unlock()
		if !first {
			return
		}
		post(func() {
			flushing.Lock()
			defer flushing.Unlock()
			mu.Lock()
			fs := pending
			pending = nil
			mu.Unlock()
			if ctx.Err() != nil {
				return
			}
			relist, reshow = false, false
			for _, f := range fs {
				f()
			}
			if relist {
				rv.refreshList()
			}
			if reshow {
				rv.showVerdict()
			}
		})
	}
	cfg := airev.DealConfig{Cards: airev.Config{Budget: CardBudget}, Calls: callConfig(rv.d.Seed), Exchange: exchangeConfig()}
	// the calls' lines on every core; the exchange's alternatives on one solver:
	// split, they lose the table their neighbours warmed (15–80 % more work)
	cfg.Calls.Workers = callWorkers
	if cfg.Calls.Workers == 0 {
		cfg.Calls.Workers = runtime.GOMAXPROCS(0)
	}
	cfg.Cards.Progress = func(i int, v airev.CardVerdict) {
		show(func() {
			if i < len(rv.verdicts) {
				rv.verdicts[i], rv.ready[i] = v, true
				relist, reshow = true, reshow || v.Trick == rv.step
			}
		})
	}
	cfg.Calls.Progress = func(i int, v airev.CallVerdict) { show(func() { rv.setCall(i, v) }) }
	cfg.ExchangeDone = func(vs []airev.ExchangeVerdict) { show(func() { rv.setExchange(vs) }) }
	var err error
	rv.host.Background(func() {
		_, err = airev.Deal(ctx, rv.d.Start, rv.d.Actions, rv.d.Me, cfg)
	}, func() { finish(err) })
}

// replayExpert plays the deal again with the Expert bot in the person's
// seat and the same bots elsewhere, and shows the two results side by
// side.
func (rv *View) replayExpert() {
	rv.replayB.Disable()
	rv.expert.Objects = []fyne.CanvasObject{widget.NewLabel(tr("Expert is playing the deal from your seat…"))}
	rv.expert.Refresh()
	rv.side.Refresh()
	d := rv.d
	bots := make([]ai.Bot, d.Start.Players())
	for s := range bots {
		if s == int(d.Me) {
			b, err := ai.New(ai.Expert, game.SplitMix64(d.Seed^0xE1))
			if err != nil {
				rv.showExpert(game.State{}, err)
				return
			}
			bots[s] = b
			continue
		}
		bots[s] = d.ReplayBot(game.Seat(s))
	}
	var st game.State
	var err error
	rv.host.Background(func() { st, err = ai.PlayOut(d.Start, bots) }, func() { rv.showExpert(st, err) })
}

// showExpert puts the two results side by side.
func (rv *View) showExpert(st game.State, err error) {
	if err != nil {
		log.Printf("cego: replay with Expert: %v", err)
		rv.expert.Objects = []fyne.CanvasObject{widget.NewLabel(trf("The replay failed: %v", text.Error(err)))}
		rv.expert.Refresh()
		return
	}
	names := rv.d.Names
	me := rv.d.Me
	names[me] = "Expert"
	col := func(head string, st *game.State, names [4]string, you game.Seat) fyne.CanvasObject {
		sc := st.Score()[me]
		amount := canvas.NewText(fmt.Sprintf("%+d", sc), look.Highlight)
		amount.TextSize = 22
		amount.TextStyle.Bold = true
		if sc < 0 {
			amount.Color = color.NRGBA{0xff, 0x9a, 0x8a, 0xff}
		}
		h := canvas.NewText(head, look.Text)
		h.TextStyle.Bold = true
		var lines []fyne.CanvasObject
		for _, l := range text.ResultLines(st, names, you) {
			t := canvas.NewText(l, look.TextDim)
			t.TextSize = 13
			lines = append(lines, t)
		}
		return container.NewVBox(append([]fyne.CanvasObject{h, amount}, lines...)...)
	}
	rv.replayB.Hide()
	rv.expert.Objects = []fyne.CanvasObject{container.NewGridWithColumns(2,
		col(tr("You"), &rv.final, rv.d.Names, me), col(tr("Expert in your seat"), &st, names, game.NoSeat))}
	rv.expert.Refresh()
	rv.side.Refresh()
}
