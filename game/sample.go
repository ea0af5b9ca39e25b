package game

import (
	"errors"
	"math/rand/v2"
)

// ErrNoSample is returned when no deal consistent with a view was found.
var ErrNoSample = errors.New("no deal is consistent with this view")

const (
	locBlind  = 4 // location index of the unseen blind
	locLegage = 5 // the declarer's unseen Legage and discards
	numLocs   = 6
)

// Sample deals the cards the viewing seat cannot see at random, consistently
// with everything it has seen: its own hand (and Legage as declarer), every
// card played, the shown pips, the suits each player has shown to be out of,
// the Geiß an Ultimo or Geiß declarer must hold, during the auction the
// pips and Geiß every Cego-ladder rung a seat bid or held requires and the
// trumps a Pascha announcement needs, and what a Trumpfabwurf or a court
// card kept as a Leere (PARLETT_LEERE) tells of the declarer's cards (see
// bans). The result is a complete State at the same decision point, ready
// for Legal and Apply. It does not hold past bids to the hands once the
// auction is over; ConsistentDeal, which replays the whole deal, does.
func (v *View) Sample(rng *rand.Rand) (State, error) { return v.sample(rng, sampleOpts{}) }

// sampleOpts ask more of a sample than Sample does, for ConsistentDeal.
type sampleOpts struct {
	// pipless supposes that a declarer keeping Leere under PARLETT_LEERE
	// was dealt no pip (see bans), which the view cannot always tell.
	pipless bool
	// pastBids holds every seat's ladder bids to its dealt hand after the
	// auction too (Sample only while it runs): the whole deal is replayed.
	pastBids bool
}

// sample is Sample with the options o.
func (v *View) sample(rng *rand.Rand, o sampleOpts) (State, error) {
	st := v.s
	if st.phase == Done {
		return st, nil
	}
	var need [numLocs]int
	var voids [numLocs]uint8
	for q := 0; q < int(st.n); q++ {
		if Seat(q) != v.seat {
			need[q] = int(v.counts[q]) - st.hands[q].Len()
			voids[q] = st.voids[q]
		}
	}
	need[locBlind] = int(v.hiddenBlind)
	need[locLegage] = int(v.hiddenLegage)
	unseen := v.Unseen()
	total := 0
	for _, k := range need {
		total += k
	}
	if total != unseen.Len() {
		return st, ErrNoSample
	}
	// Cards a seat's calls show it holds are its own from the start.
	var held0 [numLocs]Cards
	for q, h := range v.heldCards(unseen) {
		if need[q] < h.Len() {
			return st, ErrNoSample
		}
		held0[q] = h
		need[q] -= h.Len()
		unseen &^= h
	}
	// Cards whose place follows from the rules rather than from the voids
	// are placed first (Geregelter Räuber).
	fixed := v.fixedCards(unseen)
	unseen &^= fixed
	var cards [NumCards]Card
	n := 0
	// Cards of the suits with the fewest possible places go first, so the
	// capacity-weighted dealing below rarely runs into a dead end.
	for _, su := range v.suitOrder(voids) {
		for m := unseen & suitMasks[su]; m != 0; m &= m - 1 {
			cards[n] = m.Lowest()
			n++
		}
	}
	reqs, held := v.bidRequirements(o.pastBids)
	ban := v.bans(o.pipless)
	nd := 0 // discards among the hidden Legage
	if need[locLegage] > 0 && st.contract.info().Discard > 0 && st.step != stepKeep && st.step != stepDiscard {
		nd = st.contract.info().Discard - st.discards.Len()
	}
	// When the Legage may not hold some cards, the discards may: they are
	// chosen first.
	discardFirst := ban[locLegage] != 0 && nd > 0
	for try := 0; try < 200; try++ {
		piles := held0
		need := need
		if fixed != 0 && !v.placeFixed(&piles, &need, fixed, rng) {
			continue
		}
		deal := cards[:n]
		var discards Cards
		if discardFirst {
			var rest [NumCards]Card
			deal = append(rest[:0], deal...)
			for i := 0; i < nd && len(deal) > 0; i++ {
				k := rng.IntN(len(deal))
				discards = discards.Add(deal[k])
				deal = append(deal[:k], deal[k+1:]...)
				need[locLegage]--
			}
		}
		// The quick capacity-weighted deal first; where voids make it run
		// into dead ends, the slower one that keeps every step solvable.
		if try < 4 || voids == [numLocs]uint8{} && ban == [numLocs]Cards{} {
			if !dealInto(&piles, deal, need, voids, &ban, rng) {
				continue
			}
		} else if !dealFeasible(&piles, deal, need, voids, &ban, rng) {
			return st, ErrNoSample
		}
		ok := true
		for q := 0; q < int(st.n) && ok; q++ {
			if reqs[q] != 0 && !canPlayAll(st.rules, reqs[q], held[q]|st.hands[q]|piles[q]) {
				ok = false
			}
		}
		if !ok {
			continue
		}
		out := st
		for q := 0; q < int(st.n); q++ {
			out.hands[q] |= piles[q]
		}
		out.blind |= piles[locBlind]
		leg := piles[locLegage]
		if discardFirst {
			out.discards |= discards
		} else {
			// One or more of the hidden cards were discards, not Legage.
			for i := 0; i < nd && leg != 0; i++ {
				c := pickCard(leg, rng)
				leg = leg.Remove(c)
				out.discards = out.discards.Add(c)
			}
		}
		out.legage |= leg
		if v.hiddenKept > 0 && st.declarer >= 0 {
			h := out.hands[st.declarer]
			for i := 0; i < int(v.hiddenKept) && h&^out.kept != 0; i++ {
				c := pickCard(h&^out.kept, rng)
				out.kept = out.kept.Add(c)
			}
		}
		if st.x && !v.optionsHold(&out) || o.pastBids && !v.declarerDealtHolds(&out) {
			continue
		}
		if c, m := out.legalMasks(); c == 0 && m == 0 {
			continue // e.g. a declarer's hand that cannot keep his pips
		}
		return out, nil
	}
	return st, ErrNoSample
}

