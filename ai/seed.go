package ai

import "github.com/cego-spiel/cego/game"

// PositionSeed mixes seed with what identifies the position seen in v (the
// hand, the cards played, kept and laid away, the calls, the phase, the
// seat, the dealer and the trick). A bot seeded with it for one decision
// answers the same whenever the same position is reached again: after an
// undo, in a replay, or in a review's alternative line.
func PositionSeed(seed uint64, v *game.View) uint64 {
	h := seed
	mix := func(x uint64) { h = game.SplitMix64(h ^ x) }
	mix(uint64(v.Hand()))
	mix(uint64(v.Played()))
	mix(uint64(v.Kept()))
	mix(uint64(v.Legage() | v.Discards()))
	mix(uint64(len(v.Calls()))<<8 | uint64(v.Phase())<<4 | uint64(v.Seat()+1))
	mix(uint64(v.Dealer()+1)<<8 | uint64(v.TrickCount()))
	return h
}

// SeatSeed is the seed of the bot in seat s of a deal dealt with dealSeed:
// the arena's and the measurements' seats play with these. It does not
// depend on the player, so that A against A plays identically to B.
func SeatSeed(dealSeed uint64, s int) uint64 {
	return game.SplitMix64(dealSeed ^ uint64(s+1)*0x9E3779B97F4A7C15)
}
