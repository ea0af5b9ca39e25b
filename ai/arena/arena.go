package arena

import (
	"errors"
	"fmt"
	"math"
	"runtime"
	"slices"
	"sync"
	"time"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
)

// Config describes a duplicate match between two entrants.
type Config struct {
	A, B    Entrant
	Deals   int
	Seed    uint64
	Players int // 3 or 4 (0: 4)
	// Workers is the number of deals played at once; 0 means
	// runtime.NumCPU(). The results do not depend on it.
	Workers int
	// CPU, if set, reads the process's CPU time: A's decisions with a
	// choice are then also timed in CPU time (meaningful with Workers 1 on a
	// busy machine, where wall-clock times mostly measure the wait for a
	// core).
	CPU func() time.Duration
	// Progress, if set, is called after each finished deal with the number
	// of deals done so far (from the workers' goroutines, one at a time).
	Progress func(done int)
	// Stop, if set and closed, starts no further deal: the result covers
	// the deals played by then, as if Deals had been their number (they
	// are always the first ones).
	Stop <-chan struct{}
	// SameCalls lets a B player of the same seed make the calls (the
	// bidding phase) of A's seat, so that every play of a deal has the
	// contract and declarer of B's play and the sides differ only in the
	// exchange and the card play.
	SameCalls bool
}

// ContractStats counts one contract: how often each side declared it and won.
type ContractStats struct {
	DeclaredA, WonA int
	DeclaredB, WonB int
	// ScoreA and ScoreB sum the declarer's settlement.
	ScoreA, ScoreB int
}

// Result is the outcome of Run.
type Result struct {
	Config Config
	// Mean is A's settlement in a seat minus B's settlement in the same seat
	// of the same deal, averaged over seats and deals; CI95 is the half-width
	// of its 95% confidence interval (over the per-deal averages).
	Mean, CI95 float64
	// Settlements are zero-sum, so B alone scores 0 a seat on average and
	// Mean is also A's mean settlement against the other seats' Bs.
	// PerDeal holds each deal's average over seats.
	PerDeal []float64
	// Contracts counts every played deal (B alone and each A-seat run).
	Contracts [game.NumContracts]ContractStats
	// TimesA and TimesB are every decision time of each side; ChoiceA and
	// ChoiceB only those with more than one legal action; CPUA is A's
	// decisions with a choice in CPU time (with Config.CPU).
	TimesA, TimesB   []time.Duration
	ChoiceA, ChoiceB []time.Duration
	CPUA             []time.Duration
	// SlowA and SlowB are each side's slowest decision, with where it
	// happened (to replay it) and, for the search bots and the hint
	// player, where its time went.
	SlowA, SlowB SlowDecision
	// Sides splits Mean by the contract of A's play and A's side in it
	// (see SideStats).
	Sides Sides
}

// dealOutcome is one deal's share of an Result.
type dealOutcome struct {
	diff             float64
	contracts        [game.NumContracts]ContractStats
	timesA, timesB   []time.Duration
	choiceA, choiceB []time.Duration
	cpuA             []time.Duration
	slowA, slowB     SlowDecision
	sides            dealSides
}

// Run plays cfg.Deals duplicate deals: each deal once with B in every
// seat and once for each seat with A in that seat and B in the others.
func Run(cfg Config) (Result, error) {
	if cfg.Players == 0 {
		cfg.Players = 4
	}
	res := Result{Config: cfg}
	if cfg.Players != 3 && cfg.Players != 4 {
		return res, fmt.Errorf("%d players: 3 or 4", cfg.Players)
	}
	if cfg.Deals <= 0 {
		return res, errors.New("deals must be positive")
	}
	for _, e := range []Entrant{cfg.A, cfg.B} {
		if e.New == nil {
			return res, fmt.Errorf("entrant %q has no players", e.Name)
		}
		if _, err := e.New(0); err != nil {
			return res, err
		}
	}
	workers := cfg.Workers
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	outs := make([]dealOutcome, cfg.Deals)
	errs := make([]error, cfg.Deals)
	var wg sync.WaitGroup
	var mu sync.Mutex
	done := 0
	next := make(chan int)
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				outs[i], errs[i] = playDuplicate(cfg, i)
				if cfg.Progress != nil {
					mu.Lock()
					done++
					cfg.Progress(done)
					mu.Unlock()
				}
			}
		}()
	}
	fed := feed(next, cfg.Deals, cfg.Stop)
	wg.Wait()
	if fed == 0 {
		return res, errors.New("stopped before the first deal")
	}
	res.Config.Deals = fed
	outs, errs = outs[:fed], errs[:fed]
	if err := errors.Join(errs...); err != nil {
		return res, err
	}
	res.tally(outs)
	return res, nil
}

// tally adds up the deals' outcomes and the mean's confidence interval.
func (res *Result) tally(outs []dealOutcome) {
	res.PerDeal = make([]float64, len(outs))
	sum := 0.0
	for i, o := range outs {
		res.PerDeal[i] = o.diff
		sum += o.diff
		for c := range o.contracts {
			s, t := &res.Contracts[c], o.contracts[c]
			s.DeclaredA += t.DeclaredA
			s.WonA += t.WonA
			s.DeclaredB += t.DeclaredB
			s.WonB += t.WonB
			s.ScoreA += t.ScoreA
			s.ScoreB += t.ScoreB
		}
		res.TimesA = append(res.TimesA, o.timesA...)
		res.TimesB = append(res.TimesB, o.timesB...)
		res.ChoiceA = append(res.ChoiceA, o.choiceA...)
		res.ChoiceB = append(res.ChoiceB, o.choiceB...)
		res.CPUA = append(res.CPUA, o.cpuA...)
		if o.slowA.Time > res.SlowA.Time {
			res.SlowA = o.slowA
		}
		if o.slowB.Time > res.SlowB.Time {
			res.SlowB = o.slowB
		}
		res.Sides.add(&o.sides)
	}
	res.Sides.finish(len(outs), res.Config.Players)
	n := float64(len(outs))
	res.Mean = sum / n
	if len(outs) > 1 {
		ss := 0.0
		for _, d := range res.PerDeal {
			ss += (d - res.Mean) * (d - res.Mean)
		}
		res.CI95 = 1.96 * math.Sqrt(ss/(n-1)/n)
	}
}