// fixedCards returns the unseen cards whose place the rules decide: in a
// Geregelter Räuber the due trumps not yet played are in hands, and every
// trump above the lowest due one that is not due lies in the blind (D15).
func (v *View) fixedCards(unseen Cards) Cards {
	f := v.s.rForced
	if f == 0 {
		return 0
	}
	if f == raeuberDue(TrumpCards) {
		return unseen & f // Gstieß, Mond and Geiß are in hands
	}
	above := TrumpCards &^ (f.Lowest().Bit()<<1 - 1)
	return unseen & (f | above)
}

// placeFixed places the fixed cards: due trumps into the hands that may
// still hold them (not a hand that has played to the trick it is due to
// without playing it), the others into the blind.
func (v *View) placeFixed(piles *[numLocs]Cards, need *[numLocs]int, fixed Cards, rng *rand.Rand) bool {
	st := &v.s
	for m := fixed; m != 0; m &= m - 1 {
		c := m.Lowest()
		if !st.rForced.Has(c) {
			if need[locBlind] == 0 {
				return false
			}
			piles[locBlind] = piles[locBlind].Add(c)
			need[locBlind]--
			continue
		}
		k := 0
		for i := 1; i <= 3; i++ {
			if st.dueTrump(i) == c {
				k = i
			}
		}
		var ok uint8
		for q := 0; q < int(st.n); q++ {
			if Seat(q) == v.seat || need[q] == 0 {
				continue
			}
			if int(st.ntricks) == k && st.playedTo(k, Seat(q)) {
				continue
			}
			ok |= 1 << q
		}
		if !placeByRoom(piles, need, ok, c, rng) {
			return false
		}
	}
	return true
}

