package calibrate

import (
	"fmt"
	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/ai/internal/probe"
	"io"
	"maps"
	"math"
	"slices"
	"sort"

	"github.com/cego-spiel/cego/ai/internal/measure"
	"github.com/cego-spiel/cego/game"
)

// geissRow is one spot where the Geiß holder may bid Geiß (the auction
// stands at Zwei Verschiedene), played on with the bid and with a pass.
type geissRow struct {
	est, bank    float64 // the Geiß estimate less the contest discount; the Legage's points
	tl           int     // trumps laid away with the Geiß kept
	feat         []float64
	bid          bool    // the Normal bot bids it
	won          bool    // the forced Geiß is won
	pts          int     // its card points
	gain         float64 // the bidder's settlement bidding less passing
	holderVorh   bool    // the Zwei Verschiedene holder is Vorhand
	deal, seat   int
	seatFromVorh int
}

// features returns the row's estimate, features and card points for
// pointsFit.
func (r geissRow) features() (float64, []float64, int) { return r.est, r.feat, r.pts }

// climbRow is a decision of the Geiß holder to bid or hold a rung from
// Einer to Zwei Verschiedene that the Normal bot lets go, played on with
// the bot's pass and with the holder climbing (bidding and holding every
// rung he can, Geiß included) while the others bid as Normal.
type climbRow struct {
	rung       game.Contract
	geissEst   float64 // the hand's Geiß estimate
	rungEst    float64 // the estimate of the rung let go, less the contest discount
	contract   game.Contract
	decl, won  bool
	gain       float64 // climbing less the bot's pass
	deal, seat int
}

// calGeissBids plays Normal-vs-Normal auctions and, at every spot
// where the Geiß holder may bid Geiß, plays the deal on with the bid and
// with a pass (the rule bot in every seat). It prints how often the spot
// occurs, the win rate and gain by the Geiß estimate, a logistic fit and
// the best decisions per 2000 deals. At every rung from Einer to Zwei
// Verschiedene the Geiß holder lets go, it plays the deal on with him
// climbing to Geiß instead, to show what keeping the Geiß holder in the
// auction would bring (a tuning tool, not a check).
func calGeissBids(args []string, out io.Writer) error {
	fs := measure.Flags("calgeiss", out)
	table := newTableFlags(fs, 3)
	deals, rules, err := table.parse(args)
	if err != nil {
		return err
	}
	n := rules.N()
	var rows []geissRow
	var climbs []climbRow
	geissContracts, geissWon := 0, 0
	outs := map[string]int{} // how a Geiß holder with a Geiß estimate of 36 or more leaves the Cego step
	for i := 0; i < deals; i++ {
		st, seed := measuredDeal(rules, i, 9191)
		bots := seatRuleBots(n, seed)
		for st.Phase() == game.Bidding {
			p := st.Turn()
			v := st.View(p)
			b := bots[p]
			choice := b.Choose(v)
			if slices.Contains(v.Legal(), game.CallGeiss) {
				row, err := geissSpot(st, choice == game.CallGeiss, seed, i)
				if err != nil {
					return fmt.Errorf("deal %d: %w", i, err)
				}
				rows = append(rows, row)
			} else if v.Hand().Has(game.CardGeiss) && choice == game.Pass {
				if a, c, _ := climbChoice(&v); c != game.NoContract {
					row, err := climbSpot(st, a, c, seed, i)
					if err != nil {
						return fmt.Errorf("deal %d: %w", i, err)
					}
					climbs = append(climbs, row)
				}
			}
			if v.Hand().Has(game.CardGeiss) && choice == game.Pass && inCegoStep(&v) && probe.LadderEstimate(game.Geiss, v.Hand(), n) >= 36 {
				how := "lets it go"
				if len(v.Legal()) == 1 {
					how = "must pass (cannot fulfil the next rung)"
				}
				outs[fmt.Sprintf("at %v %s", probe.CurrentRung(&v), how)]++
			}
			if err := st.Apply(choice); err != nil {
				return fmt.Errorf("deal %d: seat %d chose %v: %w", i, p, choice, err)
			}
		}
		if st.Contract() == game.Geiss {
			geissContracts++
			end, err := ai.PlayOut(st, bots)
			if err != nil {
				return fmt.Errorf("deal %d: %w", i, err)
			}
			st = end
			if st.Result().Won {
				geissWon++
			}
		}
	}
	bid, bidWon := 0, 0
	for _, r := range rows {
		if r.bid {
			bid++
			if r.won {
				bidWon++
			}
		}
	}
	fmt.Fprintf(out, "%d deals, %d players: %d spots where the Geiß holder may bid Geiß (%.2f per 2000 deals); the Normal bot bids %d (%d won on the true deal); %d Geiß contracts played, %d won\n",
		deals, n, len(rows), 2000*float64(len(rows))/float64(deals), bid, bidWon, geissContracts, geissWon)
	printGeissBins(out, rows)
	printGeissFrontier(out, rows, deals)
	var xs, ys []float64
	for _, r := range rows {
		xs = append(xs, r.est)
		ys = append(ys, map[bool]float64{false: 0, true: 1}[r.won])
	}
	if at, ok := logisticFit(xs, ys); ok {
		fmt.Fprintf(out, "logistic fit of the forced Geiß's wins on the estimate (n=%d): 40%% at %.1f, 50%% at %.1f, 55%% at %.1f, 60%% at %.1f\n",
			len(xs), at(0.4), at(0.5), at(0.55), at(0.6))
	}
	fit, k := pointsFit(rows, 32)
	fmt.Fprintf(out, "points fit [1 est trumpsLaidAway GstiessMond T15..T20 courts] (est>=32, n=%d): %v\n", k, fit)
	fmt.Fprintln(out, "== how the Geiß holder with a Geiß estimate of 36 or more passes in the Cego step")
	for _, k := range slices.Sorted(maps.Keys(outs)) {
		fmt.Fprintf(out, "  %5d %s\n", outs[k], k)
	}
	printClimbs(out, climbs)
	return nil
}

