package arena

import (
	"fmt"
	"io"
	"math"

	"github.com/cego-spiel/cego/game"
)

// The arena's split of A's result by side: for every contract, what A's
// seat gained over B in the same seat of the same deal when A declared and
// when A defended (RULES' solitary games, Räuber and Drescher, count
// Vorhand as their declarer, as Result does).

// Side is A's part in a play: declarer or defender.
type Side int

// The sides.
const (
	Declarer Side = iota
	Defender
)

// sideOf is seat's side in a finished play.
func sideOf(r game.Result, seat game.Seat) Side {
	if r.Declarer == seat {
		return Declarer
	}
	return Defender
}

// SideStats is A's gain over B in one contract and side: Plays counts the
// plays of a deal with A in a seat that ended in the contract with A on
// that side; Mean is A's settlement there minus B's in the same seat of the
// same deal, averaged over those plays, and CI95 the half-width of its 95 %
// interval (the plays of one deal are counted together, as they are not
// independent). Share is the part of Result.Mean it makes up: the
// shares of all contracts and sides add up to Mean.
type SideStats struct {
	Plays             int
	Mean, CI95, Share float64
	// sums over deals of the deal's gain d, its plays n, d², d·n and n²
	sumD, sumN, sumDD, sumDN, sumNN float64
}

// Sides holds SideStats for every contract and side.
type Sides [game.NumContracts][2]SideStats

// dealSides is one deal's gains and plays by contract and side.
type dealSides [game.NumContracts][2]struct {
	gain  float64
	plays int
}

func (d *dealSides) add(c game.Contract, s Side, gain float64) {
	d[c][s].gain += gain
	d[c][s].plays++
}

// add counts one deal.
func (ss *Sides) add(d *dealSides) {
	for c := range d {
		for s := range d[c] {
			g, n := d[c][s].gain, float64(d[c][s].plays)
			x := &ss[c][s]
			x.Plays += d[c][s].plays
			x.sumD += g
			x.sumN += n
			x.sumDD += g * g
			x.sumDN += g * n
			x.sumNN += n * n
		}
	}
}

// finish computes the means, intervals and shares over the given number of
// deals (a ratio estimate with the deal as the unit).
func (ss *Sides) finish(deals int, players int) {
	m := float64(deals)
	for c := range ss {
		for s := range ss[c] {
			x := &ss[c][s]
			if x.Plays == 0 {
				continue
			}
			x.Mean = x.sumD / x.sumN
			x.Share = x.sumD / (m * float64(players))
			if deals > 1 {
				r := x.Mean
				res := x.sumDD - 2*r*x.sumDN + r*r*x.sumNN
				x.CI95 = 1.96 * math.Sqrt(max(0, res)*m/(m-1)) / x.sumN
			}
		}
	}
}

// reportSides writes the per-side tables: one line for each contract A
// played, A's gain as declarer and as defender, over B and (with a Field)
// over the field.
func (r Result) reportSides(w io.Writer) {
	c := r.Config
	r.Sides.report(w, fmt.Sprintf("%s's gain over %s in the same seat of the same deal, by the contract of %s's play and its side%s:",
		c.A.Name, c.B.Name, c.A.Name, map[bool]string{true: " (calls made by " + c.B.Name + ")"}[c.SameCalls]))
	if c.hasField() {
		r.SidesVsField.report(w, fmt.Sprintf("%s's gain over %s alone in the same seat of the same deal, by the contract of %s's play and its side:",
			c.A.Name, c.Field.Name, c.A.Name))
	}
}

// report writes the table under its title.
func (ss *Sides) report(w io.Writer, title string) {
	fmt.Fprintln(w, title)
	fmt.Fprintf(w, "%-18s %7s %16s %7s %7s %16s %7s\n", "contract", "decl n", "as declarer", "share", "def n", "as defender", "share")
	var total [2]SideStats
	for k := game.Contract(1); int(k) < game.NumContracts; k++ {
		d, f := ss[k][Declarer], ss[k][Defender]
		if d.Plays+f.Plays == 0 {
			continue
		}
		fmt.Fprintf(w, "%-18s %7d %16s %7s %7d %16s %7s\n", k.String(),
			d.Plays, meanCI(d), share(d), f.Plays, meanCI(f), share(f))
		for s := range total {
			x := ss[k][s]
			total[s].Plays += x.Plays
			total[s].Share += x.Share
		}
	}
	fmt.Fprintf(w, "%-18s %7d %16s %7s %7d %16s %7s\n", "all", total[0].Plays, "", share(total[0]), total[1].Plays, "", share(total[1]))
	fmt.Fprintln(w, "(as declarer/defender: mean gain a play ± 95 % interval; share: its part of the mean a deal and seat)")
}

func meanCI(x SideStats) string {
	if x.Plays == 0 {
		return "-"
	}
	return fmt.Sprintf("%+.2f ± %.2f", x.Mean, x.CI95)
}

func share(x SideStats) string {
	if x.Plays == 0 {
		return "-"
	}
	return fmt.Sprintf("%+.3f", x.Share)
}
