package calibrate

import (
	"fmt"
	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/ai/internal/probe"
	"io"
	"math"
	"slices"
	"sort"

	"github.com/cego-spiel/cego/ai/internal/measure"
	"github.com/cego-spiel/cego/game"
)

// nullBranch is what one call at a special-game spot brings on the true deal.
type nullBranch struct {
	ok         bool // the call was legal
	decl, won  bool // the caller declared the contract, and won it
	score      int  // the caller's settlement
	contract   game.Contract
	otherSpecl bool // another seat declared Piccolo or Bettel
	tricks     int  // the tricks the caller took
}

// nullRow is one spot of the special-game round (RULES §6.3): the caller's
// hand and what Piccolo, Bettel and a pass bring, each played on with the
// rule bot in every seat.
type nullRow struct {
	hand             game.Cards
	n, pos           int // players; the caller's place in the round (0: Vorhand)
	choice           game.Action
	picc, bett, pass nullBranch
}

// calNullBids plays Normal-vs-Normal auctions and, at every spot of
// the special-game round, plays the deal on with Piccolo, with Bettel and
// with a pass (the rule bot in every seat, also for the rest of the
// auction). It prints, by the danger estimate, how often each call is won
// and what it gains against passing, split by the Gstieß; what calling
// only the lowest estimates would bring; the rule bot's own calls; the
// tricks of a Piccolo without the Gstieß; and the best limits of a grid
// (a tuning tool, not a check): go run ./ai/cmd/calibrate calnull -deals
// 100000.
func calNullBids(args []string, out io.Writer) error {
	fs := measure.Flags("calnull", out)
	table := newTableFlags(fs, 4)
	deals, rules, err := table.parse(args)
	if err != nil {
		return err
	}
	n := rules.N()
	var rows []nullRow
	for i := 0; i < deals; i++ {
		st, seed := measuredDeal(rules, i, 9191)
		bot := ai.NewRuleBot(seed)
		for st.Phase() == game.Bidding {
			p := st.Turn()
			v := st.View(p)
			legal := v.Legal()
			a := bot.Choose(v)
			if slices.Contains(legal, game.CallPiccolo) || slices.Contains(legal, game.CallBettel) {
				row, err := nullDecision(st, a, seed)
				if err != nil {
					return fmt.Errorf("deal %d: %w", i, err)
				}
				rows = append(rows, row)
			}
			if err := st.Apply(a); err != nil {
				return err
			}
		}
	}
	fmt.Fprintf(out, "%d deals, %d players, %d spots of the special-game round\n", deals, n, len(rows))
	printNullBins(out, rows, "nullDanger", func(r nullRow) float64 { return probe.NullDanger(r.hand, r.n) })
	printNullFrontier(out, rows, deals, "nullDanger", func(r nullRow) float64 { return probe.NullDanger(r.hand, r.n) })
	printNullChoice(out, rows)
	printNullTricks(out, rows)
	printNullPolicy(out, rows, deals, "nullDanger", func(r nullRow) float64 { return probe.NullDanger(r.hand, r.n) })
	// the alternative measured for Piccolo without the Gstieß: the danger
	// of the rest of the hand when the highest trump takes the trick
	printNullPolicy(out, rows, deals, "the danger without the highest trump", func(r nullRow) float64 {
		h := r.hand
		if tr := h.Of(game.Trumps); tr != 0 {
			h = h.Remove(tr.Highest())
		}
		return probe.NullDanger(h, r.n)
	})
	return nil
}

