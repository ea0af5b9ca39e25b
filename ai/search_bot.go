package ai

import (
	"fmt"
	"math"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"time"

	"github.com/cego-spiel/cego/ai/solver"
	"github.com/cego-spiel/cego/game"
)

// SearchBot is the Strong and Expert bot: for card play it samples deals
// consistent with its view (View.Sample, optionally weighted by inference),
// solves each with every card open (package solver) and plays the card with
// the best mean settlement; in the first tricks, where one solve costs more
// than the whole cap, it plays each card out on the sampled deals with rule
// bots instead. In the auction and the exchange it simulates each legal
// action on sampled deals with rule-bot play. Whatever is simulated keeps
// the rule bot's choice unless another is clearly better. It never sees
// hidden cards: its only input is a game.View. The time cap counts from the
// call; on it the bot uses what it has found so far, or the rule bot's
// choice.
type SearchBot struct {
	level   Level
	cfg     SearchConfig
	rng     *rand.Rand
	rule    *RuleBot   // the fallback and tie-breaker
	workers []*worker  // one per goroutine
	model   *RuleBot   // the opponent model for inference
	mu      sync.Mutex // Decide is not re-entrant
	last    SearchProfile
	hasLast bool
}

// worker is one goroutine's private search state.
type worker struct {
	s    *solver.Solver
	rule *RuleBot
}

// NewSearchBot returns the Strong or Expert bot.
func NewSearchBot(l Level, seed uint64) (*SearchBot, error) {
	cfg, ok := LevelConfig(l)
	if !ok {
		return nil, fmt.Errorf("bot level %v is not a search level", l)
	}
	b := NewSearchBotWith(cfg, seed)
	b.level = l
	return b, nil
}

// LevelConfig returns the configuration of a search level's bot (Strong:
// StrongConfig, Expert: ExpertConfig), a new value; ok is false for the
// levels that do not search.
func LevelConfig(l Level) (cfg SearchConfig, ok bool) {
	switch l {
	case Strong:
		return StrongConfig(), true
	case Expert:
		return ExpertConfig(), true
	}
	return SearchConfig{}, false
}

// NewSearchBotWith returns a search bot with the given configuration (a
// copy of it: changing cfg's maps afterwards does not change the bot).
func NewSearchBotWith(cfg SearchConfig, seed uint64) *SearchBot {
	return newSearchBot(cfg, seed, newWorkerSolver)
}

// workerBits is the size of a worker's transposition table: 2^16 entries
// (1 MB).
const workerBits = 16

// newWorkerSolver is a worker's own new solver with the node cap nodeCap.
func newWorkerSolver(nodeCap int) *solver.Solver { return solver.New(workerBits, nodeCap) }

// newSearchBot is NewSearchBotWith with the workers' solvers made by
// newSolver (given the node cap): new ones, or reused ones for a hint.
func newSearchBot(cfg SearchConfig, seed uint64, newSolver func(nodeCap int) *solver.Solver) *SearchBot {
	cfg = cfg.Clone()
	if cfg.Workers < 1 {
		cfg.Workers = 1
	}
	if cfg.Samples < 1 {
		cfg.Samples = 1
	}
	rule := func() *RuleBot {
		rb, err := rolloutBotOf(cfg.Rules, seed)
		if err != nil { // an unknown Rules (Validate refuses it): Normal's
			return NewRolloutBot(seed)
		}
		return rb
	}
	b := &SearchBot{level: Strong, cfg: cfg, rng: newRand(seed), rule: rule(), model: rule()}
	for range cfg.Workers {
		b.workers = append(b.workers, &worker{s: newSolver(cfg.NodeCap), rule: rule()})
	}
	return b
}

// String names the bot's level.
func (b *SearchBot) String() string { return b.level.String() }

// Config returns the bot's configuration (a copy).
func (b *SearchBot) Config() SearchConfig { return b.cfg.Clone() }

