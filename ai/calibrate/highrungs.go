package calibrate

import (
	"fmt"
	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/ai/internal/probe"
	"io"
	"math/rand/v2"

	"github.com/cego-spiel/cego/ai/internal/measure"
	"github.com/cego-spiel/cego/game"
)

// calHighRungs plays Normal-vs-Normal deals and, at every
// decision to bid or hold Eine Leere, Zwei Leere, Zwei Verschiedene or
// Geiß, compares bidding with passing in two ways: on sampled deals (what
// the bidder could know: the unseen cards dealt at random, consistently
// with the auction, and both branches played out by the rule bot), and on
// the true deal (both branches played out). It prints the true-deal win
// rate by bins of the sampled chance to declare and win, and both gains
// by bins of the sampled gain, with the static estimate (a tuning tool,
// not a check).
func calHighRungs(args []string, out io.Writer) error {
	fs := measure.Flags("calmc", out)
	table := newTableFlags(fs, 4)
	deals, rules, err := table.parse(args)
	if err != nil {
		return err
	}
	n := rules.N()
	type row struct {
		c                game.Contract
		est, gain        float64
		trueGain         float64
		trueDecl, trueWo bool
		winP             float64 // sampled: the bidder declares and wins
	}
	var rows []row
	plain := ai.NewRuleBot(1)
	var strong [game.NumContracts]int // hands whose static estimate is 37 or more
	for i := 0; i < deals; i++ {
		st, seed := measuredDeal(rules, i, 1)
		for q := 0; q < n; q++ {
			h := st.Hand(game.Seat(q))
			for c := game.Einer; c <= game.Geiss; c++ {
				if game.CanPlay(c, h) && probe.LadderEstimate(c, h, n) >= 37 {
					strong[c]++
				}
			}
		}
		for st.Phase() == game.Bidding {
			p := st.Turn()
			v := st.View(p)
			var a game.Action
			c := game.NoContract
			for _, x := range v.Legal() {
				if r := game.ContractOfCall(x); r >= game.EineLeere && r <= game.Geiss {
					a, c = x, r
				}
				if r := probe.CurrentRung(&v); x == game.Mein && r >= game.EineLeere {
					a, c = x, r
				}
			}
			if c != game.NoContract {
				th := limits(n)
				est := probe.LadderEstimate(c, v.Hand(), n) - probe.Contested(&v, th, c)
				gain, winP, ok, err := sampledGain(&v, a, 24, seed, th)
				if err != nil {
					return fmt.Errorf("deal %d: %w", i, err)
				}
				if ok {
					bid, pass, err := bidOrPass(st, a)
					if err == nil {
						err = playOut(&bid, plain)
					}
					if err == nil {
						err = playOut(&pass, plain)
					}
					if err != nil {
						return fmt.Errorf("deal %d: %w", i, err)
					}
					rows = append(rows, row{c, est, gain, float64(bid.Score()[p] - pass.Score()[p]),
						bid.Declarer() == p && bid.Contract().IsLadder(), bid.Result().Won, winP})
				}
			}
			if a := plain.Choose(v); st.Apply(a) != nil {
				return fmt.Errorf("deal %d: seat %d's call %v was refused", i, p, a)
			}
		}
	}
	fmt.Fprintf(out, "hands (of %d) with a static estimate of 37 or more:", deals*n)
	for c := game.Einer; c <= game.Geiss; c++ {
		fmt.Fprintf(out, " %v %d", c, strong[c])
	}
	fmt.Fprintln(out)
	for c := game.EineLeere; c <= game.Geiss; c++ {
		for lo := 0.0; lo < 1; lo += 0.1 {
			var k, d, w float64
			for _, r := range rows {
				if r.c == c && r.winP >= lo && r.winP < lo+0.1 {
					k++
					if r.trueDecl {
						d++
						if r.trueWo {
							w++
						}
					}
				}
			}
			if k > 0 {
				fmt.Fprintf(out, "%v: sampled win %3.0f%%..%3.0f%% n=%4d declared on the true deal %3.0f, won %3.0f%%\n", c, 100*lo, 100*lo+10, int(k), d, 100*w/max(d, 1))
			}
		}
	}
	for c := game.EineLeere; c <= game.Geiss; c++ {
		fmt.Fprintf(out, "== %v\n", c)
		for lo := -40.0; lo < 40; lo += 4 {
			var k, tg, w, d, est float64
			for _, r := range rows {
				if r.c == c && r.gain >= lo && r.gain < lo+4 {
					k++
					tg += r.trueGain
					est += r.est
					if r.trueDecl {
						d++
						if r.trueWo {
							w++
						}
					}
				}
			}
			if k > 0 {
				fmt.Fprintf(out, "  sampled gain %+4.0f..%+4.0f n=%4d static est %5.1f true gain %+6.2f (declared %3.0f, won %3.0f%%)\n",
					lo, lo+4, int(k), est/k, tg/k, d, 100*w/max(d, 1))
			}
		}
	}
	return nil
}

