package ai

import (
	"errors"
	"fmt"
	"io"
	"math"
	"runtime"
	"slices"
	"sync"
	"time"

	"github.com/cego-spiel/cego/game"
)

// ArenaConfig describes a duplicate match between two bot levels.
type ArenaConfig struct {
	A, B    Level
	Deals   int
	Seed    uint64
	Players int // 3 or 4
	// Workers is the number of goroutines; 0 means runtime.NumCPU(). The
	// results do not depend on it.
	Workers int
}

// ContractStats counts one contract: how often each bot declared it and won.
type ContractStats struct {
	DeclaredA, WonA int
	DeclaredB, WonB int
	// ScoreA and ScoreB sum the declarer's settlement.
	ScoreA, ScoreB int
}

// ArenaResult is the outcome of RunArena.
type ArenaResult struct {
	Config ArenaConfig
	// Mean is A's settlement in a seat minus B's settlement in the same seat
	// of the same deal, averaged over seats and deals; CI95 is the half-width
	// of its 95% confidence interval (over the per-deal averages).
	Mean, CI95 float64
	// PerDeal holds each deal's average over seats.
	PerDeal []float64
	// Contracts counts every played deal (B alone and each A-seat run).
	Contracts [game.NumContracts]ContractStats
	// TimesA and TimesB are every decision time of each bot; ChoiceA and
	// ChoiceB only those with more than one legal action.
	TimesA, TimesB   []time.Duration
	ChoiceA, ChoiceB []time.Duration
}

type dealOutcome struct {
	diff      float64
	contracts [game.NumContracts]ContractStats
	timesA    []time.Duration
	timesB    []time.Duration
	choiceA   []time.Duration
	choiceB   []time.Duration
}

// botSeed derives the seed of the bot in seat s of deal i. It does not
// depend on the bot's level, so that A against A plays identically to B.
func botSeed(dealSeed uint64, s int) uint64 {
	return game.SplitMix64(dealSeed ^ uint64(s+1)*0x9E3779B97F4A7C15)
}

// RunArena plays cfg.Deals duplicate deals: each deal once with B in every
// seat and once for each seat with A in that seat and B in the others.
func RunArena(cfg ArenaConfig) (ArenaResult, error) {
	res := ArenaResult{Config: cfg}
	if cfg.Players == 0 {
		cfg.Players = 4
		res.Config.Players = 4
	}
	if cfg.Players != 3 && cfg.Players != 4 {
		return res, fmt.Errorf("%d players: 3 or 4", cfg.Players)
	}
	if cfg.Deals <= 0 {
		return res, errors.New("deals must be positive")
	}
	for _, l := range []Level{cfg.A, cfg.B} {
		if !l.Available() {
			return res, fmt.Errorf("bot level %v is not implemented yet", l)
		}
	}
	workers := cfg.Workers
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	outs := make([]dealOutcome, cfg.Deals)
	errs := make([]error, cfg.Deals)
	var wg sync.WaitGroup
	next := make(chan int)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				outs[i], errs[i] = playDuplicate(cfg, i)
			}
		}()
	}
	for i := 0; i < cfg.Deals; i++ {
		next <- i
	}
	close(next)
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return res, err
		}
	}
	res.PerDeal = make([]float64, cfg.Deals)
	sum := 0.0
	for i, o := range outs {
		res.PerDeal[i] = o.diff
		sum += o.diff
		for c := range o.contracts {
			s := &res.Contracts[c]
			s.DeclaredA += o.contracts[c].DeclaredA
			s.WonA += o.contracts[c].WonA
			s.DeclaredB += o.contracts[c].DeclaredB
			s.WonB += o.contracts[c].WonB
			s.ScoreA += o.contracts[c].ScoreA
			s.ScoreB += o.contracts[c].ScoreB
		}
		res.TimesA = append(res.TimesA, o.timesA...)
		res.TimesB = append(res.TimesB, o.timesB...)
		res.ChoiceA = append(res.ChoiceA, o.choiceA...)
		res.ChoiceB = append(res.ChoiceB, o.choiceB...)
	}
	n := float64(cfg.Deals)
	res.Mean = sum / n
	if cfg.Deals > 1 {
		ss := 0.0
		for _, d := range res.PerDeal {
			ss += (d - res.Mean) * (d - res.Mean)
		}
		res.CI95 = 1.96 * math.Sqrt(ss/(n-1)/n)
	}
	return res, nil
}

// playDuplicate plays deal i with B everywhere and with A in each seat.
func playDuplicate(cfg ArenaConfig, i int) (dealOutcome, error) {
	var o dealOutcome
	dealSeed := game.SplitMix64(cfg.Seed*0x100000001B3 + uint64(i))
	rules := game.Rules{Players: cfg.Players}
	dealer := game.Seat(i % cfg.Players)
	base, err := playOne(cfg, rules, dealer, dealSeed, -1, &o)
	if err != nil {
		return o, err
	}
	total := 0.0
	for s := 0; s < cfg.Players; s++ {
		sc, err := playOne(cfg, rules, dealer, dealSeed, s, &o)
		if err != nil {
			return o, err
		}
		total += float64(sc[s] - base[s])
	}
	o.diff = total / float64(cfg.Players)
	return o, nil
}

