package solver

import "github.com/cego-spiel/cego/game"

// orderedMoves writes the moves worth searching to dst, best guesses first,
// and returns their number. Leads: the table's best move, then the leads
// that surely win the trick (most points first), then the killer (the last
// lead that cut off at this ply), then by the history of cutoffs. Following
// cards: points onto a trick the side surely wins, sure winners (most
// points first), cheap tries to win, points onto a trick the side is
// winning for now, cheap losers. Of several equivalent cards — neighbours
// in rank among the cards in the hands and the card winning the trick so
// far, in the same hand, of equal value (of any value in the games of
// tricks) — only one is searched; when the
// side that takes the trick is already sure, of such neighbours of any
// values only the one the side to move would rather give (see dominated).
func (p *pos) orderedMoves(dst *[16]game.Card, ttBest game.Card, hist *[64]int32, killer game.Card) int {
	legal := p.legal()
	if legal&(legal-1) == 0 {
		dst[0] = legal.Lowest() // a forced card
		return 1
	}
	live := p.live()
	var keys [16]int
	nm := 0
	winIdx := -1
	sideWinning, sureWinning := false, false
	if p.tn > 0 {
		winIdx = p.winnerIndex()
		sideWinning = p.max[p.seat(winIdx)] == p.max[p.turn]
		sureWinning = sideWinning && !p.beatable(p.trick[winIdx])
		// Of the trick's cards only the winning one tells two of ours
		// apart: both beat it or both do not, and the others are gone
		// after this trick.
		live |= p.trick[winIdx].Bit()
	}
	pointGame := p.kind == kindNormal || p.kind == kindRaeuber
	var skip game.Cards // dominated cards: see dominated
	if p.tn > 0 {
		skip = p.dominatedFollows(legal, live, winIdx, sideWinning)
	} else {
		skip = p.dominatedLeads(legal, live)
	}
	for m := legal &^ skip; m != 0; m &= m - 1 {
		c := m.Lowest()
		// equivalence: skip c if the next lower live card of its suit is
		// also ours to play now and worth the same (in the games of tricks
		// the points do not count)
		below := live & lowerOfSuit(c)
		if below != 0 && !noEquivalence && !p.dead.Has(c) {
			// a shown card of PARLETT_LEERE, dead when played, is like
			// no other
			prev := below.Highest()
			// in Ultimo the Geiß is like no other either: the Mond is
			// its neighbour of equal value once trumps 2–20 are gone
			geiss := p.kind == kindUltimo && prev == game.CardGeiss
			if legal.Has(prev) && (pointsOf[prev&63] == pointsOf[c&63] || !pointGame) && !p.dead.Has(prev) && !geiss {
				continue
			}
		}
		var k int
		switch {
		case c == ttBest:
			k = 1 << 30
		case p.tn == 0:
			k = int(hist[c])
			if p.sureLead(c, live) {
				k += 1<<25 + int(pointsOf[c&63])<<26
			}
			if c == killer {
				k += 1 << 24
			}
		default:
			k = p.followKey(c, p.trick[winIdx], sideWinning, sureWinning)
		}
		// insertion by key, descending
		j := nm
		nm++
		keys[j] = k
		for ; j > 0 && keys[j-1] < k; j-- {
			dst[j], keys[j] = dst[j-1], keys[j-1]
		}
		dst[j], keys[j] = c, k
	}
	return nm
}

// followKey is the ordering key of a following card c when w is winning
// the trick so far.
func (p *pos) followKey(c, w game.Card, sideWinning, sureWinning bool) int {
	r, pts := int(rankOf[c&63]), int(pointsOf[c&63])
	if sureWinning {
		return 5000 + pts*30 - r // schmieren
	}
	b := beats(c, w)
	switch {
	case b && !p.beatable(c):
		return 4000 + pts*30 - r // a sure winner, with points
	case b && sideWinning:
		return 1000 + pts*10 - r // overtake the partner cheaply
	case b:
		return 3000 + pts - r // cheapest try to win
	case sideWinning:
		return 2500 + pts*10 // schmieren, not surely
	}
	return 1500 - pts*10 - r // cheapest loser
}

