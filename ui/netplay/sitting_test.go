package netplay

import (
	"context"
	"encoding/json"
	"slices"
	"testing"
	"time"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/turnloop"
)

const sittingDeals = 3

// TestSittingAcrossProcesses: a host (this process) and three guests in
// processes of their own play a sitting over loopback; each guest's bot
// chooses from the views it decodes. The sitting — every deal, action and
// settlement — equals the same seed played in one process with the same
// bots, and so do the results the guests saw. Every message to a guest is
// checked against his view (viewChecker).
// With FIVE_AT_TABLE the fifth person is a bot of the host's and the
// dealer sits out (his view is the public one).
func TestSittingAcrossProcesses(t *testing.T) {
	t.Run("four", func(t *testing.T) {
		playAcrossProcesses(t, game.Rules{Players: 4}, []Kind{KindHost, KindGuest, KindGuest, KindGuest})
	})
	t.Run("five-at-table", func(t *testing.T) {
		playAcrossProcesses(t, game.Rules{Players: 4, FiveAtTable: true}, []Kind{KindHost, KindGuest, KindGuest, KindGuest, KindBot})
	})
}

func playAcrossProcesses(t *testing.T, rules game.Rules, kinds []Kind) {
	chk := newViewChecker()
	h := newTestHost(t, HostConfig{Rules: rules, Kinds: kinds, Grace: time.Minute}, chk.tap)
	addr := h.Addr().String()
	var guests []*guestProc
	for seat := 1; seat <= 3; seat++ {
		guests = append(guests, spawnGuest(t, addr, h.Code(), seat, ""))
	}
	waitEvent(t, h, EventJoined, 1, 2, 3)
	m, err := game.NewSitting(rules, testSeed)
	if err != nil {
		t.Fatal(err)
	}
	players := bots(t, m.People())
	for seat := 1; seat <= 3; seat++ {
		players[seat] = h.Seat(seat, mustFallBack{t, seat})
	}
	ref := &turnloop.Headless{Sitting: m, Net: h, Players: players, Deals: sittingDeals, Observe: chk.observe}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	if err := ref.Run(ctx); err != nil {
		t.Fatal(err)
	}
	h.Finish()

	local := playLocal(t, rules, sittingDeals)
	got, _ := json.Marshal(m)
	want, _ := json.Marshal(local)
	if string(got) != string(want) {
		t.Fatalf("the sitting over the network\n%s\ndiffers from the local one\n%s", got, want)
	}
	wantTotals := local.PersonTotals()
	var wantScores [][4]int
	for _, d := range local.Deals() {
		wantScores = append(wantScores, d.Score)
	}
	for i, g := range guests {
		r := g.result(t)
		if !slices.Equal(r.Totals, wantTotals) || !slices.Equal(r.Scores, wantScores) {
			t.Errorf("guest %d saw scores %v, totals %v; want %v, %v", i+1, r.Scores, r.Totals, wantScores, wantTotals)
		}
	}
	errs, messages, revealed, withheld, _ := chk.report()
	for _, e := range errs {
		t.Error(e)
	}
	t.Logf("%d messages to guests checked; %d tokens of others' actions sent, %d withheld; totals %v",
		messages, revealed, withheld, wantTotals)
	if revealed == 0 || withheld == 0 {
		t.Errorf("the sitting did not exercise the filter: %d tokens sent, %d withheld", revealed, withheld)
	}
}
