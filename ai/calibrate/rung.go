package calibrate

import (
	"fmt"
	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/ai/internal/probe"
	"io"
	"slices"
	"sort"

	"github.com/cego-spiel/cego/ai/internal/measure"
	"github.com/cego-spiel/cego/game"
)

// forceRung plays a scripted auction in which seat t declares rung c (ok
// false when the others cannot raise the auction that far), then lets the
// Normal bot lay away and play every seat; a refused action is an error.
func forceRung(st *game.State, t game.Seat, c game.Contract, n int, seed uint64) (bool, error) {
	bots := seatRuleBots(n, seed)
	for st.Phase() == game.Bidding {
		p := st.Turn()
		v := st.View(p)
		legal := v.Legal()
		lastByT := false
		for _, x := range v.Calls() {
			if game.ContractOfCall(x.Action).IsLadder() || x.Action == game.Mein {
				lastByT = x.Seat == t
			}
		}
		rung := probe.CurrentRung(&v)
		a := game.Pass
		switch {
		case len(legal) == 1:
			a = legal[0]
		case slices.Contains(legal, game.CallRaeuber):
			a = game.CallCego
		case slices.Contains(legal, game.Mein):
			if p == t || rung < c {
				a = game.Mein
			}
		default:
			for _, x := range legal {
				r := game.ContractOfCall(x)
				if r.IsLadder() && r <= c && (p == t || lastByT) {
					a = x
				}
			}
		}
		if !slices.Contains(legal, a) {
			a = game.Pass
			if !slices.Contains(legal, a) {
				a = legal[0]
			}
		}
		if err := st.Apply(a); err != nil {
			return false, fmt.Errorf("the scripted auction: %w", err)
		}
	}
	if st.Contract() != c || st.Declarer() != t {
		return false, nil
	}
	end, err := ai.PlayOut(*st, bots)
	*st = end
	return err == nil, err
}

// rungRow is a rung forced on a hand: its estimate and features, and the
// deal's outcome.
type rungRow struct {
	est, def, bank, kept, trumps float64
	feat                         []float64
	pts, score                   int
	won                          bool
}

// features returns the row's estimate, features and card points for
// pointsFit.
func (r rungRow) features() (float64, []float64, int) { return r.est, r.feat, r.pts }

// calRungs forces every rung of the ladder on every seat that can
// play it and prints the estimate against the outcome (a tuning tool).
func calRungs(args []string, out io.Writer) error {
	fs := measure.Flags("calrung", out)
	table := newTableFlags(fs, 4)
	deals, rules, err := table.parse(args)
	if err != nil {
		return err
	}
	n := rules.N()
	rows := map[game.Contract][]rungRow{}
	for i := 0; i < deals; i++ {
		seed := game.SplitMix64(uint64(i) + 4242)
		// only deals whose auction reaches the Cego step with Normal bidding
		{
			st := game.Deal(rules, game.Seat(i%n), seed)
			for st.Phase() == game.Bidding {
				p := st.Turn()
				if a := ai.NewRuleBot(ai.SeatSeed(seed, int(p))).Choose(st.View(p)); st.Apply(a) != nil {
					return fmt.Errorf("deal %d: seat %d's call %v was refused", i, p, a)
				}
			}
			if c := st.Contract(); !c.IsLadder() && c != game.Raeuber {
				continue
			}
		}
		for c := game.Cego; c <= game.Geiss; c++ {
			if c == game.Halbe {
				continue
			}
			for ts := 0; ts < n; ts++ {
				st := game.Deal(rules, game.Seat(i%n), seed)
				tt := game.Seat(ts)
				if c == game.Cego && tt != st.Vorhand() {
					continue
				}
				h := st.Hand(tt)
				if !game.CanPlay(c, h) {
					continue
				}
				def := 0.0
				for q := 0; q < n; q++ {
					if q != ts {
						if e := probe.LadderEstimate(game.Einer, st.Hand(game.Seat(q)), n); e > def {
							def = e
						}
					}
				}
				est := probe.LadderEstimate(c, h, n)
				if forced, err := forceRung(&st, tt, c, n, seed); err != nil {
					return fmt.Errorf("deal %d: %v for seat %d: %w", i, c, tt, err)
				} else if !forced {
					continue
				}
				r := st.Result()
				keep := probe.KeepFor(c, h)
				kv := 0.0
				for m := keep; m != 0; m &= m - 1 {
					kv += probe.KeptTrickValue(m.Lowest(), h)
				}
				lg := h &^ keep
				lowT := (lg & (game.Card(14).Bit() - 2)).Len()
				highT := (lg & (game.Card(20).Bit() - game.Card(14).Bit())).Len()
				hon := (lg & (game.CardGeiss.Bit() | game.CardMond.Bit() | game.CardGstiess.Bit())).Len()
				courts := 0
				for m := lg &^ game.TrumpCards; m != 0; m &= m - 1 {
					if m.Lowest().IsCourt() {
						courts++
					}
				}
				suitLen, suitCourts := 0, 0
				for m := keep &^ game.TrumpCards; m != 0; m &= m - 1 {
					su := game.SuitCards(m.Lowest().Suit())
					suitLen += (lg & su).Len()
					for x := lg & su; x != 0; x &= x - 1 {
						if x.Lowest().IsCourt() {
							suitCourts++
						}
					}
				}
				voids := 0
				for su := game.Clubs; su <= game.Diamonds; su++ {
					if h.Of(su) == 0 {
						voids++
					}
				}
				feat := []float64{1, est, float64(lowT), float64(highT), float64(hon), float64(courts), float64(suitLen), float64(suitCourts), float64(voids)}
				rows[c] = append(rows[c], rungRow{est, def, probe.AdjSum(lg), kv, float64(lg.Of(game.Trumps).Len()), feat, r.Points, r.Score[tt], r.Won})
			}
		}
	}
	for c := game.Cego; c <= game.Geiss; c++ {
		rs := rows[c]
		if len(rs) == 0 {
			continue
		}
		sort.Slice(rs, func(i, j int) bool { return rs[i].est < rs[j].est })
		diff := 0.0
		for _, r := range rs {
			diff += float64(r.pts) - r.est
		}
		fmt.Fprintf(out, "== %v: %d hands, points-est %.2f\n", c, len(rs), diff/float64(len(rs)))
		// least squares: points ~ a + b*bank + k*kept + d*trumps laid away
		fit, k := pointsFit(rs, 26)
		fmt.Fprintf(out, "  fit [1 est lowT highT honours courts keptSuitLen keptSuitCourts voids] (est>=28, n=%d): %v\n", k, fit)
		// bins by estimate from 26 up in steps of 2
		for lo := 24.0; lo < 50; lo += 2 {
			var k, sp, w, sc, se, cont, contPts float64
			for _, r := range rs {
				if r.est >= lo && r.est < lo+2 {
					k++
					sp += float64(r.pts)
					se += r.est
					sc += float64(r.score)
					if r.won {
						w++
					}
					if r.def >= 35 {
						cont++
						contPts += float64(r.pts) - r.est
					}
				}
			}
			if k == 0 {
				continue
			}
			cd := 0.0
			if cont > 0 {
				cd = contPts / cont
			}
			fmt.Fprintf(out, "  est %4.0f..%4.0f mean %5.1f points %5.1f won %3.0f%% score %+6.2f (n=%d; strong defender n=%d pts-est %+.1f)\n",
				lo, lo+2, se/k, sp/k, 100*w/k, sc/k, int(k), int(cont), cd)
		}
	}
	return nil
}
