package calibrate

import (
	"fmt"
	"github.com/cego-spiel/cego/ai"
	"io"
	"slices"

	"github.com/cego-spiel/cego/ai/internal/measure"
	"github.com/cego-spiel/cego/game"
)

// ownWinRow is one spot where a seat may call a special game: the rate at
// which the auction's rule-bot play-outs win it from the seat's view, and
// whether Expert, calling it there, declared and won it against Normal.
type ownWinRow struct {
	rate float64
	decl bool
	won  bool
}

// calOwnWin fits SearchConfig.OwnWin for a special game: on deals of Normal
// bots, at every spot where a seat may call the game, it estimates the
// play-outs' rate of winning as Expert's auction does (its draw with
// inference, its rollouts, no time cap), and where that rate is at least
// -min it calls the game there with Expert in the seat against Normal and
// plays it out. It prints Expert's rate of winning by the play-outs' rate
// and the fit σ(A + B·logit(rate)).
func calOwnWin(args []string, w io.Writer) error {
	fs := measure.Flags("ownwin", w)
	deals := fs.Int("deals", 0, "deals of Normal bots (required)")
	contract := fs.String("contract", "ultimo", "the special game (its §16 token)")
	minRate := fs.Float64("min", 0.05, "the least play-out rate at which the game is played by Expert")
	players := fs.Int("players", 4, "players at the table")
	base := fs.Uint64("seed", 4711, "seed of the deals")
	if err := measure.ParseDeals(fs, args, deals); err != nil {
		return err
	}
	c, rules, est, err := specialSetup(*contract, *players, *base)
	if err != nil {
		return err
	}
	// Expert as it plays: made once, its solver reused from spot to spot
	expert, err := ai.NewSearchBot(ai.Expert, *base^0x5eed)
	if err != nil {
		return err
	}
	var rows []ownWinRow
	spots := 0
	for i := 0; i < *deals; i++ {
		st, seed := measuredDeal(rules, i, *base)
		bots := seatRuleBots(rules.N(), seed)
		for st.Phase() == game.Bidding {
			p := st.Turn()
			v := st.View(p)
			if slices.Contains(v.Legal(), c.Info().Call) {
				spots++
				if row, ok := ownWinSpot(st, c, *minRate, est, expert, seed); ok {
					rows = append(rows, row)
				}
			}
			if st.Apply(bots[p].Choose(v)) != nil {
				return fmt.Errorf("deal %d: the rule bot's call was refused", i)
			}
		}
	}
	reportOwnWin(w, c, spots, *minRate, rows)
	return nil
}

// ownWinSpot estimates with est the play-outs' rate at the spot st (the
// seat on turn may call c) and, if it is at least minRate, plays c out with
// expert in the seat and Normal bots (seeded by seed) elsewhere (ok false:
// below minRate).
func ownWinSpot(st game.State, c game.Contract, minRate float64, est, expert *ai.SearchBot, seed uint64) (ownWinRow, bool) {
	rate, ok := spotRate(st, c, est)
	if !ok || rate < minRate {
		return ownWinRow{}, false
	}
	decl, won, ok := playCalled(st, c, expert, seed)
	if !ok {
		return ownWinRow{}, false
	}
	return ownWinRow{rate: rate, decl: decl, won: won}, true
}

// spotRate is the rate at which the auction's rule-bot play-outs, drawn
// by est as its auction draws them, win c called by the seat on turn at
// st (ok false: no play-out ends with the seat declaring c).
func spotRate(st game.State, c game.Contract, est *ai.SearchBot) (float64, bool) {
	return est.CallWinRate(st.View(st.Turn()), c)
}

// playCalled calls c for the seat on turn at st and plays the deal out
// with bot in that seat and Normal bots (seeded by seed) elsewhere: decl
// is whether the seat declared c, won whether it won it (ok false: an
// action was refused).
func playCalled(st game.State, c game.Contract, bot ai.Bot, seed uint64) (decl, won, ok bool) {
	me := st.Turn()
	bots := seatRuleBots(st.Rules().N(), seed)
	play := st
	if play.Apply(c.Info().Call) != nil {
		return false, false, false
	}
	for steps := 0; play.Phase() != game.Done && steps < 500; steps++ {
		p := play.Turn()
		var a game.Action
		if p == me {
			a = bot.Choose(play.View(p))
		} else {
			a = bots[p].Choose(play.View(p))
		}
		if play.Apply(a) != nil {
			return false, false, false
		}
	}
	decl = play.Phase() == game.Done && play.Contract() == c && play.Declarer() == me
	return decl, decl && play.Score()[me] > 0, true
}

// reportOwnWin prints Expert's rate of winning by the play-outs' rate and
// the fit.
func reportOwnWin(w io.Writer, c game.Contract, spots int, minRate float64, rows []ownWinRow) {
	fmt.Fprintf(w, "%s: %d spots, %d with a play-out rate of at least %.2f, played by Expert\n", c, spots, len(rows), minRate)
	fmt.Fprintf(w, "%-12s %6s %8s %12s %12s\n", "play-outs", "n", "declared", "rate (mean)", "Expert won")
	edges := []float64{0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.01}
	var xs, ys []float64
	for k := 0; k+1 < len(edges); k++ {
		var n, decl, won int
		var sum float64
		for _, r := range rows {
			if r.rate >= edges[k] && r.rate < edges[k+1] {
				n++
				sum += r.rate
				if r.decl {
					decl++
				}
				if r.won {
					won++
				}
			}
		}
		if n > 0 {
			fmt.Fprintf(w, "%.1f–%.1f    %6d %8d %12.2f %11.0f%%\n", edges[k], min(edges[k+1], 1), n, decl, sum/float64(n), 100*float64(won)/float64(max(decl, 1)))
		}
	}
	for _, r := range rows {
		if r.decl {
			xs = append(xs, ai.OwnWinLogit(r.rate))
			ys = append(ys, b2f(r.won))
		}
	}
	if m, ok := fitOwnWin(xs, ys); ok {
		fmt.Fprintf(w, "fit: OwnWin{A: %.3f, B: %.3f} over %d games; at 0.2 %.2f, 0.5 %.2f, 0.8 %.2f\n", m.A, m.B, len(xs), m.At(0.2), m.At(0.5), m.At(0.8))
	} else {
		fmt.Fprintln(w, "fit: too few games")
	}
}

// b2f is 1 for true, 0 for false.
func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// fitOwnWin fits OwnWin's σ(A + B·x) to the outcomes ys over xs
// (fitLogistic).
func fitOwnWin(xs, ys []float64) (ai.OwnWin, bool) {
	a, b, ok := fitLogistic(xs, ys)
	return ai.OwnWin{A: a, B: b}, ok
}
