package game

import "math/bits"

// fastPolicy is the random policy of the benchmarks: a uniform choice among
// the legal actions, biased towards pass in the auction so all contracts
// occur.
func fastPolicy(s *State, rng *policyRand) Action {
	cards, calls := s.legalMasks()
	if calls != 0 {
		if calls&callBit(Pass) != 0 && rng.next()&7 != 0 {
			return Pass
		}
		return Pass + Action(selectBit(uint64(calls), rng.below(popcount(uint64(calls)))))
	}
	return Action(selectBit(uint64(cards), rng.below(cards.Len())))
}

// policyRand is the policy's generator, wyrand: one addition and one
// 128-bit multiplication per number, so a decision waits less for its random
// number than with the PCG of the shuffle (whose output the saved seeds fix).
type policyRand struct{ s uint64 }

func newPolicyRand(seed uint64) policyRand { return policyRand{seed} }

func (r *policyRand) next() uint64 {
	r.s += 0xa0761d6478bd642f
	hi, lo := bits.Mul64(r.s, r.s^0xe7037ed1a0b428db)
	return hi ^ lo
}

// below returns a uniform number in [0,n) (Lemire's method).
func (r *policyRand) below(n int) int {
	hi, lo := bits.Mul64(r.next(), uint64(n))
	for lo < uint64(n) && lo < -uint64(n)%uint64(n) {
		hi, lo = bits.Mul64(r.next(), uint64(n))
	}
	return int(hi)
}

// selectBit returns the position of the set bit of x with k set bits below
// it (k < popcount(x)) without a branch (Vigna's broadword select): a loop
// over the set bits would mispredict its exit on nearly every random choice.
func selectBit(x uint64, k int) int {
	const l8, h8 = 0x0101010101010101, 0x8080808080808080
	b := x - (x>>1)&0x5555555555555555
	b = b&0x3333333333333333 + (b>>2)&0x3333333333333333
	b = (b + b>>4) & 0x0f0f0f0f0f0f0f0f
	sums := b * l8 // byte i: the set bits in bytes 0..i
	below := ((uint64(k)*l8 | h8) - sums) & h8
	place := uint((below>>7)*l8>>53) &^ 7
	rank := uint64(k) - (sums<<8>>place)&0xff
	return int(place) + int(selectInByte[(x>>place&0xff)|rank<<8])
}

// selectInByte[r<<8|b] is the position of the set bit of byte b with r set
// bits below it.
var selectInByte = func() (t [8 << 8]uint8) {
	for b := 0; b < 256; b++ {
		r := 0
		for i := 0; i < 8; i++ {
			if b>>i&1 != 0 {
				t[r<<8|b] = uint8(i)
				r++
			}
		}
	}
	return t
}()