// Choose returns the action of Decide.
func (b *SearchBot) Choose(v game.View) game.Action { return b.Decide(v).Action }

// Decide returns the bot's action with the reason for it.
func (b *SearchBot) Decide(v game.View) Decision {
	a := b.analyze(&v, b.cfg.Budget)
	return a.decision()
}

// LastProfile tells where the bot's last decision spent its time.
func (b *SearchBot) LastProfile() (SearchProfile, bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.last, b.hasLast
}

// Candidate is one legal action with its estimated outcome for the acting
// seat.
type Candidate struct {
	Action game.Action
	// WinProb is the estimated probability that the acting seat's side
	// makes its game (defenders: defeats it). Räuber: that the seat does
	// not take the most points. Auction and exchange: that the seat's
	// settlement is positive.
	WinProb float64
	// Expected is the estimated mean settlement of the acting seat.
	Expected float64
}

// analysis is the outcome of a search over the legal actions.
type analysis struct {
	cands   []Candidate
	best    int // index into cands of the chosen action
	rule    Decision
	method  string // "solved", "simulated", "forced" or "rule"
	samples int
	banded  bool // card play: factor bands resolved (else won/lost only)
	prof    SearchProfile
}

func (a *analysis) decision() Decision {
	if a.method == "rule" || a.method == "forced" || len(a.cands) == 0 {
		return a.rule
	}
	c := a.cands[a.best]
	if c.Action == a.rule.Action {
		return Decision{Action: c.Action, Rule: "search:" + a.rule.Rule, Reason: a.rule.Reason}
	}
	return Decision{Action: c.Action, Rule: "search", Reason: fmt.Sprintf("best mean settlement %+.1f over %d %s deals", c.Expected, a.samples, a.method)}
}

// analyze evaluates every legal action of the view within budget. What
// runs past the cap is one stretch between two looks at the clock of what
// each worker is doing then: a solve looks every 1024 nodes, a play-out
// before every call of the auction and the exchange and every eighth card,
// drawing before every deal (calibrate checkintervals measures these stretches;
// the profile tells where a decision's time went).
func (b *SearchBot) analyze(v *game.View, budget time.Duration) (an analysis) {
	start := time.Now()
	b.mu.Lock()
	defer b.mu.Unlock()
	defer func() {
		an.prof.Total = time.Since(start)
		an.prof.Method, an.prof.Samples = an.method, an.samples
		b.last, b.hasLast = an.prof, true
	}()
	an.prof = SearchProfile{Phase: v.Phase(), Contract: v.Contract(), Budget: budget, Wait: time.Since(start)}
	var buf [64]game.Action
	legal := v.AppendLegal(buf[:0])
	an.prof.Legal = len(legal)
	t0 := time.Now()
	an.rule = b.rule.Decide(*v)
	an.prof.Rule = time.Since(t0)
	if len(legal) < 2 {
		an.method = "forced"
		if len(legal) == 1 {
			an.cands = []Candidate{{Action: legal[0]}}
		}
		return an
	}
	// the cap counts from the call (waiting for the lock included); the
	// deals are drawn in the first part of it
	var deadline, drawStop time.Time
	if budget > 0 {
		deadline = start.Add(budget)
		drawStop = start.Add(budget * drawShare / 100)
	}
	if v.Phase() == game.Playing && solvable(v.Rules(), v.Contract()) {
		b.solvePlay(v, legal, deadline, drawStop, &an)
	} else {
		b.simulate(v, legal, deadline, drawStop, &an)
	}
	return an
}

// draw draws the deals of a decision (see drawDeals) and profiles it.
func (b *SearchBot) draw(v *game.View, n, candidates int, deadline, drawStop time.Time, an *analysis) []weighted {
	t0 := time.Now()
	deals, drawn, longest := drawDeals(v, n, candidates, b.cfg.Inference, b.cfg.Temper, b.rng, b.model, drawStop, deadline)
	an.prof.Draw, an.prof.LongestDraw = time.Since(t0), longest
	an.prof.Drawn, an.prof.Deals = drawn, len(deals)
	return deals
}