// nullDecision plays deal st on from the special-game spot with Piccolo,
// Bettel and a pass; choice is the rule bot's own call there. A refused
// action is an error.
func nullDecision(st game.State, choice game.Action, seed uint64) (nullRow, error) {
	v := st.View(st.Turn())
	p := v.Seat()
	row := nullRow{hand: v.Hand(), n: v.Players(), pos: (int(p) - int(v.Vorhand()) + v.Players()) % v.Players(), choice: choice}
	branch := func(a game.Action) (nullBranch, error) {
		if !v.IsLegal(a) {
			return nullBranch{}, nil
		}
		s := st
		if err := s.Apply(a); err != nil {
			return nullBranch{}, err
		}
		if err := playOut(&s, ai.NewRuleBot(seed)); err != nil {
			return nullBranch{}, err
		}
		c := s.Contract()
		decl := s.Declarer() == p && (c == game.Piccolo || c == game.Bettel)
		return nullBranch{
			ok: true, decl: decl, won: decl && s.Result().Won, score: s.Score()[p], contract: c,
			otherSpecl: s.Declarer() != p && (c == game.Piccolo || c == game.Bettel),
			tricks:     s.TricksWon(p),
		}, nil
	}
	var err error
	for _, b := range []struct {
		to *nullBranch
		a  game.Action
	}{{&row.picc, game.CallPiccolo}, {&row.bett, game.CallBettel}, {&row.pass, game.Pass}} {
		if *b.to, err = branch(b.a); err != nil {
			return row, err
		}
	}
	return row, nil
}

// nullStats sums a call's branches: spots, declarations, wins, mean gain
// against passing.
func nullStats(rs []nullRow, get func(nullRow) nullBranch) (k, d, w int, gain float64) {
	for _, r := range rs {
		b := get(r)
		if !b.ok {
			continue
		}
		k++
		gain += float64(b.score - r.pass.score)
		if b.decl {
			d++
			if b.won {
				w++
			}
		}
	}
	return k, d, w, gain / math.Max(1, float64(k))
}

func pct(a, b int) float64 { return 100 * float64(a) / math.Max(1, float64(b)) }

var nullCalls = []struct {
	name string
	get  func(nullRow) nullBranch
	gs   bool // the Gstieß in hand
}{
	{"Piccolo with the Gstieß", func(r nullRow) nullBranch { return r.picc }, true},
	{"Piccolo without the Gstieß", func(r nullRow) nullBranch { return r.picc }, false},
	{"Bettel without the Gstieß", func(r nullRow) nullBranch { return r.bett }, false},
}

// printNullBins prints each call's win rate and gain against passing by
// the estimate est, in bins of a quarter.
func printNullBins(out io.Writer, rows []nullRow, name string, est func(nullRow) float64) {
	for _, c := range nullCalls {
		bins := map[int][]nullRow{}
		for _, r := range rows {
			if r.hand.Has(game.CardGstiess) == c.gs && c.get(r).ok {
				e := est(r)
				if e < 4 {
					b := int(math.Floor(e * 4))
					bins[b] = append(bins[b], r)
				}
			}
		}
		fmt.Fprintf(out, "== %s, by %s (below 4)\n", c.name, name)
		var ks []int
		for b := range bins {
			ks = append(ks, b)
		}
		sort.Ints(ks)
		for _, b := range ks {
			k, d, w, g := nullStats(bins[b], c.get)
			fmt.Fprintf(out, "  %4.2f..%4.2f n=%6d declared %6d won %3.0f%% gain vs pass %+7.2f\n",
				float64(b)/4, float64(b+1)/4, k, d, pct(w, d), g)
		}
	}
}

// printNullFrontier prints what calling only the k lowest-estimate spots
// of each call would win, for several k per 2000 deals.
func printNullFrontier(out io.Writer, rows []nullRow, deals int, name string, est func(nullRow) float64) {
	for _, c := range nullCalls {
		var rs []nullRow
		for _, r := range rows {
			if r.hand.Has(game.CardGstiess) == c.gs && c.get(r).ok {
				rs = append(rs, r)
			}
		}
		sort.Slice(rs, func(i, j int) bool { return est(rs[i]) < est(rs[j]) })
		for _, per := range []float64{5, 10, 20, 40, 80, 160} {
			k := int(per * float64(deals) / 2000)
			if k < 1 || k > len(rs) {
				continue
			}
			_, d, w, g := nullStats(rs[:k], c.get)
			// the marginal spots: the last fifth of these
			_, dm, wm, gm := nullStats(rs[k*4/5:k], c.get)
			fmt.Fprintf(out, "%s: the best %d by %s (%.0f per 2000 deals, %s <= %.2f): declared %d won %.0f%% gain %+.2f; the last fifth won %.0f%% gain %+.2f\n",
				c.name, k, name, per, name, est(rs[k-1]), d, pct(w, d), g, pct(wm, dm), gm)
		}
	}
}

