package solver

import (
	"math/rand/v2"

	"github.com/cego-spiel/cego/game"
)

// zobrist keys: one per (seat, card), one per leader, one per trick count
// of the declarer (Piccolo).
var (
	zobCard   [4][game.NumCards]uint64
	zobLeader [4]uint64
	zobWon    [16]uint64
)

func init() {
	r := rand.New(rand.NewPCG(0xC0DE, 0xCE60))
	for s := range zobCard {
		for c := range zobCard[s] {
			zobCard[s][c] = r.Uint64()
		}
	}
	for i := range zobLeader {
		zobLeader[i] = r.Uint64()
	}
	for i := range zobWon {
		zobWon[i] = r.Uint64()
	}
}

// entry is a transposition-table slot: bounds on the value of the rest of
// the deal from a trick boundary, and the best lead found there.
type entry struct {
	key    uint64
	lo, hi int16
	best   game.Card
	used   bool
}

// key hashes a position at a trick boundary.
func (p *pos) key() uint64 {
	k := p.hash ^ zobLeader[p.leader] ^ p.ctx
	if p.kind == kindPiccolo || p.kind == kindBettel {
		k ^= zobWon[p.declWon&15]
	}
	return k
}
