package exercise

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/cego-spiel/cego/ai/solver"
	"github.com/cego-spiel/cego/game"
)

// A "which two cards to keep?" exercise asks the declarer of a Cego,
// Gegensolo, Zwei Leere or Zwei Verschiedene, every card open (the blind
// too), which two cards of his hand to keep before he takes the blind
// (RULES §16.2 step 6). Its one right answer: keeping that pair, with the
// stored discard after it, the declarer reaches a factor band at best play
// (the solver's, stored as Values[answer]) that no other legal pair
// reaches whatever he discards — every other pair's every discard is one
// null-window test of the solver at that band's lowest points. Pairs that
// differ from the answer only by equal cards (equalCards: interchangeable
// cards of one suit and value, no other player's card between them) are
// the same answer (Also); the solver shows that they reach the band too.
// Equal pairs and equal discards give the same play, so the proof solves
// one of each.

// KeepSearchCap bounds the solver's nodes of all the searches of one "which
// two cards to keep?" position when it is made: a position that needs more
// is not made an exercise, so a shipped one is proven again in a few
// seconds (the proof itself allows each search NodeCap).
const KeepSearchCap = 8_000_000

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

// afterDiscard is the first card's state after discard d at two (the
// declarer has kept his pair and taken the blind).
func afterDiscard(two *game.State, d game.Action) (game.State, error) {
	s := *two
	if err := s.Apply(d); err != nil {
		return s, err
	}
	if s.Phase() != game.Playing {
		return s, errors.New("not in play after the discard")
	}
	return s, nil
}

// reaches reports whether the declarer makes at least the lowest card
// points of factor band f at pos at best play: one null-window test.
func reaches(pos *game.State, f int, s *solver.Solver) (bool, error) {
	pr, err := solver.NewProblem(pos, 0)
	if err != nil {
		return false, err
	}
	s.ResetNodes()
	return s.AtLeast(pr, pr.BandPoints(f))
}

// reachesAfterSome reports whether the declarer, having kept his pair and
// taken the blind at two, reaches factor band f after some discard.
func reachesAfterSome(two *game.State, f int, s *solver.Solver) (bool, error) {
	for _, d := range two.Legal() {
		pos, err := afterDiscard(two, d)
		if err != nil {
			return false, err
		}
		if ok, err := reaches(&pos, f, s); err != nil || ok {
			return ok, err
		}
	}
	return false, nil
}

// factorAt is the declarer's factor band at pos at best play.
func factorAt(pos *game.State, s *solver.Solver) (int, error) {
	pr, err := solver.NewProblem(pos, 0)
	if err != nil {
		return 0, err
	}
	s.ResetNodes()
	return s.Factor(pr)
}

// solveKeep finds the one pair at st that reaches a higher factor band
// than every other pair, up to interchangeable cards: it returns the pair,
// its best discard, that discard's factor band and the pairs equal to it
// (see samePair) that reach the band too. Each pair's each discard is first
// tested against the best band so far (one null-window test); only one
// that reaches it is solved to its band. With budget > 0 it gives up
// (ErrNotProven) once the searches have spent more nodes than budget.
func solveKeep(st *game.State, s *solver.Solver, budget int) (pair string, discard game.Action, factor int, also []string, err error) {
	fail := func(err error) (string, game.Action, int, []string, error) { return "", game.Pass, 0, nil, err }
	keys, err := KeepPairs(st)
	if err != nil {
		return fail(err)
	}
	if len(keys) < 2 {
		return fail(ErrNotProven)
	}
	pairs, _ := keepPairs(st)
	// the pairs with the higher trumps first: the best band is found early,
	// and the tests of the others against it mostly fail, which is quick
	slices.SortStableFunc(keys, func(p, q string) int { return keepWeight(q) - keepWeight(p) })
	spent := 0
	var done []string // pairs solved, one of each set of equal pairs
	result := map[string]bool{}
	for _, k := range keys {
		// a pair equal to one solved gives its result (samePair)
		if i := slices.IndexFunc(done, func(p string) bool { return samePair(st, p, k) }); i >= 0 {
			if result[done[i]] && pair != "" && !slices.Contains(also, k) && k != pair {
				also = append(also, k)
			}
			continue
		}
		done = append(done, k)
		two := pairs[k]
		for _, d := range distinctDiscards(&two) {
			if budget > 0 && spent > budget {
				return fail(ErrNotProven)
			}
			pos, err := afterDiscard(&two, d)
			if err != nil {
				return fail(err)
			}
			if pair != "" {
				ok, err := reaches(&pos, factor, s)
				spent += s.Nodes()
				if err != nil {
					return fail(err)
				}
				if !ok {
					continue
				}
			}
			f, err := factorAt(&pos, s)
			spent += s.Nodes()
			if err != nil {
				return fail(err)
			}
			switch {
			case pair == "" || f > factor:
				for p := range result {
					result[p] = false
				}
				pair, discard, factor, also = k, d, f, nil
				result[k] = true
			case k != pair && !slices.Contains(also, k):
				also = append(also, k)
				result[k] = true
			}
		}
	}
	slices.Sort(also)
	for _, k := range also {
		if !samePair(st, pair, k) {
			return fail(ErrNotProven)
		}
	}
	return pair, discard, factor, also, nil
}