// printNullChoice prints what the rule bot's own calls won.
func printNullChoice(out io.Writer, rows []nullRow) {
	for _, a := range []game.Action{game.CallPiccolo, game.CallBettel} {
		var rs []nullRow
		for _, r := range rows {
			if r.choice == a {
				rs = append(rs, r)
			}
		}
		get := func(r nullRow) nullBranch { return r.picc }
		if a == game.CallBettel {
			get = func(r nullRow) nullBranch { return r.bett }
		}
		k, d, w, g := nullStats(rs, get)
		fmt.Fprintf(out, "the rule bot's own %v calls: %d, declared %d, won %.0f%%, gain vs pass %+.2f\n", a, k, d, pct(w, d), g)
	}
}

// printNullPolicy prints, for a grid of limits, what a rule would gain per
// 2000 deals against passing everywhere: Piccolo with the Gstieß at
// nullDanger <= a, else Bettel at nullDanger <= b, else Piccolo without
// the Gstieß at est <= c.
func printNullPolicy(out io.Writer, rows []nullRow, deals int, name string, est func(nullRow) float64) {
	type res struct {
		a, b, c, gain float64
		k, w          int
	}
	var results []res
	for a := 0.8; a <= 1.41; a += 0.1 {
		for b := 0.7; b <= 1.21; b += 0.1 {
			for c := 0.6; c <= 2.41; c += 0.05 {
				r := res{a: a, b: b, c: c}
				for _, x := range rows {
					d := probe.NullDanger(x.hand, x.n)
					var br nullBranch
					switch {
					case x.hand.Has(game.CardGstiess):
						if d <= a {
							br = x.picc
						}
					case d <= b && x.bett.ok:
						br = x.bett
					case est(x) <= c:
						br = x.picc
					}
					if !br.ok {
						continue
					}
					r.gain += float64(br.score - x.pass.score)
					if br.decl {
						r.k++
						if br.won {
							r.w++
						}
					}
				}
				r.gain *= 2000 / float64(deals)
				results = append(results, r)
			}
		}
	}
	sort.Slice(results, func(i, j int) bool { return results[i].gain > results[j].gain })
	fmt.Fprintf(out, "== the best limits with Piccolo without the Gstieß by %s\n", name)
	for _, r := range results[:3] {
		fmt.Fprintf(out, "  Piccolo(Gstieß) <= %.1f Bettel <= %.1f Piccolo(no Gstieß) <= %.1f: gain %+.0f per 2000 deals, declared %.1f per 2000 deals, won %.0f%%\n",
			r.a, r.b, r.c, r.gain, float64(r.k)*2000/float64(deals), pct(r.w, r.k))
	}
}

// printNullTricks prints how many tricks the declarer of a Piccolo without
// the Gstieß took, by nullDanger, among those declared at 2.5 or less.
func printNullTricks(out io.Writer, rows []nullRow) {
	var k [6][4]int
	for _, r := range rows {
		d := probe.NullDanger(r.hand, r.n)
		if r.hand.Has(game.CardGstiess) || !r.picc.decl || d > 2.5 {
			continue
		}
		k[int(d*2)][min(r.picc.tricks, 3)]++
	}
	fmt.Fprintln(out, "Piccolo without the Gstieß, tricks taken (0, 1, 2, 3+) by nullDanger in halves")
	for b := range k {
		fmt.Fprintf(out, "  %.1f..%.1f %v\n", float64(b)/2, float64(b+1)/2, k[b])
	}
}
