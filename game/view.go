package game

import "math/bits"

// View is what one seat may know of a deal: its own hand, everything said
// and played, the shown pips, its own Legage as declarer, and which suits
// the others have shown to be out of. It is the only input a bot gets: the
// hidden cards are not in it, so no bot can look at them.
type View struct {
	s      State // the deal with every card the seat cannot see removed
	seat   Seat
	counts [4]int8 // cards in each hand
	// hidden piles the seat knows the size of, but not the cards
	hiddenBlind  int8
	hiddenLegage int8 // the declarer's Legage and discards, seen by others
	hiddenKept   int8 // cards the declarer kept so far, unseen by others
}

// View returns what seat p may know of the deal. Once the deal is Done
// every card is shown.
func (s *State) View(p Seat) View {
	if p < 0 || int(p) >= int(s.n) {
		if s.phase == Done {
			return s.view(p)
		}
		v := View{seat: p}
		for q := 0; q < int(s.n); q++ {
			v.counts[q] = int8(s.hands[q].Len())
		}
		return v
	}
	return s.view(p)
}

// PublicView returns what a spectator may know of the deal: everything said
// and played and every card shown, no hand and no blind; for example the
// dealer sitting out with FIVE_AT_TABLE. Its Seat is NoSeat and it is never
// its turn. Once the deal is Done every card is shown.
func (s *State) PublicView() View { return s.view(NoSeat) }

func (s *State) view(p Seat) View {
	v := View{s: *s, seat: p}
	for q := 0; q < int(s.n); q++ {
		v.counts[q] = int8(s.hands[q].Len())
	}
	if s.phase == Done {
		return v
	}
	for q := Seat(0); q < Seat(s.n); q++ {
		if q != p {
			v.s.hands[q] = s.knownHand(q)
		}
	}
	v.hiddenBlind = int8(s.blind.Len())
	v.s.blind = 0
	if p >= 0 {
		v.s.pflicht &= 1 << p // only one's own hand tells whether it is a compulsory Solo
	} else {
		v.s.pflicht = 0
	}
	if p != s.declarer && s.declarer >= 0 {
		v.hiddenLegage = int8(s.legage.Len() + (s.discards &^ s.shown).Len())
		v.s.legage, v.s.discards = 0, s.discards&s.shown
		if known := s.kept & v.s.hands[s.declarer]; known != s.kept {
			v.hiddenKept = int8(s.kept.Len())
			v.s.kept = 0
		}
	}
	return v
}

// knownHand returns the cards of seat q's hand that everybody knows: shown
// pips (and pips being kept face up), and the Geiß of a player who must hold
// it (Ultimo declarer, Geiß bidder).
func (s *State) knownHand(q Seat) Cards {
	h := s.hands[q]
	known := h & s.exposed
	if q == s.declarer {
		switch s.contract {
		case EineLeere, ZweiLeere, ZweiVerschiedene:
			known |= h & s.kept
		case Ultimo, Geiss:
			known |= h & CardGeiss.Bit()
		}
	}
	if s.phase == Bidding && s.bidRung(q) == Geiss {
		known |= h & CardGeiss.Bit()
	}
	if s.x && q == s.declarer {
		switch {
		case s.open:
			known = h // OFFEN: the hand lies face up
		case s.contract == Pascha:
			known |= h & paschaCards
		}
		known |= h & s.shown // the forced trump discard, shown first
		if s.extra != 0 && s.extra != CallDurchmarsch {
			known |= h & ultiCards(s.extra)
		}
	}
	return known
}

// ultiCards are the trumps a SOLO_ULTI announcement needs.
func ultiCards(a Action) Cards {
	switch a {
	case CallUlti, CallUltiDurch:
		return CardGeiss.Bit()
	case CallUlti2:
		return Of(0, 1)
	case CallUlti3:
		return Of(0, 1, 2)
	}
	return 0
}

// bidRung returns the highest Cego-ladder rung seat q has bid or held in the
// auction (NoContract if none).
func (s *State) bidRung(q Seat) Contract {
	rungs := s.bidRungs(q)
	if rungs == 0 {
		return NoContract
	}
	return Contract(bits.Len16(rungs) - 1)
}

// Seat returns whose view this is.
func (v *View) Seat() Seat { return v.seat }

// Rules returns the rules of the deal.
func (v *View) Rules() Rules { return v.s.rules }

// Players is the number of players.
func (v *View) Players() int { return int(v.s.n) }

// Dealer returns the dealer.
func (v *View) Dealer() Seat { return v.s.dealer }

// Vorhand returns the seat after the dealer.
func (v *View) Vorhand() Seat { return v.s.Vorhand() }

// Phase returns the stage of the deal.
func (v *View) Phase() Phase { return v.s.phase }

// Turn returns the seat to act (NoSeat once Done).
func (v *View) Turn() Seat { return v.s.Turn() }

// Hand returns the seat's own cards.
func (v *View) Hand() Cards { return v.s.Hand(v.seat) }

// MyTurn reports whether the viewing seat is to act.
func (v *View) MyTurn() bool { return v.s.phase != Done && v.s.turn == v.seat }

// Legal returns the viewing seat's legal actions when it is its turn (nil
// otherwise), in ascending order.
func (v *View) Legal() []Action {
	if !v.MyTurn() {
		return nil
	}
	return v.s.Legal()
}

