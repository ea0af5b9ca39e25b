package ui

import (
	"math/rand/v2"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"github.com/cego-spiel/cego/game"
)

func press(c *Controller, k fyne.KeyName) {
	c.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: k})
}

// TestKeyboard plays a whole deal with the keyboard only: digits for the
// calls, ←/→ and Enter for the cards, Enter for the next deal.
func TestKeyboard(t *testing.T) {
	c := newTestTable(t, Options{Seed: 21, Pace: PaceInstant})
	for i := 0; i < 200; i++ {
		v := c.view()
		if v.Phase() == game.Done {
			break
		}
		before := len(c.sitting.Actions())
		switch v.Phase() {
		case game.Bidding:
			press(c, fyne.KeyName("1"))
		default:
			press(c, fyne.KeyRight)
			sel := 0
			for _, w := range c.table.hand {
				if w.selected {
					sel++
					if !w.legal {
						t.Fatalf("the cursor rests on %v, which may not be chosen", w.card)
					}
				}
			}
			if sel != 1 {
				t.Fatalf("%d cards selected after →", sel)
			}
			press(c, fyne.KeyReturn)
		}
		if len(c.sitting.Actions()) == before && c.sitting.DealNumber() == 1 {
			t.Fatalf("a key did nothing in phase %v", v.Phase())
		}
	}
	if st := c.sitting.State(); st.Phase() != game.Done || c.table.overlay == nil {
		t.Fatal("the deal did not end with the result panel")
	}
	press(c, fyne.KeyReturn)
	if c.sitting.DealNumber() != 2 {
		t.Fatal("Enter on the result did not deal again")
	}
}

// TestTapTwicePlays: the first tap lifts a card, the second plays it; a tap
// on a forbidden card shows the reason.
func TestTapTwicePlays(t *testing.T) {
	c := tableMidPlay(t, 3)
	v := c.view()
	card := v.LegalCards().Lowest()
	w := handCard(t, c, card)
	w.Tapped(nil)
	if !w.selected || !w.renderer().w.lifted() {
		t.Fatal("the first tap did not lift the card")
	}
	w.Tapped(nil)
	if v2 := c.view(); v2.Hand().Has(card) {
		t.Fatal("the second tap did not play the card")
	}
}

// blockingBot thinks until released.
type blockingBot struct {
	release chan struct{}
	asked   chan struct{}
	// answeredOn is the goroutine a released Choose answered on (see
	// goroutineID); 0 before.
	answeredOn atomic.Uint64
}

func (b *blockingBot) Choose(v game.View) game.Action {
	b.asked <- struct{}{}
	<-b.release
	b.answeredOn.Store(goroutineID())
	return v.Legal()[0]
}

// goroutineID is the number of the calling goroutine, read from the first
// line of its stack ("goroutine 42 [running]:").
func goroutineID() uint64 {
	buf := make([]byte, 64)
	buf = buf[:runtime.Stack(buf, false)]
	f := strings.Fields(string(buf))
	if len(f) < 2 {
		return 0
	}
	id, _ := strconv.ParseUint(f[1], 10, 64)
	return id
}

// doneApp is the current app with a driver that reports every fyne.Do it
// has run and the goroutine that called it. Fyne's test driver runs fyne.Do
// on the calling goroutine at once, so a report means the function is done.
type doneApp struct {
	fyne.App
	drv doneDriver
}

func (a doneApp) Driver() fyne.Driver { return a.drv }

type doneDriver struct {
	fyne.Driver
	mu   *sync.Mutex
	ran  *[]uint64     // the goroutines whose fyne.Do ran, in order
	more chan struct{} // a (non-blocking) signal after each
}

func (d doneDriver) DoFromGoroutine(f func(), wait bool) {
	d.Driver.DoFromGoroutine(f, wait)
	d.mu.Lock()
	*d.ran = append(*d.ran, goroutineID())
	d.mu.Unlock()
	select {
	case d.more <- struct{}{}:
	default:
	}
}

// watchDo installs doneApp for the rest of the test; ranOn reports whether
// a fyne.Do called on goroutine id has run.
func watchDo(t *testing.T) (ranOn func(id uint64) bool, more <-chan struct{}) {
	a := fyne.CurrentApp()
	d := doneDriver{Driver: a.Driver(), mu: &sync.Mutex{}, ran: new([]uint64), more: make(chan struct{}, 1)}
	fyne.SetCurrentApp(doneApp{App: a, drv: d})
	t.Cleanup(func() { fyne.SetCurrentApp(a) })
	return func(id uint64) bool {
		d.mu.Lock()
		defer d.mu.Unlock()
		return id != 0 && slices.Contains(*d.ran, id)
	}, d.more
}

