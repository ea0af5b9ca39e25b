package game

// PayRule is how the amount of a normal game is reckoned from the points
// and the game value (RULES §9.2, §11).
type PayRule uint8

const (
	// ByBand: u × v × |f| (RULES §9.2 step 4).
	ByBand PayRule = iota
	// ByBandRounded: u × v × |f|, rounded up to tens (SM_ROUNDING).
	ByBandRounded
	// ByDistance: u × (|p − 35| × v, rounded up to fives); a 35 tie costs
	// 5 (PARLETT_DIFFERENZ).
	ByDistance
)

// distanceTie is the points ByDistance measures from (35 of 70: the tie).
const distanceTie = 35

// Valuation is how a normal game's value v came about (RULES §9.2 step 3).
type Valuation struct {
	// V is the game value the amount is reckoned with.
	V int
	// IfWon and IfLost are the values of Solo (2, 1) and Gegensolo (4, 2),
	// which depend on the outcome; 0 for the other games.
	IfWon, IfLost int
	// HalbeShift is 1 when HALBE makes the game count one more (Einer …
	// Geiß), else 0; it is part of V (and of Base).
	HalbeShift int
	// Auction is true for a game from the Gegensolo auction
	// (GEGENSOLO_VERSTEIGERUNG): V is Base + 1, won and lost alike, Base
	// the rung's value (a Gegensolo played as Cego: Cego's).
	Auction bool
	Base    int
}

// Payment is a normal game's amount reckoned step by step: the band the
// points lie in, the value, and the amount each defender pays.
type Payment struct {
	Rule   PayRule
	Points int  // the declarer's card points
	Band   Band // the band they lie in; Band.Factor is the factor f
	Valuation
	Unit int // u
	// Distance is |Points − Tie| (ByDistance), Tie the points it is
	// measured from (35).
	Distance, Tie int
	// Exact is u × v × |f| (ByBand, ByBandRounded) or Distance × v
	// (ByDistance); Rounded is Exact rounded up to RoundTo (10, 5; 0: not
	// rounded, Rounded is Exact), a ByDistance tie 5.
	Exact, RoundTo, Rounded int
	// Amount is what each defender pays the declarer (negative: the
	// declarer pays each defender −Amount): ±Rounded, ByDistance
	// ±u × Rounded.
	Amount int
}

// Won reports whether the points win the game (a positive factor).
func (p Payment) Won() bool { return p.Band.Factor > 0 }

// Payment reckons a normal game of contract c with p card points under
// these rules; auction is true for a game from the Gegensolo auction
// (GEGENSOLO_VERSTEIGERUNG). Every normal game's amount comes from here.
func (r Rules) Payment(c Contract, p int, auction bool) Payment {
	var pay Payment
	r.payment(&pay, c, p, auction)
	return pay
}

// payment is Payment into *pay, which must be zero (the bots settle every
// deal they simulate: no copy of the whole).
func (r Rules) payment(pay *Payment, c Contract, p int, auction bool) {
	pay.Points, pay.Band, pay.Unit = p, r.BandOf(p), r.Unit()
	f := pay.Band.Factor
	r.valuation(&pay.Valuation, c, f > 0, auction)
	v := pay.V
	var a int // the amount's size
	switch {
	case r.ParlettDifferenz:
		pay.Rule, pay.Tie, pay.RoundTo = ByDistance, distanceTie, 5
		pay.Distance = p - distanceTie
		if pay.Distance < 0 {
			pay.Distance = -pay.Distance
		}
		pay.Exact = pay.Distance * v
		pay.Rounded = roundAway(pay.Exact, 5)
		if p == distanceTie {
			pay.Rounded = 5
		}
		a = pay.Unit * pay.Rounded
	case r.SMRounding:
		pay.Rule, pay.RoundTo = ByBandRounded, 10
		pay.Exact = pay.Unit * v * abs(f)
		pay.Rounded = roundAway(pay.Exact, 10)
		a = pay.Rounded
	default:
		pay.Exact = pay.Unit * v * abs(f)
		pay.Rounded = pay.Exact
		a = pay.Exact
	}
	pay.Amount = pick(f > 0, a, -a)
}

// valuation fills *v, zero, with the game value of contract c, won or lost
// (RULES §9.2 step 3, HALBE, GEGENSOLO_VERSTEIGERUNG).
func (r Rules) valuation(v *Valuation, c Contract, won, auction bool) {
	switch {
	case auction && c == Gegensolo:
		v.Base = r.GameValue(Cego)
		v.V, v.Auction = v.Base+1, true
	case auction:
		v.Base, v.HalbeShift = r.GameValue(c), r.GameValue(c)-c.info().Value
		v.V, v.Auction = v.Base+1, true
	case c == Solo:
		v.V, v.IfWon, v.IfLost = pick(won, 2, 1), 2, 1
	case c == Gegensolo:
		v.V, v.IfWon, v.IfLost = pick(won, 4, 2), 4, 2
	default:
		v.V, v.HalbeShift = r.GameValue(c), r.GameValue(c)-c.info().Value
	}
}

// roundAway rounds x away from zero to a multiple of m.
func roundAway(x, m int) int {
	if x < 0 {
		return -roundAway(-x, m)
	}
	return (x + m - 1) / m * m
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
