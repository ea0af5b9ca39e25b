package game

import (
	"reflect"
	"testing"
)

// reckoningRulesets are the presets and every option switched on alone
// over the default rules, three players and the cego-online values: each
// rule the settlement knows.
func reckoningRulesets() []Rules {
	var out []Rules
	for _, p := range Presets() {
		out = append(out, p.Rules)
	}
	for _, base := range []Rules{{}, {Players: 3}, {Scoring: CegoOnlineValues}} {
		out = append(out, base)
		for _, o := range Options() {
			r := base
			if err := r.SetOption(o.ID, true); err != nil {
				panic(err)
			}
			if r.Validate() == nil {
				out = append(out, r)
			}
		}
	}
	return out
}

// TestBandsAsRules: the factor bands are those of RULES §9.2 (threes) and
// D32 (pairs), from 0 to the whole pack without a gap, and BandOf agrees
// with Factor on every number of points.
func TestBandsAsRules(t *testing.T) {
	threes := []Band{{0, 0, -8}, {1, 5, -7}, {6, 10, -6}, {11, 15, -5}, {16, 20, -4}, {21, 25, -3}, {26, 30, -2}, {31, 35, -1},
		{36, 40, 1}, {41, 45, 2}, {46, 50, 3}, {51, 55, 4}, {56, 60, 5}, {61, 65, 6}, {66, 69, 7}, {70, 70, 8}}
	pairs := []Band{{0, 0, -8}, {1, 9, -7}, {10, 14, -6}, {15, 19, -5}, {20, 24, -4}, {25, 29, -3}, {30, 34, -2}, {35, 39, -1},
		{40, 44, 1}, {45, 49, 2}, {50, 54, 3}, {55, 59, 4}, {60, 64, 5}, {65, 69, 6}, {70, 78, 7}, {79, 79, 8}}
	for _, tc := range []struct {
		r    Rules
		want []Band
	}{{Rules{}, threes}, {Rules{Players: 3}, threes}, {Rules{CountPairs: true}, pairs}} {
		if got := tc.r.Bands(); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%v: bands %v, want %v", tc.r.OptionIDs(), got, tc.want)
		}
		for p := -2; p <= tc.r.PackPoints()+2; p++ {
			if b := tc.r.BandOf(p); b.Factor != tc.r.Factor(p) || (p >= 0 && p <= tc.r.PackPoints() && (p < b.Lo || p > b.Hi)) {
				t.Errorf("%v: %d points in band %v, factor %d", tc.r.OptionIDs(), p, b, tc.r.Factor(p))
			}
		}
	}
	b := Rules{}.Bands()
	b[0].Factor = 99
	if (Rules{}).Bands()[0].Factor != -8 {
		t.Error("Bands hands out its own table")
	}
}

// TestTallyExamples: RULES §3.1's examples counted step by step, and a
// pair count of §3.2.
func TestTallyExamples(t *testing.T) {
	for _, tc := range []struct {
		c    Counting
		pile string
		want Tally
	}{
		{InThrees, "cK cC cJ", Tally{InThrees, 3, 10, 1, 0, 8}},
		{InThrees, "T14 T11 T1", Tally{InThrees, 3, 7, 1, 0, 5}},
		{InThrees, "cK cC cJ T2", Tally{InThrees, 4, 11, 1, 1, 8}},
		{InPairs, "cK T2 T3", Tally{InPairs, 3, 7, 1, 1, 5}},
	} {
		if got := tc.c.Tally(mustCards(t, tc.pile)); got != tc.want {
			t.Errorf("%v %s: %+v, want %+v", tc.c, tc.pile, got, tc.want)
		}
	}
	if (Rules{}).Count(AllCards) != 70 || (Rules{CountPairs: true}).Count(AllCards) != 79 {
		t.Error("the pack does not count 70 in threes and 79 in pairs")
	}
}

