// Command timecap surveys the decision time of the search bots and the
// hint on hard positions: the first trick (every hand full, where a solve
// costs more than the whole cap), the first solved play (SolveCards cards
// in hand), the exchange and the auction, in every contract, with four and
// three players and under the option presets. Contracts the rule bots
// rarely bid are reached by deals whose auction is bid at random (the
// exchange and the play by rule bots).
//
//	go run ./ai/cmd/timecap -deals 40 -players expert,hint
//
// For each player it prints the wall-clock and CPU-time percentiles
// (median, 95th, 99th, max), by kind of position, how often and how far the
// cap was overrun, and its slowest decisions with where their time went and
// the arguments of ai/cmd/replay that set them up again. Run it on a quiet
// machine: wall-clock times measure the wait for a core too (the CPU times
// add both workers of Expert and the hint).
package main

import (
	"flag"
	"fmt"
	"os"
	"runtime/pprof"
	"slices"
	"strings"
	"time"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/ai/arena"
	"github.com/cego-spiel/cego/ai/internal/cputime"
	"github.com/cego-spiel/cego/ai/internal/measure"
	"github.com/cego-spiel/cego/game"
)

// position is one decision to time.
type position struct {
	kind    string // "auction", "exchange", "trick 1", "solve"
	rules   game.Rules
	preset  string
	dealer  game.Seat
	seed    uint64
	actions []game.Action
	st      game.State
}

// sample is one timed decision.
type sample struct {
	pos       *position
	botSeed   uint64
	wall, cpu time.Duration
	prof      ai.SearchProfile
	has       bool
	action    game.Action
}

// compare tells how often a timed hint gave the advice of the whole search
// (ref) and what its choices lose by the whole search's own estimates.
func compare(samples []sample, ref []ai.Advice) {
	same, choice := 0, 0
	loss, deals, full := 0.0, 0, 0
	for i, s := range samples {
		r := ref[i]
		if len(r.Candidates) < 2 {
			continue
		}
		choice++
		if s.action == r.Action {
			same++
		}
		for _, c := range r.Candidates {
			if c.Action == s.action {
				loss += r.Candidates[0].Expected - c.Expected
			}
		}
		deals += s.prof.Samples
		full += r.Samples
	}
	if choice == 0 {
		return
	}
	fmt.Printf("against the whole search over %d decisions with a choice: same advice %.1f%%, mean loss %.3f by its estimates; deals %.1f of %.1f on average\n",
		choice, 100*float64(same)/float64(choice), loss/float64(choice), float64(deals)/float64(choice), float64(full)/float64(choice))
}

