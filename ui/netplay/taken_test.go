package netplay

import (
	"context"
	"testing"
	"time"

	"github.com/cego-spiel/cego/game"
)

// TestLeftSeatIsNotFree (#33 item 9): a stranger with the code takes a
// seat and leaves. His token still holds the seat (FreeSeats counts it
// taken), and the update the friend at the table gets says so (Taken):
// the seat is not called free while the free count is 0. Freed by the
// host, it is free again on both.
func TestLeftSeatIsNotFree(t *testing.T) {
	rules := game.Rules{Players: 4}
	kinds := []Kind{KindHost, KindGuest, KindGuest, KindBot}
	h := newTestHost(t, HostConfig{Rules: rules, Kinds: kinds, Grace: time.Minute}, nil)
	h.Publish(playLocal(t, rules, 1), game.NoSeat, 0)
	friend, _, err := Dial(context.Background(), h.Addr().String(), Hello{Code: h.Code(), Name: "Anna"})
	if err != nil {
		t.Fatal(err)
	}
	defer friend.Close()
	stranger, sw, err := Dial(context.Background(), h.Addr().String(), Hello{Code: h.Code(), Name: "Zed"})
	if err != nil {
		t.Fatal(err)
	}
	p := sw.Person
	stranger.Close()
	waitEvent(t, h, EventLeft, p)
	// the friend's newest update that shows the stranger gone
	until := func(what string, ok func(Update) bool) Update {
		t.Helper()
		timeout := time.After(30 * time.Second)
		for {
			select {
			case u := <-friend.Updates():
				if ok(u) {
					return u
				}
			case <-timeout:
				t.Fatalf("no update %s within 30 s", what)
			}
		}
	}
	u := until("with the stranger away", func(u Update) bool { return !u.Connected[p] })
	if free := h.FreeSeats(); free != 0 || !u.Taken[p] || u.BotIn[p] {
		t.Errorf("the stranger away: %d free seats, the friend is told taken %v, bot in %v", free, u.Taken[p], u.BotIn[p])
	}
	if err := h.FreeSeat(p); err != nil {
		t.Fatal(err)
	}
	until("with the seat freed", func(u Update) bool { return !u.Taken[p] })
	if free := h.FreeSeats(); free != 1 {
		t.Errorf("the seat freed: %d free seats, want 1", free)
	}
}