// sureLead reports whether c, led now from live, surely wins the trick: it
// is the highest live card of its suit and no opponent can ruff it.
func (p *pos) sureLead(c game.Card, live game.Cards) bool {
	if live&higherOfSuit(c) != 0 {
		return false
	}
	if c.IsTrump() {
		return true
	}
	me, suit := p.max[p.turn], suitOf[c&63]
	for q := 0; q < int(p.n); q++ {
		if p.max[q] != me && p.hands[q]&suit == 0 && p.hands[q]&game.TrumpCards != 0 {
			return false
		}
	}
	return true
}

// beatable reports whether an opponent of the player to move who is still
// to play to this trick may beat c (c played now).
func (p *pos) beatable(c game.Card) bool {
	me := p.max[p.turn]
	suit := suitOf[c&63]
	led := suit // the cards of the suit led
	if p.tn > 0 {
		led = suitOf[p.trick[0]&63]
	}
	higher := higherOfSuit(c)
	for i := int(p.tn) + 1; i < int(p.n); i++ {
		q := p.seat(i)
		if p.max[q] == me {
			continue
		}
		h := p.hands[q]
		if h&led != 0 {
			// following suit beats c only with a higher card of its suit
			if suit == led && h&higher != 0 {
				return true
			}
			continue
		}
		if c.IsTrump() {
			if h&higher != 0 {
				return true
			}
		} else if h&game.TrumpCards != 0 {
			return true
		}
	}
	return false
}

// noEquivalence switches the equivalent-card pruning off (for tests).
var noEquivalence bool

// dominatedFollows returns the legal following cards not worth searching
// (see dominated): the side that takes the trick is sure for a run of
// cards that beat the card winning so far (winIdx; live includes it) when
// no opponent still to play may beat them; for a run that does not, when
// the winning card's side is sure — the side to move's when no opponent
// may beat it, the other's when no partner still to play may.
func (p *pos) dominatedFollows(legal, live game.Cards, winIdx int, sideWinning bool) game.Cards {
	sign := p.pointSign()
	if sign == 0 || p.dead != 0 || p.trickDead != 0 || p.dueSet != 0 || noEquivalence {
		return 0
	}
	w := p.trick[winIdx]
	// who takes the trick when the card played does not beat w: +1 the
	// side to move, -1 the other, 0 not sure (found when first asked)
	stands, found := 0, false
	return dominated(legal, live, func(c game.Card) int {
		if !beats(c, w) {
			if !found {
				found = true
				if sideWinning && !p.beatable(w) {
					stands = sign
				} else if !sideWinning && !p.sideMayBeat(w, 0) {
					stands = -sign
				}
			}
			return stands
		}
		if p.beatable(c) {
			return 0
		}
		return sign
	})
}

// dominatedLeads returns the legal leads not worth searching (see
// dominated): the side to move surely takes the trick led from a run of
// cards when no opponent holds a higher card of the suit or, for a plain
// suit, may ruff.
func (p *pos) dominatedLeads(legal, live game.Cards) game.Cards {
	sign := p.pointSign()
	if sign == 0 || p.dead != 0 || p.dueSet != 0 || noEquivalence {
		return 0
	}
	opp := p.sideCards(!p.max[p.turn])
	return dominated(legal, live, func(c game.Card) int {
		if opp&higherOfSuit(c) != 0 {
			return 0
		}
		if !c.IsTrump() && p.oppRuffs(c) {
			return 0
		}
		return sign
	})
}

// pointSign is 1 in the normal games, where a side's tricks count for it,
// -1 in Räuber, where the searched seat's tricks count against it (for the
// side that takes a trick, its points are then to be shed), and 0 in the
// games of tricks: dominated gives the side to move the card of most
// points for a trick it surely takes when it is 1.
func (p *pos) pointSign() int {
	switch p.kind {
	case kindNormal:
		return 1
	case kindRaeuber:
		return -1
	}
	return 0
}

