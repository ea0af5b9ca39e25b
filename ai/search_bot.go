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

// SearchConfig sets how hard a search bot (Strong, Expert) thinks.
type SearchConfig struct {
	// Samples is the number of deals solved per card-play decision (at
	// most: the time cap may stop earlier).
	Samples int
	// Inference weights the deals by how well they explain the other seats'
	// bids and plays (the rule bot as their model): Candidates deals are
	// drawn and Samples of them resampled by weight.
	Inference  bool
	Candidates int
	// Temper is the least effective sample size of the weighted deals, as a
	// share of Samples, that inference keeps by tempering the likelihood
	// (see temper); 0 leaves it untempered.
	Temper float64
	// Budget is the time cap per decision; 0 means none (then only the node
	// caps bound the work and the bot is deterministic for its seed).
	Budget time.Duration
	// NodeCap bounds the solver's nodes per solved deal.
	NodeCap int
	// SolveCards: with at most this many cards in hand, card play solves
	// the sampled deals; with more (the first tricks, where a solve costs
	// more than the whole cap) and on deals whose solve hits a cap, each
	// card is played out by rule bots instead, and the rule bot's card
	// is kept unless another is clearly better.
	SolveCards int
	// BandCards: with at most this many cards in hand, card play resolves
	// the factor band (what the settlement depends on); with more, only
	// won or lost.
	BandCards int
	// Rollouts is the number of simulated deals per candidate action in the
	// auction and the exchange (played out by rule bots).
	Rollouts int
	// Margin is how many standard errors of the paired difference a
	// simulated action must be better by to replace the rule bot's choice.
	Margin float64
	// Workers is the number of goroutines (Expert: both cores).
	Workers int
}

// The levels' configurations.
var (
	StrongConfig = SearchConfig{Samples: 10, Budget: 60 * time.Millisecond, NodeCap: 60_000,
		SolveCards: 8, BandCards: 6, Rollouts: 40, Margin: 2, Workers: 1}
	ExpertConfig = SearchConfig{Samples: 40, Inference: true, Candidates: 120, Temper: 0.7, Budget: 150 * time.Millisecond,
		NodeCap: 150_000, SolveCards: 8, BandCards: 8, Rollouts: 96, Margin: 2, Workers: 2}
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
	switch l {
	case Strong:
		b := NewSearchBotWith(StrongConfig, seed)
		b.level = l
		return b, nil
	case Expert:
		b := NewSearchBotWith(ExpertConfig, seed)
		b.level = l
		return b, nil
	}
	return nil, fmt.Errorf("bot level %v is not a search level", l)
}

// NewSearchBotWith returns a search bot with the given configuration.
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
	if cfg.Workers < 1 {
		cfg.Workers = 1
	}
	if cfg.Samples < 1 {
		cfg.Samples = 1
	}
	b := &SearchBot{level: Strong, cfg: cfg, rng: newRand(seed), rule: NewRolloutBot(seed), model: NewRolloutBot(seed)}
	for range cfg.Workers {
		b.workers = append(b.workers, &worker{s: newSolver(cfg.NodeCap), rule: NewRolloutBot(seed)})
	}
	return b
}

// String names the bot's level.
func (b *SearchBot) String() string { return b.level.String() }

// Config returns the bot's configuration.
func (b *SearchBot) Config() SearchConfig { return b.cfg }

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

// solvable reports whether card play in contract c is solved; the games
// everybody plays for himself (Räuber, Drescher) are simulated instead: the
// open-card search of one seat against a coalition of the others would be
// both slow and pessimistic. The solver knows every option of the rules
// (counting in pairs, the optional specials); where it refuses a deal
// (see solver.NewProblem), solvePlay plays that deal out instead.
func solvable(_ game.Rules, c game.Contract) bool {
	if c == game.Ultimo || c.TargetTricks() >= 0 {
		return true // Bettel, Piccolo and the optional specials
	}
	return c.Info().Normal
}

// outcome is one action's result on one deal for the acting seat.
type outcome struct {
	amt float64 // settlement
	win bool
}

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

// solvePlay is PIMC card play: solve each sampled deal after each legal
// card and average the acting seat's settlement.
func (b *SearchBot) solvePlay(v *game.View, legal []game.Action, deadline, drawStop time.Time, an *analysis) {
	band := v.Hand().Len() <= b.cfg.BandCards
	solve := v.Hand().Len() <= b.cfg.SolveCards
	n, candidates := b.cfg.Samples, b.cfg.Candidates
	if !solve { // play-outs are cheap: as many deals as in the auction
		n, candidates = b.cfg.Rollouts, max(candidates, 2*b.cfg.Rollouts)
	}
	deals := b.draw(v, n, candidates, deadline, drawStop, an)
	res := make([][]outcome, len(deals))
	settled := func(ok []bool) bool { return dominated(res, ok, deals, n) }
	ok := b.search(deals, deadline, settled, func(w *worker, i int, t *workTally) bool {
		if solve {
			t0 := time.Now()
			w.s.SetDeadline(deadline)
			out, good := evalPlay(w.s, &deals[i].st, v.Seat(), legal, band)
			t.solve(time.Since(t0), good)
			if good {
				res[i] = out
				return true
			}
		}
		t0 := time.Now()
		out, good := rolloutActions(&deals[i].st, v.Seat(), legal, w.rule, deadline)
		t.roll(time.Since(t0))
		res[i] = out
		return good
	}, an)
	an.method = "solved"
	an.banded = band
	if an.prof.Rolled > 0 {
		an.method = "simulated"
	}
	b.aggregate(legal, res, ok, deals, an)
	if an.method == "simulated" {
		preferRule(legal, res, ok, deals, b.cfg.Margin, an)
	}
}

