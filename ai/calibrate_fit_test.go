package ai

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestLogisticFitInverts: outcomes drawn from a known logistic curve are
// fitted back, and the inverse gives the x of a chance; outcomes a
// threshold separates exactly have no fit.
func TestLogisticFitInverts(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	var xs, ys []float64
	for range 20000 {
		x := rng.Float64()*40 + 20 // around 40, as the card points
		p := 1 / (1 + math.Exp(-(x-40)/4))
		xs = append(xs, x)
		ys = append(ys, b2f(rng.Float64() < p))
	}
	at, ok := logisticFit(xs, ys)
	if !ok {
		t.Fatal("no fit")
	}
	if x := at(0.5); math.Abs(x-40) > 0.5 {
		t.Errorf("the even chance at %.2f, want about 40", x)
	}
	if x := at(0.75); math.Abs(x-(40+4*math.Log(3))) > 0.7 {
		t.Errorf("three to one at %.2f, want about %.2f", x, 40+4*math.Log(3))
	}
	var sx, sy []float64
	for i := range 20 {
		sx = append(sx, float64(i))
		sy = append(sy, b2f(i >= 10))
	}
	if _, ok := logisticFit(sx, sy); ok {
		t.Error("separable outcomes were fitted")
	}
	if _, ok := logisticFit(xs[:9], ys[:9]); ok {
		t.Error("nine points were fitted")
	}
}
