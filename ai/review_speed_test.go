package ai

import (
	"context"
	"flag"
	"slices"
	"testing"
	"time"

	"github.com/cego-spiel/cego/game"
)

var (
	reviewSpeed      = flag.Int("reviewspeed", 0, "deals for TestReviewSpeed (0: skip)")
	reviewSpeedLevel = flag.String("reviewspeed-level", "normal", "TestReviewSpeed: the bots that play the deals")
	reviewSpeedDecl  = flag.Bool("reviewspeed-declarer", false, "TestReviewSpeed: review the declarer's seat instead of seat 0")
)

// TestReviewSpeed (-args -reviewspeed N) times the review of whole deals as
// the table's window runs it: the cards (Review, 8 s a decision at most),
// the calls (ReviewCalls, 4 s and 3 million nodes a call) and the exchange
// (ReviewExchange, 20 s and 20 million nodes), one after the other, for
// seat 0 (with -reviewspeed-declarer the declarer's seat, which has the
// exchange to review too) of N deals played by bots of a level (-reviewspeed-level, Normal
// by default; four players); it logs when
// each part's last verdict came and the median and 90th percentile of the
// whole. A measuring tool, not a check (the budgets are the window's of
// the time of writing).
func TestReviewSpeed(t *testing.T) {
	if *reviewSpeed == 0 {
		t.Skip("measurement; run with -args -reviewspeed N")
	}
	level, err := ParseLevel(*reviewSpeedLevel)
	if err != nil {
		t.Fatal(err)
	}
	var totals []time.Duration
	for i := range *reviewSpeed {
		seed := game.SplitMix64(uint64(i) + 99)
		start := game.Deal(game.Rules{}, game.Seat(i%4), seed)
		st := start
		var acts []game.Action
		for st.Phase() != game.Done {
			b, err := New(level, seed+uint64(st.Turn()))
			if err != nil {
				t.Fatal(err)
			}
			a := b.Choose(st.View(st.Turn()))
			if err := st.Apply(a); err != nil {
				t.Fatal(err)
			}
			acts = append(acts, a)
		}
		seat := game.Seat(0)
		if *reviewSpeedDecl && st.Declarer() >= 0 {
			seat = st.Declarer()
		}
		ctx := context.Background()
		t0 := time.Now()
		if _, err := Review(ctx, start, acts, seat, ReviewConfig{Budget: 8 * time.Second}); err != nil {
			t.Fatal(err)
		}
		cards := time.Since(t0)
		if _, err := ReviewCalls(ctx, start, acts, seat, CallReviewConfig{Budget: 4 * time.Second, NodeCap: 3_000_000, Seed: seed}); err != nil {
			t.Fatal(err)
		}
		calls := time.Since(t0)
		if _, err := ReviewExchange(ctx, start, acts, seat, ReviewConfig{Budget: 20 * time.Second, NodeCap: 20_000_000}); err != nil {
			t.Fatal(err)
		}
		total := time.Since(t0)
		totals = append(totals, total)
		t.Logf("deal %2d (%v, seat %d %s): cards %v, calls %v, exchange %v, total %v", i, st.Contract(), seat,
			map[bool]string{true: "declarer", false: "defender"}[st.Declarer() == seat],
			cards.Round(time.Millisecond), (calls - cards).Round(time.Millisecond), (total - calls).Round(time.Millisecond), total.Round(time.Millisecond))
	}
	slices.Sort(totals)
	t.Logf("%d deals: median %v, 90th percentile %v", len(totals), percentile(totals, 0.5).Round(time.Millisecond), percentile(totals, 0.9).Round(time.Millisecond))
}
