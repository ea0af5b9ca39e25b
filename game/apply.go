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
		return notYourTurn(a, s.turn)
	}
	return s.Apply(a)
}

// apply performs a legal action. A card played is done right here, without
// a data-dependent branch until the trick is full (this is the hot path of
// every simulation), unless the options need playX: a Geregelter Räuber's
// due trumps, or shown pips that PARLETT_LEERE may make dead.
func (s *State) apply(a Action) {
	if s.step != stepPlay || s.x && s.rForced|s.exposed != 0 {
		s.applyOther(a)
		return
	}
	c := Card(a)
	p := s.turn & 3
	t := &s.tricks[(s.ntricks-1)&15]
	led := int(s.lead) // int, not Card: a conditional move, not a branch
	if led == int(NoCard) {
		led = int(c)
	}
	s.lead = Card(led)
	t.add(c, s.lead)
	s.voids[p] |= voidsShown[cardSuits[led]&7][cardSuits[c]&7]
	bit := Cards(1) << (c & 63)
	s.hands[p] &^= bit
	s.exposed &^= bit
	s.played |= bit
	if t.N < s.n {
		q, n := int(p)+1, int(s.n) // int: a conditional move, not a branch
		if q == n {
			q = 0
		}
		s.turn = Seat(q)
		return
	}
	s.endTrick(t)
}

