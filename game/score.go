package game

// Factor returns the band factor f of RULES §9.2 for the declarer's card
// points p (0…70): −8 … −1 for a loss, +1 … +8 for a win (36 and more).
func Factor(p int) int {
	switch {
	case p <= 0:
		return -8
	case p >= 70:
		return 8
	case p >= 66:
		return 7
	case p >= 36:
		return (p-36)/5 + 1
	default: // 1…35
		return -((35-p)/5 + 1)
	}
}

// FactorPairs is the band factor for counting in pairs (COUNT_PAIRS, 0…79
// points, D32): 40–44 +1, 45–49 +2 … 65–69 +6, 70–78 +7, 79 +8; 35–39 −1 …
// 10–14 −6, 1–9 −7, 0 −8.
func FactorPairs(p int) int {
	switch {
	case p <= 0:
		return -8
	case p >= 79:
		return 8
	case p >= 70:
		return 7
	case p >= 40:
		return (p-40)/5 + 1
	case p >= 10:
		return -((39-p)/5 + 1)
	default: // 1…9
		return -7
	}
}

// Factor is the band factor for p card points under these rules.
func (r Rules) Factor(p int) int {
	if r.CountPairs {
		return FactorPairs(p)
	}
	return Factor(p)
}

// NormalAmount settles a normal game (RULES §9.2): the declarer's points p
// give the factor f; the game value v is the contract's (Solo 2 won / 1
// lost, Gegensolo 4 / 2); each defender pays the declarer amt = u·v·f
// (negative amt: the declarer pays each defender |amt|). It knows every
// option of r; see Rules.Amount for a game from the Gegensolo auction.
func NormalAmount(r Rules, c Contract, p int) (amt, f, v int) { return r.Amount(c, p, false) }

// Amount settles a normal game under these rules: the amount each defender
// pays the declarer (negative: receives), the factor and the game value.
// auction is true for a game that came from the Gegensolo auction of
// GEGENSOLO_VERSTEIGERUNG (value one more, won and lost alike). HALBE
// shifts the values, COUNT_PAIRS uses the pair bands, SM_ROUNDING rounds the
// amount up to tens, PARLETT_DIFFERENZ pays |p − 35| × v rounded up to
// fives (a 35 tie 5).
func (r Rules) Amount(c Contract, p int, auction bool) (amt, f, v int) {
	f = r.Factor(p)
	v = r.GameValue(c)
	switch {
	case auction:
		if c == Gegensolo {
			v = r.GameValue(Cego)
		}
		v++
	case c == Solo:
		v = pick(f > 0, 2, 1)
	case c == Gegensolo:
		v = pick(f > 0, 4, 2)
	}
	if r.ParlettDifferenz {
		d := p - 35
		if d < 0 {
			d = -d
		}
		a := (d*v + 4) / 5 * 5
		if p == 35 {
			a = 5
		}
		return r.Unit() * pick(f > 0, a, -a), f, v
	}
	amt = r.Unit() * v * f
	if r.SMRounding {
		amt = roundAway(amt, 10)
	}
	return amt, f, v
}

// roundAway rounds x away from zero to a multiple of m.
func roundAway(x, m int) int {
	if x < 0 {
		return -roundAway(-x, m)
	}
	return (x + m - 1) / m * m
}

// DeclarerPile returns the cards counted for the declarer of a normal game
// (RULES §3.3): his tricks, plus the untouched blind in Solo, plus the Legage
// and discards in Gegensolo and the Cego ladder.
func (s *State) DeclarerPile() Cards {
	if s.declarer < 0 {
		return 0
	}
	pile := s.won[s.declarer]
	switch {
	case s.contract == Solo:
		pile |= s.blind
	case s.contract.UsesBlind():
		pile |= s.legage | s.discards
	}
	return pile
}

// DeclarerPoints returns the declarer's card points in a normal game,
// counted in threes (in pairs with COUNT_PAIRS), with the three-player
// bonus point (RULES §10).
func (s *State) DeclarerPoints() int {
	if s.rules.CountPairs {
		return PointsPairs(s.DeclarerPile())
	}
	p := Points(s.DeclarerPile())
	if s.n == 3 {
		p++
	}
	return p
}