// search runs the deals on the workers (see forEach) and profiles it.
func (b *SearchBot) search(deals []weighted, deadline time.Time, done func(ok []bool) bool, f func(w *worker, i int, t *workTally) bool, an *analysis) []bool {
	var tally workTally
	t0 := time.Now()
	ok, settled := b.forEach(len(deals), deadline, done, func(w *worker, i int) bool {
		d0 := time.Now()
		good := f(w, i, &tally)
		tally.deal(time.Since(d0))
		return good
	})
	an.prof.Search = time.Since(t0)
	an.prof.Settled = settled
	tally.into(&an.prof)
	for _, good := range ok {
		if !good {
			an.prof.Dropped++
		}
	}
	return ok
}

// drawShare is the percentage of the time cap after which no more deals are
// drawn (drawing with inference replays the whole deal so far per deal).
const drawShare = 30

// forEach runs f(w, i) for i in [0, n) on the bot's workers, in order per
// worker, stopping at the deadline or when done (called with the results so
// far, under a lock) says the answer is settled; it returns which i were run
// and succeeded, and whether done stopped it. done is asked about the
// finished prefix 0..i in order of i, exactly as one worker asks it, and
// when it settles at i the results after i are dropped: without a deadline
// the result is the same with any number of workers (f must not depend on
// which worker runs it).
func (b *SearchBot) forEach(n int, deadline time.Time, done func(ok []bool) bool, f func(w *worker, i int) bool) (ok []bool, stopped bool) {
	ok = make([]bool, n)
	expired := func() bool { return !deadline.IsZero() && time.Now().After(deadline) }
	if len(b.workers) == 1 {
		for i := 0; i < n; i++ {
			if i > 0 && expired() {
				break
			}
			ok[i] = f(b.workers[0], i)
			if ok[i] && done != nil && done(ok) {
				return ok, true
			}
		}
		return ok, false
	}
	// res and fin: each i's result, as the workers finish them; ok: the
	// finished prefix 0..p-1, the only results done sees
	res, fin := make([]bool, n), make([]bool, n)
	p := 0
	var next atomic.Int64
	var settled atomic.Bool
	var mu sync.Mutex
	var wg sync.WaitGroup
	for _, w := range b.workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1) - 1)
				if i >= n || i > 0 && (expired() || settled.Load()) {
					return
				}
				good := f(w, i)
				mu.Lock()
				res[i], fin[i] = good, true
				for !settled.Load() && p < n && fin[p] {
					ok[p] = res[p]
					if ok[p] && done != nil && done(ok) {
						settled.Store(true)
					}
					p++
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if settled.Load() {
		return ok, true
	}
	// stopped by the deadline: every result that came in
	return res, false
}

// aggregate averages the outcomes of the deals that finished and chooses
// the best action (ties: the rule bot's choice).
func (b *SearchBot) aggregate(legal []game.Action, res [][]outcome, ok []bool, deals []weighted, an *analysis) {
	an.cands = make([]Candidate, len(legal))
	for j, a := range legal {
		an.cands[j].Action = a
	}
	n := 0
	total := 0.0
	for i, good := range ok {
		if !good {
			continue
		}
		n++
		w := deals[i].w
		total += w
		for j := range legal {
			an.cands[j].Expected += w * res[i][j].amt
			if res[i][j].win {
				an.cands[j].WinProb += w
			}
		}
	}
	an.samples = n
	if n == 0 {
		an.method = "rule"
		return
	}
	best := -1
	for j := range an.cands {
		c := &an.cands[j]
		c.Expected /= total
		c.WinProb /= total
		if best < 0 || c.Expected > an.cands[best].Expected+1e-9 ||
			math.Abs(c.Expected-an.cands[best].Expected) <= 1e-9 && c.Action == an.rule.Action {
			best = j
		}
	}
	an.best = best
}
