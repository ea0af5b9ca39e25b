package netplay

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
	"time"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/turnloop"
)

// TestHostRestartKeepsSeats: the host's program ends in the middle of a
// deal (no bye: the line just ends) and is started again with the same
// code and the seats' tokens (HostConfig.Code, Tokens): the friend's
// client comes back to his own seat by itself. A stranger with the code
// who gives the friend's name gets another seat — a name is no key — and
// the host frees it again (FreeSeat): the stranger is told, and his
// token no longer counts.
func TestHostRestartKeepsSeats(t *testing.T) {
	old := reconnectFirst
	reconnectFirst = 20 * time.Millisecond
	t.Cleanup(func() { reconnectFirst = old })
	rules := game.Rules{Players: 4}
	kinds := []Kind{KindHost, KindGuest, KindGuest, KindBot}
	h1 := newTestHost(t, HostConfig{Rules: rules, Kinds: kinds, Grace: time.Minute}, nil)
	m := playLocal(t, rules, 1)
	h1.Publish(m, game.NoSeat, 0)
	r := newRelay(t, h1.Addr().String())
	one := 1
	c, w, err := Dial(context.Background(), r.Addr(), Hello{Code: h1.Code(), Name: "Anna", Seat: &one})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	go func() {
		for range c.Updates() {
		}
	}()
	// the host's program ends: its connections end without a word
	r.Down()
	r.Cut()
	if s := <-c.States(); s.Status != Reconnecting {
		t.Fatalf("the guest reported %v", s.Status)
	}
	tokens := h1.Tokens()
	h1.Close()
	if tokens[1] != w.Token || tokens[2] != "" {
		t.Fatalf("tokens %q", tokens)
	}
	h2 := newTestHost(t, HostConfig{Rules: rules, Kinds: kinds, Grace: time.Minute, Code: h1.Code(), Tokens: tokens,
		Certificate: &h1.cert}, nil) // the program keeps its certificate
	h2.Publish(m, game.NoSeat, 0)
	r.Retarget(h2.Addr().String())
	start := time.Now()
	r.Up()
	select {
	case s := <-c.States():
		if s.Status != Connected || s.Welcome.Person != 1 {
			t.Fatalf("after the restart the guest reported %+v", s)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("the guest did not come back to the restarted host")
	}
	t.Logf("the guest was back %v after the host was", time.Since(start))
	if h2.FreeSeats() != 1 {
		t.Errorf("%d free seats after the restart, want 1", h2.FreeSeats())
	}

	// a stranger with the code and the friend's name
	s, sw, err := Dial(context.Background(), h2.Addr().String(), Hello{Code: h2.Code(), Name: "Anna"})
	if err != nil {
		t.Fatal(err)
	}
	if sw.Person != 2 {
		t.Errorf("a stranger named like the friend sat at %d", sw.Person)
	}
	go func() {
		for range s.Updates() {
		}
	}()
	if err := h2.FreeSeat(2); err != nil {
		t.Fatal(err)
	}
	var last ConnState
	for st := range s.States() {
		last = st
	}
	if last.Status != HostLeft || last.Reason != ReasonSeatFreed {
		t.Errorf("the stranger whose seat was freed: %+v", last)
	}
	if _, _, err := Dial(context.Background(), h2.Addr().String(), Hello{Code: h2.Code(), Name: "x", Token: sw.Token}); !isRefused(err, ReasonBadToken) {
		t.Errorf("the freed seat's token: %v", err)
	}
	if h2.FreeSeats() != 1 || !h2.BotIn()[2] || h2.Names()[2] != "P2" {
		t.Errorf("after freeing: %d free, bots %v, names %v", h2.FreeSeats(), h2.BotIn(), h2.Names())
	}
	if _, err := NewHost(HostConfig{Rules: rules, Kinds: kinds, Names: []string{"a", "b", "c", "d"}, Tokens: []string{"x", "", "", ""}}); err == nil {
		t.Error("a token for the host's own seat was taken")
	}
}

func isRefused(err error, r Reason) bool {
	var re *RefusedError
	return errors.As(err, &re) && re.Reason == r
}

// TestTurnClock: a friend at the table who never acts nor asks for the
// next deal does not stall the table: with a turn clock his bot chooses
// each of his decisions when the clock runs out, and the next deal comes
// when the clock runs out between deals; he stays seated throughout. The
// host can also let the bot play for him at once while he is connected
// (SeatBot) and give him the seat back (SeatGuest).
func TestTurnClock(t *testing.T) {
	const clock = 50 * time.Millisecond
	rules := game.Rules{Players: 3}
	h := newTestHost(t, HostConfig{Rules: rules, Kinds: []Kind{KindHost, KindGuest, KindBot}, Grace: time.Minute, TurnClock: clock}, nil)
	var timeUps atomic.Int64
	go func() {
		for e := range h.Events() {
			if e.Kind == EventTimeUp {
				timeUps.Add(1)
			}
		}
	}()
	one := 1
	c, _, err := Dial(context.Background(), h.Addr().String(), Hello{Code: h.Code(), Name: "Idle", Seat: &one})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	go func() {
		for range c.Updates() { // reads, never acts
		}
	}()
	m, err := game.NewSitting(rules, testSeed)
	if err != nil {
		t.Fatal(err)
	}
	players := bots(t, 3)
	fallback := players[1]
	players[1] = h.Seat(1, fallback)
	ref := &turnloop.Headless{Sitting: m, Net: h, Players: players, Deals: 2}
	start := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if err := ref.Run(ctx); err != nil {
		t.Fatal(err)
	}
	took := time.Since(start)
	if !h.Connected()[1] || h.BotIn()[1] {
		t.Errorf("the idle friend: connected %v, bot in %v", h.Connected(), h.BotIn())
	}
	if timeUps.Load() == 0 {
		t.Error("no turn clock ran out")
	}
	if err := h.SeatBot(1); err != nil || !h.BotIn()[1] {
		t.Errorf("let the bot play for a connected friend: %v, %v", err, h.BotIn())
	}
	if err := h.SeatGuest(1); err != nil || h.BotIn()[1] {
		t.Errorf("the seat back to the friend: %v, %v", err, h.BotIn())
	}
	t.Logf("two deals with an idle friend and a %v clock took %v (%d clocks ran out)", clock, took, timeUps.Load())
}
