package calibrate

import (
	"github.com/cego-spiel/cego/ai"
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

// TestFitOwnWinRecovers: outcomes drawn from a known σ(A + B·x) are fitted
// back close to A and B; too few points fit nothing.
func TestFitOwnWinRecovers(t *testing.T) {
	want := ai.OwnWin{A: 1.2, B: 0.8}
	rng := rand.New(rand.NewPCG(1, 2))
	var xs, ys []float64
	for range 20000 {
		x := rng.Float64()*6 - 3
		p := 1 / (1 + math.Exp(-(want.A + want.B*x)))
		xs = append(xs, x)
		ys = append(ys, b2f(rng.Float64() < p))
	}
	got, ok := fitOwnWin(xs, ys)
	if !ok || math.Abs(got.A-want.A) > 0.1 || math.Abs(got.B-want.B) > 0.1 {
		t.Errorf("fitted %+v (%v), want about %+v", got, ok, want)
	}
	if _, ok := fitOwnWin(xs[:5], ys[:5]); ok {
		t.Error("five points were fitted")
	}
}
