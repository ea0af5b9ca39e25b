package ai

import (
	"math"
	"slices"
	"sync"
	"time"

	"github.com/cego-spiel/cego/ai/solver"
	"github.com/cego-spiel/cego/game"
)

// The declarer's look-ahead in the games counted in card points. The rule
// bot deals the unseen cards a few times consistently with everything seen
// (View.Sample, and in a Solo or Gegensolo with the Solo round's calls:
// play_inference.go). With few cards left it solves each deal with every
// card open and plays the card with the best mean settlement — exact play
// where it matters most and costs least (a solve of five cards a hand takes
// microseconds). Before that it plays each card out on the deals with rule
// bots and keeps its heuristic card unless another is clearly better: one
// card of each set that wins the same tricks, the hopeless ones dropped
// after each batch of deals, and in a Solo more deals (calibrate arenadecl
// measures it against the Normal of before, which played out only a Solo's
// leads). In a Solo it plays out every choice to the last instead of
// solving, and draws each deal it plays out from eight, in proportion to
// how well each explains the defenders' card plays so far, with the rule
// bot as their model softened to ε = 0.8: a model this soft cost least
// against the Easy bot, whose play it fits worst (play_inference.go).
// With three players it plays out only a Solo's leads, as before
// (defaultEndgame3).

// endgameParams switch the declarer's look-ahead on. They speak the
// search bots' language (SearchConfig) where the idea is the same:
// samples are deals solved with every card open, rollouts deals played
// out by rule bots, a margin standard errors of the paired difference,
// candidates deals drawn to choose the kept ones from by weight.
type endgameParams struct {
	// solveCards: with at most this many cards in hand the declarer
	// solves (0: never); samples: the deals solved with that many cards
	// (twice as many for each card fewer, at most maxSamples; 0: no limit
	// to the doubling); nodeCap: the solver's node budget for one deal,
	// beyond which the heuristic card is played.
	solveCards, samples, nodeCap, maxSamples int
	// rollouts: the deals played out for each card with more cards in
	// hand (0: none); margin: how many standard errors of the paired
	// difference another card must be better by than the heuristic one;
	// leads: only when the declarer leads.
	rollouts int
	margin   float64
	leads    bool
	// in are the contracts played out (bit 1<<contract).
	in uint64
	// batch: after every batch deals, the cards that can no longer turn
	// out clearly better than the heuristic one are dropped, and the
	// play-outs stop when none is left (0: only the pruning at half the
	// deals).
	batch int
	// rolloutCards: the play-outs only with at most this many cards in
	// hand (0: any); the first tricks' play-outs are the longest.
	rolloutCards int
	// soloRollouts: the deals played out in a Solo (0: rollouts), the
	// rarest of these contracts and the one where more deals gained most.
	soloRollouts int
	// infer: the deals fit the Solo round's calls (play_inference.go).
	infer bool
	// soloSolveCards: solveCards in a Solo (0: solveCards; 1: never
	// solve, the play-outs go on to the last choice).
	soloSolveCards int
	// candidates: each deal is chosen from this many deals that fit the
	// calls (SearchConfig.Candidates counts them for all the samples
	// together), in proportion to how well each explains the others'
	// bids and plays so far (play_inference.go; 0 or 1: the first);
	// candidatesIn are the contracts where it does (bit 1<<contract);
	// bids: the bids weigh too (logLikelihood), else only the card plays
	// (likelihood). eps softens the model of the card plays (0: epsPlay).
	candidates   int
	candidatesIn uint64
	bids         bool
	eps          float64
}

// weighs reports whether the deals drawn for contract c are chosen by how
// well they explain the others' plays (candidates, candidatesIn).
func (e *endgameParams) weighs(c game.Contract) bool {
	return e.candidates > 1 && e.candidatesIn&(1<<c) != 0
}

// solveCardsIn is the hand size from which on the declarer of contract c
// solves.
func (e *endgameParams) solveCardsIn(c game.Contract) int {
	if c == game.Solo && e.soloSolveCards > 0 {
		return e.soloSolveCards
	}
	return e.solveCards
}

// defaultEndgame is Normal's look-ahead.
var defaultEndgame = endgameParams{solveCards: 5, samples: 12, nodeCap: 200_000, rollouts: 32, margin: 1.0, in: normalGames, batch: 8, soloRollouts: 96, maxSamples: 48, infer: true, soloSolveCards: 1, candidates: 8, candidatesIn: 1 << game.Solo, eps: 0.8}

// defaultEndgame3 is Normal's look-ahead with three players, the one of
// before issue #21 part 1: only a Solo's leads are played out. There the
// ladder's rungs come in nearly every deal, with the longest play-outs, and
// playing them out made the tests that replay 20,000 three-player deals of
// Normal against Normal (ai/arena) take several times as long; the gain
// with three players is not measured.
var defaultEndgame3 = endgameParams{solveCards: 5, samples: 12, nodeCap: 200_000, rollouts: 32, margin: 1.5, leads: true, in: 1 << game.Solo}

