package ui

import (
	"context"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/netplay"
	"github.com/cego-spiel/cego/ui/turnloop"
)

// pump is a test's way into the window: the network's events queue here
// and run on the test's goroutine, as fyne.Do runs them on the Fyne
// thread in the program.
type pump chan func()

func (p pump) post(f func()) { p <- f }

// until runs the queued events until ok holds (at most 60 s); ok is
// asked again after every event and every 10 ms (it may act itself).
func (p pump) until(t *testing.T, what string, ok func() bool) {
	t.Helper()
	deadline := time.After(60 * time.Second)
	tick := time.NewTicker(10 * time.Millisecond)
	defer tick.Stop()
	for !ok() {
		select {
		case f := <-p:
			f()
		case <-tick.C:
		case <-deadline:
			t.Fatalf("waiting for %s: not within 60 s", what)
		}
	}
}

// botGuest is a friend at the table played by a bot of package ai, over a
// real connection: it acts on every update where it is to act and asks for
// the next deal after every finished one. last keeps the newest update.
type botGuest struct {
	c    *netplay.Client
	mu   sync.Mutex
	last netplay.Update
	done chan struct{}
}

func joinAsBot(t *testing.T, addr, code, name string, seed uint64) *botGuest {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c, _, err := netplay.Dial(ctx, addr, netplay.Hello{Code: code, Name: name})
	if err != nil {
		t.Fatalf("%s joins: %v", name, err)
	}
	bot, err := ai.New(ai.Easy, seed)
	if err != nil {
		t.Fatal(err)
	}
	g := &botGuest{c: c, done: make(chan struct{})}
	go func() {
		defer close(g.done)
		for u := range c.Updates() {
			g.mu.Lock()
			g.last = u
			g.mu.Unlock()
			switch {
			case u.View.Phase() == game.Done:
				_ = c.Ready(u.Deal)
			case u.View.MyTurn():
				_ = c.Act(u.Deal, u.Seq, bot.Choose(u.View))
			}
		}
	}()
	t.Cleanup(func() {
		_ = c.Close()
		<-g.done
	})
	return g
}

func (g *botGuest) newest() netplay.Update {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.last
}

// hostingWindow opens a table of players (Hans hosting, Easy bots in the
// free seats) on a loopback port in a test window; the network's events
// run on the returned pump.
func hostingWindow(t *testing.T, players int, seed uint64) (*Controller, fyne.Window, pump) {
	t.Helper()
	tableAddr = "127.0.0.1:0"
	t.Cleanup(func() { tableAddr = "" })
	a := test.NewApp()
	t.Cleanup(a.Quit)
	w := a.NewWindow("Cego")
	c, err := newWindowTable(a, w, Options{Seed: seed}, true)
	if err != nil {
		t.Fatal(err)
	}
	p := make(pump, 64)
	c.run = syncRunner{post: p.post}
	c.hostTable(profileFor(game.Rules{Players: players}), "Hans", [4]string{"", "easy", "easy", "easy"}, false)
	if c.host == nil {
		t.Fatal("no table was opened")
	}
	return c, w, p
}

// TestHostWindowWithFriends hosts a table in a window; three friends,
// played by bots over loopback connections, take the seats; two deals are
// played, the host's by the window. Every friend's last view is his
// person's view of the host's sitting, and the second deal waited for the
// friends to ask for it.
func TestHostWindowWithFriends(t *testing.T) {
	c, w, p := hostingWindow(t, 4, 3)
	if top := w.Canvas().Overlays().Top(); top == nil {
		t.Error("no table dialog")
	} else if m := top.MinSize(); m.Width > smallWindow.Width || m.Height > smallWindow.Height {
		t.Errorf("the table dialog asks for %v, more than a window of 800×600 has", m)
	}
	h := c.host.link.(*netHost).h
	addr := h.Addr().String()
	var guests []*botGuest
	for i, name := range []string{"Anna", "Sepp", "Vreni"} {
		guests = append(guests, joinAsBot(t, addr, h.Code(), name, uint64(10+i)))
	}
	p.until(t, "three friends at the table", func() bool {
		n := 0
		for _, s := range c.host.link.seats() {
			if s.Person > 0 && s.Connected {
				n++
			}
		}
		return n == 3
	})
	c.dealHosted()
	for deal := 1; deal <= 2; deal++ {
		p.until(t, "the deal's end", func() bool {
			st := c.sitting.State()
			if st.Phase() == game.Done {
				return true
			}
			if v := c.view(); v.MyTurn() {
				if err := c.humanAction(v.Legal()[0]); err != nil {
					t.Fatalf("the host's action: %v", err)
				}
			}
			return false
		})
		m := c.sitting
		for i, g := range guests {
			p.until(t, "the friend's last update", func() bool { u := g.newest(); return u.Deal == deal && u.View.Phase() == game.Done })
			if u, want := g.newest(), m.PersonView(i+1); u.View != want {
				t.Errorf("deal %d: %s's last view is not his person's view", deal, c.names[i+1])
			}
		}
		if deal == 1 {
			p.until(t, "the friends to ask for the next deal", func() bool { return len(c.host.link.waitingFor(1)) == 0 })
			c.NextDeal()
			if c.sitting.DealNumber() != 2 {
				t.Fatalf("the next deal did not start (deal %d)", c.sitting.DealNumber())
			}
		}
	}
	if got := c.sitting.Deals(); len(got) != 2 || !got[1].Done {
		t.Errorf("deals %+v", got)
	}
	c.closeTable()
}

