package game

import "math/bits"

// pcg is the engine's deterministic generator for a seed: math/rand/v2's
// PCG (128-bit LCG with the DXSM output, fixed by its specification, so a
// seed gives the same deal on every platform and Go version), written out as
// a value so the shuffle keeps its state in registers. TestPCGMatchesStdlib
// checks it against rand.NewPCG(seed, 0x9E3779B97F4A7C15).
type pcg struct{ hi, lo uint64 }

func newPCG(seed uint64) pcg { return pcg{seed, 0x9E3779B97F4A7C15} }

// uint64 is rand.PCG.Uint64.
func (p *pcg) uint64() uint64 {
	const (
		mulHi    = 2549297995355413924
		mulLo    = 4865540595714422341
		incHi    = 6364136223846793005
		incLo    = 1442695040888963407
		cheapMul = 0xda942042e4dd58b5
	)
	hi, lo := bits.Mul64(p.lo, mulLo)
	hi += p.hi*mulLo + p.lo*mulHi
	lo, c := bits.Add64(lo, incLo, 0)
	hi, _ = bits.Add64(hi, incHi, c)
	p.lo, p.hi = lo, hi
	hi ^= hi >> 32
	hi *= cheapMul
	hi ^= hi >> 48
	hi *= lo | 1
	return hi
}

// boundedRetry finishes bounded when the first draw fell into the low
// range: accept it unless it is one of the (2^64 mod n) biased values.
func (p *pcg) boundedRetry(n, hi, lo uint64) uint64 {
	for thresh := -n % n; lo < thresh; {
		hi, lo = bits.Mul64(p.uint64(), n)
	}
	return hi
}

// Shuffle returns the pack of rules r in a random order determined by seed,
// with our own Fisher–Yates over a seeded PCG. deck[0] is the top card.
func Shuffle(r Rules, seed uint64) []Card {
	var deck [64]Card
	shuffle(&deck, r.N(), seed)
	return append([]Card(nil), deck[:r.Pack().Len()]...)
}

// shuffle shuffles the pack for n players into deck by seed (Fisher–Yates
// from the bottom card up, each swap partner drawn by pcg.bounded) and deals
// it by RULES §4 in the same pass: piles[0] is the blind from the top of the
// pack, piles[1+i] the (i+1)-th packet, for the (i+1)-th seat after the
// dealer. The Fisher–Yates fixes the pack from the bottom up, so each packet
// is complete as soon as its top card is drawn.
func shuffle(deck *[64]Card, players int, seed uint64) (piles [5]Cards) {
	u, bs, hs := &unshuffled4, 10, 11
	if players == 3 {
		u, bs, hs = &unshuffled3, 12, 13
	}
	copy(deck[:], u.deck[:u.n])
	rng := newPCG(seed)
	k, start := players, bs+(players-1)*hs // the pile being filled, its top position
	var acc Cards
	for i := u.n - 1; i > 0; i-- {
		// j := rng.bounded(i+1), inlined by hand
		m := uint64(i + 1)
		j, lo := bits.Mul64(rng.uint64(), m)
		if lo < m {
			j = rng.boundedRetry(m, j, lo)
		}
		ci, cj := deck[i&63], deck[j&63]
		deck[i&63], deck[j&63] = cj, ci
		acc |= 1 << (cj & 63) // card i is final: later steps swap only below it
		if i == start {
			piles[k&7] = acc
			acc = 0
			k--
			start -= hs
		}
	}
	piles[0] = acc | 1<<(deck[0]&63)
	return piles
}

// unshuffledPack is a pack in card order, the start of the shuffle.
type unshuffledPack struct {
	Pack Cards
	deck [NumCards]Card
	n    int
}

var unshuffled4, unshuffled3 = newUnshuffled(Rules{}), newUnshuffled(Rules{Players: 3})

func newUnshuffled(r Rules) (u unshuffledPack) {
	u.Pack = r.Pack()
	for m := u.Pack; m != 0; m &= m - 1 {
		u.deck[u.n] = m.Lowest()
		u.n++
	}
	return u
}

// SplitMix64 derives a well-mixed 64-bit value from x; matches use it to
// derive one seed per deal from the sitting's seed.
func SplitMix64(x uint64) uint64 {
	x += 0x9E3779B97F4A7C15
	x = (x ^ x>>30) * 0xBF58476D1CE4E5B9
	x = (x ^ x>>27) * 0x94D049BB133111EB
	return x ^ x>>31
}