// playedTo reports whether seat q has played to trick k (1-based).
func (s *State) playedTo(k int, q Seat) bool {
	if k < 1 || k > int(s.ntricks) {
		return false
	}
	t := &s.tricks[k-1]
	for i := 0; i < int(t.N); i++ {
		if t.Seat(i) == q {
			return true
		}
	}
	return false
}

// optionsHold checks a sampled deal against what the options let the
// viewer infer, and recomputes the hidden Pflichtsolo bits of the others.
func (v *View) optionsHold(out *State) bool {
	r := out.rules
	if r.Pflichtsolo != PflichtsoloOff {
		for q := Seat(0); q < Seat(out.n); q++ {
			if q == v.seat {
				continue
			}
			bit := uint8(1) << q
			out.pflicht &^= bit
			if q == out.declarer && out.legage != 0 {
				continue // his dealt hand is not recoverable; counted as no Pflichtsolo
			}
			if CompulsorySolo(r, out.dealtHand(q)) {
				if r.Pflichtsolo == PflichtsoloEnforced && out.soloPassed&bit != 0 {
					return false // he could not have passed
				}
				out.pflicht |= bit
			}
		}
	}
	return true
}

// dealtHand returns the cards seat q was dealt, for a seat that has not
// taken up the blind: its hand and the cards it played.
func (s *State) dealtHand(q Seat) Cards {
	h := s.hands[q]
	for k := 0; k < int(s.ntricks); k++ {
		t := &s.tricks[k]
		for i := 0; i < int(t.N); i++ {
			if t.Seat(i) == q {
				h |= t.Cards[i].Bit()
			}
		}
	}
	return h
}

// suitOrder lists the suits, those with the fewest seats able to hold them
// first.
func (v *View) suitOrder(voids [numLocs]uint8) [5]Suit {
	var order [5]Suit
	var open [5]int
	for su := Trumps; su <= Diamonds; su++ {
		order[su] = su
		for q := 0; q < numLocs; q++ {
			if voids[q]&(1<<su) == 0 {
				open[su]++
			}
		}
	}
	for i := 1; i < 5; i++ {
		for j := i; j > 0 && open[order[j]] < open[order[j-1]]; j-- {
			order[j], order[j-1] = order[j-1], order[j]
		}
	}
	return order
}

// bidRequirements returns, during the auction, the ladder rungs each other
// seat has bid or held (a bit per Contract: its hand must be able to play
// each); with past, after the auction too, with the cards each such seat
// has played since (held), which were in its dealt hand. The declarer who
// has taken up the blind is left out: which of his cards he was dealt the
// view does not tell (see declarerDealtHolds).
func (v *View) bidRequirements(past bool) (req [4]uint16, held [4]Cards) {
	s := &v.s
	if s.phase != Bidding && !past {
		return req, held
	}
	for q := Seat(0); q < Seat(s.n); q++ {
		if q == v.seat || q == s.declarer && s.contract.UsesBlind() && s.step != stepKeep {
			continue
		}
		req[q] = s.bidRungs(q)
		if req[q] != 0 {
			held[q] = s.dealtHand(q) &^ s.hands[q]
		}
	}
	return req, held
}

// bidRungs returns the Cego-ladder rungs seat q has bid or held in the
// auction, a bit per Contract.
func (s *State) bidRungs(q Seat) uint16 {
	var rungs uint16
	level := NoContract
	for i := 0; i < int(s.ncalls); i++ {
		c := s.calls[i]
		r := ContractOfCall(c.Action)
		if r.IsLadder() {
			level = r
		}
		if c.Seat != q {
			continue
		}
		if r.IsLadder() {
			rungs |= 1 << r
		}
		if c.Action == Mein && level.IsLadder() {
			rungs |= 1 << level
		}
	}
	return rungs
}

// canPlayAll reports whether hand can play every rung in rungs (a bit per
// Contract).
func canPlayAll(r Rules, rungs uint16, hand Cards) bool {
	for c := Cego; c <= Geiss; c++ {
		if rungs&(1<<c) != 0 && !r.CanPlay(c, hand) {
			return false
		}
	}
	return true
}

