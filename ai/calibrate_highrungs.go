package ai

import (
	"fmt"
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
	plain := NewRuleBot(1)
	var strong [game.NumContracts]int // hands whose static estimate is 37 or more
	for i := 0; i < deals; i++ {
		st, seed := measuredDeal(rules, i, 1)
		for q := 0; q < n; q++ {
			h := st.Hand(game.Seat(q))
			for c := game.Einer; c <= game.Geiss; c++ {
				if game.CanPlay(c, h) && bestLadder(c, h, n, plain.xp) >= 37 {
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
				if r := currentRung(&v); x == game.Mein && r >= game.EineLeere {
					a, c = x, r
				}
			}
			if c != game.NoContract {
				th := plain.limits(n)
				est := bestLadder(c, v.Hand(), n, plain.xp) - plain.contested(&v, th, c)
				if gain, winP, ok := sampledGain(&v, a, 24, seed, th); ok {
					bid, pass := bidOrPass(st, a)
					playOut(&bid, plain)
					playOut(&pass, plain)
					rows = append(rows, row{c, est, gain, float64(bid.Score()[p] - pass.Score()[p]),
						bid.Declarer() == p && bid.Contract().IsLadder(), bid.Result().Won, winP})
				}
			}
			st.Apply(plain.Choose(v))
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
// rung after a and wins it.
func sampledGain(v *game.View, a game.Action, samples int, seed uint64, th *thresholds) (float64, float64, bool) {
	rng := rand.New(rand.NewPCG(seed, uint64(v.Hand())))
	plain := NewRuleBot(seed)
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
			return 0, 0, false
		}
		ok := true
		for q := 0; q < n && ok; q++ {
			if best[q] >= game.Einer && bestLadder(best[q], st.Hand(game.Seat(q)), n, plain.xp) < th.Ladder-3 {
				ok = false
			}
		}
		if !ok {
			continue
		}
		bid, pass := st, st
		if bid.Apply(a) != nil || pass.Apply(game.Pass) != nil {
			return 0, 0, false
		}
		playOut(&bid, plain)
		playOut(&pass, plain)
		sum += float64(bid.Score()[me] - pass.Score()[me])
		if bid.Declarer() == me && bid.Contract().IsLadder() && bid.Result().Won {
			won++
		}
		k++
	}
	if k < samples/2 {
		return 0, 0, false
	}
	return sum / float64(k), float64(won) / float64(k), true
}

// playOut finishes a deal with bot p in every seat.
func playOut(st *game.State, p Bot) {
	for st.Phase() != game.Done {
		if st.Apply(p.Choose(st.View(st.Turn()))) != nil {
			return
		}
	}
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
			if !game.CanPlay(game.EineLeere, h) || bestLadder(game.EineLeere, h, 4, &defaultExchange) < 31 {
				continue
			}
			rule := st
			if !forceRung(&rule, tt, game.EineLeere, 4, seed) {
				continue
			}
			search := st
			sb, err := NewSearchBot(Strong, seed)
			if err != nil {
				return err
			}
			// replay the forced auction, then the search bot declares
			for _, c := range rule.Calls() {
				if search.Phase() != game.Bidding {
					break
				}
				search.Apply(c.Action)
			}
			for search.Phase() != game.Done {
				p := search.Turn()
				var b Bot = NewRuleBot(SeatSeed(seed, int(p)))
				if p == tt {
					b = sb
				}
				search.Apply(b.Choose(search.View(p)))
			}
			k++
			sumR += float64(rule.Result().Points)
			sumS += float64(search.Result().Points)
		}
	}
	fmt.Fprintf(out, "Eine Leere, %v forced hands with estimate >= 31: declarer points rule bot %.2f, search bot %.2f\n", k, sumR/k, sumS/k)
	return nil
}
