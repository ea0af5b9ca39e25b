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

// Amount settles a normal game under these rules: the amount each defender
// pays the declarer (negative: receives), the factor and the game value.
// auction is true for a game that came from the Gegensolo auction of
// GEGENSOLO_VERSTEIGERUNG (value one more, won and lost alike). HALBE
// shifts the values, COUNT_PAIRS uses the pair bands, SM_ROUNDING rounds the
// amount up to tens, PARLETT_DIFFERENZ pays |p − 35| × v rounded up to
// fives (a 35 tie 5). Payment gives every step.
func (r Rules) Amount(c Contract, p int, auction bool) (amt, f, v int) {
	pay := r.Payment(c, p, auction)
	return pay.Amount, pay.Band.Factor, pay.V
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
	return s.rules.Counting().Count(s.DeclarerPile()) + s.rules.DeclarerBonus()
}

// declarerCount counts the declarer's pile of a normal game (RULES §3.3,
// §10).
func (s *State) declarerCount() PileCount {
	pc := PileCount{Tally: s.rules.Counting().Tally(s.DeclarerPile()), Bonus: s.rules.DeclarerBonus()}
	pc.Total = pc.Points + pc.Bonus
	if s.declarer < 0 {
		return pc
	}
	pc.Tricks = s.won[s.declarer].Len()
	switch {
	case s.contract == Solo:
		pc.Blind = s.blind.Len()
	case s.contract.UsesBlind():
		pc.Legage, pc.Discards = s.legage.Len(), s.discards.Len()
	}
	return pc
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
	var k Reckoning
	s.settle(&k, false)
	return k.Score
}

