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

// NormalAmount settles a normal game (RULES §9.2): the declarer's points p
// give the factor f; the game value v is the contract's (Solo 2 won / 1
// lost, Gegensolo 4 / 2); each defender pays the declarer amt = u·v·f
// (negative amt: the declarer pays each defender |amt|).
func NormalAmount(r Rules, c Contract, p int) (amt, f, v int) {
	f = Factor(p)
	v = c.Info().Value
	switch c {
	case Solo:
		v = pick(f > 0, 2, 1)
	case Gegensolo:
		v = pick(f > 0, 4, 2)
	}
	return r.Unit() * v * f, f, v
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
// counted in threes, with the three-player bonus point (RULES §10).
func (s *State) DeclarerPoints() int {
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
	// Losers are the seats that pay in Räuber.
	Losers []Seat
	// NoTrick counts the players without a trick (Räuber's doubling).
	NoTrick int
	Score   [4]int
}

// Score returns the zero-sum settlement once the deal is Done (all zeros
// before). Seat 3 is 0 with three players.
func (s *State) Score() [4]int { return s.Result().Score }

// Result returns the settlement with its explanation; before Done it is the
// zero Result.
func (s *State) Result() Result {
	var r Result
	if s.phase != Done {
		return r
	}
	r.Contract, r.Declarer, r.Unit = s.contract, s.declarer, s.rules.Unit()
	n := int(s.n)
	d := s.declarer
	switch s.contract {
	case Raeuber:
		s.settleRaeuber(&r)
		return r
	case Ultimo:
		last := s.tricks[s.ntricks-1]
		r.Won = last.Winner() == d && last.Cards[(int(d)-int(last.Leader)+n)%n] == CardGeiss
	case Piccolo:
		r.Won = s.tricksWon[d] == 1
	case Bettel:
		r.Won = s.tricksWon[d] == 0
	default:
		r.Points = s.DeclarerPoints()
		var amt int
		amt, r.Factor, r.Value = NormalAmount(s.rules, s.contract, r.Points)
		r.Won = r.Factor > 0
		s.payDefenders(&r, amt)
		return r
	}
	r.Value = s.rules.SpecialValue(s.contract)
	s.payDefenders(&r, pick(r.Won, r.Value, -r.Value))
	return r
}

// payDefenders books amt from each defender to the declarer (negative amt:
// the declarer pays each defender).
func (s *State) payDefenders(r *Result, amt int) {
	r.PerSeat = amt
	for p := Seat(0); p < Seat(s.n); p++ {
		if p == s.declarer {
			r.Score[p] = amt * (int(s.n) - 1)
		} else {
			r.Score[p] = -amt
		}
	}
}

// settleRaeuber fills r for a finished Räuber deal.
func (s *State) settleRaeuber(r *Result) {
	var pts, tricks [4]int
	for p := 0; p < int(s.n); p++ {
		pts[p] = Points(s.won[p])
		tricks[p] = int(s.tricksWon[p])
	}
	*r = RaeuberResult(s.rules, s.Vorhand(), pts, tricks)
}

// RaeuberResult settles a Räuber (RULES §9.5, D10, D11) from each seat's
// card points and tricks: the player with most points pays each other player
// R = V·2^z (z = players without a trick), doubled if he is Vorhand; Vorhand
// alone loses a tie he is in; otherwise each tied player pays R to every
// player who is not a loser.
func RaeuberResult(rules Rules, vorhand Seat, pts, tricks [4]int) Result {
	r := Result{Contract: Raeuber, Declarer: vorhand, Unit: rules.Unit(), SeatPoints: pts}
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
		r.Losers = []Seat{vorhand}
		r.PerSeat = 2 * base
	} else {
		for p := 0; p < n; p++ {
			if pts[p] == most {
				r.Losers = append(r.Losers, Seat(p))
			}
		}
		r.PerSeat = base
	}
	var loser [4]bool
	for _, l := range r.Losers {
		loser[l] = true
	}
	for _, l := range r.Losers {
		for p := 0; p < n; p++ {
			if !loser[p] {
				r.Score[l] -= r.PerSeat
				r.Score[p] += r.PerSeat
			}
		}
	}
	r.Points = most
	return r
}
