package game

import (
	"math/rand/v2"
	"testing"
)

// BenchmarkRandomDeal: shuffle, a random legal auction, the exchange, all
// tricks and the settlement.
func BenchmarkRandomDeal(b *testing.B) {
	for _, players := range []int{4, 3} {
		b.Run(map[int]string{4: "4p", 3: "3p"}[players], func(b *testing.B) {
			r := Rules{Players: players}
			rng := newPolicyRand(1)
			sum := 0
			var seed uint64
			for b.Loop() {
				seed++
				s := Deal(r, 0, seed)
				for s.phase != Done {
					s.apply(fastPolicy(&s, &rng))
				}
				sum += s.Score()[0]
			}
			_ = sum
		})
	}
}

// BenchmarkRandomDealPreset is BenchmarkRandomDeal under each preset of
// RULES §11.1.
func BenchmarkRandomDealPreset(b *testing.B) {
	for _, p := range Presets() {
		b.Run(p.ID, func(b *testing.B) {
			rng := newPolicyRand(1)
			var seed uint64
			for b.Loop() {
				seed++
				s := Deal(p.Rules, 0, seed)
				for s.phase != Done {
					s.apply(fastPolicy(&s, &rng))
				}
				_ = s.Score()
			}
		})
	}
}

// BenchmarkApplyChecked is the same with the public, checked Apply.
func BenchmarkApplyChecked(b *testing.B) {
	rng := newPolicyRand(2)
	var seed uint64
	for b.Loop() {
		seed++
		s := Deal(Rules{}, 0, seed)
		for s.phase != Done {
			if err := s.Apply(fastPolicy(&s, &rng)); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkRandomDealPublic is BenchmarkRandomDeal through the public API
// only, as the bots use it: AppendLegal into a reused buffer, a uniform
// choice (pass preferred in the auction, as in fastPolicy) and the checked
// Apply.
func BenchmarkRandomDealPublic(b *testing.B) {
	for _, players := range []int{4, 3} {
		b.Run(map[int]string{4: "4p", 3: "3p"}[players], func(b *testing.B) {
			r := Rules{Players: players}
			rng := newPolicyRand(1)
			buf := make([]Action, 0, NumActions)
			sum := 0
			var seed uint64
			for b.Loop() {
				seed++
				s := Deal(r, 0, seed)
				for s.Phase() != Done {
					legal := s.AppendLegal(buf[:0])
					a := legal[rng.below(len(legal))]
					if legal[0] == Pass && rng.next()&7 != 0 {
						a = Pass // the calls come in Action order, pass first
					}
					if err := s.Apply(a); err != nil {
						b.Fatal(err)
					}
				}
				sum += s.Score()[0]
			}
			_ = sum
		})
	}
}

// BenchmarkLegalCards measures legal-card generation mid-play; it must not
// allocate.
func BenchmarkLegalCards(b *testing.B) {
	s := midPlay(b)
	b.ReportAllocs()
	var acc Cards
	for b.Loop() {
		acc ^= s.LegalCards()
	}
	_ = acc
}

// BenchmarkAppendLegal measures the append-style legal actions into a
// reused buffer.
func BenchmarkAppendLegal(b *testing.B) {
	s := midPlay(b)
	buf := make([]Action, 0, 64)
	b.ReportAllocs()
	for b.Loop() {
		buf = s.AppendLegal(buf[:0])
	}
}

// BenchmarkSample measures View.Sample mid-deal (a defender's view after
// three tricks of a Cego-family game).
func BenchmarkSample(b *testing.B) {
	s := midPlay(b)
	v := s.View(s.Turn())
	rng := rand.New(rand.NewPCG(3, 4))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := v.Sample(rng); err != nil {
			b.Fatal(err)
		}
	}
}

// midPlay returns a Cego-ladder deal after three tricks: the position the
// benchmarks have always used (the first policy's choices from the PCG of
// seed 5), so their figures compare across versions.
func midPlay(b *testing.B) State {
	rng := newRand(5)
	policy := func(s *State) Action {
		cards, calls := s.legalMasks()
		if calls != 0 {
			if calls&callBit(Pass) != 0 && rng.Uint64()&7 != 0 {
				return Pass
			}
			k := bounded(rng, uint64(popcount(uint64(calls))))
			for ; k > 0; k-- {
				calls &= calls - 1
			}
			return Pass + Action(trailingZeros(uint64(calls)))
		}
		k := bounded(rng, uint64(cards.Len()))
		for ; k > 0; k-- {
			cards &= cards - 1
		}
		return Action(cards.Lowest())
	}
	for seed := uint64(1); ; seed++ {
		s := Deal(Rules{}, 3, seed)
		for s.phase != Done && !(s.phase == Playing && s.ntricks == 4 && s.tricks[3].N == 1) {
			s.apply(policy(&s))
		}
		if s.phase == Playing && s.contract.UsesBlind() && s.turn != s.declarer {
			return s
		}
	}
}