// applyOther performs a legal action that apply does not do itself.
func (s *State) applyOther(a Action) {
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
		s.soloPassed |= 1 << p
		if s.n == 4 {
			s.nextInRound(stepSpecial)
		} else {
			s.nextInRound(stepCegoOpen)
		}
	case stepGegensolo:
		if a == CallGegensolo {
			switch {
			case s.rules.GegensoloGehalten:
				s.holder = p
				s.step = stepGegensoloHold
				s.turn = s.soloBidder
			case s.rules.GegensoloVersteigerung:
				// The call is a Cego bid opening an auction among the
				// others, starting after the caller (RULES §11).
				s.auction = true
				s.holder, s.challenger, s.auctionEnd = p, p, p
				s.level = Cego
				s.nextChallenger()
			default:
				s.setContract(Gegensolo, p)
			}
			return
		}
		s.asked++
		if int(s.asked) == int(s.n)-1 {
			s.setContract(Solo, s.soloBidder)
			return
		}
		s.turn = s.seatAfter(p, 1)
	case stepGegensoloHold:
		if a == Mein {
			s.setContract(Gegensolo, p)
			return
		}
		s.setContract(Gegensolo, s.holder)
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
		s.level = ContractOfCall(a)
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
		switch a {
		case CallRaeuber:
			s.setContract(Raeuber, p)
		case CallDrescher:
			s.setContract(Drescher, p)
		default:
			s.setContract(s.level, p)
		}
	case stepKeep:
		s.kept = s.kept.Add(Card(a))
		if s.contract == Halbe && s.kept.Len() == 1 {
			s.exposed = s.kept // the shown pip
		}
		if s.kept.Len() < s.contract.info().Keep {
			return
		}
		d := s.declarer
		s.legage = s.hands[d] &^ s.kept
		s.hands[d] = s.kept | s.blind
		switch s.contract {
		case EineLeere, ZweiLeere, ZweiVerschiedene:
			s.exposed = s.kept
			if s.contract == ZweiLeere && s.rules.ZweiLeereTrumpfabwurf {
				s.shown = (s.blind & TrumpCards).Lowest().Bit() & s.blind
			}
			if s.contract == ZweiVerschiedene && s.rules.ZweiVerschTrumpfabwurf {
				s.shown = (s.blind & TrumpCards).Highest().Bit() & s.blind
			}
		}
		s.blind = 0
		s.kept = 0
		if s.contract.info().Discard > 0 {
			s.step = stepDiscard
			return
		}
		s.toPlay()
	case stepDiscard:
		s.hands[p] = s.hands[p].Remove(Card(a))
		s.discards = s.discards.Add(Card(a))
		s.toPlay()
	case stepOpen:
		s.open = a == CallOffen
		s.toPlay()
	case stepSoloExtra:
		if a != Pass {
			s.extra = a
		}
		s.toPlay()
	case stepChallenge:
		if q, ok := a.ChallengedSeat(); ok {
			s.chalBy, s.chalOf = p, q
			s.finish()
			return
		}
		s.asked++
		if int(s.asked) < int(s.n) {
			s.turn = s.seatAfter(p, 1)
			return
		}
		s.startPlay()
	case stepPlay:
		s.playX(Card(a))
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
// Cego auction when every seat after the first holder has challenged.
func (s *State) nextChallenger() {
	s.challenger = s.seatAfter(s.challenger, 1)
	if s.auction && s.challenger == s.soloBidder {
		// The Solo bidder takes no part in the Gegensolo auction.
		s.challenger = s.seatAfter(s.challenger, 1)
	}
	if s.challenger != s.auctionEnd {
		s.step = stepChallenger
		s.turn = s.challenger
		return
	}
	if s.auction {
		if s.level == Cego {
			s.setContract(Gegensolo, s.holder)
		} else {
			s.setContract(s.level, s.holder)
		}
		return
	}
	if s.level == s.lowestRung() && (!s.x || s.rules.offers(Raeuber) || s.rules.Drescher) {
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
	if s.x {
		switch {
		case c.IsSpecial() && s.rules.Offen:
			s.phase, s.step, s.turn = Bidding, stepOpen, decl
			return
		case c == Solo && (s.rules.Durchmarsch || s.rules.SoloUlti):
			s.phase, s.step, s.turn = Bidding, stepSoloExtra, decl
			return
		case c == Raeuber && s.rules.GeregelterRaeuber:
			s.rForced = raeuberDue(s.hands[0] | s.hands[1] | s.hands[2] | s.hands[3])
		}
		s.toPlay()
		return
	}
	s.startPlay()
}

// raeuberDue returns the trumps due to tricks 1–3 of a Geregelter Räuber
// (D15): Gstieß, Mond and Geiß; if one of them lies in the blind, the three
// highest trumps in play.
func raeuberDue(inPlay Cards) Cards {
	const trull = Cards(1<<CardGstiess | 1<<CardMond | 1<<CardGeiss)
	if inPlay&trull == trull {
		return trull
	}
	var due Cards
	t := inPlay & TrumpCards
	for i := 0; i < 3 && t != 0; i++ {
		c := t.Highest()
		due = due.Add(c)
		t = t.Remove(c)
	}
	return due
}

// toPlay starts the play, after the "Hosen rum!" round of SCHINDEN.
func (s *State) toPlay() {
	if s.rules.Pflichtsolo == PflichtsoloChallenge && s.soloPassed != 0 {
		s.phase, s.step, s.turn, s.asked = Bidding, stepChallenge, s.Vorhand(), 0
		return
	}
	s.startPlay()
}

func (s *State) startPlay() {
	s.phase = Playing
	s.step = stepPlay
	s.turn = s.declarer
	s.startTrick(0, s.declarer)
}

// finish ends the deal.
func (s *State) finish() {
	s.phase = Done
	s.step = stepDone
	s.turn = NoSeat
}

// playX plays a card under the options of RULES §11 (apply plays the
// others).
func (s *State) playX(c Card) {
	p := s.turn
	t := &s.tricks[s.ntricks-1]
	if t.N > 0 && !(s.rForced.Has(c) && s.ntricks <= 3) { // a due trump is played whatever was led
		led := t.Cards[0].Suit()
		if cs := c.Suit(); cs != led {
			s.voids[p] |= 1 << led
			if cs != Trumps {
				s.voids[p] |= 1 << Trumps
			}
		}
	}
	bit := c.Bit()
	if s.lead == NoCard {
		s.lead = c
	}
	if s.exposed != 0 {
		s.playOptions(t, c)
	} else {
		t.add(c, s.lead)
	}
	s.hands[p] &^= bit
	s.exposed &^= bit
	s.played |= bit
	if t.N < s.n {
		s.turn = s.seatAfter(p, 1)
		return
	}
	s.endTrick(t)
}

// endTrick gives the full trick t to its winner and starts the next trick,
// or ends the deal after the last. It reads and writes the tricks field by
// field: copying a Trick just written byte by byte as one 16-byte value
// stalls the processor (no store forwarding).
func (s *State) endTrick(t *Trick) {
	w := int(t.Leader) + 3 - int(t.best&3)
	if w >= int(s.n) {
		w -= int(s.n)
	}
	w &= 3
	s.won[w] |= t.set
	s.tricksWon[w]++
	k := int(s.ntricks)
	if k >= int(tricksPerDeal[s.n&7]) {
		s.finish()
		return
	}
	leader := Seat(w)
	if k == 1 && (s.contract == ZweiLeere || s.contract == ZweiVerschiedene) {
		leader = s.declarer // he leads his second pip whoever took trick 1
	}
	s.startTrick(k, leader)
	s.turn = leader
}

// tricksPerDeal is Rules.HandSize by the number of players.
var tricksPerDeal = [8]int8{3: 13, 4: 11}

// startTrick makes trick k (0-based) the current one, led by leader.
func (s *State) startTrick(k int, leader Seat) {
	t := &s.tricks[k]
	t.Leader = leader
	t.Cards = [4]Card{NoCard, NoCard, NoCard, NoCard}
	t.N, t.n, t.best = 0, s.n, 0
	t.set = 0
	s.ntricks = int8(k + 1)
	s.lead = NoCard
}

// playOptions adds c to the trick under PARLETT_LEERE: a shown pip never
// wins a trick, and a card led in place of a shown pip releases it.
func (s *State) playOptions(t *Trick, c Card) {
	if !s.rules.ParlettLeere {
		t.add(c, s.lead)
		return
	}
	if s.exposed.Has(c) {
		t.addDead(c)
		return
	}
	if t.N == 0 && s.turn == s.declarer && s.ntricks <= 2 && s.contract >= EineLeere && s.contract <= ZweiVerschiedene {
		if stand := s.exposed.Of(c.Suit()); stand != 0 {
			s.exposed = s.exposed.Remove(stand.Lowest())
		}
	}
	t.add(c, s.lead)
}
