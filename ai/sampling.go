package ai

import (
	"cmp"
	"math"
	"math/rand/v2"
	"slices"
	"time"

	"github.com/cego-spiel/cego/game"
)

// Sampling with inference: deals are drawn with View.Sample (consistent
// with everything the seat has seen) and weighted by how well they explain
// what the other seats did, with the rule bot (Normal) as the model of the
// others: a deal's weight is the product over the other seats' observed
// bids and plays of the probability that a softened rule bot would have
// chosen them with the sampled hand.

// Softening of the opponent model: the rule bot's choice with probability
// 1−ε, any legal action with probability ε (uniformly, the choice included).
// Bids say more about a hand than single card plays, so they are trusted
// more.
const (
	epsBid  = 0.25
	epsPlay = 0.5
)

// weighted is a sampled deal with its weight (1 without inference).
type weighted struct {
	st game.State
	w  float64
}

// drawDeals draws up to n deals consistent with v, drawing no more after
// stop once at least one is drawn, and none at all after deadline (the
// zero times: no limit); drawn counts the deals drawn (with inference the
// candidates weighed). Both times are looked at before every draw: one
// draw (View.Sample, and with inference the replay of the deal so far) is
// the most that runs past them. Without inference every deal has weight 1.
// With inference it draws up to candidates deals, weights each by the
// likelihood of the others' observed decisions (tempered to an effective
// sample size of at least ess·n, see temper), resamples n of them in
// proportion to the weights (systematic resampling) and merges the copies
// of a deal into one deal weighted by its number of copies, heaviest first:
// the solver then spends its time on the deals that explain the table best
// and never solves a deal twice. The result is deterministic for a given
// rng state when stop and deadline are zero.
func drawDeals(v *game.View, n, candidates int, infer bool, ess float64, rng *rand.Rand, model *RuleBot, stop, deadline time.Time) (deals []weighted, drawn int, longest time.Duration) {
	if candidates < n {
		candidates = n
	}
	var last time.Time
	expired := func(k int) bool {
		if stop.IsZero() && deadline.IsZero() {
			return false
		}
		now := time.Now()
		if !last.IsZero() {
			longest = max(longest, now.Sub(last))
		}
		last = now
		return k > 0 && !stop.IsZero() && now.After(stop) || !deadline.IsZero() && now.After(deadline)
	}
	if !infer || candidates == n {
		out := make([]weighted, 0, n)
		for i := 0; i < n*3 && len(out) < n && !expired(len(out)); i++ {
			st, err := v.Sample(rng)
			if err != nil {
				continue
			}
			out = append(out, weighted{st: st, w: 1})
		}
		return out, len(out), longest
	}
	pool := make([]weighted, 0, candidates)
	logs := make([]float64, 0, candidates)
	for i := 0; i < candidates*2 && len(pool) < candidates && !expired(len(pool)); i++ {
		st, err := v.Sample(rng)
		if err != nil {
			continue
		}
		ll, ok := logLikelihood(v, &st, model)
		if !ok {
			continue
		}
		pool = append(pool, weighted{st: st})
		logs = append(logs, ll)
	}
	if len(pool) == 0 {
		return nil, 0, longest
	}
	total := 0.0
	for i, w := range temper(logs, ess*float64(min(n, len(pool)))) {
		pool[i].w = w
		total += w
	}
	// systematic resampling; the copies of a deal are merged
	count := make([]int, len(pool))
	step := total / float64(n)
	u := rng.Float64() * step
	acc := 0.0
	j := 0
	for k := 0; k < n; k++ {
		target := u + float64(k)*step
		for j < len(pool)-1 && acc+pool[j].w < target {
			acc += pool[j].w
			j++
		}
		count[j]++
	}
	out := make([]weighted, 0, n)
	for i, c := range count {
		if c > 0 {
			out = append(out, weighted{st: pool[i].st, w: float64(c)})
		}
	}
	slices.SortStableFunc(out, func(a, b weighted) int { return cmp.Compare(b.w, a.w) })
	return out, len(pool), longest
}

// temper turns log-likelihoods into weights exp(τ·(ℓ − max ℓ)) with the
// largest τ in [0, 1] whose effective sample size (Σw)²/Σw² is at least
// target (τ = 0: all weights 1). Tempering is there because the opponent
// model is only a model (people and the search bots do not play like the
// rule bot), and because a few hundred candidate deals represent a sharp
// posterior poorly: untempered, the weights of 120 candidates in the
// middle of a deal often rest on two to five of them.
func temper(logs []float64, target float64) []float64 {
	maxLog := math.Inf(-1)
	for _, l := range logs {
		maxLog = math.Max(maxLog, l)
	}
	w := make([]float64, len(logs))
	weigh := func(tau float64) float64 {
		var s, s2 float64
		for i, l := range logs {
			w[i] = math.Exp(tau * (l - maxLog))
			s += w[i]
			s2 += w[i] * w[i]
		}
		return s * s / s2
	}
	if weigh(1) >= target {
		return w
	}
	lo, hi := 0.0, 1.0
	for range 24 {
		mid := (lo + hi) / 2
		if weigh(mid) >= target {
			lo = mid
		} else {
			hi = mid
		}
	}
	weigh(lo)
	return w
}