// keepWeight orders the pairs to solve: the sum of their trumps' ranks.
func keepWeight(p string) int {
	w := 0
	a, b := pairCards(p)
	for _, c := range []game.Card{a, b} {
		if c.IsTrump() {
			w += 1 + c.Rank()
		}
	}
	return w
}

// distinctDiscards are the legal discards at two, one of each set of equal
// cards (equalCards): discarding one or another of them is the same.
func distinctDiscards(two *game.State) []game.Action {
	var out []game.Action
	var seen []game.Card
	for _, d := range two.Legal() {
		c := d.Card()
		if slices.ContainsFunc(seen, func(o game.Card) bool { return equalCards(two, o, c) }) {
			continue
		}
		seen = append(seen, c)
		out = append(out, d)
	}
	return out
}

// equalCards reports whether seat 0, the declarer at st (keeping or
// discarding), may hold x or y to the same effect: the same suit and card
// points, no honour (Gstieß, Mond, Geiß), and every card ranking between
// them in his hand, the blind or his Legage, so that no other player's
// card tells them apart.
func equalCards(st *game.State, x, y game.Card) bool {
	if x == y {
		return true
	}
	if x.Suit() != y.Suit() || x.Points() != y.Points() {
		return false
	}
	for _, c := range []game.Card{x, y} {
		if c == game.CardGstiess || c == game.CardMond || c == game.CardGeiss {
			return false
		}
	}
	own := st.Hand(0) | st.Blind() | st.Legage()
	lo, hi := min(x.Rank(), y.Rank()), max(x.Rank(), y.Rank())
	for r := lo + 1; r < hi; r++ {
		if !own.Has(game.NewCard(x.Suit(), r)) {
			return false
		}
	}
	return true
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

// proveKeep checks a "which two cards to keep?" exercise: the answer pair
// with the stored discard reaches the stored factor band, so does each
// pair of Also (the same up to equal cards) with some discard, and every
// other legal pair after every discard stays below it — solved for one
// pair of each set of equal pairs and one discard of each set of equal
// cards, as equal cards give the same play; its level is the one
// keepLevel gives.
func proveKeep(e *Exercise, st *game.State, s *solver.Solver) error {
	pairs, err := keepPairs(st)
	if err != nil {
		return err
	}
	two, ok := pairs[e.Answer]
	if !ok {
		return fmt.Errorf("%q is not a pair to keep", e.Answer)
	}
	if len(pairs) < 2 {
		return ErrNotProven
	}
	if l := keepLevel(st.Hand(0), e.Answer, len(pairs), e.Values[e.Answer]); l != e.Level {
		return fmt.Errorf("level %d, the exercise says %d", l, e.Level)
	}
	d, err := game.ParseAction(e.Discard)
	if err != nil {
		return err
	}
	pos, err := afterDiscard(&two, d)
	if err != nil {
		return fmt.Errorf("discard %s: %w", e.Discard, err)
	}
	f, err := factorAt(&pos, s)
	if err != nil {
		return err
	}
	if len(e.Values) != 1 || e.Values[e.Answer] != f {
		return fmt.Errorf("keeping %s and discarding %s: the solver finds factor %+d, the exercise says %v", e.Answer, e.Discard, f, e.Values)
	}
	for _, k := range e.Also {
		if k == e.Answer || !samePair(st, e.Answer, k) {
			return fmt.Errorf("%s is not the same pair as %s", k, e.Answer)
		}
		two, ok := pairs[k]
		if !ok {
			return fmt.Errorf("%q is not a pair to keep", k)
		}
		reached, err := reachesAfterSome(&two, f, s)
		if err != nil {
			return fmt.Errorf("keeping %s: %w", k, err)
		}
		if !reached {
			return fmt.Errorf("keeping %s does not reach factor %+d", k, f)
		}
	}
	keys, _ := KeepPairs(st)
	var done []string // one pair of each set of equal pairs
	for _, k := range keys {
		if k == e.Answer || slices.Contains(e.Also, k) {
			continue
		}
		if samePair(st, e.Answer, k) {
			return fmt.Errorf("%s, the same pair as %s, is not among the right ones", k, e.Answer)
		}
		// an equal pair gives the same result (samePair); so does an
		// equal discard (distinctDiscards)
		if slices.ContainsFunc(done, func(p string) bool { return samePair(st, p, k) }) {
			continue
		}
		done = append(done, k)
		two := pairs[k]
		for _, d := range distinctDiscards(&two) {
			pos, err := afterDiscard(&two, d)
			if err != nil {
				return err
			}
			ok, err := reaches(&pos, f, s)
			if err != nil {
				return fmt.Errorf("keeping %s, discarding %v: %w", k, d, err)
			}
			if ok {
				return fmt.Errorf("keeping %s and discarding %v reaches factor %+d too", k, d, f)
			}
		}
	}
	return nil
}

// keepExercise makes the "which two cards to keep?" exercise of deal k if
// seat 0 keeps two cards in it and one pair is clearly best, graded by
// keepLevel.
func keepExercise(k uint64, sc game.Script, s *solver.Solver) (Exercise, bool) {
	st, err := sc.Deal()
	if err != nil {
		return Exercise{}, false
	}
	for i := 0; i <= len(sc.Actions); i++ {
		if st.Phase() == game.Exchanging {
			pairs, err := keepPairs(&st)
			if err != nil {
				return Exercise{}, false
			}
			pair, d, f, also, err := solveKeep(&st, s, KeepSearchCap)
			if err != nil {
				return Exercise{}, false
			}
			return Exercise{ID: "keep-" + strconv.FormatUint(k, 10), Kind: Keep,
				Level:  keepLevel(st.Hand(0), pair, len(pairs), f),
				Script: scriptText(sc, i), Answer: pair, Also: also, Discard: d.String(), Values: map[string]int{pair: f}}, true
		}
		if i == len(sc.Actions) || st.Apply(sc.Actions[i]) != nil {
			return Exercise{}, false
		}
	}
	return Exercise{}, false
}

// keepLevel grades a "which two cards to keep?" exercise: easy when there
// are at most 10 pairs to choose from (a Zwei Leere or Zwei Verschiedene
// with few pips) or the answer is the hand's two highest trumps and wins
// the game; medium when those two are the answer but the game is lost
// anyway (they lose least); hard when the answer is anything else — a suit
// card or a lower trump kept.
func keepLevel(hand game.Cards, pair string, pairs, factor int) int {
	trumps := hand.Of(game.Trumps).Slice()
	switch {
	case pairs <= 10:
		return 1
	case len(trumps) >= 2 && pair == pairKey(trumps[0], trumps[1]):
		if factor > 0 {
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
