package game

import (
	"math/bits"
	"math/rand/v2"
)

// newRand returns the engine's deterministic generator for a seed: PCG from
// math/rand/v2, whose output is fixed by its specification, so a seed gives
// the same deal on every platform and Go version.
func newRand(seed uint64) *rand.PCG {
	return rand.NewPCG(seed, 0x9E3779B97F4A7C15)
}

// bounded returns a uniform number in [0,n) from r (Lemire's method).
func bounded(r *rand.PCG, n uint64) uint64 {
	for {
		x := r.Uint64()
		hi, lo := bits.Mul64(x, n)
		if lo >= n || lo >= (-n)%n {
			return hi
		}
	}
}

// Shuffle returns the pack of rules r in a random order determined by seed,
// with our own Fisher–Yates over a seeded PCG. deck[0] is the top card.
func Shuffle(r Rules, seed uint64) []Card {
	deck := make([]Card, 0, NumCards)
	deck = shuffleInto(deck, r.Pack(), newRand(seed))
	return deck
}

func shuffleInto(deck []Card, pack Cards, rng *rand.PCG) []Card {
	for m := pack; m != 0; m &= m - 1 {
		deck = append(deck, m.Lowest())
	}
	for i := len(deck) - 1; i > 0; i-- {
		j := bounded(rng, uint64(i+1))
		deck[i], deck[j] = deck[j], deck[i]
	}
	return deck
}

// SplitMix64 derives a well-mixed 64-bit value from x; matches use it to
// derive one seed per deal from the sitting's seed.
func SplitMix64(x uint64) uint64 {
	x += 0x9E3779B97F4A7C15
	x = (x ^ x>>30) * 0xBF58476D1CE4E5B9
	x = (x ^ x>>27) * 0x94D049BB133111EB
	return x ^ x>>31
}