// oppRuffs reports whether an opponent of the player to move may ruff a
// lead of c, a card of a plain suit.
func (p *pos) oppRuffs(c game.Card) bool {
	me, suit := p.max[p.turn], suitOf[c&63]
	for q := 0; q < int(p.n); q++ {
		if p.max[q] != me && p.hands[q]&suit == 0 && p.hands[q]&game.TrumpCards != 0 {
			return true
		}
	}
	return false
}

// dominated returns the legal cards not worth searching (a normal game)
// of runs of legal cards that are neighbours among the live cards (the
// cards in the hands and the card winning the trick): sure(c) tells for
// the run of c whether the side to move surely takes the trick (+1),
// surely loses it (-1) or neither (0). Of a run whose trick is sure only
// the card of most points (the side to move takes it) or of fewest points
// (it loses it) is searched, the lowest of equals. The cards of a run take
// the same tricks in every line of play; the card played now goes to the
// trick's sure winner and the card kept to the winner of a later trick,
// so for the side to move, putting the most points into its own trick
// now (or the fewest into the other side's) is at least as good as any
// other choice.
func dominated(legal, live game.Cards, sure func(game.Card) int) (skip game.Cards) {
	for rest := legal; rest != 0; {
		// the suits of the legal cards, lowest first
		suit := suitOf[rest.Lowest()&63]
		cards := rest & suit
		rest &^= suit
		if cards&(cards-1) == 0 {
			continue // one card of the suit
		}
		// the runs: a card (bit) continues the run of the legal card
		// below it (last) unless a live card lies between them — live
		// cards below bit but above last (the cards below last, of this
		// suit or lower suits, are less than last<<1 together)
		var run, last game.Cards
		for m := cards; m != 0; m &= m - 1 {
			bit := m & -m
			if run != 0 && live&(bit-1) >= last<<1 {
				// bit starts a new run; the one before counts if it
				// has more than one card
				if run != last {
					skip |= runSkip(run, sure)
				}
				run = 0
			}
			run |= bit
			last = bit
		}
		if run != last {
			skip |= runSkip(run, sure)
		}
	}
	return skip
}

// runSkip returns the cards of a run of two or more not worth searching
// (see dominated): all but the card of most points (the lowest of equals) if the side to
// move surely takes the trick, all but the card of fewest points if it
// surely loses it.
func runSkip(run game.Cards, sure func(game.Card) int) game.Cards {
	switch sure(run.Lowest()) {
	case 1:
		keep := run.Lowest()
		for m := run; m != 0; m &= m - 1 {
			if c := m.Lowest(); pointsOf[c&63] > pointsOf[keep&63] {
				keep = c
			}
		}
		return run &^ keep.Bit()
	case -1:
		keep := run.Lowest()
		for m := run; m != 0; m &= m - 1 {
			if c := m.Lowest(); pointsOf[c&63] < pointsOf[keep&63] {
				keep = c
			}
		}
		return run &^ keep.Bit()
	}
	return 0
}

// sideMayBeat reports whether the player to move (with one of legal; none:
// 0) or a partner still to play to the trick may beat w, the card winning
// it.
func (p *pos) sideMayBeat(w game.Card, legal game.Cards) bool {
	higher := higherOfSuit(w)
	if legal&higher != 0 || !w.IsTrump() && legal&game.TrumpCards != 0 {
		return true // the player to move beats it
	}
	me := p.max[p.turn]
	led := suitOf[p.trick[0]&63] // the cards of the suit led
	for i := int(p.tn) + 1; i < int(p.n); i++ {
		q := p.seat(i)
		if p.max[q] != me {
			continue
		}
		h := p.hands[q]
		if h&led != 0 {
			// following suit beats w only with a higher card of its suit
			if suitOf[w&63] == led && h&higher != 0 {
				return true
			}
			continue
		}
		if w.IsTrump() {
			if h&higher != 0 {
				return true
			}
		} else if h&game.TrumpCards != 0 {
			return true
		}
	}
	return false
}
