package game

import (
	"encoding/json"
	"math/rand/v2"
	"testing"
)

// benchViews are views of a seat at points of random deals under the
// Schwarzwaldmeisterschaft preset.
func benchViews(b *testing.B) []View {
	r, _ := Preset("SCHWARZWALDMEISTERSCHAFT")
	rng := rand.New(rand.NewPCG(5, 6))
	var vs []View
	for i := 0; i < 40; i++ {
		s := playedTo(r, uint64(i+1), func(*State) bool { return rng.IntN(40) == 0 })
		vs = append(vs, s.View(Seat(i%4)))
	}
	return vs
}

func BenchmarkViewMarshal(b *testing.B) {
	vs := benchViews(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := json.Marshal(vs[i%len(vs)]); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkViewUnmarshal(b *testing.B) {
	var data [][]byte
	for _, v := range benchViews(b) {
		d, _ := json.Marshal(v)
		data = append(data, d)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		var v View
		if err := json.Unmarshal(data[i%len(data)], &v); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkConsistentDeal(b *testing.B) {
	vs := benchViews(b)
	rng := rand.New(rand.NewPCG(7, 8))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		v := vs[i%len(vs)]
		if _, err := v.ConsistentDeal(rng); err != nil {
			b.Fatal(err)
		}
	}
}
