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
// legally, and inside a second even on a loaded machine.
func TestExpertTimeCap(t *testing.T) {
	leads, exchanges := firstLeads(6, 900)
	if len(leads) < 3 || len(exchanges) < 3 {
		t.Fatalf("found %d first leads and %d exchanges", len(leads), len(exchanges))
	}
	views := append(leads, exchanges...)
	for _, budget := range []time.Duration{time.Millisecond, 20 * time.Millisecond, ExpertConfig.Budget} {
		var longest time.Duration
		for i, v := range views {
			cfg := ExpertConfig
			cfg.Budget = budget
			b := NewSearchBotWith(cfg, uint64(i))
			t0 := time.Now()
			d := b.Decide(v)
			dt := time.Since(t0)
			if !v.IsLegal(d.Action) {
				t.Fatalf("budget %v: illegal %v (legal %v)", budget, d.Action, v.Legal())
			}
			// the limit: never above a second (the cap itself holds
			// up to a check interval, more on a shared machine)
			if dt > time.Second {
				t.Errorf("budget %v, %v %v: took %v", budget, v.Phase(), v.Contract(), dt)
			}
			longest = max(longest, dt)
		}
		t.Logf("budget %v: longest decision %v", budget, longest)
	}
}

// TestSearchBotExpiredBudget: a cap that has passed before any deal is
// solved gives the rule bot's choice.
func TestSearchBotExpiredBudget(t *testing.T) {
	leads, _ := firstLeads(2, 1900)
	for i, v := range leads {
		cfg := ExpertConfig
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
