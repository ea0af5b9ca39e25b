package main

import (
	"context"
	"fmt"
	"io"
	"runtime"
	"slices"
	"sync"
	"time"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/ai/internal/measure"
	"github.com/cego-spiel/cego/ai/review"
	"github.com/cego-spiel/cego/game"
)

// reviewSpeed times the review of whole deals as the table's window runs
// it: review.Deal, the cards (8 s a decision at most), the calls (4 s and
// 3 million nodes a call) and the exchange (20 s and 20 million nodes)
// side by side, the calls' lines on as many solvers as Go uses cores (the
// exchange's alternatives on one, as in the window), for seat
// 0 (with -declarer the declarer's seat, which has the exchange to review
// too) of deals played by bots of a level (four players). It prints when
// each part's last verdict came (from the start of the review; the calls
// at 0 when the seat made none, the exchange when Exchange returned) and
// the median and 90th percentile of the whole. The budgets are the
// window's at the time of writing.
func reviewSpeed(args []string, w io.Writer) error {
	fs := measure.Flags("reviewspeed", w)
	deals := fs.Int("deals", 10, "deals to review")
	levelName := fs.String("level", ai.Normal.String(), "the bots that play the deals")
	decl := fs.Bool("declarer", false, "review the declarer's seat instead of seat 0")
	if err := measure.ParseDeals(fs, args, deals); err != nil {
		return err
	}
	level, err := ai.ParseLevel(*levelName)
	if err != nil {
		return err
	}
	var totals []time.Duration
	for i := range *deals {
		seed := game.SplitMix64(uint64(i) + 99)
		start := game.Deal(game.Rules{}, game.Seat(i%4), seed)
		st := start
		var acts []game.Action
		for st.Phase() != game.Done {
			b, err := ai.New(level, seed+uint64(st.Turn()))
			if err != nil {
				return err
			}
			a := b.Choose(st.View(st.Turn()))
			if err := st.Apply(a); err != nil {
				return err
			}
			acts = append(acts, a)
		}
		seat := game.Seat(0)
		if *decl && st.Declarer() >= 0 {
			seat = st.Declarer()
		}
		var mu sync.Mutex
		var cards, calls, exch time.Duration
		t0 := time.Now()
		at := func(d *time.Duration) func() {
			return func() { mu.Lock(); *d = time.Since(t0); mu.Unlock() }
		}
		cfg := review.DealConfig{
			Cards:    review.Config{Budget: 8 * time.Second},
			Calls:    review.CallConfig{Budget: 4 * time.Second, NodeCap: 3_000_000, Seed: seed, Workers: runtime.GOMAXPROCS(0)},
			Exchange: review.Config{Budget: 20 * time.Second, NodeCap: 20_000_000},
		}
		cardsAt, callsAt, exchAt := at(&cards), at(&calls), at(&exch)
		cfg.Cards.Progress = func(int, review.CardVerdict) { cardsAt() }
		cfg.Calls.Progress = func(int, review.CallVerdict) { callsAt() }
		cfg.ExchangeDone = func([]review.ExchangeVerdict) { exchAt() }
		t0 = time.Now()
		if _, err := review.Deal(context.Background(), start, acts, seat, cfg); err != nil {
			return err
		}
		total := time.Since(t0)
		totals = append(totals, total)
		fmt.Fprintf(w, "deal %2d (%v, seat %d %s): the last verdict of the cards at %v, the calls at %v, the exchange at %v; all %v\n", i, st.Contract(), seat,
			map[bool]string{true: "declarer", false: "defender"}[st.Declarer() == seat],
			cards.Round(time.Millisecond), calls.Round(time.Millisecond), exch.Round(time.Millisecond), total.Round(time.Millisecond))
	}
	slices.Sort(totals)
	fmt.Fprintf(w, "%d deals: median %v, 90th percentile %v\n", len(totals), measure.Percentile(totals, 0.5).Round(time.Millisecond), measure.Percentile(totals, 0.9).Round(time.Millisecond))
	return nil
}
