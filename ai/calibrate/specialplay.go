package calibrate

import (
	"fmt"
	"github.com/cego-spiel/cego/ai"
	"io"
	"math"
	"slices"
	"time"

	"github.com/cego-spiel/cego/ai/internal/measure"
	"github.com/cego-spiel/cego/game"
)

// calSpecialPlay measures SearchConfig.Chances: on deals of Normal bots, at
// every spot where a seat may call a special game and the auction's
// play-outs win it at a rate of at least -min (as in ownwin), it calls the
// game and plays it out twice against the same Normal bots, once with
// a baseline in the seat and once with a variant, and prints both rates of
// winning and their paired difference. The baseline is Expert without
// Chances in that game (-base-chances: with them) and with the margin of
// two standard errors in its first tricks (-base-margin); the variant is
// Expert as it is, with its Chances in the game (its card play values the
// solver's lost cards by play-outs) and its PlayMargin, or as the flags
// set it.
func calSpecialPlay(args []string, w io.Writer) error {
	fs := measure.Flags("specialplay", w)
	deals := fs.Int("deals", 0, "deals of Normal bots (required)")
	contract := fs.String("contract", "ultimo", "the special game (its §16 token)")
	minRate := fs.Float64("min", 0.1, "the least play-out rate at which the game is played")
	players := fs.Int("players", 4, "players at the table")
	base := fs.Uint64("seed", 4711, "seed of the deals")
	chances := fs.Bool("chances", true, "the variant values the solver's lost cards by play-outs (Chances)")
	samples := fs.Int("samples", ai.ExpertConfig().Samples, "the variant's deals solved a decision")
	candidates := fs.Int("candidates", ai.ExpertConfig().Candidates, "the variant's deals drawn for inference a decision")
	solve := fs.Int("solve", ai.ExpertConfig().SolveCards, "the variant solves with at most this many cards in hand")
	margin := fs.Float64("margin", -1, "the variant's margin in standard errors in the game's card play where it plays out (-1: Expert's)")
	baseChances := fs.Bool("base-chances", false, "the baseline has Expert's Chances in the game (to measure the other variants alone)")
	baseMargin := fs.Float64("base-margin", ai.ExpertConfig().Margin, "the baseline's margin in the game's card play where it plays out")
	if err := measure.ParseDeals(fs, args, deals); err != nil {
		return err
	}
	if !(*baseMargin >= 0) || (!(*margin >= 0) && *margin != -1) { // NaN too
		return fmt.Errorf("the margins are standard errors, at least 0 (-margin -1: Expert's)")
	}
	c, rules, est, err := specialSetup(*contract, *players, *base)
	if err != nil {
		return err
	}
	without := ai.ExpertConfig().WithChances(c, ai.ExpertConfig().Chances[c] && *baseChances).WithPlayMargin(c, *baseMargin)
	plain := ai.NewSearchBotWith(without, *base^0x5eed)
	m := ai.ExpertConfig().PlayMarginOf(c)
	if *margin != -1 {
		m = *margin
	}
	with := without.WithChances(c, *chances).WithPlayMargin(c, m)
	with.Samples, with.Candidates, with.SolveCards = *samples, *candidates, *solve
	with.BandCards = min(with.BandCards, with.SolveCards)
	if err := with.Validate(); err != nil {
		return fmt.Errorf("the variant: %w", err)
	}
	chance := ai.NewSearchBotWith(with, *base^0x5eed)
	var d pairedWins
	for i := 0; i < *deals; i++ {
		st, seed := measuredDeal(rules, i, *base)
		bots := seatRuleBots(rules.N(), seed)
		for st.Phase() == game.Bidding {
			p := st.Turn()
			v := st.View(p)
			if slices.Contains(v.Legal(), c.Info().Call) {
				if rate, ok := spotRate(st, c, est); ok && rate >= *minRate {
					d.play(st, c, plain, chance, seed)
				}
			}
			if st.Apply(bots[p].Choose(v)) != nil {
				return fmt.Errorf("deal %d: the rule bot's call was refused", i)
			}
		}
	}
	d.report(w, c, *minRate)
	return nil
}

// pairedWins counts the games played by two bots on the same spots.
type pairedWins struct {
	n, winA, winB int
	up, down      int // games only b won, only a won
	timeA, timeB  time.Duration
}

// play plays c from the spot st with a and with b (the same Normal bots,
// seeded by seed, elsewhere) and counts the results where both declared.
func (d *pairedWins) play(st game.State, c game.Contract, a, b ai.Bot, seed uint64) {
	t0 := time.Now()
	declA, wonA, okA := playCalled(st, c, a, seed)
	t1 := time.Now()
	declB, wonB, okB := playCalled(st, c, b, seed)
	if !okA || !okB || !declA || !declB {
		return
	}
	d.timeA += t1.Sub(t0)
	d.timeB += time.Since(t1)
	d.n++
	d.winA += int(b2f(wonA))
	d.winB += int(b2f(wonB))
	switch {
	case wonB && !wonA:
		d.up++
	case wonA && !wonB:
		d.down++
	}
}

// report prints both rates and the paired difference with its 95 %
// interval.
func (d *pairedWins) report(w io.Writer, c game.Contract, minRate float64) {
	fmt.Fprintf(w, "%s: %d games where the play-outs won at least %.2f\n", c, d.n, minRate)
	if d.n == 0 {
		return
	}
	n := float64(d.n)
	fmt.Fprintf(w, "the baseline (Expert, by default without Chances in the game) won %d (%.1f %%), %.0f ms a game\n", d.winA, 100*float64(d.winA)/n, d.timeA.Seconds()*1000/n)
	fmt.Fprintf(w, "the variant won %d (%.1f %%), %.0f ms a game\n", d.winB, 100*float64(d.winB)/n, d.timeB.Seconds()*1000/n)
	fmt.Fprintf(w, "difference %+.1f ± %.1f points of the rate (95 %%, paired; %d won only by the variant, %d only by the baseline)\n", 100*float64(d.winB-d.winA)/n, 100*1.96*d.se(), d.up, d.down)
}

// se is the standard error of the paired difference of the rates (the
// per-game differences are −1, 0 or +1).
func (d *pairedWins) se() float64 {
	if d.n < 2 {
		return math.Inf(1)
	}
	n := float64(d.n)
	m := float64(d.up-d.down) / n
	return math.Sqrt(math.Max(float64(d.up+d.down)/n-m*m, 0) / (n - 1))
}
