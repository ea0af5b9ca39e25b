package netplay

import (
	"context"
	"testing"
	"time"

	"github.com/cego-spiel/cego/game"
)

// TestFrozenPeersNoticed: host and guest ping each other every third of
// the read timeout. When the line freezes (nothing passes, nothing is
// closed: a frozen computer, a pulled cable), the host marks the guest
// away and the guest starts reconnecting, each within the read timeout;
// the guest comes back by himself. When the host then vanishes (its
// connections cut, nothing answers), the guest ends with Lost and no
// refusal: unreachable, not closed by the host.
func TestFrozenPeersNoticed(t *testing.T) {
	const readTimeout = time.Second
	oldTries, oldFirst, oldMax := reconnectTries, reconnectFirst, reconnectMax
	reconnectTries, reconnectFirst, reconnectMax = 50, 50*time.Millisecond, 200*time.Millisecond
	t.Cleanup(func() { reconnectTries, reconnectFirst, reconnectMax = oldTries, oldFirst, oldMax })

	h := newTestHost(t, HostConfig{Rules: game.Rules{Players: 3}, Kinds: []Kind{KindHost, KindGuest, KindBot},
		Grace: time.Minute, ReadTimeout: readTimeout}, nil)
	r := newRelay(t, h.Addr().String())
	one := 1
	c, w, err := Dial(context.Background(), r.Addr(), Hello{Code: h.Code(), Name: "Anna", Seat: &one})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if w.Keepalive != int(readTimeout.Milliseconds()/3) {
		t.Errorf("keepalive %d ms", w.Keepalive)
	}
	waitEvent(t, h, EventJoined, 1)
	go func() {
		for range c.Updates() {
		}
	}()
	states := make(chan ConnState, 16)
	go func() {
		for s := range c.States() {
			states <- s
		}
		close(states)
	}()
	left := make(chan time.Time, 4)
	back := make(chan time.Time, 4)
	go func() {
		for e := range h.Events() {
			switch e.Kind {
			case EventLeft:
				left <- time.Now()
			case EventReconnected:
				back <- time.Now()
			}
		}
	}()
	time.Sleep(2 * readTimeout) // the pings keep an idle line open
	select {
	case <-left:
		t.Fatal("an idle guest was taken for gone")
	default:
	}

	frozen := time.Now()
	r.Down() // until both noticed: else the guest may be back before the host noticed
	r.Freeze()
	var hostSaw, guestSaw time.Duration
	select {
	case at := <-left:
		hostSaw = at.Sub(frozen)
	case <-time.After(10 * readTimeout):
		t.Fatal("the host did not notice the frozen guest")
	}
	select {
	case s := <-states:
		if s.Status != Reconnecting {
			t.Fatalf("the guest reported %v", s.Status)
		}
		guestSaw = time.Since(frozen)
	case <-time.After(10 * readTimeout):
		t.Fatal("the guest did not notice the frozen host")
	}
	for _, d := range []time.Duration{hostSaw, guestSaw} {
		if d > 2*readTimeout {
			t.Errorf("noticed after %v; the read timeout is %v", d, readTimeout)
		}
	}
	r.Up()
	select {
	case <-back:
	case <-time.After(10 * time.Second):
		t.Fatal("the guest did not come back after the freeze")
	}
	if s := <-states; s.Status != Connected {
		t.Fatalf("after the freeze the guest reported %v", s.Status)
	}

	c.Close()
	for range states {
	}

	// The host vanishes: its connections end, nothing answers any more.
	// (Another client: the first one read the reconnection's settings.)
	reconnectTries = 4
	c2, _, err := Dial(context.Background(), r.Addr(), Hello{Code: h.Code(), Name: "Anna", Token: c.Token()})
	if err != nil {
		t.Fatal(err)
	}
	defer c2.Close()
	go func() {
		for range c2.Updates() {
		}
	}()
	r.Down()
	r.Cut()
	var last ConnState
	for s := range c2.States() {
		last = s
	}
	if last.Status != Lost || last.Reason != "" {
		t.Errorf("a vanished host: the guest ended with %+v; want Lost without a refusal", last)
	}
	t.Logf("read timeout %v: the host noticed the frozen guest after %v, the guest the frozen host after %v", readTimeout, hostSaw, guestSaw)
}
