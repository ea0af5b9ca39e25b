package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/ai/arena"
	"github.com/cego-spiel/cego/ai/internal/cputime"
	"github.com/cego-spiel/cego/ai/internal/measure"
	"github.com/cego-spiel/cego/game"
)

// arenaDeclarer plays the duplicate arena of Normal against the Normal of
// before issue #21's declarer play ("normal-today"; -b names another
// variant, such as "normal-old", the Normal of before the look-ahead), four
// players, seeds 1 and 7 (-seeds), and writes the reports with the per-side
// table: the gain a play as declarer per contract with its 95 % interval.
// With -same-calls (the default) the baseline makes the calls of Normal's
// seat too, so that both play the same contract from the same seat and
// differ only in the exchange and the card play. -end tries other
// look-ahead parameters for Normal.
func arenaDeclarer(args []string, w io.Writer) error {
	fs := measure.Flags("arenadecl", w)
	deals := fs.Int("deals", 2000, "duplicate deals per seed")
	end := fs.String("end", "", "Normal's look-ahead: solveCards,samples,nodeCap,rollouts,margin,leads,in,batch,rolloutCards,soloRollouts,maxSamples,infer,soloSolveCards (default: Normal's own)")
	base := fs.String("b", "normal-today", "the variant of Normal to measure against")
	same := fs.Bool("same-calls", true, "the baseline makes the calls of Normal's seat, so that only the exchange and the card play differ")
	seeds := fs.String("seeds", "1,7", "seeds of the deals, comma-separated")
	workers := fs.Int("workers", 0, "deals played at once (0: one per CPU; 1 adds Normal's decision times in CPU time)")
	if err := measure.ParseDeals(fs, args, deals); err != nil {
		return err
	}
	ss, err := parseSeeds(*seeds)
	if err != nil {
		return err
	}
	a := arena.LevelEntrant(ai.Normal)
	if *end != "" {
		if a, err = arena.VariantEntrant("normal-end:" + *end); err != nil {
			return err
		}
		a.Name = ai.Normal.String()
	}
	b, err := arena.VariantEntrant(*base)
	if err != nil {
		return err
	}
	cfg := arena.Config{A: a, B: b, Deals: *deals, Players: 4, SameCalls: *same, Workers: *workers}
	if *workers == 1 {
		cfg.CPU = cputime.Process // Normal's decision times in CPU time too
	}
	return reportSeeds(w, cfg, ss...)
}

// parseSeeds reads a comma-separated list of seeds.
func parseSeeds(list string) ([]uint64, error) {
	var out []uint64
	for f := range strings.SplitSeq(list, ",") {
		s, err := strconv.ParseUint(strings.TrimSpace(f), 10, 64)
		if err != nil {
			return nil, fmt.Errorf("-seeds %q: %v", list, err)
		}
		out = append(out, s)
	}
	return out, nil
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
		if err := reportSeeds(w, arena.Config{A: arena.LevelEntrant(ai.Normal), B: old, Deals: *deals, Players: players}, 1, 7); err != nil {
			return err
		}
	}
	return nil
}

// reportSeeds runs the arena cfg with each of the seeds and writes the
// reports.
func reportSeeds(w io.Writer, cfg arena.Config, seeds ...uint64) error {
	for _, seed := range seeds {
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
