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
	// OwnPlay is what the bot's own card play and exchange as declarer of
	// a contract are worth over the rule bot's, in settlement a play (the
	// arena's -same-calls measures it: both declare the same contracts
	// from the same seats against the same defenders). The auction's
	// play-outs play the bot's seat with the rule bot; each
	// play-out that ends with the bot's seat declaring contract c adds
	// OwnPlay[c] to its settlement, so that the calls count the bot's own
	// strength as declarer. Nil: none.
	OwnPlay map[game.Contract]float64
	// CallMargin replaces Margin in the auction when the action that is
	// better than the rule bot's choice is the call of contract c (Nil or
	// no entry for c: Margin).
	CallMargin map[game.Contract]float64
	// OwnWin maps, for the special games in it, the rate at which the
	// auction's rule-bot play-outs win the game with the bot's seat
	// declaring it to the rate at which the bot's own play wins it (see
	// OwnWin), with four players; the play-outs' settlements are moved by
	// the difference. It replaces OwnPlay for those contracts. OwnWin3:
	// the same with three players. Nil: none.
	OwnWin, OwnWin3 map[game.Contract]OwnWin
	// Chances lists all-or-nothing games (Ultimo, Piccolo, Bettel) in
	// which solved card play values a card that loses on a deal against
	// every defence (the other side playing with every card open) by a
	// play-out with rule bots instead: against perfect defence nearly every
	// Ultimo is lost from its first card, so the solver alone cannot tell
	// the cards that leave the other side a chance to go wrong from those
	// that do not. Nil: none.
	Chances map[game.Contract]bool
	// PlayMargin replaces Margin in the card play of contract c where it
	// plays out rather than solves (the first tricks, with more than
	// SolveCards cards in hand): another card replaces the rule bot's
	// when it is better by that many standard errors (Nil or no entry for
	// c: Margin).
	PlayMargin map[game.Contract]float64
	// Workers is the number of goroutines (Expert: both cores).
	Workers int
}

// The levels' configurations.
var (
	StrongConfig = SearchConfig{Samples: 10, Budget: 60 * time.Millisecond, NodeCap: 60_000,
		SolveCards: 8, BandCards: 6, Rollouts: 40, Margin: 2, Workers: 1}
	ExpertConfig = SearchConfig{Samples: 40, Inference: true, Candidates: 120, Temper: 0.7, Budget: 150 * time.Millisecond,
		NodeCap: 150_000, SolveCards: 8, BandCards: 8, Rollouts: 96, Margin: 2, Workers: 2,
		OwnWin: expertOwnWin, OwnWin3: expertOwnWin3, CallMargin: expertCallMargin, Chances: expertChances,
		PlayMargin: expertPlayMargin}
	// ExpertTodayConfig is Expert's configuration before OwnPlay (issue
	// #21), kept frozen so that the arena can measure Expert against it
	// ("expert-today").
	ExpertTodayConfig = SearchConfig{Samples: 40, Inference: true, Candidates: 120, Temper: 0.7, Budget: 150 * time.Millisecond,
		NodeCap: 150_000, SolveCards: 8, BandCards: 8, Rollouts: 96, Margin: 2, Workers: 2}
)

// Expert's own play in its calls. Its search wins Ultimos the rule bots'
// play-outs of the auction lose: calling the Ultimo where the play-outs win
// it at rate p, Expert (with its Chances and PlayMargin, below) against
// three Normal bots won 53 % at p≈0.07, 53 % at 0.14, 74 % at 0.26, 77 % at
// 0.35 and 96 % at 0.53 (calibrate ownwin -deals 4000, 1173 Ultimos; with
// three players -deals 3000: 62 %, 71 %, 75 %, 94 %, 96 %). The fits
// σ(A + B·logit p) below let the Ultimo call count that hand by hand, and
// it is called when it is better than passing by one standard error rather
// than two. Against Expert with a constant instead (30 of the Ultimo's ±60,
// the Expert of before) the fit of Expert without Chances (A 1.458, B
// 0.897) gained +0.63 ± 0.39 a deal (arena -a
// expert-own:w-ultimo=1.458:0.897 -b expert -field normal -deals 400 -seed
// 17: 51 Ultimos declared instead of 22, 78 % won), the one standard error
// +0.13 ± 0.21 more (59 declared, 78 % won). The fits were made again with
// the Chances (A 1.628, B 0.866; three players 2.110, 0.857) and then with
// the PlayMargin, which won the weak Ultimos far more often (at p≈0.07 53 %
// instead of 39 %). The same fit for the Piccolo (at p≈0.45 Expert wins
// 57 %, at 0.25 33 %) made it call Piccolos it lost (−0.05 a deal, 29
// declared instead of 20, 62 % won instead of 70 %): the Piccolo has none.
// Made again with the Chances (-contract piccolo -deals 4000: 35 % at 0.25,
// 60 % at 0.44, 63 % at 0.65; A 0.375, B 0.640) it hardly differs, so it was
// not tried again. docs/ARENA.md has the runs.
var (
	expertOwnWin     = map[game.Contract]OwnWin{game.Ultimo: {A: 1.552, B: 0.627}}
	expertOwnWin3    = map[game.Contract]OwnWin{game.Ultimo: {A: 2.334, B: 0.752}}
	expertCallMargin = map[game.Contract]float64{game.Ultimo: 1}
)

// expertChances are the games in which Expert's card play values the
// solver's lost cards by play-outs (SearchConfig.Chances). Calling each
// where the auction's play-outs win it at least 10 %, and playing it
// against three Normal bots with and without (calibrate specialplay, the
// same games paired): Ultimo +1.0 ± 2.9, +1.5 ± 2.4 and +2.5 ± 2.3 points
// of Expert's rate of winning (-deals 4000 -seed 21, 6000 -seed 33, 6000
// -seed 37; together +1.7 ± 1.4 over 3458 Ultimos), Piccolo +2.3 ± 1.6
// and +3.2 ± 1.6 (4000, seeds 21 and 33); Bettel −0.5 ± 2.4 (182 games:
// its solver tells the cards apart), so it has none.
var expertChances = map[game.Contract]bool{game.Ultimo: true, game.Piccolo: true}

// expertPlayMargin: in the first tricks of the Ultimo and the Piccolo,
// where Expert plays each card out rather than solving, it leaves the rule
// bot's card when another is better by half a standard error rather than
// two. Measured as expertChances, against Expert with its Chances and the
// margin of two (calibrate specialplay -base-chances -margin 0.5): Ultimo
// +4.3 ± 2.8, +3.9 ± 2.3 and +0.4 ± 2.3 points of the rate of winning
// (-deals 4000 -seed 21, 6000 -seed 33, 6000 -seed 37; together +2.7 ±
// 1.4 over 3458 Ultimos), Piccolo +4.0 ± 1.8 and +1.8 ± 1.8 (4000, seeds
// 21 and 33). No margin at all gave less in the Ultimo (+1.3 ± 2.8, seed
// 21), the margin of one standard error +3.3 ± 2.7 and +2.6 ± 2.3 (seeds
// 21 and 33); the Bettel, solved from the first card on much sooner, +0.6
// ± 3.0 (seed 21, 7 games differ), so it keeps the margin of two.
var expertPlayMargin = map[game.Contract]float64{game.Ultimo: 0.5, game.Piccolo: 0.5}

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
