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
		for k := rng.below(popcount(uint64(calls))); k > 0; k-- {
			calls &= calls - 1
		}
		return Pass + Action(trailingZeros(uint64(calls)))
	}
	for k := rng.below(cards.Len()); k > 0; k-- {
		cards &= cards - 1
	}
	return Action(cards.Lowest())
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
