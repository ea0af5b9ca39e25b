package game

// callBit is the bit of a call action in a call mask.
func callBit(a Action) uint32 { return 1 << (a - Pass) }

// legalMasks returns the legal actions of the seat to move as a card set
// (keeps, discards, plays) and a mask of calls (bit a-Pass). It allocates
// nothing; it is the engine's hot path.
func (s *State) legalMasks() (Cards, uint32) {
	if s.step == stepPlay {
		if s.rForced == 0 {
			// The cards playable (RULES §8): the suit led, else a trump,
			// else any card (Following). This is the hot path of every
			// simulation.
			h := s.hands[s.turn&3]
			if s.ntricks <= 2 && s.lead == NoCard {
				if forced := s.forcedLead(); forced != 0 {
					return forced, 0
				}
			}
			return FollowCards(h, s.lead), 0
		}
		return s.playable(), 0
	}
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
		if s.pflicht&(1<<p) != 0 && s.rules.Pflichtsolo == PflichtsoloEnforced {
			return 0, callBit(CallSolo)
		}
		return 0, callBit(Pass) | callBit(CallSolo)
	case stepGegensolo:
		return 0, callBit(Pass) | callBit(CallGegensolo)
	case stepSpecial:
		if s.x {
			return 0, s.specialCalls(h)
		}
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
		return 0, callBit(s.lowestRung().info().Call)
	case stepChallenger:
		m := callBit(Pass)
		if next := s.nextRung(s.level); next != NoContract && s.canPlay(next, h) {
			m |= callBit(next.info().Call)
		}
		return 0, m
	case stepHolder:
		m := callBit(Pass)
		if s.canPlay(s.level, h) {
			m |= callBit(Mein)
		}
		return 0, m
	case stepOption:
		m := callBit(s.level.info().Call)
		if !s.x || s.rules.offers(Raeuber) { // the default rules offer it
			m |= callBit(CallRaeuber)
		}
		if s.rules.Drescher {
			m |= callBit(CallDrescher)
		}
		return 0, m
	case stepKeep:
		return s.keepable(), 0
	case stepDiscard:
		if s.shown != 0 {
			return s.shown & h, 0
		}
		return h &^ s.exposed, 0
	case stepGegensoloHold:
		return 0, callBit(Pass) | callBit(Mein)
	case stepOpen:
		return 0, callBit(Pass) | callBit(CallOffen)
	case stepSoloExtra:
		m := callBit(Pass) | callBit(CallDurchmarsch)
		if s.rules.SoloUlti && h.Has(CardGeiss) {
			m |= callBit(CallUlti) | callBit(CallUltiDurch)
			if h.Has(1) {
				m |= callBit(CallUlti2)
				if h.Has(2) {
					m |= callBit(CallUlti3)
				}
			}
		}
		return 0, m
	case stepChallenge:
		m := callBit(Pass)
		// Only a seat that passed in the Solo round can have withheld a
		// compulsory Solo.
		for q := Seat(0); q < Seat(s.n); q++ {
			if q != p && s.soloPassed&(1<<q) != 0 {
				m |= callBit(HosenRum(q))
			}
		}
		return 0, m
	}
	return 0, 0
}

// specialRank orders the special games of the special round (RULES §6.3):
// by value in the chosen column; at equal value Piccolo ranks above the
// others, which are equal among themselves (the earlier player wins).
func (s *State) specialRank(c Contract) int {
	if c == NoContract {
		return -1
	}
	k := 2 * s.rules.SpecialValue(c)
	if c == Piccolo {
		k++
	}
	return k
}

// specialCalls is the special round's legal set with options: pass and
// every offered special game ranking strictly above the best so far.
func (s *State) specialCalls(h Cards) uint32 {
	m := callBit(Pass)
	best := s.specialRank(s.special)
	for c := Piccolo; c < numContracts; c++ {
		if c == Raeuber || c == Drescher || !s.rules.offers(c) || s.specialRank(c) <= best {
			continue
		}
		if c == Pascha && h&paschaCards != paschaCards {
			continue
		}
		m |= callBit(c.info().Call)
	}
	return m
}

// paschaCards are the Gstieß, the Mond and trump 20 a Pascha needs.
const paschaCards = Cards(1<<CardGstiess | 1<<CardMond | 1<<19)

