package calibrate

import (
	"fmt"
	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/ai/internal/probe"
	"io"
	"math/rand/v2"

	"github.com/cego-spiel/cego/ai/internal/measure"
	"github.com/cego-spiel/cego/ai/solver"
	"github.com/cego-spiel/cego/game"
)

// calDeclarerRegret (calibrate declregret -deals N) finds where Normal loses as
// declarer: on N deals played by Normal bots (four players), at every
// declarer's card decision in a game counted in card points, the settlement
// the card of Normal (and of the Normal of before the look-ahead and of
// before issue #21) loses against the best card with every card open (factor bands
// from eight cards, won or lost above), by contract and trick. A measuring
// tool, not a check; the figures are double-dummy (an upper bound of what
// knowing the cards is worth), so they say where, not how much.
func calDeclarerRegret(args []string, out io.Writer) error {
	fs := measure.Flags("declregret", out)
	declRegret := fs.Int("deals", 0, "deals to play (required)")
	if err := measure.ParseDeals(fs, args, declRegret); err != nil {
		return err
	}
	today, err := ai.NewVariant("normal-today", 1)
	if err != nil {
		return err
	}
	players := []struct {
		name string
		bot  ai.Bot
	}{{"normal-old", ai.NewRolloutBot(1)}, {"normal-today", today}, {"normal", ai.NewRuleBot(1)}}
	type cell struct {
		n      int
		regret []float64
	}
	var byTrick [12]cell
	byContract := map[game.Contract]*cell{}
	byRule := map[string]*cell{}
	s := solver.New(18, 2_000_000)
	rng := rand.New(rand.NewPCG(uint64(*declRegret), 5))
	play := ai.NewRuleBot(1)
	for range *declRegret {
		st := game.Deal(game.Rules{}, game.Seat(rng.IntN(4)), rng.Uint64())
		for st.Phase() != game.Done {
			v := st.View(st.Turn())
			var buf [64]game.Action
			legal := v.AppendLegal(buf[:0])
			if v.Phase() == game.Playing && len(legal) > 1 && v.Seat() == v.Declarer() && v.Contract().Info().Normal {
				s.Reset()
				truth, ok := probe.EvalPlay(s, &st, v.Seat(), legal, v.Hand().Len() <= 8)
				if ok {
					best := truth[0]
					for _, o := range truth {
						best = max(best, o)
					}
					k := v.TrickCount() + 1
					c := byContract[v.Contract()]
					if c == nil {
						c = &cell{regret: make([]float64, len(players))}
						byContract[v.Contract()] = c
					}
					if byTrick[k].regret == nil {
						byTrick[k].regret = make([]float64, len(players))
					}
					byTrick[k].n++
					c.n++
					d := ai.NewRolloutBot(1).Decide(v)
					rule := d.Rule
					if v.CurrentTrick().N == 0 {
						rule += " (lead)"
					}
					r := byRule[rule]
					if r == nil {
						r = &cell{regret: make([]float64, len(players))}
						byRule[rule] = r
					}
					r.n++
					for p, pl := range players {
						a := pl.bot.Choose(v)
						for j, x := range legal {
							if x == a {
								byTrick[k].regret[p] += best - truth[j]
								c.regret[p] += best - truth[j]
								r.regret[p] += best - truth[j]
							}
						}
					}
				}
			}
			if err := st.Apply(play.Choose(v)); err != nil {
				return err
			}
		}
	}
	line := func(name string, c cell) {
		s := fmt.Sprintf("%-22s n=%5d", name, c.n)
		for p, pl := range players {
			s += fmt.Sprintf("  %s: sum %7.1f mean %.3f", pl.name, c.regret[p], c.regret[p]/float64(max(c.n, 1)))
		}
		fmt.Fprintln(out, s)
	}
	for k := 1; k <= 11; k++ {
		if byTrick[k].n > 0 {
			line(fmt.Sprintf("trick %d", k), byTrick[k])
		}
	}
	for name, r := range byRule {
		line(name, *r)
	}
	for k := game.Contract(1); int(k) < game.NumContracts; k++ {
		if c := byContract[k]; c != nil {
			line(k.String(), *c)
		}
	}
	return nil
}
