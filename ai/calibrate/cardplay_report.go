package calibrate

import (
	"fmt"
	"io"
	"time"

	"github.com/cego-spiel/cego/ai/internal/measure"
)

// cardPlayNames are the players of a paired measurement of card play as
// the flags named them, and whether the search bots kept their time cap.
type cardPlayNames struct {
	a, b, field string
	timeCap     bool
}

// cardPlaySummary is what the report says of a paired measurement's spots:
// the side's settlement a play with A's and with B's bots, their paired
// difference A − B, the declarer's wins with each, the spots whose
// settlements differ, and the card play's time a spot.
type cardPlaySummary struct {
	a, b, diff   measure.Sample
	wonA, wonB   int
	differ       int
	timeA, timeB time.Duration
}

// summarize sums the spots up.
func summarize(spots []spotPlay) cardPlaySummary {
	var s cardPlaySummary
	as, bs, ds := make([]float64, len(spots)), make([]float64, len(spots)), make([]float64, len(spots))
	for i, x := range spots {
		as[i], bs[i], ds[i] = x.a, x.b, x.a-x.b
		s.wonA += int(b2f(x.wonA))
		s.wonB += int(b2f(x.wonB))
		s.differ += int(b2f(x.a != x.b))
		s.timeA += x.timeA
		s.timeB += x.timeB
	}
	s.a, s.b, s.diff = measure.Summarize(as), measure.Summarize(bs), measure.Summarize(ds)
	if n := len(spots); n > 0 {
		s.timeA /= time.Duration(n)
		s.timeB /= time.Duration(n)
	}
	return s
}

// reportCardPlay prints the measurement's result; its last line is
// "cardplay: mean=… ci95=… sd=… spots=…" (A − B a play).
func reportCardPlay(w io.Writer, p pairedPlay, names cardPlayNames, res pairedResult, wall, cpu time.Duration) {
	caps := "the search bots without their time cap"
	if names.timeCap {
		caps = "the search bots with their time cap"
	}
	fmt.Fprintf(w, "cardplay: the %s, the %s's side: A %s, B %s, the other seats %s (%d players, seed %d; %s)\n",
		p.contract, p.side, names.a, names.b, names.field, p.rules.N(), p.seed, caps)
	fmt.Fprintf(w, "%d spots in the first %d deals (the auction and exchange by %s)", len(res.spots), res.deals, names.field)
	if len(res.spots) < p.spots {
		fmt.Fprintf(w, "; stopped before %d", p.spots)
	}
	fmt.Fprintln(w)
	s := summarize(res.spots)
	n := max(s.diff.N, 1)
	unit := "the declarer's settlement"
	if p.side == defenceSide {
		unit = "a defender's settlement"
	}
	fmt.Fprintf(w, "A: %+.3f a play (%s), the declarer won %.1f %%, %.1f ms of card play a spot\n", s.a.Mean, unit, 100*float64(s.wonA)/float64(n), ms(s.timeA))
	fmt.Fprintf(w, "B: %+.3f a play, the declarer won %.1f %%, %.1f ms a spot\n", s.b.Mean, 100*float64(s.wonB)/float64(n), ms(s.timeB))
	fmt.Fprintf(w, "A − B: %+.3f ± %.3f a play (95 %%, paired over the spots); SD of the differences %.3f; %d of %d spots differ\n",
		s.diff.Mean, s.diff.CI95(), s.diff.SD, s.differ, s.diff.N)
	if s.diff.SD > 0 {
		fmt.Fprintf(w, "at this SD an interval of ±0.2 a play needs about %d spots\n", s.diff.NeedFor(0.2))
	}
	fmt.Fprintf(w, "wall %.1f s, CPU %.1f s\n", wall.Seconds(), cpu.Seconds())
	fmt.Fprintf(w, "cardplay: mean=%+.4f ci95=%.4f sd=%.4f spots=%d\n", s.diff.Mean, s.diff.CI95(), s.diff.SD, s.diff.N)
}

// ms is d in milliseconds.
func ms(d time.Duration) float64 { return d.Seconds() * 1000 }