// AppendLegal appends the legal actions (see Legal) to dst.
func (v *View) AppendLegal(dst []Action) []Action {
	if !v.MyTurn() {
		return dst
	}
	return v.s.AppendLegal(dst)
}

// LegalCards returns the cards the viewing seat may choose now.
func (v *View) LegalCards() Cards {
	if !v.MyTurn() {
		return 0
	}
	return v.s.LegalCards()
}

// IsLegal reports whether a is legal for the viewing seat now.
func (v *View) IsLegal(a Action) bool { return v.MyTurn() && v.s.IsLegal(a) }

// Contract returns the contract, once there is one.
func (v *View) Contract() Contract { return v.s.contract }

// Declarer returns the declarer, or NoSeat.
func (v *View) Declarer() Seat { return v.s.declarer }

// Calls returns the auction so far.
func (v *View) Calls() []Call { return v.s.Calls() }

// LastCall returns seat q's latest call.
func (v *View) LastCall(q Seat) (Action, bool) { return v.s.LastCall(q) }

// Exposed returns the pips lying face up.
func (v *View) Exposed() Cards { return v.s.exposed }

// Known returns the cards everybody knows seat q holds (for the viewing seat
// itself: its whole hand).
func (v *View) Known(q Seat) Cards { return v.s.Hand(q) }

// HandCount returns how many cards seat q holds.
func (v *View) HandCount(q Seat) int {
	if q < 0 || int(q) >= int(v.s.n) {
		return 0
	}
	return int(v.counts[q])
}

// BlindCount is the number of cards in the blind while it is unseen.
func (v *View) BlindCount() int {
	if v.s.phase == Done {
		return v.s.blind.Len()
	}
	return int(v.hiddenBlind)
}

// Blind returns the blind's cards once the deal is Done (empty before).
func (v *View) Blind() Cards { return v.s.blind }

// Legage returns the viewing seat's own Legage when it is the declarer (and
// everybody's once Done).
func (v *View) Legage() Cards { return v.s.legage }

// Discards returns the viewing declarer's discards (everybody's once Done).
func (v *View) Discards() Cards { return v.s.discards }

// LegageCount is the size of the declarer's Legage and discards together.
func (v *View) LegageCount() int { return v.s.legage.Len() + v.s.discards.Len() + int(v.hiddenLegage) }

// Kept returns the cards the viewing declarer has kept so far.
func (v *View) Kept() Cards { return v.s.kept }

// Tricks returns the tricks so far; the last may be incomplete.
func (v *View) Tricks() []Trick { return v.s.Tricks() }

// TrickCount is the number of tricks started.
func (v *View) TrickCount() int { return int(v.s.ntricks) }

// CurrentTrick returns the trick being played.
func (v *View) CurrentTrick() Trick { return v.s.CurrentTrick() }

// Won returns the cards seat q has taken.
func (v *View) Won(q Seat) Cards { return v.s.won[q] }

// TricksWon returns the number of tricks seat q has taken.
func (v *View) TricksWon(q Seat) int { return int(v.s.tricksWon[q]) }

// Played returns every card played so far.
func (v *View) Played() Cards { return v.s.played }

// KnownVoid reports whether seat q has shown it holds no card of suit su.
func (v *View) KnownVoid(q Seat, su Suit) bool { return v.s.KnownVoid(q, su) }

// Unseen returns the cards whose place the viewing seat does not know: in
// other hands, in the unseen blind or in another declarer's Legage.
func (v *View) Unseen() Cards {
	vis := v.s.played | v.s.blind | v.s.legage | v.s.discards | v.s.kept
	for q := 0; q < int(v.s.n); q++ {
		vis |= v.s.hands[q]
	}
	return v.s.rules.Pack() &^ vis
}

// Result returns the settlement once the deal is Done.
func (v *View) Result() Result { return v.s.Result() }

// Score returns the settlement once the deal is Done.
func (v *View) Score() [4]int { return v.s.Score() }

// Open reports whether the declarer's hand lies face up (OFFEN); Known then
// returns all of it.
func (v *View) Open() bool { return v.s.open }

// Announcement returns the Solo player's extra announcement (durchmarsch,
// ulti, …), ok false if none.
func (v *View) Announcement() (Action, bool) { return v.s.Announcement() }

// FromAuction reports whether the contract came from the Gegensolo auction.
func (v *View) FromAuction() bool { return v.s.FromAuction() }

// ShownDiscard returns the forced trump discard everybody has seen, or 0.
func (v *View) ShownDiscard() Cards { return v.s.shown }

// DueTrumps returns the trumps due to tricks 1–3 of a Geregelter Räuber.
func (v *View) DueTrumps() Cards { return v.s.rForced }

// CompulsorySolo reports whether the viewing seat's dealt hand is a
// compulsory Solo (PFLICHTSOLO, SCHINDEN).
func (v *View) CompulsorySolo() bool { return v.seat >= 0 && v.s.pflicht&(1<<v.seat) != 0 }

// TrickReview reports whether the completed tricks (and the declarer's own
// Legage) may be looked at now (STICHEINSICHT, RULES §9.7). The UI asks it
// before showing past tricks; bots remember what they saw anyway.
func (v *View) TrickReview() bool { return v.s.TrickReview() }

// TotalTricks is the number of tricks in a deal.
func (v *View) TotalTricks() int { return v.s.TotalTricks() }
