package arena

import (
	"errors"
	"fmt"
	"runtime"
	"slices"
	"sync"
	"time"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/ai/internal/measure"
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
	// Field, if set (its New not nil), sits in the seats that are not A's:
	// each deal is played once with Field in every seat and, for each seat,
	// once with A there and once with B there, the others Field. Mean is
	// then A's settlement minus B's in the same seat of the same deal
	// against the same Field players, and Result.VsField tells A's and B's
	// each against Field alone.
	Field Entrant
}

// Estimate is a mean with the half-width of its 95 % confidence interval.
type Estimate struct{ Mean, CI95 float64 }

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
	// VsField is, with a Field, A's (index 0) and B's (index 1) settlement
	// in a seat minus Field's in the same seat of the deal played by Field
	// alone, averaged over seats and deals.
	VsField [2]Estimate
	// SidesVsField splits VsField[0], A's gain over the field, by the
	// contract of A's play and A's side in it (with a Field only).
	SidesVsField Sides
}

// dealOutcome is one deal's share of an Result.
type dealOutcome struct {
	diff             float64
	vsField          [2]float64 // with a Field: A's and B's gain over it
	contracts        [game.NumContracts]ContractStats
	timesA, timesB   []time.Duration
	choiceA, choiceB []time.Duration
	cpuA             []time.Duration
	slowA, slowB     SlowDecision
	sides            dealSides
	sidesVsField     dealSides // with a Field: A's gain over it
}

// Run plays cfg.Deals duplicate deals: each deal once with B in every
// seat and once for each seat with A in that seat and B in the others (with
// a Field: once with the Field in every seat and, for each seat, once with A
// and once with B there, the Field in the others).
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
	entrants := []Entrant{cfg.A, cfg.B}
	if cfg.hasField() {
		entrants = append(entrants, cfg.Field)
	}
	for _, e := range entrants {
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
		res.SidesVsField.add(&o.sidesVsField)
	}
	res.Sides.finish(len(outs), res.Config.Players)
	res.SidesVsField.finish(len(outs), res.Config.Players)
	e := estimate(res.PerDeal)
	res.Mean, res.CI95 = e.Mean, e.CI95
	if res.Config.hasField() {
		for k := range res.VsField {
			xs := make([]float64, len(outs))
			for i, o := range outs {
				xs[i] = o.vsField[k]
			}
			res.VsField[k] = estimate(xs)
		}
	}
}

// estimate is the mean of xs with its 95 % interval.
func estimate(xs []float64) Estimate {
	s := measure.Summarize(xs)
	return Estimate{Mean: s.Mean, CI95: s.CI95()}
}

// hasField reports whether a Field sits in the seats that are not A's.
func (cfg Config) hasField() bool { return cfg.Field.New != nil }

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

// playDuplicate plays deal i with B everywhere and with A in each seat
// (with a Field: with Field everywhere, and with A and with B in each seat).
func playDuplicate(cfg Config, i int) (dealOutcome, error) {
	var o dealOutcome
	dealSeed := game.SplitMix64(cfg.Seed*0x100000001B3 + uint64(i))
	rules := game.Rules{Players: cfg.Players}
	dealer := game.Seat(i % cfg.Players)
	others := cfg.B
	if cfg.hasField() {
		others = cfg.Field
	}
	baseRes, err := playOne(cfg, i, rules, dealer, dealSeed, lineup{seat: -1, others: others}, &o)
	if err != nil {
		return o, fmt.Errorf("deal %d: %w", i, err)
	}
	base := baseRes.Score
	for s := range cfg.Players {
		r, err := playOne(cfg, i, rules, dealer, dealSeed, lineup{seat: s, player: cfg.A, isA: true, others: others}, &o)
		if err != nil {
			return o, fmt.Errorf("deal %d: %w", i, err)
		}
		d := float64(r.Score[s] - base[s])
		if cfg.hasField() {
			rb, err := playOne(cfg, i, rules, dealer, dealSeed, lineup{seat: s, player: cfg.B, others: others}, &o)
			if err != nil {
				return o, fmt.Errorf("deal %d: %w", i, err)
			}
			db := float64(rb.Score[s] - base[s])
			o.vsField[0] += d
			o.vsField[1] += db
			o.sidesVsField.add(r.Contract, sideOf(r, game.Seat(s)), d)
			d -= db
		}
		o.diff += d
		o.sides.add(r.Contract, sideOf(r, game.Seat(s)), d)
	}
	o.diff /= float64(cfg.Players)
	for k := range o.vsField {
		o.vsField[k] /= float64(cfg.Players)
	}
	return o, nil
}

// lineup is who plays one play of a deal: player in seat (-1: nobody),
// others in every other seat. isA tells whether player is A (else B).
type lineup struct {
	seat   int
	player Entrant
	isA    bool
	others Entrant
}

// measured reports whether the decisions of seat p count for a side of the
// report, and for A's: A's and B's do, a Field's do not.
func (l lineup) measured(cfg Config, p game.Seat) (counted, isA bool) {
	if int(p) == l.seat {
		return true, l.isA
	}
	return !cfg.hasField(), false
}

// playOne plays deal number deal with the lineup l.
func playOne(cfg Config, deal int, rules game.Rules, dealer game.Seat, dealSeed uint64, l lineup, o *dealOutcome) (game.Result, error) {
	st := game.Deal(rules, dealer, dealSeed)
	ps := make([]Player, cfg.Players)
	names := make([]string, cfg.Players)
	aSeat := -1 // the seat whose decisions are A's
	if l.isA {
		aSeat = l.seat
	}
	var caller Player // B's player for A's seat's calls (SameCalls)
	for s := range ps {
		e := l.others
		if s == l.seat {
			e = l.player
		}
		names[s] = e.Name
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
		counted, isA := l.measured(cfg, p)
		if isA && caller != nil && st.Phase() == game.Bidding {
			a := caller.Act(&st, p)
			decisions[p]++
			actions = append(actions, a)
			if err := st.Apply(a); err != nil {
				return game.Result{}, fmt.Errorf("seat %d (%s calling for %s) chose an illegal action %v: %w", p, cfg.B.Name, names[p], a, err)
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
		if counted && dt > slow.Time {
			*slow = SlowDecision{Time: dt, Deal: deal, Rules: rules, Dealer: dealer, DealSeed: dealSeed,
				ASeat: aSeat, Field: cfg.hasField(), Seat: p, BotSeed: ai.SeatSeed(dealSeed, int(p)), Decision: decisions[p],
				Phase: st.Phase(), Contract: st.Contract(), Trick: st.TrickCount(), Actions: slices.Clone(actions), CPU: cpu}
			if pr, ok := ps[p].(ai.Profiler); ok {
				slow.Profile, slow.HasProfile = pr.LastProfile()
			}
		}
		decisions[p]++
		actions = append(actions, a)
		switch {
		case !counted:
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
			return game.Result{}, fmt.Errorf("seat %d (%s) chose an illegal action %v: %w", p, names[p], a, err)
		}
	}
	r := st.Result()
	cs := &o.contracts[r.Contract]
	won := r.Won
	if r.Contract.Info().Solitary {
		won = r.Score[r.Declarer] >= 0
	}
	switch counted, isA := l.measured(cfg, r.Declarer); {
	case !counted: // a Field's contract
	case isA:
		cs.DeclaredA++
		cs.ScoreA += r.Score[r.Declarer]
		if won {
			cs.WonA++
		}
	default:
		cs.DeclaredB++
		cs.ScoreB += r.Score[r.Declarer]
		if won {
			cs.WonB++
		}
	}
	return r, nil
}
