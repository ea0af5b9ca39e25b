package exercise

import (
	"errors"
	"slices"
	"strings"

	"github.com/cego-spiel/cego/game"
)

// A "which two cards to keep?" exercise asks the declarer of a Cego,
// Gegensolo, Zwei Leere or Zwei Verschiedene which two cards of his hand to
// keep before he takes the blind (RULES §16.2 step 6). It is proven as
// every exercise is (ProveHidden): over the deals consistent with what he
// sees — his hand and the calls, not the blind — each pair played out by
// the bots. Pairs that differ from the answer only by equal cards
// (equalCards: interchangeable cards of one suit and value, no other
// player's card between them) are the same answer (Also).

// keepPairs returns the legal pairs to keep at st (seat 0 to keep two
// cards), each as the state after both keeps, keyed by pairKey. The
// engine decides what is legal; either order of two cards is one pair.
func keepPairs(st *game.State) (map[string]game.State, error) {
	if st.Phase() != game.Exchanging || st.Turn() != 0 || st.Declarer() != 0 ||
		st.Contract().Info().Keep != 2 || st.Hand(0).Len() != st.Rules().HandSize() {
		return nil, errors.New("not seat 0's keeping of two cards")
	}
	out := map[string]game.State{}
	for _, a := range st.Legal() {
		one := *st
		if err := one.Apply(a); err != nil {
			return nil, err
		}
		for _, b := range one.Legal() {
			two := one
			if err := two.Apply(b); err != nil {
				return nil, err
			}
			out[pairKey(a.Card(), b.Card())] = two
		}
	}
	return out, nil
}

// pairKey names two cards in their canonical order (RULES §16.1).
func pairKey(a, b game.Card) string {
	var cs game.Cards
	cs = cs.Add(a).Add(b)
	var s []string
	for _, c := range cs.Slice() {
		s = append(s, c.String())
	}
	return strings.Join(s, " ")
}

// equalCards reports whether seat 0 may hold x or y to the same effect as
// far as he can see (equalInPlay): the same suit and card points, no
// honour (Gstieß, Mond, Geiß), and every card ranking between them one he
// has seen is not another player's.
func equalCards(st *game.State, x, y game.Card) bool {
	return x == y || equalInPlay(st, x, y)
}

// samePair reports whether two pairs to keep (as pairKey names them) are
// the same up to equal cards (equalCards).
func samePair(st *game.State, p, q string) bool {
	a, b := pairCards(p)
	c, d := pairCards(q)
	return (equalCards(st, a, c) && equalCards(st, b, d)) || (equalCards(st, a, d) && equalCards(st, b, c))
}

// pairCards reads a pair's two cards (NoCard for what is not a card).
func pairCards(p string) (game.Card, game.Card) {
	f := strings.Fields(p)
	cs := [2]game.Card{game.NoCard, game.NoCard}
	for i := 0; i < len(f) && i < 2; i++ {
		if c, err := game.ParseCard(f[i]); err == nil {
			cs[i] = c
		}
	}
	return cs[0], cs[1]
}

// keepLevel grades a "which two cards to keep?" exercise: easy when there
// are at most 10 pairs to choose from (a Zwei Leere or Zwei Verschiedene
// with few pips) or the answer is the hand's two highest trumps and wins on
// average (mean, seat 0's average settlement); medium when those two are
// the answer but lose on average (they lose least); hard when the answer
// is anything else — a suit card or a lower trump kept.
func keepLevel(hand game.Cards, pair string, pairs int, mean float64) int {
	trumps := hand.Of(game.Trumps).Slice()
	switch {
	case pairs <= 10:
		return 1
	case len(trumps) >= 2 && pair == pairKey(trumps[0], trumps[1]):
		if mean > 0 {
			return 1
		}
		return 2
	}
	return 3
}

// KeepPairs returns the pairs seat 0 may keep at st, each named as an
// Exercise's Answer names it, in order.
func KeepPairs(st *game.State) ([]string, error) {
	pairs, err := keepPairs(st)
	if err != nil {
		return nil, err
	}
	keys := make([]string, 0, len(pairs))
	for k := range pairs {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys, nil
}

// PairKey names two cards as an Exercise's Answer names a pair to keep.
func PairKey(a, b game.Card) string { return pairKey(a, b) }