// initialDeck rebuilds the pack order a sampled deal st was dealt from:
// the blind, then each hand from Vorhand round to the dealer, each as it
// was before the exchange and the play.
func initialDeck(v *game.View, st *game.State) ([]game.Card, bool) {
	n := st.Players()
	var played [4]game.Cards
	for _, t := range st.Tricks() { // the current trick included
		for i := 0; i < int(t.N); i++ {
			played[t.Seat(i)] |= t.Cards[i].Bit()
		}
	}
	var hands [4]game.Cards
	var union game.Cards
	for q := 0; q < n; q++ {
		hands[q] = st.Hand(game.Seat(q)) | played[q]
	}
	blind := st.Blind()
	if d := st.Declarer(); d >= 0 && st.Legage() != 0 {
		// the declarer laid his Legage aside and took up the blind
		hands[d] = keptCards(st, hands[d]|st.Discards()) | st.Legage()
		for q := 0; q < n; q++ {
			union |= hands[q]
		}
		blind = st.Rules().Pack() &^ union
	}
	union = blind
	deck := make([]game.Card, 0, game.NumCards)
	for m := blind; m != 0; m &= m - 1 {
		deck = append(deck, m.Lowest())
	}
	dealer := int(st.Dealer())
	for i := 1; i <= n; i++ {
		q := (dealer + i) % n
		if union&hands[q] != 0 {
			return nil, false
		}
		union |= hands[q]
		for m := hands[q]; m != 0; m &= m - 1 {
			deck = append(deck, m.Lowest())
		}
	}
	return deck, union == st.Rules().Pack()
}

// keptCards returns the cards the declarer kept before taking the blind.
// The engine forgets them after the exchange unless they are shown; then
// any cards of his that the contract allows stand in for them (the choice
// is not observed by anybody, and the bids only see the hand as a whole):
// the shown pips or the Geiß first, then the highest trumps.
func keptCards(st *game.State, pool game.Cards) game.Cards {
	k := st.Contract().Info().Keep
	kept := st.Kept() & pool
	if kept.Len() >= k {
		return kept
	}
	kept |= st.Exposed() & pool
	switch st.Contract() {
	case game.EineLeere, game.ZweiLeere, game.ZweiVerschiedene:
		// the shown pips were the declarer's forced leads to tricks 1 (and 2)
		for i, t := range st.Tricks() {
			if i < k && t.N > 0 && t.Leader == st.Declarer() {
				kept |= t.Cards[0].Bit() & pool
			}
		}
	}
	if st.Contract() == game.Geiss {
		kept |= game.CardGeiss.Bit() & pool
	}
	for m := pool &^ kept; kept.Len() < k && m != 0; {
		c := m.Highest()
		if t := m & game.TrumpCards; t != 0 {
			c = t.Highest()
		}
		kept |= c.Bit()
		m &^= c.Bit()
	}
	return kept
}

// redeal is the deal st as it was dealt (its hands and blind before any
// action, initialDeck), for replaying its actions; ok is false if it cannot
// be rebuilt.
func redeal(v *game.View, st *game.State) (game.State, bool) {
	deck, ok := initialDeck(v, st)
	if !ok {
		return game.State{}, false
	}
	s, err := game.NewDeal(st.Rules(), st.Dealer(), deck)
	return s, err == nil
}

// logLikelihood replays the deal st from its first action and sums the log
// probabilities of the others' observed bids and card plays under the
// softened rule bot. ok is false if the replay fails (the deal is then not
// used).
func logLikelihood(v *game.View, st *game.State, model *RuleBot) (float64, bool) {
	return likelihood(v, st, model, epsBid, epsPlay)
}

// likelihood is logLikelihood with the model softened by bidEps for the
// calls and by playEps for the card plays: with probability 1−eps it makes
// the model's choice, with eps any legal one. bidEps 0: the calls are
// replayed without weight (only the card plays count).
func likelihood(v *game.View, st *game.State, model *RuleBot, bidEps, playEps float64) (float64, bool) {
	s, ok := redeal(v, st)
	if !ok {
		return 0, false
	}
	me := v.Seat()
	ll := 0.0
	var buf [64]game.Action
	score := func(q game.Seat, a game.Action, eps float64) {
		if q == me || eps == 0 {
			return
		}
		legal := s.AppendLegal(buf[:0])
		if len(legal) < 2 {
			return
		}
		view := s.View(q)
		p := eps / float64(len(legal))
		if model.Decide(view).Action == a {
			p += 1 - eps
		}
		ll += math.Log(p)
	}
	for _, c := range st.Calls() {
		score(c.Seat, c.Action, bidEps)
		if s.Apply(c.Action) != nil {
			return 0, false
		}
	}
	// the declarer's exchange is not observed by the others: it is replayed
	// without weight (keeps in an order the engine accepts)
	if s.Phase() == game.Exchanging && (st.Phase() != game.Exchanging || st.Kept() != 0) {
		keep := st.Kept()
		if st.Phase() != game.Exchanging || st.Legage() != 0 {
			keep = s.Hand(st.Declarer()) &^ st.Legage()
		}
		for keep != 0 && s.Phase() == game.Exchanging {
			applied := false
			for m := keep; m != 0; m &= m - 1 {
				c := m.Lowest()
				if s.Apply(game.CardAction(c)) == nil {
					keep &^= c.Bit()
					applied = true
					break
				}
			}
			if !applied {
				return 0, false
			}
		}
		for m := st.Discards(); m != 0 && s.Phase() == game.Exchanging; m &= m - 1 {
			if s.Apply(game.CardAction(m.Lowest())) != nil {
				return 0, false
			}
		}
	}
	for _, t := range st.Tricks() { // the current trick included
		for i := 0; i < int(t.N); i++ {
			a := game.CardAction(t.Cards[i])
			score(t.Seat(i), a, playEps)
			if s.Apply(a) != nil {
				return 0, false
			}
		}
	}
	return ll, true
}