// feed hands the deals 0, 1, … n−1 to the workers until stop is closed,
// closes next and returns how many it handed out.
func feed(next chan<- int, n int, stop <-chan struct{}) int {
	defer close(next)
	for i := range n {
		select {
		case <-stop:
			return i
		default:
		}
		select {
		case next <- i:
		case <-stop:
			return i
		}
	}
	return n
}

// playDuplicate plays deal i with B everywhere and with A in each seat.
func playDuplicate(cfg Config, i int) (dealOutcome, error) {
	var o dealOutcome
	dealSeed := game.SplitMix64(cfg.Seed*0x100000001B3 + uint64(i))
	rules := game.Rules{Players: cfg.Players}
	dealer := game.Seat(i % cfg.Players)
	baseRes, err := playOne(cfg, i, rules, dealer, dealSeed, -1, &o)
	if err != nil {
		return o, fmt.Errorf("deal %d: %w", i, err)
	}
	base := baseRes.Score
	for s := range cfg.Players {
		r, err := playOne(cfg, i, rules, dealer, dealSeed, s, &o)
		if err != nil {
			return o, fmt.Errorf("deal %d: %w", i, err)
		}
		d := float64(r.Score[s] - base[s])
		o.diff += d
		o.sides.add(r.Contract, sideOf(r, game.Seat(s)), d)
	}
	o.diff /= float64(cfg.Players)
	return o, nil
}

// playOne plays deal number deal with A in seat aSeat (-1: nobody) and B
// elsewhere.
func playOne(cfg Config, deal int, rules game.Rules, dealer game.Seat, dealSeed uint64, aSeat int, o *dealOutcome) (game.Result, error) {
	st := game.Deal(rules, dealer, dealSeed)
	ps := make([]Player, cfg.Players)
	var caller Player // B's player for A's seat's calls (SameCalls)
	for s := range ps {
		e := cfg.B
		if s == aSeat {
			e = cfg.A
		}
		p, err := e.New(ai.SeatSeed(dealSeed, s))
		if err != nil {
			return game.Result{}, err
		}
		ps[s] = p
		if s == aSeat && cfg.SameCalls {
			if caller, err = cfg.B.New(ai.SeatSeed(dealSeed, s)); err != nil {
				return game.Result{}, err
			}
		}
	}
	var buf [64]game.Action
	var actions []game.Action
	var decisions [4]int
	for steps := 0; st.Phase() != game.Done; steps++ {
		if steps > 500 {
			return game.Result{}, errors.New("deal does not end")
		}
		p := st.Turn()
		choice := len(st.AppendLegal(buf[:0])) > 1
		isA := int(p) == aSeat
		if isA && caller != nil && st.Phase() == game.Bidding {
			a := caller.Act(&st, p)
			decisions[p]++
			actions = append(actions, a)
			if err := st.Apply(a); err != nil {
				return game.Result{}, fmt.Errorf("seat %d (%s calling for %s) chose an illegal action %v: %w", p, cfg.B.Name, cfg.A.Name, a, err)
			}
			continue
		}
		var c0, cpu time.Duration
		if cfg.CPU != nil {
			c0 = cfg.CPU()
		}
		t0 := time.Now()
		a := ps[p].Act(&st, p)
		dt := time.Since(t0)
		if cfg.CPU != nil {
			cpu = cfg.CPU() - c0
		}
		slow := &o.slowB
		if isA {
			slow = &o.slowA
		}
		if dt > slow.Time {
			*slow = SlowDecision{Time: dt, Deal: deal, Rules: rules, Dealer: dealer, DealSeed: dealSeed,
				ASeat: aSeat, Seat: p, BotSeed: ai.SeatSeed(dealSeed, int(p)), Decision: decisions[p],
				Phase: st.Phase(), Contract: st.Contract(), Trick: st.TrickCount(), Actions: slices.Clone(actions), CPU: cpu}
			if pr, ok := ps[p].(ai.Profiler); ok {
				slow.Profile, slow.HasProfile = pr.LastProfile()
			}
		}
		decisions[p]++
		actions = append(actions, a)
		switch {
		case isA:
			o.timesA = append(o.timesA, dt)
			if choice {
				o.choiceA = append(o.choiceA, dt)
				if cfg.CPU != nil {
					o.cpuA = append(o.cpuA, cpu)
				}
			}
		default:
			o.timesB = append(o.timesB, dt)
			if choice {
				o.choiceB = append(o.choiceB, dt)
			}
		}
		if err := st.Apply(a); err != nil {
			return game.Result{}, fmt.Errorf("seat %d (%s) chose an illegal action %v: %w", p, entrantName(cfg, isA), a, err)
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
	return r, nil
}

func entrantName(cfg Config, isA bool) string {
	if isA {
		return cfg.A.Name
	}
	return cfg.B.Name
}
