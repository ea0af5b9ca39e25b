package ai

import (
	"github.com/cego-spiel/cego/ai/internal/probe"
	"github.com/cego-spiel/cego/ai/solver"
	"github.com/cego-spiel/cego/game"
)

// init hands the calibrations (ai/calibrate) the bots' insides they
// measure, through ai/internal/probe.
func init() {
	probe.DefaultThresholds = func(players int) thresholds {
		if players == 3 {
			return defaultThresholds3
		}
		return defaultThresholds
	}
	probe.RuleBotChoose = func(seed uint64, th, th3 *thresholds) func(game.View) game.Action {
		b := NewRuleBot(seed)
		if th != nil {
			b.th = th
		}
		if th3 != nil {
			b.th3 = th3
		}
		return b.Choose
	}
	probe.LadderEstimate = func(c game.Contract, hand game.Cards, players int) float64 {
		return bestLadder(c, hand, players, &defaultExchange)
	}
	probe.Contested = func(v *game.View, th *thresholds, c game.Contract) float64 {
		return (&RuleBot{opt: &defaultOptionLimits}).contested(v, th, c)
	}
	probe.CurrentRung = currentRung
	probe.KeepFor = func(c game.Contract, hand game.Cards) game.Cards { return keepFor(c, hand, &defaultExchange) }
	probe.KeptTrickValue = keptTrickValue
	probe.AdjSum = adjSum
	probe.SoloEstimate = soloEstimate
	probe.UltimoScore = ultimoScore
	probe.NullDanger = nullDanger
	probe.RaeuberPoints = raeuberPoints
	probe.Solvable = solvable
	probe.EvalPlay = func(s *solver.Solver, st *game.State, me game.Seat, legal []game.Action, band bool) ([]float64, bool) {
		out, ok := evalPlay(s, st, me, legal, band)
		if !ok {
			return nil, false
		}
		amt := make([]float64, len(out))
		for j, o := range out {
			amt[j] = o.amt
		}
		return amt, true
	}
	probe.LogLikelihood = func(seed uint64) func(v *game.View, st *game.State) (float64, bool) {
		model := NewRuleBot(seed)
		return func(v *game.View, st *game.State) (float64, bool) { return logLikelihood(v, st, model) }
	}
}