// playOne plays the deal with A in seat aSeat (-1: nobody) and B elsewhere.
func playOne(cfg ArenaConfig, rules game.Rules, dealer game.Seat, dealSeed uint64, aSeat int, o *dealOutcome) ([4]int, error) {
	st := game.Deal(rules, dealer, dealSeed)
	bots := make([]Bot, cfg.Players)
	for s := range bots {
		l := cfg.B
		if s == aSeat {
			l = cfg.A
		}
		b, err := New(l, botSeed(dealSeed, s))
		if err != nil {
			return [4]int{}, err
		}
		bots[s] = b
	}
	var buf [64]game.Action
	for steps := 0; st.Phase() != game.Done; steps++ {
		if steps > 500 {
			return [4]int{}, errors.New("deal does not end")
		}
		p := st.Turn()
		v := st.View(p)
		choice := len(v.AppendLegal(buf[:0])) > 1
		t0 := time.Now()
		a := bots[p].Choose(v)
		dt := time.Since(t0)
		if int(p) == aSeat {
			o.timesA = append(o.timesA, dt)
			if choice {
				o.choiceA = append(o.choiceA, dt)
			}
		} else {
			o.timesB = append(o.timesB, dt)
			if choice {
				o.choiceB = append(o.choiceB, dt)
			}
		}
		if err := st.Apply(a); err != nil {
			return [4]int{}, fmt.Errorf("seat %d (%v) chose an illegal action: %w", p, bots[p], err)
		}
	}
	r := st.Result()
	cs := &o.contracts[r.Contract]
	won := r.Won
	if r.Contract.Info().Solitary {
		won = r.Score[r.Declarer] >= 0
	}
	if int(r.Declarer) == aSeat {
		cs.DeclaredA++
		cs.ScoreA += r.Score[r.Declarer]
		if won {
			cs.WonA++
		}
	} else {
		cs.DeclaredB++
		cs.ScoreB += r.Score[r.Declarer]
		if won {
			cs.WonB++
		}
	}
	return r.Score, nil
}

// percentile returns the p-quantile (0…1) of sorted durations.
func percentile(sorted []time.Duration, p float64) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	i := int(math.Ceil(p*float64(len(sorted)))) - 1
	if i < 0 {
		i = 0
	}
	return sorted[i]
}

// Report writes the result as text; its last line is
// "A-vs-B: mean=<number> ci95=<number> deals=<n>".
func (r ArenaResult) Report(w io.Writer) {
	a, b := r.Config.A.String(), r.Config.B.String()
	fmt.Fprintf(w, "duplicate arena: %s vs %s, %d players, %d deals, seed %d\n",
		a, b, r.Config.Players, r.Config.Deals, r.Config.Seed)
	fmt.Fprintf(w, "contracts over all %d plays (each deal once with %s alone, once per seat with %s there):\n",
		r.Config.Deals*(1+r.Config.Players), b, a)
	fmt.Fprintf(w, "%-18s %10s %8s %6s %7s %10s %8s %6s %7s\n", "contract",
		"decl("+a+")", "won", "rate", "avg", "decl("+b+")", "won", "rate", "avg")
	for c := game.Contract(1); int(c) < game.NumContracts; c++ {
		s := r.Contracts[c]
		if s.DeclaredA+s.DeclaredB == 0 {
			continue
		}
		fmt.Fprintf(w, "%-18s %10d %8d %6s %7s %10d %8d %6s %7s\n", c.String(),
			s.DeclaredA, s.WonA, rate(s.WonA, s.DeclaredA), avg(s.ScoreA, s.DeclaredA),
			s.DeclaredB, s.WonB, rate(s.WonB, s.DeclaredB), avg(s.ScoreB, s.DeclaredB))
	}
	var never []string
	for c := game.Contract(1); int(c) < game.NumContracts; c++ {
		if c == game.Halbe || c == game.Drescher || (r.Config.Players == 3 && (c == game.Piccolo || c == game.Bettel)) {
			continue
		}
		if s := r.Contracts[c]; s.DeclaredA+s.DeclaredB == 0 {
			never = append(never, c.String())
		}
	}
	if len(never) > 0 {
		fmt.Fprintf(w, "never declared: %v\n", never)
	}
	fmt.Fprintln(w, "(avg: the declarer's mean settlement; Räuber: declared = chosen by Vorhand, won = Vorhand did not pay)")
	for _, x := range []struct {
		name  string
		times []time.Duration
	}{{a + " (A)", r.TimesA}, {b + " (B)", r.TimesB},
		{a + " (A) with a choice", r.ChoiceA}, {b + " (B) with a choice", r.ChoiceB}} {
		t := slices.Clone(x.times)
		slices.Sort(t)
		fmt.Fprintf(w, "decision time %-24s n=%d median=%v p95=%v max=%v\n", x.name, len(t),
			percentile(t, 0.5), percentile(t, 0.95), percentile(t, 1))
	}
	fmt.Fprintf(w, "%s-vs-%s: mean=%.3f ci95=%.3f deals=%d\n", a, b, r.Mean, r.CI95, r.Config.Deals)
}

func rate(won, n int) string {
	if n == 0 {
		return "-"
	}
	return fmt.Sprintf("%.0f%%", 100*float64(won)/float64(n))
}

func avg(sum, n int) string {
	if n == 0 {
		return "-"
	}
	return fmt.Sprintf("%+.1f", float64(sum)/float64(n))
}