// Result explains a finished deal's settlement.
type Result struct {
	Contract Contract
	Declarer Seat
	// Won is true if the declarer made his contract (Räuber: always false).
	Won bool
	// Points are the declarer's card points (normal games), or each seat's
	// own card points in Räuber.
	Points  int
	Factor  int // band factor (normal games)
	Value   int // game value v (normal games) or V (special games)
	Unit    int // u
	PerSeat int // the amount each defender pays (negative: receives)
	// SeatPoints are each seat's own card points (Räuber).
	SeatPoints [4]int
	// Losers are the seats that pay in Räuber and Drescher.
	Losers []Seat
	// NoTrick counts the players without a trick (Räuber's doubling).
	NoTrick int
	// Open is true when the special game was played open (OFFEN: double).
	Open bool
	// Announcement is the Solo player's extra announcement (durchmarsch,
	// ulti, …) or 0, and AnnouncementWon whether he made it; Bonus is the
	// announcement's part of PerSeat (house values).
	Announcement    Action
	AnnouncementWon bool
	Bonus           int
	// Challenger and Challenged are set when a "Hosen rum!" (SCHINDEN)
	// ended the deal; Challenged is the loser when Caught is true, else
	// the Challenger is.
	Challenger, Challenged Seat
	Caught                 bool
	// SatOut is what the dealer sitting out pays (negative) or receives
	// with FIVE_AT_TABLE: like a defender in games against a declarer,
	// nothing in Räuber, Drescher and a challenge. Score and SatOut
	// together are zero-sum.
	SatOut int
	Score  [4]int
}

// Score returns the settlement once the deal is Done (all zeros before).
// Seat 3 is 0 with three players. It is zero-sum, except with
// FIVE_AT_TABLE, where Result().SatOut completes it.
func (s *State) Score() [4]int {
	var r Result
	s.settle(&r)
	return r.Score
}

// Result returns the settlement with its explanation; before Done it is the
// zero Result.
func (s *State) Result() Result {
	var r Result
	r.Losers = seatList(s.settle(&r))
	return r
}

// seatList lists the seats of a seat mask in order (nil for none).
func seatList(m uint8) []Seat {
	var out []Seat
	for p := Seat(0); m != 0; p, m = p+1, m>>1 {
		if m&1 != 0 {
			out = append(out, p)
		}
	}
	return out
}

// settle fills r for a finished deal (nothing before Done) except Losers,
// which it returns as a seat mask; Score has no use for them.
func (s *State) settle(r *Result) (losers uint8) {
	if s.phase != Done {
		return 0
	}
	r.Contract, r.Declarer, r.Unit = s.contract, s.declarer, s.rules.Unit()
	r.Challenger, r.Challenged = NoSeat, NoSeat
	if s.chalBy != s.chalOf {
		return s.settleChallenge(r)
	}
	d := s.declarer
	switch s.contract {
	case Raeuber:
		return s.settleRaeuber(r)
	case Drescher:
		return s.settleDrescher(r)
	case Ultimo:
		r.Won = s.wonWith(s.ntricks, CardGeiss)
	case Piccolo:
		r.Won = s.tricksWon[d] == 1
	case Bettel:
		r.Won = s.tricksWon[d] == 0
	case Zwikkolo, Trio, Quarto, Quinto, Pascha:
		r.Won = int(s.tricksWon[d]) == s.contract.TargetTricks()
	default:
		r.Points = s.DeclarerPoints()
		var amt int
		amt, r.Factor, r.Value = s.rules.Amount(s.contract, r.Points, s.auction)
		r.Won = r.Factor > 0
		if s.extra != 0 {
			amt = s.settleAnnouncement(r, amt)
		}
		s.payDefenders(r, amt)
		return 0
	}
	r.Value = s.rules.SpecialValue(s.contract)
	if s.open {
		r.Open = true
		r.Value *= 2
	}
	s.payDefenders(r, pick(r.Won, r.Value, -r.Value))
	return 0
}

// wonWith reports whether the declarer won trick k (1-based) with card c.
func (s *State) wonWith(k int8, c Card) bool {
	if k < 1 || k > s.ntricks {
		return false
	}
	t := s.tricks[k-1]
	return t.Winner() == s.declarer && t.Cards[t.WinningIndex()] == c
}

// settleAnnouncement settles a Solo with DURCHMARSCH or SOLO_ULTI (house
// values, RULES D39): a Durchmarsch replaces the Solo's amount by twice a
// won Solo at factor 8 (u·32), or a lost Solo at factor 8 (u·8); each Ulti
// feat adds or takes one Ultimo value, all feats or none.
func (s *State) settleAnnouncement(r *Result, amt int) int {
	d := s.declarer
	r.Announcement = s.extra
	won := true
	bonus := 0
	durch := s.extra == CallDurchmarsch || s.extra == CallUltiDurch
	if durch {
		all := int(s.tricksWon[d]) == s.rules.HandSize()
		won = all
		amt = s.rules.DurchmarschAmount(all)
	}
	feats := 0
	switch s.extra {
	case CallUlti, CallUltiDurch:
		feats = 1
	case CallUlti2:
		feats = 2
	case CallUlti3:
		feats = 3
	}
	if feats > 0 {
		ok := true
		last := s.ntricks
		for i := 0; i < feats; i++ {
			if !s.wonWith(last-int8(i), Card(i)) {
				ok = false
			}
		}
		won = won && ok
		v := feats * s.rules.SpecialValue(Ultimo)
		bonus = pick(ok, v, -v)
	}
	r.AnnouncementWon = won
	r.Bonus = bonus
	return amt + bonus
}