// settleShare is the share (percent) of the deals' weight that must be
// solved before card play may stop early because one card is best.
const settleShare = 35

// dominated reports whether the solved deals (ok) carry at least
// settleShare percent of the weight of n deals and one action is at least
// as good as every other on each of them: the rest is then unlikely to
// change the choice.
func dominated(res [][]outcome, ok []bool, deals []weighted, n int) bool {
	w := 0.0
	first := -1
	for i, good := range ok {
		if good {
			w += deals[i].w
			if first < 0 {
				first = i
			}
		}
	}
	if first < 0 || w*100 < float64(settleShare*n) {
		return false
	}
	for j := range res[first] {
		best := true
		for i, good := range ok {
			if !good {
				continue
			}
			for k := range res[i] {
				if res[i][k].amt > res[i][j].amt {
					best = false
					break
				}
			}
			if !best {
				break
			}
		}
		if best {
			return true
		}
	}
	return false
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

// evalPlay solves one full deal st after each legal card of the seat me to
// move; good is false if a search hit its cap or the contract is not
// supported.
func evalPlay(s *solver.Solver, st *game.State, me game.Seat, legal []game.Action, band bool) ([]outcome, bool) {
	pr, err := solver.NewProblem(st, me)
	if err != nil {
		return nil, false
	}
	s.ResetNodes()
	rules := st.Rules()
	n := st.Players()
	contract := st.Contract()
	decl := st.Declarer()
	win := pr.WinPoints() // 36, counting in pairs 40
	out := make([]outcome, len(legal))
	var pts [64]int // normal games: the declarer's points (lowest of what is known)
	for j, a := range legal {
		c := a.Card()
		child, done, won := pr.Child(c)
		switch {
		case contract == game.Raeuber:
			pts, err := s.Value(&child)
			if err != nil {
				return nil, false
			}
			out[j] = outcome{amt: -float64(pts), win: pts*n < 70}
		case contract.Info().Normal && !pr.Points():
			// a Solo announced as a Durchmarsch: every trick or nothing
			if !done {
				w, err := s.AtLeast(&child, 0)
				if err != nil {
					return nil, false
				}
				won = w
			}
			out[j] = side(me, decl, n, rules.DurchmarschAmount(won), won)
		case contract.Info().Normal:
			var p int
			if band {
				f, err := s.Factor(&child)
				if err != nil {
					return nil, false
				}
				p = pr.BandPoints(f)
			} else {
				w, err := s.AtLeast(&child, win)
				if err != nil {
					return nil, false
				}
				p = win - 5 // the band of 31–35 (pairs 35–39): factor −1
				if w {
					p = win
				}
			}
			pts[j] = p
		case contract == game.Drescher:
			// the solver's value is 1 if me avoids the last trick; the
			// taker pays each other player V (double if Vorhand)
			if !done {
				w, err := s.AtLeast(&child, 0)
				if err != nil {
					return nil, false
				}
				won = w
			}
			amt := rules.SpecialValue(contract)
			if !won {
				amt = -(n - 1) * amt
				if me == st.Vorhand() {
					amt *= 2
				}
			}
			out[j] = outcome{amt: float64(amt), win: won}
		default: // Ultimo, Piccolo, Bettel and the optional specials
			if !done {
				w, err := s.AtLeast(&child, 0)
				if err != nil {
					return nil, false
				}
				won = w
			}
			amt := rules.SpecialValue(contract)
			if !won {
				amt = -amt
			}
			out[j] = side(me, decl, n, amt, won)
		}
	}
	if contract.Info().Normal && pr.Points() {
		if !band {
			// every card wins, or every card loses: one band further tells
			// them apart
			same := true
			for j := range legal {
				same = same && pts[j] == pts[0]
			}
			if same {
				t := win + 5
				if pts[0] < win {
					t = win - 5
				}
				for j, a := range legal {
					child, _, _ := pr.Child(a.Card())
					w, err := s.AtLeast(&child, t)
					if err != nil {
						return nil, false
					}
					switch {
					case w && t == win+5:
						pts[j] = win + 5
					case !w && t == win-5:
						pts[j] = win - 10
					}
				}
			}
		}
		for j := range legal {
			// a game from the Gegensolo auction is worth one more
			// (GEGENSOLO_VERSTEIGERUNG, RULES §11)
			amt, _, _ := rules.Amount(contract, pts[j], st.FromAuction())
			out[j] = side(me, decl, n, amt, pts[j] >= win)
		}
	}
	return out, true
}

// side turns a per-defender amount into the settlement of seat me.
func side(me, decl game.Seat, n, amt int, declWon bool) outcome {
	if me == decl {
		return outcome{amt: float64((n - 1) * amt), win: declWon}
	}
	return outcome{amt: float64(-amt), win: !declWon}
}

// simulate estimates each legal auction or exchange action by playing
// sampled deals (weighted by inference like card play) out with rule bots,
// and keeps the rule bot's choice unless another action is clearly better
// (see preferRule).
func (b *SearchBot) simulate(v *game.View, legal []game.Action, deadline, drawStop time.Time, an *analysis) {
	deals := b.draw(v, b.cfg.Rollouts, 2*b.cfg.Rollouts, deadline, drawStop, an)
	me := v.Seat()
	res := make([][]outcome, len(deals))
	ok := b.search(deals, deadline, nil, func(w *worker, i int, t *workTally) bool {
		t0 := time.Now()
		out, good := rolloutActions(&deals[i].st, me, legal, w.rule, deadline)
		t.roll(time.Since(t0))
		res[i] = out
		return good
	}, an)
	an.method = "simulated"
	b.aggregate(legal, res, ok, deals, an)
	preferRule(legal, res, ok, deals, b.cfg.Margin, an)
}

// preferRule keeps the rule bot's choice among simulated estimates unless
// another action is clearly better (by more than z standard errors of the
// paired difference); a contract whose estimate is clearly negative (by z
// standard errors) is not bid when passing is better.
func preferRule(legal []game.Action, res [][]outcome, ok []bool, deals []weighted, z float64, an *analysis) {
	if an.method == "rule" {
		return
	}
	r := -1
	pass := -1
	for j, a := range legal {
		if a == an.rule.Action {
			r = j
		}
		if a == game.Pass {
			pass = j
		}
	}
	if r < 0 {
		return
	}
	meanSE := func(j, k int) (float64, float64) { // paired difference j − k
		var s, ss, n float64 // the weights count copies of a deal
		for i, good := range ok {
			if !good {
				continue
			}
			var d float64
			if k >= 0 {
				d = res[i][j].amt - res[i][k].amt
			} else {
				d = res[i][j].amt
			}
			w := deals[i].w
			s += w * d
			ss += w * d * d
			n += w
		}
		if n < 2 {
			return 0, math.Inf(1)
		}
		m := s / n
		return m, math.Sqrt(math.Max(ss/n-m*m, 0) / (n - 1))
	}
	choice := r
	if m, se := meanSE(an.best, r); an.best != r && m > z*se && m > 0.25 {
		choice = an.best
	}
	if legal[choice] != game.Pass && pass >= 0 {
		if m, se := meanSE(choice, -1); m < -z*se {
			if d, _ := meanSE(pass, choice); d > 0 {
				choice = pass
			}
		}
	}
	an.best = choice
}

// rolloutActions plays the deal st out with rule bots after each legal
// action of seat me and returns me's settlements; good is false at the
// deadline or if an action cannot be applied.
func rolloutActions(st *game.State, me game.Seat, legal []game.Action, rb *RuleBot, deadline time.Time) ([]outcome, bool) {
	out := make([]outcome, len(legal))
	for j, a := range legal {
		c := *st
		if c.Apply(a) != nil {
			return nil, false
		}
		sc, ok := rolloutBy(&c, rb, deadline)
		if !ok {
			return nil, false
		}
		out[j] = outcome{amt: float64(sc[me]), win: sc[me] > 0}
	}
	return out, true
}

// rollout plays st to the end with the rule bot in every seat and returns
// the settlement.
func rollout(st *game.State, rb *RuleBot) [4]int {
	sc, _ := rolloutBy(st, rb, time.Time{})
	return sc
}

// rolloutBy is rollout that gives up (ok false) when the deadline (the zero
// time: none) has passed, looking before every action of the auction and
// the exchange (a rule-bot call may itself sample deals: the optional
// calls) and before every eighth card.
func rolloutBy(st *game.State, rb *RuleBot, deadline time.Time) (sc [4]int, ok bool) {
	for steps := 0; st.Phase() != game.Done && steps < 500; steps++ {
		if (steps&7 == 0 || st.Phase() != game.Playing) && !deadline.IsZero() && time.Now().After(deadline) {
			return sc, false
		}
		a := rb.Decide(st.View(st.Turn())).Action
		if st.Apply(a) != nil {
			break
		}
	}
	return st.Score(), true
}
