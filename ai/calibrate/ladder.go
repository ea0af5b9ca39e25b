package calibrate

import (
	"fmt"
	"github.com/cego-spiel/cego/ai/internal/probe"
	"io"
	"math"
	"sort"

	"github.com/cego-spiel/cego/ai/internal/measure"
	"github.com/cego-spiel/cego/game"
)

// ladderRow is one decision to bid or hold a rung above Einer, with what
// bidding and passing bring on the true deal.
type ladderRow struct {
	rung       game.Contract
	hold       bool    // a hold (mein) rather than a bid
	est, bank  float64 // the estimate less the contest discount; the Legage's points
	decl, won  bool    // the bid branch: the bidder declared, and won
	gain       float64 // the bidder's settlement bidding less passing
	deal, seat int
}

// calLadderBids plays Normal-vs-Normal auctions and, at every
// decision to bid or hold a rung above Einer, plays the deal on with the
// bid and with a pass (the rule bot in every seat). It prints the win
// rate and the gain against passing by the estimate, the best decisions
// of each rung (what a rule that bids k of them per 2000 deals would win),
// a logistic fit of the win rate on the estimate, and what became of the
// hands strong enough for each rung (a tuning tool, not a check). With
// -calsure the bots bid and hold with another sure-rung limit, to reach
// the upper rungs at all.
func calLadderBids(args []string, out io.Writer) error {
	fs := measure.Flags("calladder", out)
	table := newTableFlags(fs, 4)
	calSure := fs.Float64("sure", 0, "the sure-rung limit to play with (0: the default)")
	deals, rules, err := table.parse(args)
	if err != nil {
		return err
	}
	var norm normal // the bots, with four players with the -sure limit
	if *calSure != 0 {
		th := probe.DefaultThresholds(4)
		th.Sure = *calSure
		norm.th = &th
	}
	n := rules.N()
	var rows []ladderRow
	fates := map[string]int{}
	var strongN, askedN [game.NumContracts]int
	for i := 0; i < deals; i++ {
		st, seed := measuredDeal(rules, i, 777)
		bots := norm.seats(n, seed)
		var strong [4]game.Contract // the highest rung each seat could win
		for q := 0; q < n; q++ {
			h := st.Hand(game.Seat(q))
			for c := game.EineLeere; c <= game.Geiss; c++ {
				if game.CanPlay(c, h) && probe.LadderEstimate(c, h, n) >= 36 {
					strong[q] = c
				}
			}
		}
		var faced [4]game.Contract // the highest rung above Einer each seat was asked about
		for st.Phase() == game.Bidding {
			p := st.Turn()
			v := st.View(p)
			a, c, hold := ladderChoice(&v)
			if c != game.NoContract {
				faced[p] = max(faced[p], c)
				row, err := ladderDecision(st, norm, a, c, hold, seed, i)
				if err != nil {
					return fmt.Errorf("deal %d: %w", i, err)
				}
				rows = append(rows, row)
			}
			if a := bots[p].Choose(v); st.Apply(a) != nil {
				return fmt.Errorf("deal %d: seat %d's call %v was refused", i, p, a)
			}
		}
		for q := 0; q < n; q++ {
			if strong[q] == game.NoContract {
				continue
			}
			who := "another"
			if int(st.Declarer()) == q {
				who = "it"
			}
			strongN[strong[q]]++
			asked := "never asked above Einer"
			if faced[q] != game.NoContract {
				askedN[strong[q]]++
				asked = fmt.Sprintf("asked up to %v", faced[q])
			}
			fates[fmt.Sprintf("%-17v -> %-17v by %-7s (%s)", strong[q], st.Contract(), who, asked)]++
		}
	}
	printLadderBins(out, rows)
	printLadderFrontier(out, rows, deals)
	printLadderFit(out, rows)
	fmt.Fprintf(out, "hands with an estimate of 36 or more (the highest such rung), of %d deals: what they played\n", deals)
	for c := game.EineLeere; c <= game.Geiss; c++ {
		fmt.Fprintf(out, "  %v: %d hands, %d of them asked to bid or hold a rung above Einer\n", c, strongN[c], askedN[c])
	}
	var keys []string
	for k := range fates {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return fates[keys[i]] > fates[keys[j]] })
	for _, k := range keys {
		if fates[k] >= deals/2000 {
			fmt.Fprintf(out, "  %5d %s\n", fates[k], k)
		}
	}
	return nil
}

// ladderChoice returns the bid or hold of a rung above Einer among the
// view's legal actions (c NoContract when there is none).
func ladderChoice(v *game.View) (a game.Action, c game.Contract, hold bool) {
	c = game.NoContract
	for _, x := range v.Legal() {
		if r := game.ContractOfCall(x); r > game.Einer && r <= game.Geiss {
			a, c = x, r
		}
		if r := probe.CurrentRung(v); x == game.Mein && r > game.Einer {
			a, c, hold = x, r, true
		}
	}
	return a, c, hold
}