// payDefenders books amt from each defender to the declarer (negative amt:
// the declarer pays each defender); with FIVE_AT_TABLE the dealer sitting
// out pays or receives it too.
func (s *State) payDefenders(r *Result, amt int) {
	r.PerSeat = amt
	payers := int(s.n) - 1
	if s.rules.FiveAtTable {
		payers++
		r.SatOut = -amt
	}
	for p := Seat(0); p < Seat(s.n); p++ {
		if p == s.declarer {
			r.Score[p] = amt * payers
		} else {
			r.Score[p] = -amt
		}
	}
}

// settleChallenge fills r after a "Hosen rum!" (SCHINDEN, D14): if the
// challenged hand was a compulsory Solo he loses, otherwise the challenger;
// the loser pays each other player u × 8.
func (s *State) settleChallenge(r *Result) (losers uint8) {
	r.Challenger, r.Challenged = s.chalBy, s.chalOf
	r.Caught = s.pflicht&(1<<s.chalOf) != 0
	loser := pick(r.Caught, int(s.chalOf), int(s.chalBy))
	r.PerSeat = 8 * s.rules.Unit()
	r.Value = 8
	for p := 0; p < int(s.n); p++ {
		if p != loser {
			r.Score[p] += r.PerSeat
			r.Score[loser] -= r.PerSeat
		}
	}
	return 1 << loser
}

// settleDrescher fills r for a finished Drescher (RULES §9.6): the taker of
// the last trick pays each other player V, double if he is Vorhand.
func (s *State) settleDrescher(r *Result) (losers uint8) {
	loser := s.tricks[s.ntricks-1].Winner()
	r.Value = s.rules.SpecialValue(Drescher)
	r.PerSeat = r.Value
	if loser == s.Vorhand() {
		r.PerSeat *= 2
	}
	for p := Seat(0); p < Seat(s.n); p++ {
		if p != loser {
			r.Score[p] += r.PerSeat
			r.Score[loser] -= r.PerSeat
		}
	}
	return 1 << loser
}

// settleRaeuber fills r for a finished Räuber deal.
func (s *State) settleRaeuber(r *Result) (losers uint8) {
	var pts, tricks [4]int
	for p := 0; p < int(s.n); p++ {
		pts[p] = s.rules.Count(s.won[p])
		tricks[p] = int(s.tricksWon[p])
	}
	return raeuberSettle(r, s.rules, s.Vorhand(), pts, tricks)
}

// RaeuberResult settles a Räuber (RULES §9.5, D10, D11) from each seat's
// card points and tricks: the player with most points pays each other player
// R = V·2^z (z = players without a trick), doubled if he is Vorhand; Vorhand
// alone loses a tie he is in; otherwise each tied player pays R to every
// player who is not a loser (RAEUBER_TIE_SPLIT: the tied players share each
// R, the odd units paid by the first of them from Vorhand on).
func RaeuberResult(rules Rules, vorhand Seat, pts, tricks [4]int) Result {
	var r Result
	r.Losers = seatList(raeuberSettle(&r, rules, vorhand, pts, tricks))
	return r
}

// raeuberSettle is RaeuberResult into *r, but for Losers, which it returns
// as a seat mask.
func raeuberSettle(r *Result, rules Rules, vorhand Seat, pts, tricks [4]int) (losers uint8) {
	*r = Result{Contract: Raeuber, Declarer: vorhand, Unit: rules.Unit(), SeatPoints: pts,
		Challenger: NoSeat, Challenged: NoSeat}
	n := rules.N()
	most := -1
	for p := 0; p < n; p++ {
		if pts[p] > most {
			most = pts[p]
		}
		if tricks[p] == 0 {
			r.NoTrick++
		}
	}
	r.Value = rules.SpecialValue(Raeuber)
	base := r.Value << r.NoTrick
	if pts[vorhand] == most {
		losers = 1 << vorhand
		r.PerSeat = 2 * base
	} else {
		for p := 0; p < n; p++ {
			if pts[p] == most {
				losers |= 1 << p
			}
		}
		r.PerSeat = base
	}
	r.Points = most
	loser := func(p int) bool { return losers&(1<<p) != 0 }
	if k := popcount(uint64(losers)); rules.RaeuberTieSplit && k > 1 {
		for p := 0; p < n; p++ {
			if loser(p) {
				continue
			}
			r.Score[p] += r.PerSeat
			i := 0
			for j := 0; j < n; j++ {
				l := (int(vorhand) + j) % n
				if !loser(l) {
					continue
				}
				share := r.PerSeat / k
				if i < r.PerSeat%k {
					share++
				}
				r.Score[l] -= share
				i++
			}
		}
		return losers
	}
	for l := 0; l < n; l++ {
		if !loser(l) {
			continue
		}
		for p := 0; p < n; p++ {
			if !loser(p) {
				r.Score[l] -= r.PerSeat
				r.Score[p] += r.PerSeat
			}
		}
	}
	return losers
}
