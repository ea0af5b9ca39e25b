package calibrate

import (
	"fmt"
	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/ai/internal/probe"
	"io"
	"time"

	"github.com/cego-spiel/cego/ai/internal/measure"
	"github.com/cego-spiel/cego/ai/solver"
	"github.com/cego-spiel/cego/game"
)

// intervalRules are the rule sets whose positions the interval measurement
// visits: the presets and two sets of the options whose rule-bot decisions
// sample deals.
func intervalRules() []game.Rules {
	var rs []game.Rules
	for _, id := range []string{"STANDARD", "DREI_SPIELER", "SCHWARZWALDMEISTERSCHAFT", "ST_GEORGEN"} {
		r, _ := game.Preset(id)
		rs = append(rs, r)
	}
	return append(rs,
		game.Rules{Players: 4, SoloUlti: true, Durchmarsch: true, Offen: true, GeregelterRaeuber: true,
			Trio: true, Quarto: true, Quinto: true, Pflichtsolo: game.PflichtsoloChallenge},
		game.Rules{Players: 4, Pflichtsolo: game.PflichtsoloEnforced, GegensoloGehalten: true, Drescher: true, RaeuberTieSplit: true})
}

// fastest runs f reps times and returns the shortest time: on a shared
// machine the shortest is the closest to the work itself.
func fastest(reps int, f func()) time.Duration {
	best := time.Duration(1<<63 - 1)
	for range reps {
		t0 := time.Now()
		f()
		best = min(best, time.Since(t0))
	}
	return best
}

// calCheckIntervals measures, on decisions of every phase under every
// rule set (deals with rule-bot and with random auctions), the longest
// piece of work the search does between two looks at the clock, i.e. how
// far past its cap a decision can run on an idle core:
//   - the rule bot's own choice, made before the search;
//   - one draw: View.Sample and the inference replay that weighs the deal;
//   - a play-out's stretch between two looks (every call of the auction
//     and the exchange, every eighth card);
//   - the solver's 1024 nodes between two looks.
//
// It reports; it does not judge (calibrate checkintervals).
func calCheckIntervals(args []string, out io.Writer) error {
	fs := measure.Flags("checkintervals", out)
	deals := fs.Int("deals", 16, "deals per rule set")
	if err := fs.Parse(args); err != nil {
		return err
	}
	type worst struct {
		d     time.Duration
		where string
	}
	var rule, draw, stretch, nodes worst
	note := func(w *worst, d time.Duration, where string) {
		if d > w.d {
			*w = worst{d, where}
		}
	}
	s := solver.New(16, ai.ExpertConfig().NodeCap)
	likelihood := probe.LogLikelihood(1)
	rb := ai.NewRuleBot(2)
	count := 0
	for k, r := range intervalRules() {
		for d := 0; d < *deals; d++ {
			seed := uint64(1000*k + d)
			st := game.Deal(r, game.Seat(d%r.N()), seed)
			random := ai.NewRandomBot(seed)
			for steps := 0; st.Phase() != game.Done && steps < 500; steps++ {
				v := st.View(st.Turn())
				where := fmt.Sprintf("rules %d deal %d step %d: %v %v", k, d, steps, st.Phase(), st.Contract())
				legal := v.Legal()
				if len(legal) > 1 && steps%3 == 0 {
					count++
					note(&rule, fastest(3, func() { rb.Decide(v) }), where)
					for i := range 4 {
						dt := fastest(3, func() {
							rng := newRand(seed + uint64(i))
							if smp, err := v.Sample(rng); err == nil {
								likelihood(&v, &smp)
							}
						})
						note(&draw, dt, where)
					}
					// a play-out after each legal action on a sampled deal
					if smp, err := v.Sample(newRand(seed)); err == nil {
						for _, a := range legal {
							c := smp
							if err := c.Apply(a); err != nil {
								return fmt.Errorf("%s: %v on a sampled deal: %w", where, a, err)
							}
							run := time.Duration(0)
							for n := 0; c.Phase() != game.Done && n < 500; n++ {
								if n&7 == 0 || c.Phase() != game.Playing {
									note(&stretch, run, where)
									run = 0
								}
								cv := c.View(c.Turn())
								var x game.Action
								run += fastest(2, func() { x = rb.Decide(cv).Action })
								if err := c.Apply(x); err != nil {
									return fmt.Errorf("%s: a play-out's %v: %w", where, x, err)
								}
							}
							note(&stretch, run, where)
						}
						// the solver's time per 1024 nodes on the deal
						if st.Phase() == game.Playing && v.Hand().Len() <= ai.ExpertConfig().SolveCards && probe.Solvable(r, st.Contract()) {
							var n int
							dt := fastest(2, func() {
								s.Reset()
								probe.EvalPlay(s, &smp, v.Seat(), legal, true)
								n = s.Nodes()
							})
							if n > 4096 {
								note(&nodes, dt*1024/time.Duration(n), where)
							}
						}
					}
				}
				a := rb.Choose(v)
				if d%2 == 1 && st.Phase() == game.Bidding {
					a = random.Choose(v)
				}
				if err := st.Apply(a); err != nil {
					return fmt.Errorf("%s: %v: %w", where, a, err)
				}
			}
		}
	}
	fmt.Fprintf(out, "%d decisions; the longest work between two looks at the clock (fastest of repeats):\n", count)
	for _, x := range []struct {
		name string
		w    worst
	}{{"rule bot's choice", rule}, {"one draw (sample + inference)", draw}, {"play-out stretch", stretch}, {"solver, 1024 nodes", nodes}} {
		fmt.Fprintf(out, "  %-30s %8v  at %s\n", x.name, x.w.d.Round(time.Microsecond), x.w.where)
	}
	return nil
}
