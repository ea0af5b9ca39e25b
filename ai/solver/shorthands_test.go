package solver

import "github.com/cego-spiel/cego/game"

// What the tests use and the solver does not: kept here so that nothing in
// the shipped package is reachable only from tests (deadcode ./...).

// wonTrickBound is what a lone declarer (normal games) gains at least from
// the rest of the deal, trick in play included, when he surely wins the
// trick in play: his card is winning it and none of the players still to
// play to it can beat it, or he is still to play and holds a card that
// beats whatever the others may play (he plays the lowest such). The trick
// gives him its cards and one raw point for each card still to come; then
// he leads with the cards still in the hands (the followers' cards among
// them, which only makes his tops less sure) and takes at least his top
// trumps and, with trump control, the rest of his trumps and his tops, or
// else his sure tops, each follower counted with one card fewer in every
// suit. ok is false when he does not surely win the trick.
func (p *pos) wonTrickBound() (lo int, ok bool) { return p.wonTrickAtLeast(-1 << 30) }

// holder returns the seat holding c (c must be in a hand).
func (p *pos) holder(c game.Card) int {
	for q := 0; q < int(p.n); q++ {
		if p.hands[q].Has(c) {
			return q
		}
	}
	return 0
}

// pointPlane returns the cards whose points minus one have the given bit
// set.
func pointPlane(bit int) (m game.Cards) {
	for c := game.Card(0); c < game.NumCards; c++ {
		if (c.Points()-1)&bit != 0 {
			m |= c.Bit()
		}
	}
	return m
}
