package game

import (
	"math/bits"
	"math/rand/v2"
	"testing"
)

// newRand is the generator the saved seeds were made with: math/rand/v2's
// PCG, the reference for pcg.
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

// TestPCGMatchesStdlib: the engine's inlined PCG and its bounded draw give
// exactly the numbers of math/rand/v2's PCG, so seeds keep their decks.
func TestPCGMatchesStdlib(t *testing.T) {
	for seed := uint64(0); seed < 200; seed++ {
		ref, own := newRand(seed), newPCG(seed)
		for i := 0; i < 100; i++ {
			n := uint64(i%60 + 1)
			if i%7 == 0 {
				n = 1<<63 + uint64(i) // large bounds exercise the rejection
			}
			if a, b := bounded(ref, n), own.bounded(n); a != b {
				t.Fatalf("seed %d draw %d bound %d: stdlib %d, engine %d", seed, i, n, a, b)
			}
		}
	}
}

// TestShuffleMatchesStdlibFisherYates: Shuffle is the Fisher–Yates over
// math/rand/v2's PCG that the saved seeds were made with.
func TestShuffleMatchesStdlibFisherYates(t *testing.T) {
	for _, r := range []Rules{{}, {Players: 3}} {
		for seed := uint64(0); seed < 500; seed++ {
			rng := newRand(seed)
			var want []Card
			for m := r.Pack(); m != 0; m &= m - 1 {
				want = append(want, m.Lowest())
			}
			for i := len(want) - 1; i > 0; i-- {
				j := bounded(rng, uint64(i+1))
				want[i], want[j] = want[j], want[i]
			}
			got := Shuffle(r, seed)
			for i := range want {
				if got[i] != want[i] {
					t.Fatalf("%d players, seed %d: card %d is %s, want %s", r.N(), seed, i, got[i], want[i])
				}
			}
			dealer := Seat(seed % uint64(r.N()))
			s := Deal(r, dealer, seed)
			ref, err := NewDeal(r, dealer, want)
			if err != nil {
				t.Fatal(err)
			}
			if s != ref {
				t.Fatalf("%d players, seed %d: Deal differs from NewDeal of the same pack", r.N(), seed)
			}
		}
	}
}

// TestPointsByPopcount: the popcount forms of Points, PointsPairs and
// RawPoints agree with summing the card values one by one.
func TestPointsByPopcount(t *testing.T) {
	rng := newPCG(7)
	for i := 0; i < 20000; i++ {
		pile := Cards(rng.uint64()) & AllCards
		if i%3 == 0 {
			pile &= Cards(rng.uint64())
		}
		sum, n := 0, 0
		for c := Card(0); c < NumCards; c++ {
			if pile.Has(c) {
				sum += c.Points()
				n++
			}
		}
		three := sum - 2*(n/3)
		if n%3 != 0 {
			three--
		}
		if RawPoints(pile) != sum || Points(pile) != three || PointsPairs(pile) != sum-(n+1)/2 {
			t.Fatalf("%v: raw %d/%d threes %d/%d pairs %d/%d", pile, RawPoints(pile), sum,
				Points(pile), three, PointsPairs(pile), sum-(n+1)/2)
		}
	}
	if Points(AllCards) != 70 {
		t.Fatalf("the pack counts %d, not 70", Points(AllCards))
	}
}

// TestSelectBit: the benchmark policy's selectBit finds the k-th set bit.
func TestSelectBit(t *testing.T) {
	rng := newPCG(3)
	for i := 0; i < 20000; i++ {
		x := rng.uint64()
		if i%2 == 0 {
			a, b := rng.uint64(), rng.uint64()
			x &= a & b
		}
		k := 0
		for m := x; m != 0; m &= m - 1 {
			if got, want := selectBit(x, k), trailingZeros(m); got != want {
				t.Fatalf("selectBit(%#x, %d) = %d, want %d", x, k, got, want)
			}
			k++
		}
	}
}
