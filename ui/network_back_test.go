package ui

import (
	"context"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/netplay"
)

// recordingLink is a guestLink that only records the actions it is given
// (the line is down).
type recordingLink struct{ acts []sentAct }

func (l *recordingLink) act(deal, seq int, a game.Action) {
	l.acts = append(l.acts, sentAct{deal, seq, a})
}
func (l *recordingLink) ready(int)       {}
func (l *recordingLink) proposeEnd(bool) {}
func (l *recordingLink) leave()          {}

// TestGuestBackTakesHostPosition: the person plays his card; before the
// host has it, the line breaks. Back at the table, a host that waits for
// exactly that card leaves the table as it is (the connection sends the
// card again); a host that is behind — it never took the card, nor the
// two actions before it (it went on from an older save) — is the truth:
// the window shows its position and forgets the card.
func TestGuestBackTakesHostPosition(t *testing.T) {
	r := game.Rules{Players: 4}
	m, err := game.NewSitting(r, 21)
	if err != nil {
		t.Fatal(err)
	}
	const me = 1
	upd := func() guestUpdate {
		return guestUpdate{deal: m.DealNumber(), seq: len(m.Actions()), seat: game.NoSeat, view: m.PersonView(me)}
	}
	a := test.NewApp()
	defer a.Quit()
	c, err := newWindowTable(a, a.NewWindow("Cego"), Options{Seed: 4}, true)
	if err != nil {
		t.Fatal(err)
	}
	p := make(pump, 64)
	c.run = syncRunner{post: p.post}
	link := &recordingLink{}
	first := upd()
	c.joined(link, guestWelcome{person: me, rules: r, names: []string{"Hans", "Lena", "Sepp", "Vreni"}, host: "Hans", first: &first})
	bot, err := ai.New(ai.Easy, 5)
	if err != nil {
		t.Fatal(err)
	}
	// the host plays until it is the person's turn in the play of the cards
	var history []guestUpdate
	for {
		st := m.State()
		if st.Turn() == me && st.Phase() == game.Playing && len(history) > 2 {
			break
		}
		if err := m.Apply(bot.Choose(m.View(st.Turn()))); err != nil {
			t.Fatal(err)
		}
		history = append(history, upd())
		c.onGuestEvent(guestEvent{kind: tableUpdate, update: upd()})
		p.until(t, "the update shown", func() bool { return len(c.sitting.Actions()) == len(m.Actions()) })
	}
	waits := upd()
	p.until(t, "the person's turn", func() bool { v := c.view(); return v.MyTurn() && !c.busy() })
	v := c.view()
	if err := c.humanAction(v.Legal()[0]); err != nil {
		t.Fatal(err)
	}
	if len(link.acts) != 1 || len(c.sitting.Actions()) != waits.seq+1 {
		t.Fatalf("after the card: %d sent, the table at step %d", len(link.acts), len(c.sitting.Actions()))
	}
	// back; the host waits for the card: it is kept
	c.onGuestEvent(guestEvent{kind: tableBack, update: waits})
	if len(c.guest.outbox) != 1 || len(c.sitting.Actions()) != waits.seq+1 {
		t.Errorf("back at a host waiting for the card: outbox %v, the table at step %d", c.guest.outbox, len(c.sitting.Actions()))
	}
	// back again; the host is behind: its position is the truth
	behind := history[len(history)-3]
	c.onGuestEvent(guestEvent{kind: tableBack, update: behind})
	if len(c.guest.outbox) != 0 || len(c.sitting.Actions()) != behind.seq {
		t.Errorf("back at a host behind (step %d): outbox %v, the table at step %d", behind.seq, c.guest.outbox, len(c.sitting.Actions()))
	}
	if got := c.view(); got != behind.view {
		t.Error("the window does not show the host's position")
	}
}

// TestHostAgainKeepsSeats: a window hosts a table and a friend sits down;
// the window keeps the table's code and the seats' tokens in its
// settings. A window started again with those settings that hosts the
// same sitting again opens the table with the same code and seats: the
// friend's token takes his seat back, and nobody else's name does.
func TestHostAgainKeepsSeats(t *testing.T) {
	c, _, p := hostingWindow(t, 3, 3)
	h := c.host.link.(*netHost).h
	friend := joinAsBot(t, h.Addr().String(), h.Code(), "Anna", 10)
	p.until(t, "the friend at the table", func() bool {
		hosted := c.settings.Hosted
		return hosted != nil && len(hosted.Tokens) == 3 && hosted.Tokens[1] != ""
	})
	saved := *c.settings.Hosted
	if saved.Code != h.Code() || saved.Names[1] != "Anna" {
		t.Fatalf("the settings keep %+v", saved)
	}
	c.dealHosted()
	friend.c.Close()
	c.closeTable()

	// the program again, the same settings, the sitting hosted again
	a := test.NewApp()
	defer a.Quit()
	again, err := newWindowTable(a, a.NewWindow("Cego"), Options{Seed: 3}, true)
	if err != nil {
		t.Fatal(err)
	}
	again.run = syncRunner{post: p.post}
	again.settings.Hosted = &saved
	again.sitting = c.sitting
	again.hostTable(profileFor(game.Rules{Players: 3}), "Hans", [4]string{"", "easy", "easy"}, true)
	if again.host == nil {
		t.Fatal("no table was opened again")
	}
	defer again.closeTable()
	h2 := again.host.link.(*netHost).h
	if h2.Code() != saved.Code || h2.Tokens()[1] != saved.Tokens[1] || h2.Names()[1] != "Anna" {
		t.Errorf("opened again with code %s, tokens %q, names %q; saved %+v", h2.Code(), h2.Tokens(), h2.Names(), saved)
	}
	// a stranger with the code and the friend's name gets the other seat
	s := joinAsBot(t, h2.Addr().String(), h2.Code(), "Anna", 11)
	if s.c.Person() != 2 {
		t.Errorf("a stranger named like the friend sat at %d", s.c.Person())
	}
}