// sampledGain deals the cards seat v.Seat() cannot see at random, keeps
// the deals in which every other seat that bid or held Einer or higher has
// a hand worth it (static estimate within 3 of the limit), and returns the
// mean score of action a less that of passing, both played out by the
// rule bot, and the share of those deals in which the seat declares a
// rung after a and wins it; ok is false when too few deals fit (err: an
// action of a play-out was refused).
func sampledGain(v *game.View, a game.Action, samples int, seed uint64, th *probe.Thresholds) (gain, winP float64, ok bool, err error) {
	rng := rand.New(rand.NewPCG(seed, uint64(v.Hand())))
	plain := ai.NewRuleBot(seed)
	me, n := v.Seat(), v.Players()
	var best [4]game.Contract
	level := game.NoContract
	for _, c := range v.Calls() {
		r := game.ContractOfCall(c.Action)
		if r.IsLadder() {
			level = r
		}
		if c.Seat != me && (r.IsLadder() || c.Action == game.Mein) && level > best[c.Seat] {
			best[c.Seat] = level
		}
	}
	sum, won, k := 0.0, 0, 0
	for try := 0; try < 40*samples && k < samples; try++ {
		st, err := v.Sample(rng)
		if err != nil {
			return 0, 0, false, nil
		}
		fits := true
		for q := 0; q < n && fits; q++ {
			if best[q] >= game.Einer && probe.LadderEstimate(best[q], st.Hand(game.Seat(q)), n) < th.Ladder-3 {
				fits = false
			}
		}
		if !fits {
			continue
		}
		bid, pass, err := bidOrPass(st, a)
		if err == nil {
			err = playOut(&bid, plain)
		}
		if err == nil {
			err = playOut(&pass, plain)
		}
		if err != nil {
			return 0, 0, false, err
		}
		sum += float64(bid.Score()[me] - pass.Score()[me])
		if bid.Declarer() == me && bid.Contract().IsLadder() && bid.Result().Won {
			won++
		}
		k++
	}
	if k < samples/2 {
		return 0, 0, false, nil
	}
	return sum / float64(k), float64(won) / float64(k), true, nil
}

// calSearchDeclarer forces Eine Leere on hands whose estimate is
// at least 31 and plays the declarer's exchange and cards once with the
// rule bot and once with the Strong search bot (the defenders are the rule
// bot both times), printing the declarer's mean card points: how much
// better declarer play could make the contract (a tuning tool).
func calSearchDeclarer(args []string, out io.Writer) error {
	fs := measure.Flags("calsearch", out)
	calSearch := fs.Int("deals", 0, "forced hands to play (required)")
	if err := measure.ParseDeals(fs, args, calSearch); err != nil {
		return err
	}
	rules := game.Rules{Players: 4}
	var sumR, sumS, k float64
	for i := 0; i < 100000 && k < float64(*calSearch); i++ {
		st, seed := measuredDeal(rules, i, 99)
		for ts := 0; ts < 4; ts++ {
			tt := game.Seat(ts)
			h := st.Hand(tt)
			if !game.CanPlay(game.EineLeere, h) || probe.LadderEstimate(game.EineLeere, h, 4) < 31 {
				continue
			}
			rule := st
			if forced, err := forceRung(&rule, tt, game.EineLeere, 4, seed); err != nil {
				return fmt.Errorf("deal %d: Eine Leere for seat %d: %w", i, tt, err)
			} else if !forced {
				continue
			}
			search := st
			sb, err := ai.NewSearchBot(ai.Strong, seed)
			if err != nil {
				return err
			}
			// replay the forced auction, then the search bot declares
			for _, c := range rule.Calls() {
				if search.Phase() != game.Bidding {
					break
				}
				if err := search.Apply(c.Action); err != nil {
					return fmt.Errorf("deal %d: replaying the auction: %w", i, err)
				}
			}
			for search.Phase() != game.Done {
				p := search.Turn()
				var b ai.Bot = ai.NewRuleBot(ai.SeatSeed(seed, int(p)))
				if p == tt {
					b = sb
				}
				if a := b.Choose(search.View(p)); search.Apply(a) != nil {
					return fmt.Errorf("deal %d: seat %d's %v was refused", i, p, a)
				}
			}
			k++
			sumR += float64(rule.Result().Points)
			sumS += float64(search.Result().Points)
		}
	}
	fmt.Fprintf(out, "Eine Leere, %v forced hands with estimate >= 31: declarer points rule bot %.2f, search bot %.2f\n", k, sumR/k, sumS/k)
	return nil
}