// lowestRung is the rung Vorhand must open the Cego auction with: Cego, or
// Einer with 3P_OHNE_EINFACHEN_CEGO.
func (s *State) lowestRung() Contract {
	if s.rules.OhneEinfachCego3 && s.n == 3 {
		return Einer
	}
	return Cego
}

// nextRung returns the ladder rung above c, or NoContract at the top.
func (s *State) nextRung(c Contract) Contract {
	switch {
	case c == Cego:
		if s.rules.Halbe {
			return Halbe
		}
		return Einer
	case c >= Halbe && c < Geiss:
		return c + 1
	}
	return NoContract
}

// CanPlay reports whether a hand can fulfil a Cego-ladder contract (RULES
// §6.4, decision D20): Eine Leere needs a pip, Zwei Leere two pips of one
// suit, Zwei Verschiedene pips of two suits, Geiß the Geiß, Halbe a pip.
// Rules.CanPlay also knows PARLETT_LEERE.
func CanPlay(c Contract, hand Cards) bool { return canPlayLeere(c, hand, hand&PipCards) }

// CanPlay reports whether a hand can fulfil a Cego-ladder contract under
// these rules: with PARLETT_LEERE a hand without any pip may use its court
// cards as Leere.
func (r Rules) CanPlay(c Contract, hand Cards) bool { return canPlayLeere(c, hand, r.leere(hand)) }

func canPlayLeere(c Contract, hand, pips Cards) bool {
	switch c {
	case EineLeere, Halbe:
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

// leere returns the cards of a hand that may serve as Leere: its pips; with
// PARLETT_LEERE and no pip at all, its court cards.
func (r Rules) leere(hand Cards) Cards {
	pips := hand & PipCards
	if pips == 0 && r.ParlettLeere {
		return hand &^ TrumpCards
	}
	return pips
}

func (s *State) canPlay(c Contract, hand Cards) bool {
	if !s.x {
		return CanPlay(c, hand)
	}
	return s.rules.CanPlay(c, hand)
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
	full := s.hands[s.declarer]
	h := full &^ s.kept
	pips := h & PipCards
	if s.x {
		pips = s.rules.leere(full) &^ s.kept
	}
	switch s.contract {
	case Cego, Gegensolo, Einer:
		return h
	case Halbe:
		// The first card kept is the pip shown face up (RULES §11 HALBE).
		if s.kept == 0 {
			return pips
		}
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

// playable is the set of cards the player to move may play (RULES §8):
// the suit led, else a trump, else any card; the forced leads; the due
// trumps of a Geregelter Räuber (D15). legalMasks has the common case
// inlined.
func (s *State) playable() Cards {
	h := s.hands[s.turn]
	t := &s.tricks[s.ntricks-1]
	if s.rForced != 0 && s.ntricks <= 3 {
		// The trump due to this trick first; the trumps due to later
		// tricks are kept back.
		due := s.dueTrump(int(s.ntricks))
		if h.Has(due) {
			return due.Bit()
		}
		if rest := h &^ s.rForced; rest != 0 {
			h = rest
		}
	}
	if t.N == 0 {
		if forced := s.forcedLead(); forced != 0 {
			return forced
		}
		return h
	}
	return FollowCards(h, t.Cards[0])
}

// dueTrump returns the trump due to trick k (1–3) in a Geregelter Räuber.
func (s *State) dueTrump(k int) Card {
	m := s.rForced
	for ; k > 1; k-- {
		m = m.Remove(m.Highest())
	}
	return m.Highest()
}

// forcedLead returns the cards the leader must choose from in the first two
// tricks of the Leere and Geiß games, or 0 when the lead is free.
func (s *State) forcedLead() Cards {
	if s.turn != s.declarer || s.ntricks > 2 {
		return 0
	}
	switch s.contract {
	case EineLeere, ZweiLeere, ZweiVerschiedene:
		if s.rules.ParlettLeere {
			// PARLETT_LEERE: any card of a shown card's suit may be led
			// in its place.
			var suits Cards
			for m := s.exposed; m != 0; m &= m - 1 {
				suits |= suitMasks[m.Lowest().Suit()]
			}
			return s.hands[s.turn] & suits
		}
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