// ladderDecision plays deal st on once with action a and once with a pass,
// with the bots of norm.
func ladderDecision(st game.State, norm normal, a game.Action, c game.Contract, hold bool, seed uint64, deal int) (ladderRow, error) {
	v := st.View(st.Turn())
	p, n := v.Seat(), v.Players()
	th := norm.limits(n)
	h := v.Hand()
	bid, pass, err := bidOrPass(st, a)
	if err == nil {
		err = playOut(&bid, norm.bot(seed))
	}
	if err == nil {
		err = playOut(&pass, norm.bot(seed))
	}
	if err != nil {
		return ladderRow{}, err
	}
	decl := bid.Declarer() == p && bid.Contract().IsLadder()
	return ladderRow{
		rung: c, hold: hold,
		est:  probe.LadderEstimate(c, h, n) - probe.Contested(&v, th, c),
		bank: probe.AdjSum(h &^ probe.KeepFor(c, h)),
		decl: decl, won: decl && bid.Result().Won,
		gain: float64(bid.Score()[p] - pass.Score()[p]),
		deal: deal, seat: int(p),
	}, nil
}

// ladderStats is the count, declarations, wins and mean gain of rows.
func ladderStats(rs []ladderRow) (k, d, w int, gain float64) {
	for _, r := range rs {
		k++
		gain += r.gain
		if r.decl {
			d++
			if r.won {
				w++
			}
		}
	}
	return k, d, w, gain / math.Max(1, float64(k))
}

func printLadderBins(out io.Writer, rows []ladderRow) {
	for c := game.EineLeere; c <= game.Geiss; c++ {
		for _, hold := range []bool{false, true} {
			bins := map[int][]ladderRow{}
			for _, r := range rows {
				if r.rung == c && r.hold == hold {
					bins[int(math.Floor(r.est/2))*2] = append(bins[int(math.Floor(r.est/2))*2], r)
				}
			}
			if len(bins) == 0 {
				continue
			}
			what := "bid"
			if hold {
				what = "hold"
			}
			fmt.Fprintf(out, "== %v, %s: by the estimate less the contest discount\n", c, what)
			var ks []int
			for e := range bins {
				ks = append(ks, e)
			}
			sort.Ints(ks)
			for _, e := range ks {
				k, d, w, g := ladderStats(bins[e])
				fmt.Fprintf(out, "  %3d..%3d n=%5d declared %5d won %3.0f%% gain vs pass %+6.2f\n", e, e+2, k, d, 100*float64(w)/math.Max(1, float64(d)), g)
			}
		}
	}
}

// printLadderFrontier prints, for each rung, what bidding only its best
// decisions (by the estimate, and by the Legage's points) would win.
func printLadderFrontier(out io.Writer, rows []ladderRow, deals int) {
	for c := game.EineLeere; c <= game.Geiss; c++ {
		var rs []ladderRow
		for _, r := range rows {
			if r.rung == c {
				rs = append(rs, r)
			}
		}
		if len(rs) == 0 {
			continue
		}
		for _, key := range []string{"estimate", "Legage"} {
			val := func(r ladderRow) float64 { return r.est }
			if key == "Legage" {
				val = func(r ladderRow) float64 { return r.bank }
			}
			sort.Slice(rs, func(i, j int) bool { return val(rs[i]) > val(rs[j]) })
			for _, per := range []float64{0.5, 1, 2, 5} {
				k := int(per * float64(deals) / 2000)
				if k < 1 || k > len(rs) {
					continue
				}
				_, d, w, g := ladderStats(rs[:k])
				fmt.Fprintf(out, "%v: the best %d of %d decisions by the %s (%.1f per 2000 deals, %s >= %.1f): declared %d won %.0f%% gain vs pass %+.2f\n",
					c, k, len(rs), key, per, key, val(rs[k-1]), d, 100*float64(w)/math.Max(1, float64(d)), g)
			}
		}
	}
}

// printLadderFit fits P(won) = 1/(1+exp(-(a+b*(est-m)))) over the declared
// rows and prints the estimates at which it passes 50% and 55%.
func printLadderFit(out io.Writer, rows []ladderRow) {
	var xs, ys []float64
	for _, r := range rows {
		if r.decl {
			xs = append(xs, r.est)
			ys = append(ys, map[bool]float64{false: 0, true: 1}[r.won])
		}
	}
	at, ok := logisticFit(xs, ys)
	if !ok {
		return
	}
	fmt.Fprintf(out, "logistic fit over %d declared rungs above Einer: won 50%% at %.1f, 55%% at %.1f, 60%% at %.1f (estimate less the contest discount)\n",
		len(xs), at(0.5), at(0.55), at(0.6))
}
