package netplay

import (
	"crypto/rand"
	"encoding/binary"
	"io"

	"github.com/cego-spiel/cego/game"
)

// entropy is where seeds come from: crypto/rand. Tests replace it to show
// that a seed depends on nothing else (not the clock).
var entropy io.Reader = rand.Reader

// NewSeed returns a sitting's seed: 64 bits from crypto/rand, never 0 (0
// asks for a drawn seed in the window's options). Every sitting that is
// not given a seed (by -seed, a replay or a test) gets one: nothing about
// it follows from the time it was dealt, so a guest who knows his own hand
// and when the table opened cannot search for it.
func NewSeed() uint64 {
	var b [8]byte
	for {
		if _, err := io.ReadFull(entropy, b[:]); err != nil {
			rand.Read(b[:]) // since Go 1.24 it never returns an error
		}
		if s := binary.LittleEndian.Uint64(b[:]); s != 0 {
			return s
		}
	}
}

// NewDeck returns the pack of rules r shuffled by a fresh seed (NewSeed):
// a hosted sitting deals every deal from one, so that no deal's cards
// follow from another's — a guest who saw every card of a finished deal
// learns nothing about the next.
func NewDeck(r game.Rules) []game.Card {
	return game.Shuffle(r, NewSeed())
}
