package ai

import (
	"fmt"
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
		f    func(*thresholds)
	}
	vs := []v{
		{"ladder+1", func(t *thresholds) { t.Ladder += 1; t.Mein += 1 }},
		{"ladder-1", func(t *thresholds) { t.Ladder -= 1; t.Mein -= 1 }},
		{"mein+1", func(t *thresholds) { t.Mein += 1 }},
		{"mein-1", func(t *thresholds) { t.Mein -= 1 }},
		{"contested2", func(t *thresholds) { t.Contested = 2 }},
		{"contestedHigh0", func(t *thresholds) { t.ContestedHigh = 0 }},
		{"cegomin+2", func(t *thresholds) { t.CegoMin += 2 }},
		{"cegomin-2", func(t *thresholds) { t.CegoMin -= 2 }},
		{"raeuber+2", func(t *thresholds) { t.Raeuber += 2 }},
		{"raeuber-2", func(t *thresholds) { t.Raeuber -= 2 }},
	}
	normal := func(s uint64) Bot { return NewRuleBot(s) }
	for _, players := range []int{4, 3} {
		for _, x := range vs {
			th := defaultThresholds
			if players == 3 {
				th = defaultThresholds3
			}
			x.f(&th)
			m, ci := duel(func(s uint64) Bot { b := NewRuleBot(s); b.th, b.th3 = &th, &th; return b }, normal, game.Rules{Players: players}, *deals)
			fmt.Fprintf(out, "%dp %-12s vs normal: %.3f ± %.3f\n", players, x.name, m, ci)
		}
	}
	return nil
}
