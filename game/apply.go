package game

// Apply performs action a for the seat whose turn it is. An illegal action
// returns an error wrapping ErrIllegal whose text explains the rule in one
// sentence; the state is then unchanged.
func (s *State) Apply(a Action) error {
	if !s.IsLegal(a) {
		return s.refusal(a)
	}
	s.apply(a)
	return nil
}

// ApplyFor is Apply for a named seat: it refuses the action if it is not
// that seat's turn.
func (s *State) ApplyFor(p Seat, a Action) error {
	if s.phase != Done && p != s.turn {
		return illegal(a, "It is not your turn: %s is to act.", seatName(s.turn))
	}
	return s.Apply(a)
}

// apply performs a legal action.
func (s *State) apply(a Action) {
	p := s.turn
	if s.phase == Bidding {
		s.calls[s.ncalls] = Call{Seat: p, Action: a}
		s.ncalls++
	}
	switch s.step {
	case stepUltimo:
		if a == CallUltimo {
			s.setContract(Ultimo, p)
			return
		}
		s.nextInRound(stepSolo)
	case stepSolo:
		if a == CallSolo {
			s.soloBidder = p
			s.step = stepGegensolo
			s.asked = 0
			s.turn = s.seatAfter(p, 1)
			return
		}
		if s.n == 4 {
			s.nextInRound(stepSpecial)
		} else {
			s.nextInRound(stepCegoOpen)
		}
	case stepGegensolo:
		if a == CallGegensolo {
			s.setContract(Gegensolo, p)
			return
		}
		s.asked++
		if int(s.asked) == int(s.n)-1 {
			s.setContract(Solo, s.soloBidder)
			return
		}
		s.turn = s.seatAfter(p, 1)
	case stepSpecial:
		if a != Pass {
			s.special = ContractOfCall(a)
			s.specialBy = p
		}
		s.asked++
		if int(s.asked) < int(s.n) {
			s.turn = s.seatAfter(p, 1)
			return
		}
		if s.special != NoContract {
			s.setContract(s.special, s.specialBy)
			return
		}
		s.step = stepCegoOpen
		s.turn = s.Vorhand()
	case stepCegoOpen:
		s.holder = p
		s.level = Cego
		s.challenger = p
		s.nextChallenger()
	case stepChallenger:
		if a == Pass {
			s.nextChallenger()
			return
		}
		s.level = ContractOfCall(a)
		s.step = stepHolder
		s.turn = s.holder
	case stepHolder:
		if a == Mein {
			s.step = stepChallenger
			s.turn = s.challenger
			return
		}
		s.holder = s.challenger
		s.nextChallenger()
	case stepOption:
		if a == CallRaeuber {
			s.setContract(Raeuber, p)
			return
		}
		s.setContract(Cego, p)
	case stepKeep:
		s.kept = s.kept.Add(Card(a))
		if s.kept.Len() < s.contract.Info().Keep {
			return
		}
		d := s.declarer
		s.legage = s.hands[d] &^ s.kept
		s.hands[d] = s.kept | s.blind
		s.blind = 0
		switch s.contract {
		case EineLeere, ZweiLeere, ZweiVerschiedene:
			s.exposed = s.kept
		}
		s.kept = 0
		if s.contract.Info().Discard > 0 {
			s.step = stepDiscard
			return
		}
		s.startPlay()
	case stepDiscard:
		s.hands[p] = s.hands[p].Remove(Card(a))
		s.discards = s.discards.Add(Card(a))
		s.startPlay()
	case stepPlay:
		s.play(Card(a))
	}
}

// nextInRound moves to the next seat of a one-round question, or to step
// next (starting with Vorhand) once every seat has spoken.
func (s *State) nextInRound(next step) {
	s.asked++
	if int(s.asked) < int(s.n) {
		s.turn = s.seatAfter(s.turn, 1)
		return
	}
	s.asked = 0
	s.step = next
	s.turn = s.Vorhand()
}

// nextChallenger brings the next challenger against the holder, or ends the
// Cego auction when every seat after Vorhand has challenged.
func (s *State) nextChallenger() {
	s.challenger = s.seatAfter(s.challenger, 1)
	if s.challenger != s.Vorhand() {
		s.step = stepChallenger
		s.turn = s.challenger
		return
	}
	if s.level == Cego {
		s.step = stepOption
		s.turn = s.holder
		return
	}
	s.setContract(s.level, s.holder)
}

// setContract ends the auction.
func (s *State) setContract(c Contract, decl Seat) {
	s.contract = c
	s.declarer = decl
	if c.UsesBlind() {
		s.phase = Exchanging
		s.step = stepKeep
		s.turn = decl
		return
	}
	s.startPlay()
}

func (s *State) startPlay() {
	s.phase = Playing
	s.step = stepPlay
	s.turn = s.declarer
	s.ntricks = 1
	s.tricks[0] = newTrick(s.declarer, s.n)
}

// play puts card c of the player to move on the trick.
func (s *State) play(c Card) {
	p := s.turn
	t := &s.tricks[s.ntricks-1]
	if t.N > 0 {
		led := t.Cards[0].Suit()
		if cs := c.Suit(); cs != led {
			s.voids[p] |= 1 << led
			if cs != Trumps {
				s.voids[p] |= 1 << Trumps
			}
		}
	}
	bit := c.Bit()
	s.hands[p] &^= bit
	s.exposed &^= bit
	s.played |= bit
	t.add(c)
	if t.N < s.n {
		s.turn = s.seatAfter(p, 1)
		return
	}
	w := t.Winner()
	s.won[w] |= t.set
	s.tricksWon[w]++
	if int(s.ntricks) == s.rules.HandSize() {
		s.phase = Done
		s.step = stepDone
		s.turn = NoSeat
		return
	}
	leader := w
	if s.ntricks == 1 && (s.contract == ZweiLeere || s.contract == ZweiVerschiedene) {
		leader = s.declarer // he leads his second pip whoever took trick 1
	}
	s.tricks[s.ntricks] = newTrick(leader, s.n)
	s.ntricks++
	s.turn = leader
}