// defaultDefence is the defenders' look-ahead with four players: the
// declarer's (five cards solved, 32 deals played out for each card before,
// a margin of one standard error), no inference, in the Cego, the Einer,
// the Solo and the Gegensolo. Against the Normal without it (calibrate
// cardplay -side defence -a normal… -b normal-bots3 or -b normal, a
// defender's settlement a play, seeds 1 / 2): Cego +0.17 ± 0.10 / +0.19 ±
// 0.10 (400 spots), Solo +0.49 ± 0.22 / +0.28 ± 0.24, Gegensolo +0.95 ±
// 0.37 / +1.18 ± 0.40, Einer +0.41 ± 0.25 (seed 1; 300 spots each); in the
// Cego solving alone +0.09 ± 0.08, seven cards solved +0.22 and +0.20 at
// half as much time again, 16 or 64 deals, a margin of half a standard
// error or the leads alone no better (docs/ARENA.md). The ladder's upper
// rungs are not measured and have none.
var defaultDefence = endgameParams{solveCards: 5, samples: 12, nodeCap: 200_000, rollouts: 32, margin: 1.0,
	in: 1<<game.Cego | 1<<game.Einer | 1<<game.Solo | 1<<game.Gegensolo, batch: 8, maxSamples: 48}

// endgameSolvers are solvers for the endgame, shared by all rule bots (a
// solver serves one search at a time).
var endgameSolvers = sync.Pool{New: func() any { return solver.New(12, 0) }}

// endgame is the look-ahead of k's seat: a defender's (def), else the
// declarer's with k's number of players.
func (b *RuleBot) endgame(k *knowledge) *endgameParams {
	switch {
	case k.me != k.decl:
		return &b.def
	case k.n == 3:
		return &b.end3
	}
	return &b.end
}

// solveEndgame returns the card with the best mean settlement over sampled
// deals (on a tie the heuristic card h), and false when the view is not an
// endgame of the declarer or a solve failed.
func (b *RuleBot) solveEndgame(k *knowledge, h game.Card) (game.Card, bool) {
	e := b.endgame(k)
	cards := e.solveCardsIn(k.contract)
	if cards == 0 || k.hand.Len() > cards || !k.memory {
		return game.NoCard, false
	}
	var buf [64]game.Action
	legal := k.v.AppendLegal(buf[:0])
	s := endgameSolvers.Get().(*solver.Solver)
	defer endgameSolvers.Put(s)
	s.SetNodeCap(e.nodeCap)
	rng := newRand(PositionSeed(b.seed, k.v))
	sum := make([]float64, len(legal))
	checks := b.bidChecks(k)
	var model *RuleBot // the others' model when the deals are weighed by their plays
	if e.weighs(k.contract) {
		model = b.rolloutBot(b.seed)
	}
	// each card fewer halves a solve's cost or better: draw twice the deals
	n := e.samples << (cards - k.hand.Len())
	if e.maxSamples > 0 {
		n = min(n, e.maxSamples)
	}
	for range n {
		st, err := b.draw(k, checks, model, rng)
		if err != nil {
			return game.NoCard, false
		}
		out, ok := evalPlay(s, &st, k.me, legal, true)
		if !ok {
			return game.NoCard, false
		}
		for j := range out {
			sum[j] += out[j].amt
		}
	}
	best := -1
	for j, a := range legal {
		if best < 0 || sum[j] > sum[best] || sum[j] == sum[best] && a.Card() == h {
			best = j
		}
	}
	return legal[best].Card(), true
}

// rolloutCard returns the card that played out by rule bots on sampled
// deals beats the heuristic card h clearly (by margin standard errors of
// the paired difference and a quarter point), else h; false when the
// play-outs are off for this decision or a deal could not be drawn. After
// half the deals only h and the keep best other cards are played on.
func (b *RuleBot) rolloutCard(k *knowledge, h game.Card) (game.Card, bool) {
	e := b.endgame(k)
	deals := e.rollouts
	if k.contract == game.Solo && e.soloRollouts > 0 {
		deals = e.soloRollouts
	}
	if deals < 2 || !k.memory || e.leads && k.trick.N > 0 || e.in&(1<<k.contract) == 0 || e.rolloutCards > 0 && k.hand.Len() > e.rolloutCards {
		return game.NoCard, false
	}
	var buf, cbuf [64]game.Action
	legal := k.v.AppendLegal(buf[:0])
	hj := -1
	for j, a := range legal {
		if a.Card() == h {
			hj = j
		}
	}
	if hj < 0 {
		return game.NoCard, false
	}
	rb := b.rolloutBot(b.seed)
	checks := b.bidChecks(k)
	rng := newRand(PositionSeed(b.seed, k.v))
	var sum, sq [64]float64
	var n [64]int
	reps := k.legal
	if e.batch > 0 {
		reps = k.representatives(h)
	}
	var idx []int // the candidates' places in legal
	cands := cbuf[:0]
	for j, a := range legal {
		if reps.Has(a.Card()) {
			idx = append(idx, j)
			cands = append(cands, a)
		}
	}
	if len(idx) == 1 {
		return h, true
	}
	for i := range deals {
		if e.batch > 1 && i == e.batch/2 {
			// a card that has played exactly as the heuristic one on
			// every deal so far wins the same tricks
			idx, cands = dropSame(idx, hj, sq[:], legal, cands[:0])
			if len(idx) == 1 {
				break
			}
		}
		if e.batch > 0 && i > 0 && i%e.batch == 0 {
			idx, cands = dropHopeless(idx, hj, sum[:], sq[:], n[:], e.margin, legal, cands[:0])
			if len(idx) == 1 {
				break
			}
		}
		if i == deals/2 && len(idx) > keep+1 {
			idx, cands = prune(idx, hj, sum[:len(legal)], legal, cbuf[:0])
		}
		st, err := b.draw(k, checks, rb, rng)
		if err != nil {
			return game.NoCard, false
		}
		out, ok := rolloutActions(&st, k.me, cands, rb, time.Time{})
		if !ok {
			return game.NoCard, false
		}
		var base float64
		for k, j := range idx {
			if j == hj {
				base = out[k].amt
			}
		}
		for k, j := range idx {
			d := out[k].amt - base
			sum[j] += d
			sq[j] += d * d
			n[j]++
		}
	}
	best, bestMean := hj, 0.0
	for _, j := range idx {
		if j == hj {
			continue
		}
		m, se := pairedMean(sum[j], sq[j], n[j])
		if m > bestMean && m > minGain && m > e.margin*se {
			best, bestMean = j, m
		}
	}
	return legal[best].Card(), true
}

