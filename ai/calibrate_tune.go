package ai

import (
	"fmt"
	"io"

	"github.com/cego-spiel/cego/ai/internal/measure"
	"github.com/cego-spiel/cego/game"
)

// duelN plays deals: seat-rotated variant X vs baseline Y (both RuleBots), duplicate.
func duelN(mk func(seed uint64) Bot, deals, players int) (float64, float64) {
	var sum, ss float64
	for i := 0; i < deals; i++ {
		seed := game.SplitMix64(uint64(i) + 777)
		rules := game.Rules{Players: players}
		run := func(aSeat int) [4]int {
			st := game.Deal(rules, game.Seat(i%players), seed)
			bots := make([]Bot, players)
			for s := range bots {
				if s == aSeat {
					bots[s] = mk(SeatSeed(seed, s))
				} else {
					bots[s] = NewRuleBot(SeatSeed(seed, s))
				}
			}
			for st.Phase() != game.Done {
				p := st.Turn()
				st.Apply(bots[p].Choose(st.View(p)))
			}
			return st.Score()
		}
		base := run(-1)
		d := 0.0
		for s := 0; s < players; s++ {
			d += float64(run(s)[s] - base[s])
		}
		d /= float64(players)
		sum += d
		ss += d * d
	}
	n := float64(deals)
	m := sum / n
	return m, 1.96 * sqrt((ss/n-m*m)/n)
}

func sqrt(x float64) float64 {
	z := x
	if z <= 0 {
		return 0
	}
	for i := 0; i < 50; i++ {
		z = (z + x/z) / 2
	}
	return z
}

// calTune is the tuning bench: it plays a variant of the Normal bot in
// one seat against Normal in the others (duplicate) and prints the gain.
// Edit the variants to explore; run with ai/cmd/calibrate tune.
func calTune(args []string, out io.Writer) error {
	fs := measure.Flags("tune", out)
	deals := fs.Int("deals", 2000, "duplicate deals per variant and player count")
	if err := parseDeals(fs, args, deals); err != nil {
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
	for _, players := range []int{4, 3} {
		for _, x := range vs {
			th := defaultThresholds
			if players == 3 {
				th = defaultThresholds3
			}
			x.f(&th)
			m, ci := duelN(func(s uint64) Bot { b := NewRuleBot(s); b.th, b.th3 = &th, &th; return b }, *deals, players)
			fmt.Fprintf(out, "%dp %-12s vs normal: %.3f ± %.3f\n", players, x.name, m, ci)
		}
	}
	return nil
}