// TestGuestBackAfterCrash: a window sat at a table when the program ended
// without leaving it; started again with the same settings, it goes back
// to its own seat without a word typed. Leaving the table on purpose
// clears the mark, so the next start does not go back.
func TestGuestBackAfterCrash(t *testing.T) {
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
	p := make(pump, 64)
	window := func() *Controller {
		c, err := newWindowTable(a, a.NewWindow("Cego"), Options{Seed: 4}, true)
		if err != nil {
			t.Fatal(err)
		}
		c.run = syncRunner{post: p.post}
		return c
	}
	first := window()
	first.joinTable(h.Addr().String(), h.Code(), "Lena")
	p.until(t, "the first window at the table", func() bool { return first.guest != nil })
	// a stranger takes the other free seat meanwhile
	two := 2
	if _, _, err := netplay.Dial(context.Background(), h.Addr().String(), netplay.Hello{Code: h.Code(), Name: "Lena", Seat: &two}); err != nil {
		t.Fatal(err)
	}
	seat := first.guest.welcome.person
	settings := first.settings
	if settings.Table == nil || !settings.Table.Seated {
		t.Fatalf("the settings do not say the person is seated: %+v", settings.Table)
	}
	first.guest.link.(*netGuest).c.Close() // the program ends

	second := window()
	second.settings = settings
	if !second.rejoinSavedTable(nil) {
		t.Fatal("the window did not go back to the table")
	}
	p.until(t, "the second window at the table", func() bool { return second.guest != nil })
	if got := second.guest.welcome.person; got != seat {
		t.Errorf("back at seat %d, not at %d", got, seat)
	}
	second.closeTable()
	if second.settings.Table == nil || second.settings.Table.Seated {
		t.Errorf("after leaving on purpose: %+v", second.settings.Table)
	}
	if window().rejoinSavedTable(nil) {
		t.Error("a window went back to a table the person had left")
	}
}

// TestHostTurnClock: with a turn clock, a friend at the table who never
// acts nor asks for the next deal does not stall the hosted table: his
// bot plays each of his decisions when the clock runs out, the next deal
// comes when it runs out after the host asked for it, and he stays seated.
func TestHostTurnClock(t *testing.T) {
	tableAddr = "127.0.0.1:0"
	t.Cleanup(func() { tableAddr = "" })
	a := test.NewApp()
	defer a.Quit()
	c, err := newWindowTable(a, a.NewWindow("Cego"), Options{Seed: 3}, true)
	if err != nil {
		t.Fatal(err)
	}
	p := make(pump, 64)
	c.run = syncRunner{post: p.post}
	c.turnClock = 50 * time.Millisecond
	c.hostTable(profileFor(game.Rules{Players: 3}), "Hans", [4]string{"", "easy", "easy"}, false)
	if c.host == nil {
		t.Fatal("no table was opened")
	}
	defer c.closeTable()
	h := c.host.link.(*netHost).h
	idle, _, err := netplay.Dial(context.Background(), h.Addr().String(), netplay.Hello{Code: h.Code(), Name: "Idle"})
	if err != nil {
		t.Fatal(err)
	}
	defer idle.Close()
	go func() {
		for range idle.Updates() { // reads, never acts
		}
	}()
	p.until(t, "the friend at the table", func() bool { return h.Connected()[1] })
	c.dealHosted()
	start := time.Now()
	p.until(t, "the first deal's end", func() bool {
		st := c.sitting.State()
		if st.Phase() == game.Done {
			return true
		}
		if v := c.view(); v.MyTurn() && !c.busy() {
			if err := c.humanAction(v.Legal()[0]); err != nil {
				t.Fatalf("the host's action: %v", err)
			}
		}
		return false
	})
	c.NextDeal()
	p.until(t, "the second deal, dealt when the clock ran out", func() bool { return c.sitting.DealNumber() == 2 })
	if !h.Connected()[1] || h.BotIn()[1] {
		t.Errorf("the idle friend: connected %v, bot in %v", h.Connected(), h.BotIn())
	}
	t.Logf("a deal with an idle friend and a %v clock, then the next, took %v", c.turnClock, time.Since(start))
}
