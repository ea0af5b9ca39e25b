package netplay

import (
	"context"
	"errors"
	"slices"
	"sync/atomic"
	"testing"
	"time"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/turnloop"
)

// TestActionLostInABlip: the guest decides his action while the line is
// cut (the host has not seen it; sending fails). When the client is back,
// it sends the action again by itself, the host takes it, and the sitting
// goes on — the fallback is never asked, and it equals the local one. A
// "next deal" said during a second cut is said again as well.
func TestActionLostInABlip(t *testing.T) {
	old := reconnectFirst
	reconnectFirst = 20 * time.Millisecond
	t.Cleanup(func() { reconnectFirst = old })
	rules := game.Rules{Players: 4}
	h := newTestHost(t, HostConfig{Rules: rules, Kinds: []Kind{KindHost, KindGuest, KindBot, KindBot}, Grace: time.Minute}, nil)
	go func() {
		for range h.Events() {
		}
	}()
	r := newRelay(t, h.Addr().String())
	one := 1
	c, w, err := Dial(context.Background(), r.Addr(), Hello{Code: h.Code(), Name: "Anna", Seat: &one})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	bot := bots(t, 4)[1]
	var lostActs, lostReadies atomic.Int64
	// cut breaks the line and waits until the client knows it
	cut := func() {
		r.Down()
		r.Cut()
		for s := range c.States() {
			if s.Status == Reconnecting {
				return
			}
		}
	}
	go func() {
		acted := map[[2]int]bool{}
		mine := 0
		handle := func(u Update) {
			if u.View.Phase() == game.Done {
				if !acted[[2]int{u.Deal, -1}] {
					acted[[2]int{u.Deal, -1}] = true
					if u.Deal == 1 {
						cut()
						if err := c.Ready(u.Deal); errors.Is(err, ErrNotConnected) {
							lostReadies.Add(1)
						}
						r.Up()
						return
					}
					c.Ready(u.Deal)
				}
				return
			}
			if u.Turn != c.Person() || acted[[2]int{u.Deal, u.Seq}] {
				return
			}
			acted[[2]int{u.Deal, u.Seq}] = true
			a := bot.Choose(u.View)
			if mine++; mine == 3 || mine == 20 { // decided, then the line breaks before it is sent
				cut()
				if err := c.Act(u.Deal, u.Seq, a); errors.Is(err, ErrNotConnected) {
					lostActs.Add(1)
				}
				r.Up()
				return
			}
			c.Act(u.Deal, u.Seq, a)
		}
		if w.Current != nil {
			handle(*w.Current)
		}
		for {
			select {
			case u, ok := <-c.Updates():
				if !ok {
					return
				}
				handle(u)
			case <-c.States():
			}
		}
	}()
	m, err := game.NewSitting(rules, testSeed)
	if err != nil {
		t.Fatal(err)
	}
	players := bots(t, 4)
	players[1] = h.Seat(1, mustFallBack{t, 1})
	ref := &turnloop.Headless{Sitting: m, Net: h, Players: players, Deals: 2}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if err := ref.Run(ctx); err != nil {
		t.Fatal(err)
	}
	h.Finish()
	if lostActs.Load() != 2 || lostReadies.Load() != 1 {
		t.Errorf("%d actions and %d readies were kept from the host by a cut; want 2 and 1", lostActs.Load(), lostReadies.Load())
	}
	local := playLocal(t, rules, 2)
	if !slices.Equal(m.PersonTotals(), local.PersonTotals()) {
		t.Errorf("totals %v, local %v", m.PersonTotals(), local.PersonTotals())
	}
}