// TestReckoningAddsUp: for random deals under every preset and every
// option, the reckoning's steps add up to the settlement: the pile's
// sources to its cards, the count to the points, the band to the factor,
// value × factor (rounded, by distance, with the announcement) to the
// amount, the amount to the scores; Result and Score are the reckoning's.
func TestReckoningAddsUp(t *testing.T) {
	kinds := map[SettleKind]int{}
	rules := map[PayRule]int{}
	announced, open, split, five := 0, 0, 0, 0
	deals := 600
	if testing.Short() {
		deals = 400 // the first shared Räuber tie comes between the 290th and 300th deal
	}
	for _, r := range reckoningRulesets() {
		rng := newPolicyRand(7)
		for seed := uint64(1); seed <= uint64(deals); seed++ {
			s := Deal(r, Seat(seed%uint64(r.N())), seed)
			for s.phase != Done {
				s.apply(fastPolicy(&s, &rng))
			}
			k := s.Reckoning()
			if res := s.Result(); !reflect.DeepEqual(k.Result, res) {
				t.Fatalf("%v seed %d: reckoning %+v, result %+v", r.OptionIDs(), seed, k.Result, res)
			}
			if s.Score() != k.Score {
				t.Fatalf("%v seed %d: score %v, reckoning %v", r.OptionIDs(), seed, s.Score(), k.Score)
			}
			kinds[k.Kind]++
			if k.Players != r.N() {
				t.Fatalf("%v: %d players", r.OptionIDs(), k.Players)
			}
			checkReckoning(t, r, &s, k)
			if k.Kind == SettleNormal {
				rules[k.Pay.Rule]++
			}
			if k.Announced.Call != 0 {
				announced++
			}
			if k.Open {
				open++
			}
			if k.Raeuber.TieSplit {
				split++
			}
			if k.SatOut != 0 {
				five++
			}
		}
	}
	for _, want := range []SettleKind{SettleNormal, SettleSpecial, SettleRaeuber, SettleDrescher, SettleChallenge} {
		if kinds[want] == 0 {
			t.Errorf("no deal settled as kind %d: %v", want, kinds)
		}
	}
	for _, want := range []PayRule{ByBand, ByBandRounded, ByDistance} {
		if rules[want] == 0 {
			t.Errorf("no normal game paid by rule %d: %v", want, rules)
		}
	}
	if announced == 0 || open == 0 || split == 0 || five == 0 {
		t.Errorf("announcements %d, open games %d, shared Räuber ties %d, five at the table %d", announced, open, split, five)
	}
}

