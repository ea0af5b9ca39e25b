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
		r.Factor = Factor(r.Points)
		r.Won = r.Factor > 0
		r.Value = s.contract.Info().Value
		switch s.contract {
		case Solo:
			r.Value = pick(r.Won, 2, 1)
		case Gegensolo:
			r.Value = pick(r.Won, 4, 2)
		}
		amt := r.Unit * r.Value * r.Factor
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

// settleRaeuber: the player with most points pays each other player
// V·2^z (doubled if he is Vorhand); Vorhand alone loses a tie he is in; other
// tied players each pay every non-loser (RULES §9.5, D10, D11).
func (s *State) settleRaeuber(r *Result) {
	n := int(s.n)
	most := -1
	for p := 0; p < n; p++ {
		r.SeatPoints[p] = Points(s.won[p])
		if r.SeatPoints[p] > most {
			most = r.SeatPoints[p]
		}
		if s.tricksWon[p] == 0 {
			r.NoTrick++
		}
	}
	r.Value = s.rules.SpecialValue(Raeuber)
	base := r.Value << r.NoTrick
	vh := s.Vorhand()
	if r.SeatPoints[vh] == most {
		r.Losers = []Seat{vh}
		r.PerSeat = 2 * base
	} else {
		for p := 0; p < n; p++ {
			if r.SeatPoints[p] == most {
				r.Losers = append(r.Losers, Seat(p))
			}
		}
		r.PerSeat = base
	}
	loser := [4]bool{}
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
}
