package game

import "testing"

// BenchmarkScore settles finished deals (the bots' play-outs call Score
// after every simulated deal): 256 random deals under the default rules and
// the Schwarzwaldmeisterschaft preset, settled in turn.
func BenchmarkScore(b *testing.B) {
	sm, _ := Preset("SCHWARZWALDMEISTERSCHAFT")
	var deals []State
	rng := newPolicyRand(3)
	for seed := uint64(1); seed <= 256; seed++ {
		r := Rules{}
		if seed%2 == 0 {
			r = sm
		}
		s := Deal(r, 0, seed)
		for s.phase != Done {
			s.apply(fastPolicy(&s, &rng))
		}
		deals = append(deals, s)
	}
	sum, i := 0, 0
	for b.Loop() {
		sum += deals[i&255].Score()[0]
		i++
	}
	_ = sum
}