// Result returns the settlement with its explanation; before Done it is the
// zero Result.
func (s *State) Result() Result {
	var k Reckoning
	k.Losers = seatList(s.settle(&k, true))
	return k.Result
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

// settle fills k for a finished deal (nothing before Done) except Losers,
// which it returns as a seat mask; Score has no use for them. Without
// explain it leaves out the steps Score does not need (the pile's tally,
// the last trick, the tricks): the bots settle every deal they simulate.
func (s *State) settle(k *Reckoning, explain bool) (losers uint8) {
	if s.phase != Done {
		return 0
	}
	r := &k.Result
	r.Contract, r.Declarer, r.Unit = s.contract, s.declarer, s.rules.Unit()
	r.Challenger, r.Challenged = NoSeat, NoSeat
	k.Players, k.LastWinner, k.LastCard = int(s.n), NoSeat, NoCard
	if explain && s.ntricks > 0 {
		last := s.tricks[s.ntricks-1]
		k.LastWinner, k.LastCard = last.Winner(), last.Cards[last.WinningIndex()]
	}
	if s.chalBy != s.chalOf {
		return s.settleChallenge(k)
	}
	d := s.declarer
	if explain && !s.contract.Info().Solitary && d >= 0 {
		k.Tricks = int(s.tricksWon[d])
	}
	switch s.contract {
	case Raeuber:
		return s.settleRaeuber(k)
	case Drescher:
		return s.settleDrescher(k)
	case Ultimo:
		r.Won = s.wonWith(s.ntricks, CardGeiss)
	case Piccolo:
		r.Won = s.tricksWon[d] == 1
	case Bettel:
		r.Won = s.tricksWon[d] == 0
	case Zwikkolo, Trio, Quarto, Quinto, Pascha:
		r.Won = int(s.tricksWon[d]) == s.contract.TargetTricks()
	default:
		k.Kind = SettleNormal
		k.Need, k.Pack = s.rules.WinPoints(), s.rules.PackPoints()
		if explain {
			k.Pile = s.declarerCount()
		} else {
			k.Pile.Total = s.DeclarerPoints()
		}
		s.rules.payment(&k.Pay, s.contract, k.Pile.Total, s.auction)
		r.Points, r.Factor, r.Value = k.Pile.Total, k.Pay.Band.Factor, k.Pay.V
		r.Won = k.Pay.Won()
		amt := k.Pay.Amount
		if s.extra != 0 {
			amt = s.settleAnnouncement(k, amt)
		}
		s.payDefenders(k, amt)
		return 0
	}
	k.Kind = SettleSpecial
	k.SpecialValue = s.rules.SpecialValue(s.contract)
	r.Value = k.SpecialValue
	if s.open {
		r.Open = true
		r.Value *= 2
	}
	s.payDefenders(k, pick(r.Won, r.Value, -r.Value))
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
func (s *State) settleAnnouncement(k *Reckoning, amt int) int {
	d := s.declarer
	a := Announced{Call: s.extra, Won: true}
	a.Durchmarsch = s.extra == CallDurchmarsch || s.extra == CallUltiDurch
	if a.Durchmarsch {
		a.AllTricks = int(s.tricksWon[d]) == s.rules.HandSize()
		a.Won = a.AllTricks
		a.DurchAmount = s.rules.DurchmarschAmount(a.AllTricks)
		amt = a.DurchAmount
	}
	switch s.extra {
	case CallUlti, CallUltiDurch:
		a.Feats = 1
	case CallUlti2:
		a.Feats = 2
	case CallUlti3:
		a.Feats = 3
	}
	if a.Feats > 0 {
		a.FeatsMade = true
		last := s.ntricks
		for i := 0; i < a.Feats; i++ {
			if !s.wonWith(last-int8(i), Card(i)) {
				a.FeatsMade = false
			}
		}
		a.Won = a.Won && a.FeatsMade
		a.FeatValue = s.rules.SpecialValue(Ultimo)
		v := a.Feats * a.FeatValue
		a.Bonus = pick(a.FeatsMade, v, -v)
	}
	a.Amount = amt + a.Bonus
	k.Announced = a
	k.Announcement, k.AnnouncementWon, k.Bonus = a.Call, a.Won, a.Bonus
	return a.Amount
}

// payDefenders books amt from each defender to the declarer (negative amt:
// the declarer pays each defender); with FIVE_AT_TABLE the dealer sitting
// out pays or receives it too.
func (s *State) payDefenders(k *Reckoning, amt int) {
	r := &k.Result
	r.PerSeat = amt
	payers := int(s.n) - 1
	if s.rules.FiveAtTable {
		payers++
		r.SatOut = -amt
	}
	k.Payers = payers
	for p := Seat(0); p < Seat(s.n); p++ {
		if p == s.declarer {
			r.Score[p] = amt * payers
		} else {
			r.Score[p] = -amt
		}
	}
}

// settleChallenge fills k after a "Hosen rum!" (SCHINDEN, D14): if the
// challenged hand was a compulsory Solo he loses, otherwise the challenger;
// the loser pays each other player u × 8.
func (s *State) settleChallenge(k *Reckoning) (losers uint8) {
	r := &k.Result
	k.Kind = SettleChallenge
	r.Challenger, r.Challenged = s.chalBy, s.chalOf
	r.Caught = s.pflicht&(1<<s.chalOf) != 0
	loser := pick(r.Caught, int(s.chalOf), int(s.chalBy))
	r.Value = 8
	r.PerSeat = r.Value * s.rules.Unit()
	for p := 0; p < int(s.n); p++ {
		if p != loser {
			r.Score[p] += r.PerSeat
			r.Score[loser] -= r.PerSeat
		}
	}
	return 1 << loser
}

// settleDrescher fills k for a finished Drescher (RULES §9.6): the taker of
// the last trick pays each other player V, double if he is Vorhand.
func (s *State) settleDrescher(k *Reckoning) (losers uint8) {
	r := &k.Result
	k.Kind = SettleDrescher
	loser := s.tricks[s.ntricks-1].Winner()
	k.SpecialValue = s.rules.SpecialValue(Drescher)
	r.Value = k.SpecialValue
	r.PerSeat = r.Value
	if loser == s.Vorhand() {
		k.VorhandDouble = true
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

// settleRaeuber fills k for a finished Räuber deal.
func (s *State) settleRaeuber(k *Reckoning) (losers uint8) {
	var pts, tricks [4]int
	for p := 0; p < int(s.n); p++ {
		pts[p] = s.rules.Count(s.won[p])
		tricks[p] = int(s.tricksWon[p])
	}
	return raeuberSettle(k, s.rules, s.Vorhand(), pts, tricks)
}

// raeuberSettle is RaeuberResult into *k, zero but for the last trick, but
// for Losers, which it returns as a seat mask.
func raeuberSettle(k *Reckoning, rules Rules, vorhand Seat, pts, tricks [4]int) (losers uint8) {
	k.Kind, k.Players = SettleRaeuber, rules.N()
	r := &k.Result
	r.Contract, r.Declarer, r.Unit, r.SeatPoints = Raeuber, vorhand, rules.Unit(), pts
	r.Challenger, r.Challenged = NoSeat, NoSeat
	k.Raeuber.Counting = rules.Counting()
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
	k.SpecialValue = rules.SpecialValue(Raeuber)
	r.Value = k.SpecialValue
	k.Raeuber.Doubling = 1 << r.NoTrick
	base := r.Value * k.Raeuber.Doubling
	if pts[vorhand] == most {
		losers = 1 << vorhand
		k.VorhandDouble = true
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
	if nl := popcount(uint64(losers)); rules.RaeuberTieSplit && nl > 1 {
		k.Raeuber.TieSplit = true
		i := 0
		for j := 0; j < n; j++ {
			l := (int(vorhand) + j) % n
			if !loser(l) {
				continue
			}
			k.Raeuber.Shares[l] = r.PerSeat / nl
			if i < r.PerSeat%nl {
				k.Raeuber.Shares[l]++
			}
			i++
		}
		for p := 0; p < n; p++ {
			if loser(p) {
				continue
			}
			r.Score[p] += r.PerSeat
			for l := 0; l < n; l++ {
				r.Score[l] -= k.Raeuber.Shares[l]
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
