package netplay

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/turnloop"
)

// TestEndByAgreement: the sitting ends early only when every human at the
// table agrees — a guest who left does not count, one at the table who
// has not agreed holds it — and the turn loop (turnloop.Headless) stops with turnloop.ErrEndedEarly.
// SeatBot lets the bot play for the guest who left without waiting out
// the grace time.
func TestEndByAgreement(t *testing.T) {
	rules := game.Rules{Players: 4}
	h := newTestHost(t, HostConfig{Rules: rules, Kinds: []Kind{KindHost, KindGuest, KindGuest, KindBot}, Grace: time.Hour}, nil)
	addr := h.Addr().String()
	ctx := context.Background()
	a, aw, err := Dial(ctx, addr, Hello{Code: h.Code(), Name: "Anna"})
	if err != nil {
		t.Fatal(err)
	}
	b, _, err := Dial(ctx, addr, Hello{Code: h.Code(), Name: "Bert"})
	if err != nil {
		t.Fatal(err)
	}
	waitEvent(t, h, EventJoined, 1, 2)
	if aw.Person != 1 || b.Person() != 2 || h.FreeSeats() != 0 {
		t.Fatalf("persons %d, %d; %d free", aw.Person, b.Person(), h.FreeSeats())
	}
	// "let the bot play" for a friend at the table, and his seat back
	if err := h.SeatBot(1); err != nil || !h.BotIn()[1] {
		t.Errorf("SeatBot for a guest at the table: %v", err)
	}
	if err := h.SeatGuest(1); err != nil || h.BotIn()[1] {
		t.Errorf("SeatGuest: %v", err)
	}

	h.ProposeEnd(true)
	a.ProposeEnd(true)
	waitEvent(t, h, EventEndProposed, 0, 1)
	if h.EndAgreed() {
		t.Fatal("ended while Bert has not agreed")
	}
	b.Close() // Bert leaves: the others decide
	waitEvent(t, h, EventLeft, 2)
	if !h.EndAgreed() {
		t.Fatal("not ended though everybody at the table agreed")
	}
	if err := h.SeatBot(2); err != nil {
		t.Fatal(err)
	}
	m, err := game.NewSitting(rules, testSeed)
	if err != nil {
		t.Fatal(err)
	}
	players := bots(t, 4)
	players[1] = h.Seat(1, players[1])
	players[2] = h.Seat(2, players[2])
	ref := &turnloop.Headless{Sitting: m, Net: h, Players: players, Deals: 5}
	if err := ref.Run(ctx); !errors.Is(err, turnloop.ErrEndedEarly) {
		t.Fatalf("Run: %v, want turnloop.ErrEndedEarly", err)
	}
	// Anna saw the table with the agreement.
	u := <-a.Updates()
	if !u.EndAgreed[0] || !u.EndAgreed[1] || u.EndAgreed[2] || u.Connected[2] || !u.BotIn[2] {
		t.Errorf("Anna's update: end %v, connected %v, bot in %v", u.EndAgreed, u.Connected, u.BotIn)
	}
	h.Close()
	for st := range a.States() {
		if st.Status != HostLeft || st.Reason != ReasonHostLeft {
			t.Errorf("Anna's connection: %+v", st)
		}
	}
}
