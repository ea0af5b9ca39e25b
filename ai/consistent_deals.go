package ai

import (
	"time"

	"github.com/cego-spiel/cego/game"
)

// WeightedDeal is a whole deal consistent with what one seat has seen, at
// that seat's decision point, with the weight the search bots give it.
type WeightedDeal struct {
	State  game.State
	Weight float64
}

// ConsistentDeals draws deals consistent with v and weighs them as the
// Expert bot weighs the deals of its decisions (drawDeals with inference):
// ExpertConfig's ratio of candidates to deals (three candidates for each
// deal wanted), each candidate weighted by how well the rule bot explains
// the other seats' calls and cards, tempered to ExpertConfig().Temper of n,
// resampled to n deals and the copies of a deal merged into one deal of
// that many copies' weight (so the weights add up to n). The result
// depends only on v, n and seed. Fewer deals (even none) come back when
// few are consistent with v.
func ConsistentDeals(v game.View, n int, seed uint64) []WeightedDeal {
	if n < 1 {
		return nil
	}
	cfg := ExpertConfig()
	candidates := n * cfg.Candidates / max(1, cfg.Samples)
	deals, _, _ := drawDeals(&v, n, candidates, cfg.Inference, cfg.Temper,
		newRand(seed), NewRolloutBot(seed), time.Time{}, time.Time{})
	out := make([]WeightedDeal, len(deals))
	for i, d := range deals {
		out[i] = WeightedDeal{State: d.st, Weight: d.w}
	}
	return out
}