// minGain is how much better in the mean (a deal) another card must be
// than the heuristic one for rolloutCard to play it.
const minGain = 0.25

// pairedMean is the mean and its standard error of n paired differences
// with sum s and sum of squares sq.
func pairedMean(s, sq float64, n int) (m, se float64) {
	k := float64(n)
	m = s / k
	return m, math.Sqrt(math.Max(sq/k-m*m, 0) / (k - 1))
}

// dropSame keeps the heuristic card hj and the candidates whose paired
// differences were not all zero, and returns their places in legal and the
// cards (in dst).
func dropSame(idx []int, hj int, sq []float64, legal []game.Action, dst []game.Action) ([]int, []game.Action) {
	kept := idx[:0]
	for _, j := range idx {
		if j == hj || sq[j] > 0 {
			kept = append(kept, j)
			dst = append(dst, legal[j])
		}
	}
	return kept, dst
}

// dropHopeless keeps the heuristic card hj and the candidates whose paired
// mean, even raised by two standard errors, could still beat it by minGain
// and margin standard errors; it returns their places in legal and the
// cards (in dst).
func dropHopeless(idx []int, hj int, sum, sq []float64, n []int, margin float64, legal []game.Action, dst []game.Action) ([]int, []game.Action) {
	kept := idx[:0]
	for _, j := range idx {
		if j != hj {
			m, se := pairedMean(sum[j], sq[j], n[j])
			if m+2*se <= minGain || m+2*se <= margin*se {
				continue
			}
		}
		kept = append(kept, j)
		dst = append(dst, legal[j])
	}
	return kept, dst
}

// representatives returns the legal cards worth playing out: of the cards
// of one suit with the same points and no card still in play (unseen, or on
// the table) between them, which win and lose the same tricks, only one —
// the heuristic card h when it is among them, else the lowest.
func (k *knowledge) representatives(h game.Card) game.Cards {
	live := k.out | k.trick.Set()
	var reps game.Cards
	prev, rep := game.NoCard, game.NoCard
	for m := k.legal; m != 0; m &= m - 1 {
		c := m.Lowest()
		between := game.Cards(1)<<c - game.Cards(1)<<(prev+1)
		if prev != game.NoCard && prev.Suit() == c.Suit() && prev.Points() == c.Points() && live&between == 0 {
			if c == h {
				reps = reps.Remove(rep).Add(c)
				rep = c
			}
		} else {
			reps = reps.Add(c)
			rep = c
		}
		prev = c
	}
	return reps
}

// keep is how many cards besides the heuristic one rolloutCard plays
// on after half its deals.
const keep = 2

// prune keeps the heuristic card hj and the keep cards of the best sums
// (ties: the earlier card) and returns their places in legal and the cards.
func prune(idx []int, hj int, sum []float64, legal []game.Action, dst []game.Action) ([]int, []game.Action) {
	kept := []int{hj}
	for range keep {
		best := -1
		for _, j := range idx {
			if !slices.Contains(kept, j) && (best < 0 || sum[j] > sum[best]) {
				best = j
			}
		}
		if best >= 0 {
			kept = append(kept, best)
		}
	}
	slices.Sort(kept)
	for _, j := range kept {
		dst = append(dst, legal[j])
	}
	return kept, dst
}

// normalGames are the contracts counted in card points (bit 1<<contract).
var normalGames = func() (in uint64) {
	for k := game.Contract(1); int(k) < game.NumContracts; k++ {
		if k.Info().Normal {
			in |= 1 << k
		}
	}
	return in
}()