// inCegoStep reports whether the auction has reached the Cego step.
func inCegoStep(v *game.View) bool {
	for _, c := range v.Calls() {
		if c.Action == game.CallCego {
			return true
		}
	}
	return false
}

// geissSpot plays deal st on once with Geiß bid and once with a pass.
func geissSpot(st game.State, botBids bool, seed uint64, deal int) (geissRow, error) {
	v := st.View(st.Turn())
	p, n := v.Seat(), v.Players()
	th := limits(n)
	h := v.Hand()
	bid, pass, err := bidOrPass(st, game.CallGeiss)
	if err == nil {
		err = playOut(&bid, ai.NewRuleBot(seed))
	}
	if err == nil {
		err = playOut(&pass, ai.NewRuleBot(seed))
	}
	if err != nil {
		return geissRow{}, err
	}
	lg := h &^ game.CardGeiss.Bit()
	holder := game.Seat(0)
	for _, c := range v.Calls() {
		if c.Action == game.Mein || game.ContractOfCall(c.Action).IsLadder() {
			holder = c.Seat
		}
	}
	r := bid.Result()
	est := probe.LadderEstimate(game.Geiss, h, n) - probe.Contested(&v, th, game.Geiss)
	high := (lg & (game.CardGstiess.Bit() | game.CardMond.Bit())).Len()
	upper := (lg.Of(game.Trumps) &^ (game.Card(15).Bit() - 1)).Len() - high
	courts := 0
	for m := lg &^ game.TrumpCards; m != 0; m &= m - 1 {
		if m.Lowest().IsCourt() {
			courts++
		}
	}
	feat := []float64{1, est, float64(lg.Of(game.Trumps).Len()), float64(high), float64(upper), float64(courts)}
	return geissRow{
		feat: feat,
		est:  est,
		bank: probe.AdjSum(lg), tl: lg.Of(game.Trumps).Len(),
		bid: botBids, won: bid.Declarer() == p && r.Won, pts: r.Points,
		gain:       float64(bid.Score()[p] - pass.Score()[p]),
		holderVorh: holder == v.Vorhand(),
		deal:       deal, seat: int(p), seatFromVorh: (int(p) - int(v.Vorhand()) + n) % n,
	}, nil
}