// checkReckoning checks that one finished deal's reckoning adds up.
func checkReckoning(t *testing.T, r Rules, s *State, k Reckoning) {
	t.Helper()
	fail := func(format string, args ...any) {
		t.Helper()
		t.Fatalf("%v %v: "+format, append([]any{r.OptionIDs(), k.Contract}, args...)...)
	}
	payers := r.N() - 1
	if r.FiveAtTable {
		payers++
	}
	switch k.Kind {
	case SettleNormal:
		p := k.Pile
		c := r.Counting()
		if p.Counting != c || p.Cards != p.Tricks+p.Blind+p.Legage+p.Discards || p.Groups*c.GroupSize()+p.Leftover != p.Cards ||
			p.Leftover >= c.GroupSize() || p.Raw != RawPoints(s.DeclarerPile()) {
			fail("pile %+v", p)
		}
		less := c.GroupLess() * p.Groups
		if p.Leftover > 0 {
			less += c.LeftoverLess()
		}
		if p.Raw-less != p.Points || p.Points+p.Bonus != p.Total || p.Total != k.Points || p.Bonus != r.DeclarerBonus() {
			fail("pile %+v, points %d", p, k.Points)
		}
		if k.Need != r.WinPoints() || k.Pack != r.PackPoints() {
			fail("needs %d of %d", k.Need, k.Pack)
		}
		pay := k.Pay
		if pay.Points != k.Points || pay.Band != r.BandOf(k.Points) || pay.Band.Factor != k.Factor || pay.V != k.Value ||
			pay.Unit != r.Unit() || pay.Won() != (k.Points >= k.Need) {
			fail("payment %+v for %d points", pay, k.Points)
		}
		f := pay.Band.Factor
		if f < 0 {
			f = -f
		}
		var size int
		switch pay.Rule {
		case ByBand:
			size = pay.Exact
			if pay.Exact != pay.Unit*pay.V*f || pay.Rounded != pay.Exact {
				fail("by band %+v", pay)
			}
		case ByBandRounded:
			size = pay.Rounded
			if pay.Exact != pay.Unit*pay.V*f || pay.RoundTo != 10 || pay.Rounded%10 != 0 || pay.Rounded < pay.Exact || pay.Rounded >= pay.Exact+10 {
				fail("rounded %+v", pay)
			}
		case ByDistance:
			size = pay.Unit * pay.Rounded
			d := k.Points - pay.Tie
			if d < 0 {
				d = -d
			}
			tie := k.Points == pay.Tie && pay.Rounded == 5
			if pay.Tie != 35 || pay.Distance != d || pay.Exact != d*pay.V ||
				!tie && (pay.Rounded%5 != 0 || pay.Rounded < pay.Exact || pay.Rounded >= pay.Exact+5) {
				fail("by distance %+v", pay)
			}
		}
		if pay.Amount != size && pay.Amount != -size || (pay.Amount > 0) != pay.Won() {
			fail("amount %+v", pay)
		}
		if pay.IfWon != 0 && pay.V != pick(pay.Won(), pay.IfWon, pay.IfLost) || pay.Auction && pay.V != pay.Base+1 {
			fail("value %+v", pay.Valuation)
		}
		a := k.Announced
		switch {
		case a.Call == 0 && k.PerSeat != pay.Amount:
			fail("per seat %d, payment %d", k.PerSeat, pay.Amount)
		case a.Call != 0:
			base := pay.Amount
			if a.Durchmarsch {
				base = a.DurchAmount
			}
			if a.Bonus != pick(a.FeatsMade, 1, -1)*a.Feats*a.FeatValue || a.Amount != base+a.Bonus || a.Amount != k.PerSeat ||
				a.Won != ((!a.Durchmarsch || a.AllTricks) && (a.Feats == 0 || a.FeatsMade)) {
				fail("announcement %+v, per seat %d", a, k.PerSeat)
			}
		}
		if k.Payers != payers || k.Score[k.Declarer] != k.PerSeat*payers {
			fail("payers %d, score %v, per seat %d", k.Payers, k.Score, k.PerSeat)
		}
	case SettleSpecial:
		v := r.SpecialValue(k.Contract)
		if k.SpecialValue != v || k.Value != v*pick(k.Open, 2, 1) || k.PerSeat != pick(k.Won, k.Value, -k.Value) ||
			k.Tricks != s.TricksWon(k.Declarer) || k.Payers != payers {
			fail("special %+v", k)
		}
	case SettleRaeuber:
		rc := k.Raeuber
		want := k.SpecialValue * rc.Doubling * pick(k.VorhandDouble, 2, 1)
		if k.SpecialValue != r.SpecialValue(Raeuber) || rc.Doubling != 1<<k.NoTrick || k.PerSeat != want || rc.Counting != r.Counting() {
			fail("Räuber %+v", k)
		}
		if rc.TieSplit {
			sum := 0
			for _, l := range k.Losers {
				sum += rc.Shares[l]
			}
			if sum != k.PerSeat || len(k.Losers) < 2 {
				fail("shares %v of %d", rc.Shares, k.PerSeat)
			}
		}
	case SettleDrescher:
		if len(k.Losers) != 1 || k.Losers[0] != k.LastWinner || k.PerSeat != k.SpecialValue*pick(k.VorhandDouble, 2, 1) {
			fail("Drescher %+v", k)
		}
	case SettleChallenge:
		if k.Challenger == NoSeat || k.PerSeat != k.Value*k.Unit || k.LastWinner != NoSeat {
			fail("challenge %+v", k)
		}
	default:
		fail("kind %d", k.Kind)
	}
}
