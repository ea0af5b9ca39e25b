package netplay

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/turnloop"
)

// TestClientReconnects: when a guest's connection breaks (here: cut at the
// host's end in the middle of a deal), his Client dials again with its
// token by itself, reports Reconnecting then Connected, and plays on; the
// fallback is never asked and the sitting equals the local one.
func TestClientReconnects(t *testing.T) {
	rules := game.Rules{Players: 4}
	h := newTestHost(t, HostConfig{Rules: rules, Kinds: []Kind{KindHost, KindGuest, KindBot, KindBot}, Grace: time.Minute}, nil)
	one := 1
	c, w, err := Dial(context.Background(), h.Addr().String(), Hello{Code: h.Code(), Name: "Anna", Seat: &one})
	if err != nil {
		t.Fatal(err)
	}
	waitEvent(t, h, EventJoined, 1)
	st := &forgerStats{refused: map[Reason]int{}}
	driven := make(chan struct{})
	go func() { driveGuest(c, w, bots(t, 4)[1], false, st); close(driven) }()

	m, err := game.NewSitting(rules, testSeed)
	if err != nil {
		t.Fatal(err)
	}
	players := bots(t, 4)
	players[1] = h.Seat(1, mustFallBack{t, 1})
	ref := &turnloop.Headless{Sitting: m, Net: h, Players: players, Deals: 2, Observe: func(m *game.Sitting) {
		if m.DealNumber() == 1 && len(m.Actions()) == 6 {
			h.mu.Lock()
			h.seats[1].conn.ws.CloseNow() // the line breaks
			h.mu.Unlock()
			waitEvent(t, h, EventReconnected, 1)
		}
	}}
	if err := ref.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	h.Finish()
	<-driven
	if want := []ConnStatus{Reconnecting, Connected, HostLeft}; !slices.Equal(st.states, want) {
		t.Errorf("the client reported %v, want %v", st.states, want)
	}
	local := playLocal(t, rules, 2)
	if !slices.Equal(m.PersonTotals(), local.PersonTotals()) || st.deals != 2 || !slices.Equal(st.totals, local.PersonTotals()) {
		t.Errorf("totals %v (guest saw %v after %d deals), local %v", m.PersonTotals(), st.totals, st.deals, local.PersonTotals())
	}
}