// climbChoice returns the bid or hold of a rung from Einer to Zwei
// Verschiedene among the view's legal actions (c NoContract when there
// is none).
func climbChoice(v *game.View) (a game.Action, c game.Contract, hold bool) {
	c = game.NoContract
	for _, x := range v.Legal() {
		if r := game.ContractOfCall(x); r >= game.Einer && r <= game.ZweiVerschiedene {
			a, c = x, r
		}
		if r := probe.CurrentRung(v); x == game.Mein && r >= game.Einer && r <= game.ZweiVerschiedene {
			a, c, hold = x, r, true
		}
	}
	return a, c, hold
}

// climber bids and holds every rung it can in the Cego step and otherwise
// plays as the rule bot.
type climber struct{ ai.Bot }

func (c climber) Choose(v game.View) game.Action {
	if v.Phase() == game.Bidding {
		for _, x := range v.Legal() {
			if r := game.ContractOfCall(x); (r.IsLadder() && x != game.CallCego) || x == game.Mein {
				return x
			}
		}
	}
	return c.Bot.Choose(v)
}

// climbSpot plays deal st on once with the rule bot's pass and once with
// the player on turn climbing from action a on.
func climbSpot(st game.State, a game.Action, c game.Contract, seed uint64, deal int) (climbRow, error) {
	v := st.View(st.Turn())
	p, n := v.Seat(), v.Players()
	th := limits(n)
	h := v.Hand()
	climb, pass, err := bidOrPass(st, a)
	if err != nil {
		return climbRow{}, err
	}
	bots := make([]ai.Bot, n)
	for s := range bots {
		bots[s] = ai.NewRuleBot(seed)
	}
	bots[p] = climber{ai.NewRuleBot(seed)}
	if climb, err = ai.PlayOut(climb, bots); err != nil {
		return climbRow{}, err
	}
	if err := playOut(&pass, ai.NewRuleBot(seed)); err != nil {
		return climbRow{}, err
	}
	decl := climb.Declarer() == p && climb.Contract().IsLadder()
	return climbRow{
		rung:     c,
		geissEst: probe.LadderEstimate(game.Geiss, h, n),
		rungEst:  probe.LadderEstimate(c, h, n) - probe.Contested(&v, th, c),
		contract: climb.Contract(), decl: decl, won: decl && climb.Result().Won,
		gain: float64(climb.Score()[p] - pass.Score()[p]),
		deal: deal, seat: int(p),
	}, nil
}