// TestNewGameDropsStaleBots starts a new sitting while a bot is thinking:
// its late answer must not reach the new sitting, even when it comes while
// the same seat's bot of the new sitting is thinking at the same point of
// the deal (only the sitting's generation tells the two answers apart).
func TestNewGameDropsStaleBots(t *testing.T) {
	c := newTestTable(t, Options{Seed: 8, Pace: PaceInstant})
	c.run = newRunner(false)
	ranOn, more := watchDo(t)
	// waitAnswered waits (bounded) until b's answer has come back through
	// fyne.Do and been handled
	waitAnswered := func(b *blockingBot) {
		t.Helper()
		deadline := time.After(5 * time.Second)
		for !ranOn(b.answeredOn.Load()) {
			select {
			case <-more:
			case <-deadline:
				t.Fatal("the bot's answer never came back through fyne.Do")
			}
		}
	}
	// blockSeats gives every bot seat a bot that thinks until released, and
	// plays the human's first legal action; seat 1 is asked next
	blockSeats := func() *blockingBot {
		t.Helper()
		bb := &blockingBot{release: make(chan struct{}), asked: make(chan struct{}, 4)}
		for s := 1; s < 4; s++ {
			c.bots[s] = bb
		}
		v := c.view()
		if err := c.humanAction(v.Legal()[0]); err != nil {
			t.Fatal(err)
		}
		select {
		case <-bb.asked:
		case <-time.After(5 * time.Second):
			t.Fatal("no bot was asked")
		}
		if c.thinkingSeat() != 1 {
			t.Fatalf("seat %d thinking, want 1", c.thinkingSeat())
		}
		return bb
	}
	stale := blockSeats()
	if err := c.NewSitting(Options{Seed: 9, Pace: PaceInstant}); err != nil {
		t.Fatal(err)
	}
	fresh := c.sitting
	if v := c.view(); !v.MyTurn() {
		t.Fatal("the new sitting does not wait for the human")
	}
	current := blockSeats()
	close(stale.release)
	waitAnswered(stale)
	if c.sitting != fresh || len(c.sitting.Actions()) != 1 {
		t.Fatalf("the stale answer reached the new sitting: %v", c.sitting.Actions())
	}
	if c.thinkingSeat() != 1 {
		t.Fatalf("after the stale answer seat %d is thinking, want 1 still", c.thinkingSeat())
	}
	// let the new sitting's bot go too, its answer made stale the same way
	// (answered, it would start the next bot's goroutine beside this test)
	c.gen++
	close(current.release)
	waitAnswered(current)
	_ = rand.IntN
}

// TestLastTrickReview: the last trick can be looked at after the first and
// second trick, not once the third is complete.
func TestLastTrickReview(t *testing.T) {
	c := newTestTable(t, Options{Seed: 6, Pace: PaceInstant})
	rng := rand.New(rand.NewPCG(6, 6))
	seen := map[bool]bool{}
	for i := 0; i < 100; i++ {
		v := c.view()
		if v.Phase() == game.Done {
			break
		}
		if v.Phase() == game.Playing && v.MyTurn() {
			done := completeTricks(&v)
			c.showLastTrick()
			shown := c.table.overlay != nil
			if want := done >= 1 && done < 3; shown != want {
				t.Fatalf("after %d tricks the review shows: %v", done, shown)
			}
			if done >= 3 && c.table.refusal != txtNoReview {
				t.Fatalf("no reason given for refusing the review: %q", c.table.refusal)
			}
			if done == 0 && c.table.refusal != txtNoTrickYet {
				t.Fatalf("before the first trick the refusal says %q, want %q", c.table.refusal, txtNoTrickYet)
			}
			seen[shown] = true
			if shown {
				press(c, fyne.KeyEscape) // Escape closes it, as Enter does
				if c.table.overlay != nil {
					t.Fatal("Escape did not close the last trick")
				}
			}
			c.overlayDefault() // Enter closes it
			if c.table.overlay != nil {
				t.Fatal("Enter did not close the review")
			}
		}
		humanMove(t, c, rng)
	}
	if !seen[true] || !seen[false] {
		t.Fatalf("review cases seen: %v", seen)
	}
}

// TestSwitchPlayers: a three-player sitting after a four-player one and back
// shows exactly the seats in play.
func TestSwitchPlayers(t *testing.T) {
	c := newTestTable(t, Options{Seed: 2, Pace: PaceInstant})
	for _, n := range []int{3, 4, 3} {
		if err := c.NewSitting(Options{Players: n, Seed: 2, Pace: PaceInstant}); err != nil {
			t.Fatal(err)
		}
		for s := 1; s < 4; s++ {
			sv := c.table.seats[s]
			if in := s < n; sv.name.Visible() != in || sv.pileN.Visible() != in || (len(sv.backs) > 0) != in {
				t.Fatalf("%d players: seat %d shown %v", n, s, sv.name.Visible())
			}
		}
		if got := placeOf(2, n); (n == 3) != (got == placeLeft) {
			t.Fatalf("%d players: seat 2 sits at %v", n, got)
		}
		press(c, fyne.KeyRight) // no panic with no legal card
	}
}
