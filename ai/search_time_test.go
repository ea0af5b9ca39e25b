package ai

import (
	"testing"
	"time"

	"github.com/cego-spiel/cego/game"
)

// firstLeads returns views of the first lead of normal contracts (every
// hand full: the solver's hardest positions), from deals played by rule
// bots, and views of the declarer's first exchange decision.
func firstLeads(n int, seed uint64) (leads, exchanges []game.View) {
	rb := NewRuleBot(1)
	for d := uint64(0); len(leads) < n && d < uint64(40*n); d++ {
		st := game.Deal(game.Rules{}, game.Seat(d%4), seed+d)
		for st.Phase() != game.Done {
			v := st.View(st.Turn())
			if st.Phase() == game.Exchanging && len(exchanges) < n && len(v.Legal()) > 1 {
				exchanges = append(exchanges, v)
			}
			if st.Phase() == game.Playing {
				if st.TrickCount() <= 1 && st.CurrentTrick().N == 0 && st.Contract().Info().Normal && len(v.Legal()) > 1 {
					leads = append(leads, v)
				}
				break
			}
			_ = st.Apply(rb.Choose(v))
		}
	}
	return leads, exchanges
}

// TestExpertTimeCap runs Expert (both workers, inference) on the first
// leads and exchanges with a tiny and with its own budget: it must answer
// legally, and its profile must account for the deals. How long it takes
// is measured by ai/cmd/timecap and the arena, not judged here (a shared
// machine makes wall-clock limits in unit tests flaky).
func TestExpertTimeCap(t *testing.T) {
	leads, exchanges := firstLeads(6, 900)
	if len(leads) < 3 || len(exchanges) < 3 {
		t.Fatalf("found %d first leads and %d exchanges", len(leads), len(exchanges))
	}
	views := append(leads, exchanges...)
	for _, budget := range []time.Duration{time.Millisecond, 20 * time.Millisecond, ExpertConfig().Budget} {
		var longest time.Duration
		for i, v := range views {
			cfg := ExpertConfig()
			cfg.Budget = budget
			b := NewSearchBotWith(cfg, uint64(i))
			d := b.Decide(v)
			if !v.IsLegal(d.Action) {
				t.Fatalf("budget %v: illegal %v (legal %v)", budget, d.Action, v.Legal())
			}
			p, ok := b.LastProfile()
			if !ok || p.Budget != budget || p.Phase != v.Phase() || p.Legal != len(v.Legal()) {
				t.Fatalf("budget %v: profile %+v", budget, p)
			}
			if p.Solved+p.Rolled+p.Dropped < p.Deals || p.Samples > p.Deals || p.Deals > p.Drawn {
				t.Errorf("budget %v: the profile does not add up: %v", budget, p)
			}
			longest = max(longest, p.Total)
		}
		t.Logf("budget %v: longest decision %v", budget, longest)
	}
}

// TestDrawingStopsAtTheDeadline: with the deadline passed, no deal is
// drawn (before it, drawing continued until the first deal at least);
// with only the drawing share passed, exactly one.
func TestDrawingStopsAtTheDeadline(t *testing.T) {
	leads, exchanges := firstLeads(3, 1300)
	past := time.Now().Add(-time.Second)
	model := NewRuleBot(1)
	for i, v := range append(leads, exchanges...) {
		for _, infer := range []bool{false, true} {
			rng := newRand(uint64(i))
			if deals, drawn, _ := drawDeals(&v, 40, 120, infer, 0.7, rng, model, past, past); len(deals) != 0 || drawn != 0 {
				t.Errorf("inference %v: %d deals drawn (%d kept) after the deadline", infer, drawn, len(deals))
			}
			if deals, drawn, _ := drawDeals(&v, 40, 120, infer, 0.7, rng, model, past, time.Time{}); len(deals) != 1 || drawn != 1 {
				t.Errorf("inference %v: %d deals drawn (%d kept) after the drawing share", infer, drawn, len(deals))
			}
		}
	}
}

// TestPlayOutStopsAtTheDeadline: a play-out whose deadline has passed gives
// up before its first action, and so does rolloutActions.
func TestPlayOutStopsAtTheDeadline(t *testing.T) {
	views, states := decisionPoints(20, 31)
	past := time.Now().Add(-time.Second)
	rb := NewRuleBot(1)
	for i := range views {
		st := states[i]
		if _, ok := rolloutBy(&st, rb, past); ok || st != states[i] {
			t.Fatalf("%v: a play-out ran past its deadline", st.Phase())
		}
		if _, ok := rolloutBy(&st, rb, time.Time{}); !ok || st.Phase() != game.Done {
			t.Fatalf("%v: a play-out without a deadline did not finish", states[i].Phase())
		}
		v := views[i]
		if _, ok := rolloutActions(&states[i], v.Seat(), v.Legal(), rb, past); ok {
			t.Fatal("rolloutActions ran past its deadline")
		}
	}
}

// TestSearchBotExpiredBudget: a cap that has passed before any deal is
// solved gives the rule bot's choice.
func TestSearchBotExpiredBudget(t *testing.T) {
	leads, _ := firstLeads(2, 1900)
	for i, v := range leads {
		cfg := ExpertConfig()
		cfg.Budget = time.Nanosecond
		b := NewSearchBotWith(cfg, uint64(i))
		an := b.analyze(&v, cfg.Budget)
		if an.method != "rule" && an.samples > 1 {
			t.Errorf("an expired cap still solved %d deals (%s)", an.samples, an.method)
		}
		if d := an.decision(); !v.IsLegal(d.Action) {
			t.Fatalf("illegal %v", d.Action)
		}
	}
}
