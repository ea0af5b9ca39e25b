package main

import (
	"fmt"
	"io"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/ai/arena"
	"github.com/cego-spiel/cego/ai/internal/measure"
	"github.com/cego-spiel/cego/game"
)

// arenaDeclarer plays the duplicate arena of Normal against the Normal of
// before the declarer's look-ahead (four players, seeds 1 and 7) and
// writes the reports with the per-side table. -end tries other look-ahead
// parameters for Normal.
func arenaDeclarer(args []string, w io.Writer) error {
	fs := measure.Flags("arenadecl", w)
	deals := fs.Int("deals", 2000, "duplicate deals per seed")
	end := fs.String("end", "", "Normal's look-ahead: cards,samples,nodes,rollouts,margin,leads,in (default: Normal's own)")
	if err := measure.ParseDeals(fs, args, deals); err != nil {
		return err
	}
	a := arena.LevelEntrant(ai.Normal)
	if *end != "" {
		var err error
		if a, err = arena.VariantEntrant("normal-end:" + *end); err != nil {
			return err
		}
		a.Name = ai.Normal.String()
	}
	old, err := arena.VariantEntrant("normal-old")
	if err != nil {
		return err
	}
	return reportSeeds(w, arena.Config{A: a, B: old, Deals: *deals, Players: 4})
}

// arenaNullBids plays the duplicate arena of Normal against Normal with the
// old special-game bids (Piccolo only with the Gstieß), with four and three
// players, and writes the reports.
func arenaNullBids(args []string, w io.Writer) error {
	fs := measure.Flags("arenanull", w)
	deals := fs.Int("deals", 2000, "duplicate deals per seed and player count")
	if err := measure.ParseDeals(fs, args, deals); err != nil {
		return err
	}
	old, err := arena.VariantEntrant("normal-old-null")
	if err != nil {
		return err
	}
	for _, players := range []int{4, 3} {
		if err := reportSeeds(w, arena.Config{A: arena.LevelEntrant(ai.Normal), B: old, Deals: *deals, Players: players}); err != nil {
			return err
		}
	}
	return nil
}

// reportSeeds runs the arena cfg with each of the seeds 1 and 7 and writes
// the reports.
func reportSeeds(w io.Writer, cfg arena.Config) error {
	for _, seed := range []uint64{1, 7} {
		cfg.Seed = seed
		r, err := arena.Run(cfg)
		if err != nil {
			return err
		}
		r.Report(w)
	}
	return nil
}

// tuneDeclarer is the declarer's tuning bench: each variant of Normal's
// card-play weights (ai.DeclarerPlayVariants) against Normal on the same
// deals (four players, seeds 1 and 7), one line per variant with the gain
// and the gain as declarer in the games counted in card points.
func tuneDeclarer(args []string, w io.Writer) error {
	fs := measure.Flags("tunedecl", w)
	deals := fs.Int("deals", 2000, "duplicate deals per seed")
	if err := measure.ParseDeals(fs, args, deals); err != nil {
		return err
	}
	for _, name := range ai.DeclarerPlayVariants() {
		e, err := arena.VariantEntrant(name)
		if err != nil {
			return err
		}
		line := fmt.Sprintf("%-14s", name)
		for _, seed := range []uint64{1, 7} {
			r, err := arena.Run(arena.Config{A: e, B: arena.LevelEntrant(ai.Normal), Deals: *deals, Seed: seed, Players: 4})
			if err != nil {
				return err
			}
			line += fmt.Sprintf(" | s%d %+.3f±%.3f", seed, r.Mean, r.CI95)
			for _, k := range []game.Contract{game.Cego, game.Einer, game.Solo, game.Gegensolo} {
				d := r.Sides[k][arena.Declarer]
				line += fmt.Sprintf(" %s %+.2f±%.2f", k.String()[:2], d.Mean, d.CI95)
			}
		}
		fmt.Fprintln(w, line)
	}
	return nil
}