// TestGuestWindowFollowsHost seats a window as a friend at a table hosted
// without a window (netplay's referee with bots in the other seats) and
// plays two deals in it. The window shows its person at the bottom; every
// view it shows is the host's view of that person; its score sheet is the
// host's.
func TestGuestWindowFollowsHost(t *testing.T) {
	r := game.Rules{Players: 4}
	m, err := game.NewSitting(r, 21)
	if err != nil {
		t.Fatal(err)
	}
	h, err := netplay.NewHost(netplay.HostConfig{Rules: r, Names: []string{"Hans", "Anna", "Sepp", "Vreni"},
		Kinds: []netplay.Kind{netplay.KindHost, netplay.KindBot, netplay.KindGuest, netplay.KindBot}, Addr: "127.0.0.1:0", Grace: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	if err := h.Start(); err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	var players []ai.Bot
	for i := 0; i < 4; i++ {
		b, err := ai.New(ai.Easy, uint64(30+i))
		if err != nil {
			t.Fatal(err)
		}
		players = append(players, b)
	}
	players[2] = h.Seat(2, players[2])
	ref := &turnloop.Headless{Sitting: m, Net: h, Players: players, Deals: 2}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	refDone := make(chan error, 1)

	a := test.NewApp()
	defer a.Quit()
	w := a.NewWindow("Cego")
	c, err := newWindowTable(a, w, Options{Seed: 4}, true)
	if err != nil {
		t.Fatal(err)
	}
	p := make(pump, 64)
	c.run = syncRunner{post: p.post}
	c.joinTable(h.Addr().String(), h.Code(), "Lena")
	p.until(t, "the window at the table", func() bool { return c.guest != nil })
	go func() { refDone <- ref.Run(ctx) }()
	p.until(t, "the first deal", func() bool { return c.guest != nil && c.guest.waiting == nil && c.person == 2 })
	if c.place(c.me()) != placeBottom {
		t.Errorf("the person's seat %d is drawn at %v, not at the bottom", c.me(), c.place(c.me()))
	}
	finished := false
	// ended reports (once) that the referee has played the sitting to its end
	ended := func() bool {
		select {
		case err := <-refDone:
			if err != nil {
				t.Fatalf("the referee: %v", err)
			}
			finished = true
		default:
		}
		return finished
	}
	for !finished {
		p.until(t, "the person's turn, a deal's end or the sitting's end", func() bool {
			if ended() {
				return true
			}
			v := c.view()
			return v.MyTurn() && c.table.overlay == nil || v.Phase() == game.Done && c.table.overlay != nil
		})
		if finished {
			break
		}
		v := c.view()
		if v.Phase() == game.Done {
			// no face-down card is left after the last trick (#33 item 9:
			// the backs of the window's own seat before it sat down lay
			// under the person's hand)
			for s, sv := range c.table.seats {
				for _, w := range sv.backs {
					if w.Visible() {
						t.Errorf("deal %d over: seat %d still shows a card face down", c.sitting.DealNumber(), s)
						break
					}
				}
			}
			deal := c.sitting.DealNumber()
			c.NextDeal()
			p.until(t, "the next deal or the sitting's end", func() bool {
				if ended() {
					return true
				}
				return c.sitting.DealNumber() > deal
			})
			continue
		}
		if err := c.humanAction(v.Legal()[0]); err != nil {
			t.Fatalf("the person's action: %v", err)
		}
	}
	p.until(t, "the last deal shown", func() bool {
		st := c.sitting.State()
		return c.sitting.DealNumber() == 2 && st.Phase() == game.Done
	})
	if got, want := c.view(), m.PersonView(2); got != want {
		t.Errorf("the window's view of the last deal is not the host's view of its person")
	}
	if got, want := c.sitting.PersonTotals(), m.PersonTotals(); len(got) != len(want) || got[0] != want[0] || got[1] != want[1] || got[2] != want[2] || got[3] != want[3] {
		t.Errorf("the window's totals %v, the host's %v", got, want)
	}
	c.closeTable()
	if c.guest != nil || c.person != 0 {
		t.Errorf("the window did not leave the table")
	}
}

// TestGuestTakesSeatBack closes a window that sat at a table without
// leaving (as when the program is closed in the middle of a deal) and
// joins again from a new window with the same settings: the seat token
// kept in the settings gives it the same seat, not the other free one.
func TestGuestTakesSeatBack(t *testing.T) {
	r := game.Rules{Players: 3}
	h, err := netplay.NewHost(netplay.HostConfig{Rules: r, Names: []string{"Hans", "Anna", "Sepp"},
		Kinds: []netplay.Kind{netplay.KindHost, netplay.KindGuest, netplay.KindGuest}, Addr: "127.0.0.1:0", Grace: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	if err := h.Start(); err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	a := test.NewApp()
	defer a.Quit()
	join := func() *Controller {
		c, err := newWindowTable(a, a.NewWindow("Cego"), Options{Seed: 4}, true)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	first := join()
	p := make(pump, 64)
	first.run = syncRunner{post: p.post}
	first.joinTable(h.Addr().String(), h.Code(), "Lena")
	p.until(t, "the first window at the table", func() bool { return first.guest != nil })
	seat := first.guest.welcome.person
	settings := first.settings
	if settings.Table == nil || settings.Table.Token == "" {
		t.Fatal("the settings keep no seat token")
	}
	first.guest.link.(*netGuest).c.Close() // the program ends: the connection drops
	second := join()
	second.settings = settings
	p2 := make(pump, 64)
	second.run = syncRunner{post: p2.post}
	second.joinTable(h.Addr().String(), h.Code(), "Lena")
	p2.until(t, "the second window at the table", func() bool { return second.guest != nil })
	if got := second.guest.welcome.person; got != seat {
		t.Errorf("the window came back to seat %d, not to its seat %d", got, seat)
	}
}

// TestSittingEndsByAgreement hosts a table of three with one friend (a
// bot over a real connection); in the first deal the host and the friend
// both ask to end the sitting: the host's window closes the table and the
// friend is told the sitting is over.
func TestSittingEndsByAgreement(t *testing.T) {
	c, w, p := hostingWindow(t, 3, 5)
	h := c.host.link.(*netHost).h
	g := joinAsBot(t, h.Addr().String(), h.Code(), "Anna", 7)
	p.until(t, "Anna at the table", func() bool { return h.Connected()[1] })
	c.dealHosted()
	p.until(t, "the host's first decision", func() bool { v := c.view(); return v.MyTurn() })
	if c.host.wantsEnd {
		t.Fatal("the host wants to end before he said so")
	}
	c.host.wantsEnd = true
	c.host.link.proposeEnd(true)
	if err := g.c.ProposeEnd(true); err != nil {
		t.Fatal(err)
	}
	p.until(t, "the table closed by agreement", func() bool { return c.host == nil })
	select {
	case <-g.c.Done():
	case <-time.After(30 * time.Second):
		t.Fatal("the friend was not told the sitting is over")
	}
	over := false
	for s := range g.c.States() {
		if s.Status == netplay.HostLeft && s.Reason == netplay.ReasonSittingOver {
			over = true
		}
	}
	if !over {
		t.Error("the friend's connection ended without \"the sitting is over\"")
	}
	if top := w.Canvas().Overlays().Top(); top == nil {
		t.Error("the host was not told the sitting ended")
	}
}
