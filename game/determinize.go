package game

import (
	"errors"
	"math/rand/v2"
)

// DealPlay is one deal from its start: the dealer seat of its State (seat 3
// with FIVE_AT_TABLE), the pack order NewDeal takes (Deck[0] is the top
// card) and every action taken since, in order.
type DealPlay struct {
	Dealer  Seat
	Deck    []Card
	Actions []Action
}

// Replay deals d under rules r and applies its actions, each for the seat to
// act; an illegal action is an error naming it.
func (d DealPlay) Replay(r Rules) (State, error) {
	st, err := NewDeal(r, d.Dealer, d.Deck)
	if err != nil {
		return st, err
	}
	err = st.applyActions(d.Actions)
	return st, err
}

// errNoDeal refuses a View that belongs to no deal (the zero View, or
// State.View of a seat that is not at the table while the deal runs).
var errNoDeal = errors.New("this view shows no deal")

// consistentTries bounds the sampled deals ConsistentDeal tries, and
// replayBudget the actions it replays in all (a sampled deal may be
// replayed once for each choice of the cards the declarer kept), so that
// an impossible view is refused in a few milliseconds.
const (
	consistentTries = 300
	replayBudget    = 200000
)

// ConsistentDeal returns a whole deal that shows the viewing seat exactly
// this view: v.Dealer() deals Deck, and applying Actions (as many as the
// real deal has taken: every call, keep, discard and card played) gives a
// State whose View(v.Seat()) — PublicView for NoSeat — equals v. The cards
// the seat cannot see (the other hands, the blind, another declarer's
// Legage, discards and kept cards) are placed at random from rng,
// consistently with everything the view shows. With a Done view every card
// is shown and the deal replays to the very State; only which cards a
// declarer kept before taking up the blind, which no State records, is
// chosen. It returns ErrNoSample when no such deal was found (an
// impossible view).
func (v *View) ConsistentDeal(rng *rand.Rand) (DealPlay, error) {
	if v.s.n == 0 {
		return DealPlay{}, errNoDeal
	}
	failed := 0
	budget := replayBudget
	for try := 0; try < consistentTries && budget > 0; try++ {
		// Every other try supposes what the view may not tell: that a
		// declarer keeping Leere under PARLETT_LEERE had no pip.
		st, err := v.sample(rng, sampleOpts{pipless: try%2 == 1, pastBids: true})
		if err != nil {
			// Sample gives up after many tries, or at once when the
			// cards cannot add up; a few more attempts settle which.
			if try%2 == 1 {
				continue // the supposition failed
			}
			if failed++; failed > 3 {
				return DealPlay{}, err
			}
			continue
		}
		if v.of(&st) != *v {
			// Sample keeps what the view shows, so only an impossible
			// view can look otherwise once its hidden cards are dealt.
			if failed++; failed > 3 {
				return DealPlay{}, ErrNoSample
			}
			continue
		}
		if d, ok := v.dealOf(&st, rng, &budget); ok {
			return d, nil
		}
		if st.phase == Done {
			break // every card is shown: there was nothing else to try
		}
	}
	return DealPlay{}, ErrNoSample
}

// dealOf recovers the deal behind a sampled current State st: each seat's
// dealt hand is what it holds and has played, except the declarer's once he
// has taken the blind, which is his Legage and the cards he kept — which
// cards those were no State records, so every choice is tried. The deal
// must replay to this very view.
func (v *View) dealOf(st *State, rng *rand.Rand, budget *int) (DealPlay, bool) {
	var played [4]Cards
	plays := make([]Action, 0, NumCards)
	for k := 0; k < int(st.ntricks); k++ {
		t := &st.tricks[k]
		for i := 0; i < int(t.N); i++ {
			played[t.Seat(i)] |= t.Cards[i].Bit()
			plays = append(plays, Action(t.Cards[i]))
		}
	}
	var p dealParts
	p.calls, p.plays = callActions(st), plays
	for q := 0; q < int(st.n); q++ {
		p.dealt[q] = st.hands[q] | played[q]
	}
	p.blind = st.blind
	d := st.declarer
	if d < 0 || !st.contract.UsesBlind() || st.step == stepKeep {
		// The blind is still where it was dealt; the cards kept so far
		// (at most one: the last keep ends the step) are in the hand.
		p.keeps = cardActions(st.kept)
		return v.tryParts(st, &p, budget)
	}
	pool := st.hands[d] | played[d] | st.discards // the kept cards and the blind
	p.discards = cardActions(st.discards)
	cands := keptChoices(pool, st.contract.info().Keep, keptMust(st))
	rng.Shuffle(len(cands), func(i, j int) { cands[i], cands[j] = cands[j], cands[i] })
	for _, kept := range cands {
		p.dealt[d] = st.legage | kept
		p.blind = pool &^ kept
		ks := kept.Slice()
		for _, order := range orders(ks) {
			if *budget <= 0 {
				return DealPlay{}, false
			}
			p.keeps = order
			if dp, ok := v.tryParts(st, &p, budget); ok {
				return dp, true
			}
		}
	}
	return DealPlay{}, false
}