// dealInto gives each card a place among those with room that may hold its
// suit (and do not ban the card), chosen with probability proportional to
// the room left: without voids this is exactly a uniform deal, whatever
// the order of the cards.
func dealInto(piles *[numLocs]Cards, cards []Card, need [numLocs]int, voids [numLocs]uint8, ban *[numLocs]Cards, rng *rand.Rand) bool {
	for _, c := range cards {
		if !placeByRoom(piles, &need, allowedPlaces(c, &voids, ban), c, rng) {
			return false
		}
	}
	return true
}

// allowedPlaces returns the places (a bit each) that may hold card c: not
// void in its suit, not banning it.
func allowedPlaces(c Card, voids *[numLocs]uint8, ban *[numLocs]Cards) uint8 {
	bit := uint8(1) << c.Suit()
	var ok uint8
	for l := 0; l < numLocs; l++ {
		if voids[l]&bit == 0 && !ban[l].Has(c) {
			ok |= 1 << l
		}
	}
	return ok
}

// placeByRoom puts c into one of the places in ok (a bit per place), chosen
// with probability proportional to the room each has left; false when none
// of them has room.
func placeByRoom(piles *[numLocs]Cards, need *[numLocs]int, ok uint8, c Card, rng *rand.Rand) bool {
	room := 0
	for l := 0; l < numLocs; l++ {
		if ok&(1<<l) != 0 {
			room += need[l]
		}
	}
	if room == 0 {
		return false
	}
	k := rng.IntN(room)
	for l := 0; l < numLocs; l++ {
		if ok&(1<<l) != 0 {
			if k < need[l] {
				piles[l] = piles[l].Add(c)
				need[l]--
				return true
			}
			k -= need[l]
		}
	}
	return false
}

// dealFeasible is dealInto with a look-ahead: a card only goes to a place
// if the remaining cards can still all be placed (Hall's condition over the
// sets of places, with cards grouped by the places they may go).
func dealFeasible(piles *[numLocs]Cards, cards []Card, need [numLocs]int, voids [numLocs]uint8, ban *[numLocs]Cards, rng *rand.Rand) bool {
	var g placeGroups
	for _, c := range cards {
		g.add(allowedPlaces(c, &voids, ban), 1)
	}
	for _, c := range cards {
		allowed := allowedPlaces(c, &voids, ban)
		g.add(allowed, -1)
		var ok uint8
		for l := 0; l < numLocs; l++ {
			if need[l] > 0 && allowed&(1<<l) != 0 {
				need[l]--
				if g.hallHolds(&need) {
					ok |= 1 << l
				}
				need[l]++
			}
		}
		if !placeByRoom(piles, &need, ok, c, rng) {
			return false
		}
	}
	return true
}

// placeGroups counts the cards still to place by the set of places they
// may go to (a handful of distinct sets).
type placeGroups struct {
	allowed []uint8
	count   []int
}

func (g *placeGroups) add(allowed uint8, k int) {
	for i, a := range g.allowed {
		if a == allowed {
			g.count[i] += k
			return
		}
	}
	g.allowed = append(g.allowed, allowed)
	g.count = append(g.count, k)
}

// hallHolds reports whether the counted cards fit the rooms: for every set
// of places, the cards that can only go there are no more than its room.
func (g *placeGroups) hallHolds(need *[numLocs]int) bool {
	for set := uint8(1); set < 1<<numLocs; set++ {
		cards, room := 0, 0
		for i, a := range g.allowed {
			if a&^set == 0 {
				cards += g.count[i]
			}
		}
		if cards == 0 {
			continue
		}
		for l := 0; l < numLocs; l++ {
			if set&(1<<l) != 0 {
				room += need[l]
			}
		}
		if cards > room {
			return false
		}
	}
	return true
}

func pickCard(set Cards, rng *rand.Rand) Card {
	k := rng.IntN(set.Len())
	for m := set; m != 0; m &= m - 1 {
		if k == 0 {
			return m.Lowest()
		}
		k--
	}
	return NoCard
}
