package calibrate

import (
	"fmt"
	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/ai/internal/probe"
	"io"

	"github.com/cego-spiel/cego/ai/internal/measure"
	"github.com/cego-spiel/cego/game"
)

// calTune is the tuning bench: it plays a variant of the Normal bot in
// one seat against Normal in the others (duplicate) and prints the gain.
// Edit the variants to explore; run with ai/cmd/calibrate tune.
func calTune(args []string, out io.Writer) error {
	fs := measure.Flags("tune", out)
	deals := fs.Int("deals", 2000, "duplicate deals per variant and player count")
	if err := measure.ParseDeals(fs, args, deals); err != nil {
		return err
	}
	type v struct {
		name string
		f    func(*probe.Thresholds)
	}
	vs := []v{
		{"ladder+1", func(t *probe.Thresholds) { t.Ladder += 1; t.Mein += 1 }},
		{"ladder-1", func(t *probe.Thresholds) { t.Ladder -= 1; t.Mein -= 1 }},
		{"mein+1", func(t *probe.Thresholds) { t.Mein += 1 }},
		{"mein-1", func(t *probe.Thresholds) { t.Mein -= 1 }},
		{"contested2", func(t *probe.Thresholds) { t.Contested = 2 }},
		{"contestedHigh0", func(t *probe.Thresholds) { t.ContestedHigh = 0 }},
		{"cegomin+2", func(t *probe.Thresholds) { t.CegoMin += 2 }},
		{"cegomin-2", func(t *probe.Thresholds) { t.CegoMin -= 2 }},
		{"raeuber+2", func(t *probe.Thresholds) { t.Raeuber += 2 }},
		{"raeuber-2", func(t *probe.Thresholds) { t.Raeuber -= 2 }},
	}
	plain := func(s uint64) ai.Bot { return ai.NewRuleBot(s) }
	for _, players := range []int{4, 3} {
		for _, x := range vs {
			th := probe.DefaultThresholds(4)
			if players == 3 {
				th = probe.DefaultThresholds(3)
			}
			x.f(&th)
			variant := normal{th: &th, th3: &th}
			m, ci, err := duel(variant.bot, plain, game.Rules{Players: players}, *deals)
			if err != nil {
				return fmt.Errorf("%dp %s: %w", players, x.name, err)
			}
			fmt.Fprintf(out, "%dp %-12s vs normal: %.3f ± %.3f\n", players, x.name, m, ci)
		}
	}
	return nil
}