func printGeissBins(out io.Writer, rows []geissRow) {
	fmt.Fprintln(out, "== Geiß bid in the spot, forced: by the estimate less the contest discount")
	bins := map[int][]geissRow{}
	for _, r := range rows {
		e := int(math.Floor(r.est))
		bins[e] = append(bins[e], r)
	}
	for _, e := range slices.Sorted(maps.Keys(bins)) {
		rs := bins[e]
		w, pts, g, vh := 0, 0, 0.0, 0
		for _, r := range rs {
			if r.won {
				w++
			}
			if r.holderVorh {
				vh++
			}
			pts += r.pts
			g += r.gain
		}
		k := float64(len(rs))
		fmt.Fprintf(out, "  %3d..%3d n=%4d won %3.0f%% points %5.1f gain vs pass %+6.2f (Zwei Verschiedene held by Vorhand %d)\n",
			e, e+1, len(rs), 100*float64(w)/k, float64(pts)/k, g/k, vh)
	}
	fmt.Fprintln(out, "== estimate 34 or more, by the seats (from Vorhand) of the Geiß holder and the Zwei Verschiedene holder")
	type key struct{ seat, holder int }
	split := map[key][3]float64{}
	for _, r := range rows {
		if r.est < 34 {
			continue
		}
		k := key{r.seatFromVorh, 1}
		if r.holderVorh {
			k.holder = 0
		}
		x := split[k]
		x[0]++
		x[2] += r.gain
		if r.won {
			x[1]++
		}
		split[k] = x
	}
	for s := 0; s < 4; s++ {
		for h := 0; h < 2; h++ {
			if x, ok := split[key{s, h}]; ok {
				who := "Vorhand"
				if h == 1 {
					who = "not Vorhand"
				}
				fmt.Fprintf(out, "  Geiß holder in seat %d, Zwei Verschiedene held by %-11s n=%4.0f won %3.0f%% gain vs pass %+6.2f\n", s, who, x[0], 100*x[1]/x[0], x[2]/x[0])
			}
		}
	}
	fmt.Fprintln(out, "== by the Legage's points")
	for lo := 10.0; lo < 34; lo += 2 {
		w, k, g := 0, 0, 0.0
		for _, r := range rows {
			if r.bank >= lo && r.bank < lo+2 {
				k++
				g += r.gain
				if r.won {
					w++
				}
			}
		}
		if k > 0 {
			fmt.Fprintf(out, "  Legage %4.0f..%4.0f n=%4d won %3.0f%% gain vs pass %+6.2f\n", lo, lo+2, k, 100*float64(w)/float64(k), g/float64(k))
		}
	}
}

// printGeissFrontier prints what bidding Geiß in only the best spots by
// the estimate would win.
func printGeissFrontier(out io.Writer, rows []geissRow, deals int) {
	rs := append([]geissRow(nil), rows...)
	sort.Slice(rs, func(i, j int) bool { return rs[i].est > rs[j].est })
	for _, per := range []float64{0.5, 1, 2, 3, 4, 5, 6} {
		k := int(per * float64(deals) / 2000)
		if k < 1 || k > len(rs) {
			continue
		}
		w, g := 0, 0.0
		for _, r := range rs[:k] {
			g += r.gain
			if r.won {
				w++
			}
		}
		fmt.Fprintf(out, "the best %d of %d spots by the estimate (%.1f per 2000 deals, estimate >= %.2f): won %.0f%% gain vs pass %+.2f\n",
			k, len(rs), per, rs[k-1].est, 100*float64(w)/float64(k), g/float64(k))
	}
}

func printClimbs(out io.Writer, rows []climbRow) {
	fmt.Fprintln(out, "== the Geiß holder lets a rung go: climbing instead, by the hand's Geiß estimate")
	for c := game.Einer; c <= game.ZweiVerschiedene; c++ {
		for lo := 30.0; lo < 44; lo += 2 {
			var k, d, w, gw int
			g := 0.0
			got := map[game.Contract]int{}
			for _, r := range rows {
				if r.rung != c || r.geissEst < lo || r.geissEst >= lo+2 {
					continue
				}
				k++
				g += r.gain
				if r.decl {
					d++
					got[r.contract]++
					if r.won {
						w++
						if r.contract == game.Geiss {
							gw++
						}
					}
				}
			}
			if k == 0 {
				continue
			}
			fmt.Fprintf(out, "  %v let go, Geiß estimate %2.0f..%2.0f: n=%5d climbing declares %5d (Geiß %d, %.0f%% won) won %3.0f%% gain vs pass %+6.2f\n",
				c, lo, lo+2, k, d, got[game.Geiss], 100*float64(gw)/math.Max(1, float64(got[game.Geiss])), 100*float64(w)/math.Max(1, float64(d)), g/float64(k))
		}
	}
}
