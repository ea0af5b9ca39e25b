package netplay

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/turnloop"
)

// TestGuestKilledAndBack: a guest process killed in the middle of a deal
// is played by its fallback bot once the grace time is over; restarted
// with its token it takes the seat back and plays the last deal itself
// (the fallback is not asked again), and the sitting ends normally with
// every guest seeing the same results. Every message is checked against
// the guest's view, the welcome's finished deals too.
func TestGuestKilledAndBack(t *testing.T) {
	rules := game.Rules{Players: 4}
	chk := newViewChecker()
	h := newTestHost(t, HostConfig{Rules: rules, Kinds: []Kind{KindHost, KindGuest, KindGuest, KindGuest},
		Grace: 300 * time.Millisecond}, chk.tap)
	addr := h.Addr().String()
	var guests []*guestProc
	for seat := 1; seat <= 3; seat++ {
		guests = append(guests, spawnGuest(t, addr, h.Code(), seat, ""))
	}
	waitEvent(t, h, EventJoined, 1, 2, 3)
	token, ok := guests[1].line("TOKEN")
	if !ok {
		t.Fatal("guest 2 printed no token")
	}
	m, err := game.NewSitting(rules, testSeed)
	if err != nil {
		t.Fatal(err)
	}
	fb, err := ai.New(testLevel, botSeed(2)+100)
	if err != nil {
		t.Fatal(err)
	}
	fallback := &countingBot{bot: fb}
	players := bots(t, 4)
	players[1] = h.Seat(1, mustFallBack{t, 1})
	players[2] = h.Seat(2, fallback)
	players[3] = h.Seat(3, mustFallBack{t, 3})
	reconnected := make(chan struct{})
	fallbackBefore := -1
	ref := &turnloop.Headless{Sitting: m, Net: h, Players: players, Deals: 3, Observe: func(m *game.Sitting) {
		chk.observe(m)
		// The last deal starts once the guest is back, so that he plays it.
		if m.DealNumber() == 3 && len(m.Actions()) == 0 {
			select {
			case <-reconnected:
			case <-time.After(30 * time.Second):
				t.Error("guest 2 did not come back within 30 s")
			}
			fallbackBefore = fallback.count()
		}
	}}
	errc := make(chan error, 1)
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		defer cancel()
		errc <- ref.Run(ctx)
	}()

	// Kill guest 2 right after his first card of deal 2.
	for {
		l, ok := guests[1].line("ACT")
		if !ok {
			t.Fatal("guest 2 ended before deal 2's play")
		}
		if strings.HasPrefix(l, "2 ") && strings.HasSuffix(l, " "+game.Playing.String()) {
			break
		}
	}
	if err := guests[1].cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	waitEvent(t, h, EventBotIn, 2)
	back := spawnGuest(t, addr, h.Code(), 2, token)
	waitEvent(t, h, EventReconnected, 2)
	close(reconnected)
	if err := <-errc; err != nil {
		t.Fatal(err)
	}
	h.Finish()

	if fallback.count() == 0 || fallbackBefore != fallback.count() {
		t.Errorf("the fallback chose %d times before the last deal and %d in all; want some, and none in the last deal", fallbackBefore, fallback.count())
	}
	acts3 := 0
	for {
		l, ok := back.line("ACT")
		if !ok {
			break
		}
		if strings.HasPrefix(l, "3 ") {
			acts3++
			break
		}
	}
	if acts3 == 0 {
		t.Error("the guest who came back did not act in the last deal")
	}
	var wantScores [][4]int
	for _, d := range m.Deals() {
		wantScores = append(wantScores, d.Score)
	}
	for i, g := range []*guestProc{guests[0], back, guests[2]} {
		r := g.result(t)
		if !slices.Equal(r.Totals, m.PersonTotals()) || !slices.Equal(r.Scores, wantScores) {
			t.Errorf("guest %d saw %v, %v; the host %v, %v", i+1, r.Scores, r.Totals, wantScores, m.PersonTotals())
		}
	}
	errs, messages, _, _, doneViews := chk.report()
	for _, e := range errs {
		t.Error(e)
	}
	if doneViews == 0 {
		t.Error("the welcome of the guest who came back held no finished deal")
	}
	t.Logf("%d messages checked, %d finished deals in welcomes", messages, doneViews)
	t.Logf("fallback decisions: %d; totals %v", fallback.count(), m.PersonTotals())
}
