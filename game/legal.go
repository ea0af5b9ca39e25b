package game

// callBit is the bit of a call action in a call mask.
func callBit(a Action) uint32 { return 1 << (a - Pass) }

// legalMasks returns the legal actions of the seat to move as a card set
// (keeps, discards, plays) and a mask of calls (bit a-Pass). It allocates
// nothing; it is the engine's hot path.
func (s *State) legalMasks() (Cards, uint32) {
	p := s.turn
	h := s.hands[p]
	switch s.step {
	case stepUltimo:
		m := callBit(Pass)
		if h.Has(CardGeiss) {
			m |= callBit(CallUltimo)
		}
		return 0, m
	case stepSolo:
		return 0, callBit(Pass) | callBit(CallSolo)
	case stepGegensolo:
		return 0, callBit(Pass) | callBit(CallGegensolo)
	case stepSpecial:
		m := callBit(Pass)
		// Piccolo outranks Bettel (RULES §6.3): it may follow a Bettel.
		if s.special != Piccolo {
			m |= callBit(CallPiccolo)
		}
		if s.special == NoContract {
			m |= callBit(CallBettel)
		}
		return 0, m
	case stepCegoOpen:
		return 0, callBit(CallCego)
	case stepChallenger:
		m := callBit(Pass)
		if next := s.nextRung(s.level); next != NoContract && CanPlay(next, h) {
			m |= callBit(next.Info().Call)
		}
		return 0, m
	case stepHolder:
		m := callBit(Pass)
		if CanPlay(s.level, h) {
			m |= callBit(Mein)
		}
		return 0, m
	case stepOption:
		return 0, callBit(CallCego) | callBit(CallRaeuber)
	case stepKeep:
		return s.keepable(), 0
	case stepDiscard:
		return h &^ s.exposed, 0
	case stepPlay:
		return s.playable(), 0
	}
	return 0, 0
}

// nextRung returns the ladder rung above c, or NoContract at the top.
func (s *State) nextRung(c Contract) Contract {
	switch {
	case c == Cego:
		return Einer
	case c >= Einer && c < Geiss:
		return c + 1
	}
	return NoContract
}

// CanPlay reports whether a hand can fulfil a Cego-ladder contract (RULES
// §6.4, decision D20): Eine Leere needs a pip, Zwei Leere two pips of one
// suit, Zwei Verschiedene pips of two suits, Geiß the Geiß.
func CanPlay(c Contract, hand Cards) bool {
	pips := hand & PipCards
	switch c {
	case EineLeere:
		return pips != 0
	case ZweiLeere:
		for su := Clubs; su <= Diamonds; su++ {
			if pips.Of(su).Len() >= 2 {
				return true
			}
		}
		return false
	case ZweiVerschiedene:
		return suitsPresent(pips) >= 2
	case Geiss:
		return hand.Has(CardGeiss)
	}
	return true
}

func suitsPresent(set Cards) int {
	k := 0
	for su := Clubs; su <= Diamonds; su++ {
		if set.Of(su) != 0 {
			k++
		}
	}
	return k
}

// keepable is the set of cards the declarer may keep next (RULES §16.2.6).
func (s *State) keepable() Cards {
	h := s.hands[s.declarer] &^ s.kept
	pips := h & PipCards
	switch s.contract {
	case Cego, Gegensolo, Einer:
		return h
	case EineLeere:
		return pips
	case Geiss:
		return h & CardGeiss.Bit()
	case ZweiLeere:
		if s.kept == 0 {
			var out Cards
			for su := Clubs; su <= Diamonds; su++ {
				if pips.Of(su).Len() >= 2 {
					out |= pips.Of(su)
				}
			}
			return out
		}
		return pips.Of(s.kept.Lowest().Suit())
	case ZweiVerschiedene:
		if s.kept == 0 {
			if suitsPresent(pips) >= 2 {
				return pips
			}
			return 0
		}
		return pips &^ SuitCards(s.kept.Lowest().Suit())
	}
	return 0
}

// playable is the set of cards the player to move may play (RULES §8).
func (s *State) playable() Cards {
	h := s.hands[s.turn]
	t := &s.tricks[s.ntricks-1]
	if t.N == 0 {
		if forced := s.forcedLead(); forced != 0 {
			return forced
		}
		return h
	}
	led := t.Cards[0]
	if f := h & suitMasks[led.Suit()]; f != 0 {
		return f
	}
	if tr := h & TrumpCards; tr != 0 {
		return tr
	}
	return h
}

// forcedLead returns the cards the leader must choose from in the first two
// tricks of the Leere and Geiß games, or 0 when the lead is free.
func (s *State) forcedLead() Cards {
	if s.turn != s.declarer || s.ntricks > 2 {
		return 0
	}
	switch s.contract {
	case EineLeere, ZweiLeere, ZweiVerschiedene:
		return s.exposed & s.hands[s.turn]
	case Geiss:
		if s.ntricks == 1 {
			return s.hands[s.turn] & CardGeiss.Bit()
		}
	}
	return 0
}

// LegalCards returns the cards the seat to move may keep, discard or play;
// empty during calls. It allocates nothing.
func (s *State) LegalCards() Cards {
	if s.phase == Done {
		return 0
	}
	c, _ := s.legalMasks()
	return c
}

// AppendLegal appends the legal actions in ascending order to dst and returns
// it; with a large enough dst it allocates nothing.
func (s *State) AppendLegal(dst []Action) []Action {
	if s.phase == Done {
		return dst
	}
	cards, calls := s.legalMasks()
	for m := cards; m != 0; m &= m - 1 {
		dst = append(dst, Action(m.Lowest()))
	}
	for calls != 0 {
		b := trailingZeros(uint64(calls))
		dst = append(dst, Pass+Action(b))
		calls &= calls - 1
	}
	return dst
}

// Legal returns the legal actions in ascending Action order; it is empty only
// when the deal is Done.
func (s *State) Legal() []Action { return s.AppendLegal(make([]Action, 0, 16)) }

// IsLegal reports whether a is legal now.
func (s *State) IsLegal(a Action) bool {
	if s.phase == Done {
		return false
	}
	cards, calls := s.legalMasks()
	if a < NumCards {
		return cards.Has(Card(a))
	}
	return a < numActions && calls&callBit(a) != 0
}
