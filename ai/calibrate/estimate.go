package calibrate

import (
	"fmt"
	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/ai/internal/probe"
	"io"
	"math"
	"sort"

	"github.com/cego-spiel/cego/ai/internal/measure"
	"github.com/cego-spiel/cego/game"
)

type calRow struct {
	est float64
	pts int
	won bool
}

// calEstimates plays deals with randomised bidding limits and prints, per
// contract, the declarer's estimate against the outcome. It is a tool for
// tuning the constants of eval.go and bidding.go, not a check.
func calEstimates(args []string, out io.Writer) error {
	fs := measure.Flags("calibrate", out)
	table := newTableFlags(fs, 4)
	deals, rules, err := table.parse(args)
	if err != nil {
		return err
	}
	rows := map[game.Contract][]calRow{}
	rng := newRand(99)
	n := rules.N()
	for i := 0; i < deals; i++ {
		st := game.Deal(rules, game.Seat(i%n), rng.Uint64())
		var hands [4]game.Cards
		bots := make([]ai.Bot, n)
		for s := 0; s < n; s++ {
			hands[s] = st.Hand(game.Seat(s))
			th := probe.DefaultThresholds(4)
			th.Ladder = 24 + rng.Float64()*18
			th.Solo = 16 + rng.Float64()*24
			if n == 3 {
				th.Solo = 40 + rng.Float64()*15
			}
			th.SoloVorhand = th.Solo
			th.Gegen = 28 + rng.Float64()*14
			th.CegoMin = 20 + rng.Float64()*20
			th.Raeuber = 10 + rng.Float64()*15
			th.Bettel = rng.Float64() * 4
			th.Piccolo = rng.Float64() * 4
			th.Ultimo = 3 + rng.Float64()*6
			if n == 3 {
				th.Ultimo = 5 + rng.Float64()*6
			}
			bots[s] = normal{th: &th, th3: &th}.bot(uint64(i*4 + s))
		}
		for st.Phase() != game.Done {
			p := st.Turn()
			if err := st.Apply(bots[p].Choose(st.View(p))); err != nil {
				return err
			}
		}
		r := st.Result()
		h := hands[r.Declarer]
		var est float64
		switch c := r.Contract; {
		case c.IsLadder() || c == game.Gegensolo:
			est = probe.LadderEstimate(c, h, n)
		case c == game.Solo:
			est = probe.SoloEstimate(h, rules)
		case c == game.Ultimo:
			est = probe.UltimoScore(h)
		case c == game.Piccolo, c == game.Bettel:
			est = probe.NullDanger(h, n)
		case c == game.Raeuber:
			est = probe.RaeuberPoints(h)
			r.Won = r.Score[r.Declarer] >= 0
			r.Points = r.SeatPoints[r.Declarer]
		}
		rows[r.Contract] = append(rows[r.Contract], calRow{est, r.Points, r.Won})
	}
	var cs []game.Contract
	for c := range rows {
		cs = append(cs, c)
	}
	sort.Slice(cs, func(i, j int) bool { return cs[i] < cs[j] })
	for _, c := range cs {
		rs := rows[c]
		sort.Slice(rs, func(i, j int) bool { return rs[i].est < rs[j].est })
		diff, near, nearN := 0.0, 0.0, 0
		for _, r := range rs {
			diff += float64(r.pts) - r.est
			if r.est > 30 && r.est < 40 {
				near += float64(r.pts) - r.est
				nearN++
			}
		}
		if nearN > 0 {
			near /= float64(nearN)
		}
		fmt.Fprintf(out, "== %v: %d deals, points-est %.2f overall, %.2f for estimates 30..40 (n=%d)\n",
			c, len(rs), diff/float64(len(rs)), near, nearN)
		bins := 8
		if c == game.Piccolo || c == game.Bettel {
			bins = 25
		}
		for b := 0; b < bins; b++ {
			lo, hi := b*len(rs)/bins, (b+1)*len(rs)/bins
			if hi <= lo {
				continue
			}
			var se, sp, w float64
			for _, r := range rs[lo:hi] {
				se += r.est
				sp += float64(r.pts)
				if r.won {
					w++
				}
			}
			k := float64(hi - lo)
			fmt.Fprintf(out, "  est %6.2f..%6.2f mean %6.2f  points %5.1f  won %3.0f%%  (n=%d)\n",
				rs[lo].est, rs[hi-1].est, se/k, sp/k, 100*w/k, hi-lo)
		}
		_ = math.Abs
	}
	return nil
}
