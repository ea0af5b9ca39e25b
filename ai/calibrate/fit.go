package calibrate

import "math"

// logisticFit fits P(y) = 1/(1+exp(-(a+b*(x-m)))) to the outcomes ys (0
// or 1) over xs (fitLogistic), m the mean of xs, and returns the inverse of
// the fit: the x at which the fitted chance is p. It fits nothing (ok
// false) to fewer than ten points or to points it cannot fit.
func logisticFit(xs, ys []float64) (xAt func(p float64) float64, ok bool) {
	if len(xs) < 10 {
		return nil, false
	}
	m := 0.0
	for _, x := range xs {
		m += x
	}
	m /= float64(len(xs))
	centred := make([]float64, len(xs))
	for i, x := range xs {
		centred[i] = x - m
	}
	a, b, ok := fitLogistic(centred, ys)
	if !ok || b == 0 {
		return nil, false
	}
	return func(p float64) float64 { return m + (math.Log(p/(1-p))-a)/b }, true
}

// fitLogistic fits P(y) = σ(a + b·x) to the outcomes ys (0 or 1) over xs
// by Newton's method (the maximum likelihood). ok is false for fewer than
// ten points, or when the fit runs away (outcomes that a threshold on x
// separates exactly have no finite fit).
func fitLogistic(xs, ys []float64) (a, b float64, ok bool) {
	if len(xs) < 10 {
		return 0, 0, false
	}
	for range 50 {
		var ga, gb, haa, hab, hbb float64
		for i, x := range xs {
			p := 1 / (1 + math.Exp(-(a + b*x)))
			ga += ys[i] - p
			gb += (ys[i] - p) * x
			q := p * (1 - p)
			haa += q
			hab += q * x
			hbb += q * x * x
		}
		det := haa*hbb - hab*hab
		if det <= 1e-12 {
			return 0, 0, false
		}
		da := (hbb*ga - hab*gb) / det
		db := (haa*gb - hab*ga) / det
		a, b = a+da, b+db
		if math.Abs(da)+math.Abs(db) < 1e-9 {
			break
		}
	}
	if math.IsNaN(a) || math.IsNaN(b) || math.Abs(a) > 50 || math.Abs(b) > 50 {
		return 0, 0, false
	}
	return a, b, true
}

// pointsFit fits the card points of the rows with an estimate of at least
// minEst on their features by least squares (lsq) and returns the fit and
// the number of rows fitted.
func pointsFit[R interface {
	features() (est float64, feat []float64, pts int)
}](rows []R, minEst float64) ([]float64, int) {
	var xs [][]float64
	var ys []float64
	for _, r := range rows {
		if est, feat, pts := r.features(); est >= minEst {
			xs = append(xs, feat)
			ys = append(ys, float64(pts))
		}
	}
	return lsq(xs, ys), len(ys)
}

// lsq solves the normal equations of a small least-squares fit.
func lsq(xs [][]float64, ys []float64) []float64 {
	if len(xs) == 0 {
		return nil
	}
	k := len(xs[0])
	a := make([][]float64, k)
	for i := range a {
		a[i] = make([]float64, k+1)
	}
	for r, x := range xs {
		for i := 0; i < k; i++ {
			for j := 0; j < k; j++ {
				a[i][j] += x[i] * x[j]
			}
			a[i][k] += x[i] * ys[r]
		}
	}
	for i := 0; i < k; i++ {
		p := a[i][i]
		if p == 0 {
			return nil
		}
		for j := i; j <= k; j++ {
			a[i][j] /= p
		}
		for r := 0; r < k; r++ {
			if r != i {
				f := a[r][i]
				for j := i; j <= k; j++ {
					a[r][j] -= f * a[i][j]
				}
			}
		}
	}
	out := make([]float64, k)
	for i := range out {
		out[i] = float64(int(a[i][k]*100)) / 100
	}
	return out
}
