package game

// bans returns the cards each place of a sample may not hold beyond the
// suits its holder has shown to be out of: what another declarer's
// exchange tells of the blind and of his dealt hand.
//
//   - Trumpfabwurf (ZWEI_LEERE_TRUMPFABWURF, ZWEI_VERSCHIEDENE_TRUMPFABWURF):
//     the shown discard was the blind's lowest (highest) trump, none if no
//     trump was shown; every card the declarer holds unseen came from the
//     blind, his kept pips lying face up.
//   - PARLETT_LEERE: a court card kept as a Leere shows that the declarer
//     was dealt no pip, so none is in his hand while he keeps, nor in his
//     Legage after. Once the shown cards are played the view may no longer
//     tell; pipless supposes it then.
func (v *View) bans(pipless bool) (ban [numLocs]Cards) {
	s := &v.s
	d := s.declarer
	if d < 0 || d == v.seat || s.phase == Done || !s.contract.UsesBlind() || !s.x {
		return ban
	}
	r := s.rules
	exchanged := s.step != stepKeep
	if exchanged {
		low := s.shown.Lowest().Bit() // one card, or 0
		switch {
		case s.contract == ZweiLeere && r.ZweiLeereTrumpfabwurf:
			ban[d] |= TrumpCards & (low - 1) // below the shown one, or every trump
		case s.contract == ZweiVerschiedene && r.ZweiVerschTrumpfabwurf:
			ban[d] |= TrumpCards
			if low != 0 {
				ban[d] &^= low<<1 - 1 // only those above the shown one
			}
		}
	}
	leere := s.contract == Halbe || s.contract == EineLeere || s.contract == ZweiLeere || s.contract == ZweiVerschiedene
	if r.ParlettLeere && leere && (pipless || (s.kept|s.exposed)&^PipCards&^TrumpCards != 0) {
		if exchanged {
			ban[locLegage] |= PipCards
		} else {
			ban[d] |= PipCards
		}
	}
	return ban
}

// declarerDealtHolds reports, for a sample out whose declarer has taken up
// the blind (and is not the viewer), whether some choice of the cards he
// kept (see keptMust) makes a dealt hand — his Legage and those cards —
// that could bid what he bid in the auction and, under PFLICHTSOLO, pass
// the Solo round if he did.
func (v *View) declarerDealtHolds(out *State) bool {
	d := out.declarer
	if d < 0 || d == v.seat || !out.contract.UsesBlind() || out.step == stepKeep {
		return true
	}
	rungs := out.bidRungs(d)
	passed := out.rules.Pflichtsolo == PflichtsoloEnforced && out.soloPassed&(1<<d) != 0
	if rungs == 0 && !passed {
		return true
	}
	pool := out.hands[d] | out.discards
	for k := 0; k < int(out.ntricks); k++ {
		t := &out.tricks[k]
		for i := 0; i < int(t.N); i++ {
			if t.Seat(i) == d {
				pool |= t.Cards[i].Bit()
			}
		}
	}
	for _, kept := range keptChoices(pool, out.contract.info().Keep, keptMust(out)) {
		dealt := out.legage | kept
		if canPlayAll(out.rules, rungs, dealt) && !(passed && CompulsorySolo(out.rules, dealt)) {
			return true
		}
	}
	return false
}

// heldCards returns the unseen cards a seat must hold though the view does
// not show them: the Gstieß, Mond and trump 20 of a seat that announced
// Pascha in the special round while the round goes on (as the declarer he
// shows them).
func (v *View) heldCards(unseen Cards) (hold [4]Cards) {
	s := &v.s
	for i := 0; i < int(s.ncalls); i++ {
		if c := s.calls[i]; c.Action == CallPascha && c.Seat != v.seat && c.Seat >= 0 && int(c.Seat) < int(s.n) {
			hold[c.Seat] |= paschaCards & unseen
		}
	}
	return hold
}
