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
// (View.Sample). With few cards left it solves each deal with every card
// open and plays the card with the best mean settlement — exact play where
// it matters most and costs least (a solve of five cards a hand takes
// microseconds). Before that, when leading in a Solo, it plays each card
// out on the deals with rule bots and keeps its heuristic card unless
// another is clearly better (in the other contracts too this gained, but
// cost more time than the gain was worth: see calibrate arenadecl).

// endgameParams switch the declarer's look-ahead on.
type endgameParams struct {
	// cards: with at most this many cards in hand the declarer solves
	// (0: never); samples: the deals drawn with that many cards (twice as
	// many for each card fewer); nodes: the solver's node
	// budget for one deal, beyond which the heuristic card is played.
	cards, samples, nodes int
	// rollouts: the deals played out for each card with more cards in
	// hand (0: none); margin: how many standard errors of the paired
	// difference another card must be better by than the heuristic one;
	// leads: only when the declarer leads.
	rollouts int
	margin   float64
	leads    bool
	// in are the contracts played out (bit 1<<contract).
	in uint64
}

// defaultEndgame is Normal's look-ahead.
var defaultEndgame = endgameParams{cards: 5, samples: 12, nodes: 200_000, rollouts: 32, margin: 1.5, leads: true, in: 1 << game.Solo}

// endgameSolvers are solvers for the endgame, shared by all rule bots (a
// solver serves one search at a time).
var endgameSolvers = sync.Pool{New: func() any { return solver.New(12, 0) }}

// solveEndgame returns the card with the best mean settlement over sampled
// deals (on a tie the heuristic card h), and false when the view is not an
// endgame of the declarer or a solve failed.
func (b *RuleBot) solveEndgame(k *knowledge, h game.Card) (game.Card, bool) {
	e := b.end
	if e.cards == 0 || k.hand.Len() > e.cards || !k.memory {
		return game.NoCard, false
	}
	var buf [64]game.Action
	legal := k.v.AppendLegal(buf[:0])
	s := endgameSolvers.Get().(*solver.Solver)
	defer endgameSolvers.Put(s)
	s.SetNodeCap(e.nodes)
	rng := newRand(PositionSeed(b.seed, k.v))
	sum := make([]float64, len(legal))
	// each card fewer halves a solve's cost or better: draw twice the deals
	for range e.samples << (e.cards - k.hand.Len()) {
		st, err := k.v.Sample(rng)
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

// rolloutDeclarer returns the card that played out by rule bots on sampled
// deals beats the heuristic card h clearly (by margin standard errors of
// the paired difference and a quarter point), else h; false when the
// play-outs are off for this decision or a deal could not be drawn. After
// half the deals only h and the keep best other cards are played on.
func (b *RuleBot) rolloutDeclarer(k *knowledge, h game.Card) (game.Card, bool) {
	e := b.end
	if e.rollouts < 2 || !k.memory || e.leads && k.trick.N > 0 || e.in&(1<<k.contract) == 0 {
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
	rb := NewRolloutBot(b.seed)
	rng := newRand(PositionSeed(b.seed, k.v))
	var sum, sq [64]float64
	var n [64]int
	idx := make([]int, len(legal)) // the candidates' places in legal
	for j := range legal {
		idx[j] = j
	}
	cands := append(cbuf[:0], legal...)
	for i := range e.rollouts {
		if i == e.rollouts/2 && len(idx) > keep+1 {
			idx, cands = prune(idx, hj, sum[:len(legal)], legal, cbuf[:0])
		}
		st, err := k.v.Sample(rng)
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
		k := float64(n[j])
		m := sum[j] / k
		se := math.Sqrt(math.Max(sq[j]/k-m*m, 0) / (k - 1))
		if m > bestMean && m > 0.25 && m > e.margin*se {
			best, bestMean = j, m
		}
	}
	return legal[best].Card(), true
}

// keep is how many cards besides the heuristic one rolloutDeclarer plays
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