// dealParts are the pieces of a deal to be tried: the piles dealt and the
// actions by kind, in the order each kind was taken.
type dealParts struct {
	dealt                         [4]Cards
	blind                         Cards
	calls, keeps, discards, plays []Action
}

// tryParts deals the piles and replays the actions, each kind taken when
// the deal asks for it; ok only when every action was legal and taken and
// the result shows the viewing seat this view.
func (v *View) tryParts(st *State, p *dealParts, budget *int) (DealPlay, bool) {
	r := st.rules
	n := int(st.n)
	if p.blind.Len() != r.BlindSize() {
		return DealPlay{}, false
	}
	deck := make([]Card, 0, r.Pack().Len())
	deck = append(deck, p.blind.Slice()...)
	for i := 0; i < n; i++ {
		h := p.dealt[st.seatAfter(st.dealer, i+1)]
		if h.Len() != r.HandSize() {
			return DealPlay{}, false
		}
		deck = append(deck, h.Slice()...)
	}
	s, err := NewDeal(r, st.dealer, deck)
	if err != nil {
		return DealPlay{}, false
	}
	acts := make([]Action, 0, len(p.calls)+len(p.keeps)+len(p.discards)+len(p.plays))
	var next [4]int // of calls, keeps, discards, plays
	queues := [4][]Action{p.calls, p.keeps, p.discards, p.plays}
	for s.phase != Done {
		k := 0 // a call
		switch s.step {
		case stepKeep:
			k = 1
		case stepDiscard:
			k = 2
		case stepPlay:
			k = 3
		}
		if next[k] == len(queues[k]) {
			break
		}
		a := queues[k][next[k]]
		next[k]++
		*budget--
		if s.Apply(a) != nil {
			return DealPlay{}, false
		}
		acts = append(acts, a)
	}
	for k := range queues {
		if next[k] != len(queues[k]) {
			return DealPlay{}, false
		}
	}
	if v.of(&s) != *v {
		return DealPlay{}, false
	}
	return DealPlay{Dealer: st.dealer, Deck: deck, Actions: acts}, true
}

// of returns the view of s for the seat of v: its View, or the PublicView
// for a spectator.
func (v *View) of(s *State) View {
	if v.seat == NoSeat {
		return s.PublicView()
	}
	return s.View(v.seat)
}

// cardActions returns the card actions of a set, in canonical order.
func cardActions(set Cards) []Action {
	out := make([]Action, 0, set.Len())
	for _, c := range set.Slice() {
		out = append(out, Action(c))
	}
	return out
}

// keptChoices lists every set of k cards of pool (k is 1 or 2: what a
// contract keeps) that fits what the view shows of them (see keptMust).
func keptChoices(pool Cards, k int, f keptFit) []Cards {
	var out []Cards
	pool &= f.may
	for m := pool; m != 0; m &= m - 1 {
		c := m.Lowest()
		if k == 1 {
			if f.fits(c.Bit()) {
				out = append(out, c.Bit())
			}
			continue
		}
		for m2 := m & (m - 1); m2 != 0; m2 &= m2 - 1 {
			if kept := c.Bit() | m2.Lowest().Bit(); f.fits(kept) {
				out = append(out, kept)
			}
		}
	}
	return out
}

// keptFit is what the view shows of the cards a declarer kept: they hold
// must, lie within may, and hold a card of the suit of each card in suits.
type keptFit struct {
	must, may, suits Cards
}

func (f keptFit) fits(kept Cards) bool {
	if f.must&^kept != 0 {
		return false
	}
	for m := f.suits; m != 0; m &= m - 1 {
		if kept&suitMasks[m.Lowest().Suit()] == 0 {
			return false
		}
	}
	return true
}

// keptMust returns what the view shows of the cards the declarer kept: the
// pips still lying face up were kept, and in the Leere games so were the
// cards he led to the first tricks — or, under PARLETT_LEERE, which lets a
// card of a shown card's suit be led in its place, a card of their suits.
// Those games keep Leere only (pips; court cards too under PARLETT_LEERE),
// the Geiß game only the Geiß. The replay checks the rest.
func keptMust(st *State) keptFit {
	f := keptFit{may: AllCards}
	switch st.contract {
	case Halbe:
		f.must = st.exposed
	case EineLeere, ZweiLeere, ZweiVerschiedene:
		f.must, f.may = st.exposed, AllCards&^TrumpCards
		var leads Cards
		for k := 0; k < st.contract.info().Keep && k < int(st.ntricks); k++ {
			if t := &st.tricks[k]; t.N > 0 && t.Leader == st.declarer {
				leads = leads.Add(t.Cards[0])
			}
		}
		if st.rules.ParlettLeere {
			f.suits = leads
		} else {
			f.must |= leads
			f.may = PipCards
		}
	case Geiss:
		f.may = CardGeiss.Bit()
	}
	return f
}

// orders returns the orders in which cards (one or two) may be kept.
func orders(cards []Card) [][]Action {
	switch len(cards) {
	case 1:
		return [][]Action{{Action(cards[0])}}
	case 2:
		return [][]Action{{Action(cards[0]), Action(cards[1])}, {Action(cards[1]), Action(cards[0])}}
	}
	return [][]Action{cardActions(Cards(0))}
}