func main() {
	deals := flag.Int("deals", 30, "deals per rule set and auction kind")
	seed := flag.Uint64("seed", 1, "seed of the deals")
	who := flag.String("players", "expert,hint", "players to time, comma-separated: strong, expert, hint, hint:<budget> (hint: ai.HintBudget)")
	quality := flag.Bool("quality", false, "compare each hint's advice with the hint's whole search (no time cap) on the same positions")
	slowest := flag.Int("slowest", 3, "slowest decisions to show per player")
	cpuProfile := flag.String("cpuprofile", "", "write a CPU profile of the survey to this file")
	flag.Parse()
	if *cpuProfile != "" {
		f, err := os.Create(*cpuProfile)
		if err != nil {
			fail(err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			fail(err)
		}
		defer pprof.StopCPUProfile()
	}
	positions := collect(*deals, *seed)
	fmt.Printf("%d positions; load average at start: %s\n", len(positions), loadavg())
	rs, names := ruleSets()
	for k, r := range rs {
		data, _ := r.MarshalJSON()
		fmt.Printf("rules %s: %s\n", names[k], data)
	}
	var ref []ai.Advice
	if *quality {
		t0 := time.Now()
		for _, p := range positions {
			ref = append(ref, ai.Hint(p.st.View(p.st.Turn()), -1))
		}
		fmt.Printf("the hint's whole search (no cap) on every position took %v\n", time.Since(t0).Round(time.Second))
	}
	for _, name := range strings.Split(*who, ",") {
		hintBudget := time.Duration(0)
		if b, ok := strings.CutPrefix(name, "hint:"); ok {
			d, err := time.ParseDuration(b)
			if err != nil {
				fail(err)
			}
			name, hintBudget = "hint", d
		}
		e, err := arena.ParseEntrant(name, hintBudget)
		if err != nil {
			fail(err)
		}
		switch {
		case name == "hint" && hintBudget == 0:
			e.Name = fmt.Sprintf("hint (budget %v, the default)", ai.HintBudget)
		case name == "hint":
			e.Name = fmt.Sprintf("hint (budget %v)", hintBudget)
		}
		var samples []sample
		for i := range positions {
			p := &positions[i]
			botSeed := uint64(i) + 1
			pl, err := e.New(botSeed)
			if err != nil {
				fail(err)
			}
			s := p.st
			var c0 time.Duration
			if cputime.Process != nil {
				c0 = cputime.Process()
			}
			t0 := time.Now()
			a := pl.Act(&s, s.Turn())
			sm := sample{pos: p, botSeed: botSeed, wall: time.Since(t0), action: a}
			if cputime.Process != nil {
				sm.cpu = cputime.Process() - c0
			}
			if pr, ok := pl.(ai.Profiler); ok {
				sm.prof, sm.has = pr.LastProfile()
			}
			samples = append(samples, sm)
		}
		report(e.Name, samples, *slowest)
		if ref != nil && name == "hint" {
			compare(samples, ref)
		}
	}
	fmt.Printf("load average at the end: %s\n", loadavg())
}

// ruleSets are the rules surveyed.
func ruleSets() (sets []game.Rules, names []string) {
	for _, id := range []string{"STANDARD", "DREI_SPIELER", "SCHWARZWALDMEISTERSCHAFT", "ST_GEORGEN"} {
		r, _ := game.Preset(id)
		if r.Players == 0 {
			r.Players = 4
		}
		sets, names = append(sets, r), append(names, id)
	}
	// OPTIONS1 and OPTIONS2: the options whose rule-bot decisions sample
	// deals, and the special games of the options
	r := game.Rules{Players: 4, SoloUlti: true, Durchmarsch: true, Offen: true, GeregelterRaeuber: true,
		Trio: true, Quarto: true, Quinto: true, Pflichtsolo: game.PflichtsoloChallenge}
	sets, names = append(sets, r), append(names, "OPTIONS1")
	r = game.Rules{Players: 4, Pflichtsolo: game.PflichtsoloEnforced, GegensoloGehalten: true, Drescher: true, RaeuberTieSplit: true}
	sets, names = append(sets, r), append(names, "OPTIONS2")
	return sets, names
}

// collect plays deals per rule set, half with rule-bot auctions and half
// with random ones, and keeps their hard decisions.
func collect(deals int, seed uint64) []position {
	sets, names := ruleSets()
	var out []position
	for k, r := range sets {
		if err := r.Validate(); err != nil {
			fail(fmt.Errorf("%s: %w", names[k], err))
		}
		for d := 0; d < 2*deals; d++ {
			dealSeed := game.SplitMix64(seed ^ uint64(k)<<40 ^ uint64(d))
			dealer := game.Seat(d % r.N())
			out = append(out, playDeal(r, names[k], dealer, dealSeed, d%2 == 1)...)
		}
	}
	return out
}

// playDeal plays one deal with rule bots (the auction at random if
// randomBids) and returns its hard decisions.
func playDeal(r game.Rules, name string, dealer game.Seat, seed uint64, randomBids bool) []position {
	st := game.Deal(r, dealer, seed)
	rule := ai.NewRuleBot(seed)
	random := ai.NewRandomBot(seed)
	var out []position
	var actions []game.Action
	solveAt := ai.ExpertConfig().SolveCards
	sawSolve := false
	bids := 0
	for steps := 0; st.Phase() != game.Done && steps < 500; steps++ {
		v := st.View(st.Turn())
		kind := ""
		if len(v.Legal()) > 1 {
			switch st.Phase() {
			case game.Bidding:
				if bids%3 == 0 {
					kind = "auction"
				}
				bids++
			case game.Exchanging:
				kind = "exchange"
			case game.Playing:
				switch {
				case st.TrickCount() <= 1:
					kind = "trick 1"
				case v.Hand().Len() == solveAt && !sawSolve:
					kind, sawSolve = "solve", true
				}
			}
		}
		if kind != "" {
			out = append(out, position{kind: kind, rules: r, preset: name, dealer: dealer, seed: seed,
				actions: slices.Clone(actions), st: st})
		}
		a := rule.Choose(v)
		if randomBids && st.Phase() == game.Bidding {
			a = random.Choose(v)
		}
		if st.Apply(a) != nil {
			break
		}
		actions = append(actions, a)
	}
	return out
}

// report prints a player's percentiles, by kind and contract, and its
// slowest decisions.
func report(name string, samples []sample, slowest int) {
	fmt.Printf("\n== %s: %d decisions\n", name, len(samples))
	line := func(label string, ss []sample) {
		w := make([]time.Duration, len(ss))
		c := make([]time.Duration, len(ss))
		over, worst := 0, time.Duration(0)
		var rule, draw time.Duration
		for i, s := range ss {
			w[i], c[i] = s.wall, s.cpu
			if s.has && s.prof.Over() > 0 {
				over++
				worst = max(worst, s.prof.Over())
			}
			rule, draw = max(rule, s.prof.Rule), max(draw, s.prof.LongestDraw)
		}
		slices.Sort(w)
		slices.Sort(c)
		fmt.Printf("%-24s n=%4d wall median %7s p95 %7s p99 %7s max %7s | CPU median %7s p95 %7s p99 %7s max %7s | over cap %3d (max %7s) | longest rule bot %6s, draw %6s\n",
			label, len(ss), ms(measure.Percentile(w, .5)), ms(measure.Percentile(w, .95)), ms(measure.Percentile(w, .99)), ms(measure.Percentile(w, 1)),
			ms(measure.Percentile(c, .5)), ms(measure.Percentile(c, .95)), ms(measure.Percentile(c, .99)), ms(measure.Percentile(c, 1)), over, ms(worst), ms(rule), ms(draw))
	}
	line("all", samples)
	groups := map[string][]sample{}
	var keys []string
	for _, s := range samples {
		for _, k := range []string{"kind " + s.pos.kind, fmt.Sprintf("%dp %v", s.pos.rules.N(), s.pos.st.Contract()), "rules " + s.pos.preset} {
			if _, ok := groups[k]; !ok {
				keys = append(keys, k)
			}
			groups[k] = append(groups[k], s)
		}
	}
	slices.Sort(keys)
	for _, k := range keys {
		line(k, groups[k])
	}
	byTime := slices.Clone(samples)
	slices.SortFunc(byTime, func(a, b sample) int { return int(b.wall - a.wall) })
	for _, s := range byTime[:min(slowest, len(byTime))] {
		p := s.pos
		fmt.Printf("slow: %s wall, %s CPU: %s, %s, %v %v\n", ms(s.wall), ms(s.cpu), p.preset, p.kind, p.st.Phase(), p.st.Contract())
		if s.has {
			fmt.Printf("  %v\n", s.prof)
		}
		fmt.Printf("  replay: go run ./ai/cmd/replay %s\n", arena.ReplayArgs(strings.Fields(name)[0], s.botSeed, p.rules, p.dealer, p.seed, p.actions))
	}
}

func ms(d time.Duration) string { return fmt.Sprintf("%.1fms", float64(d)/float64(time.Millisecond)) }

// loadavg returns the first three fields of /proc/loadavg ("?" elsewhere).
func loadavg() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	f := strings.Fields(string(b))
	if len(f) < 3 {
		return "?"
	}
	return strings.Join(f[:3], " ")
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "timecap:", err)
	os.Exit(2)
}
