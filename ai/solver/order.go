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
	var tv trickView
	var skip game.Cards // dominated cards: see dominated
	if p.tn > 0 {
		p.view(legal, &tv)
		// Of the trick's cards only the winning one tells two of ours
		// apart: both beat it or both do not, and the others are gone
		// after this trick.
		live |= tv.w.Bit()
		skip = p.dominatedFollows(legal, live, &tv)
	} else {
		skip = p.dominatedLeads(legal, live)
	}
	pointGame := p.kind == kindNormal || p.kind == kindRaeuber
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
			k = tv.followKey(c)
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

// trickView is what the move ordering knows of the trick in play when
// the player to move follows: the card winning it so far (w), whether his
// side is winning it (sideWinning) and surely takes it if he does not beat
// w (sureWinning); of his legal cards those that beat w (winners) and of
// them those that no opponent still to play may beat (sure); whether a
// partner still to play may beat w (helped); and the forms of the ordering
// key of the cards that do not beat w, of the other winners and of the
// sure ones (see followKey).
type trickView struct {
	w                        game.Card
	sideWinning, sureWinning bool
	helped                   bool
	winners, sure            game.Cards
	forms                    *[3]keyForm
}

// view returns the trickView of p (a card or more in the trick) for the
// legal cards of the player to move. What a player still to play may play
// is his cards of the suit led, or all his cards when he has none; of
// those only trumps and the suit led may beat a card winning the trick
// or beating its winner, so beatersOf tells what he may beat.
func (p *pos) view(legal game.Cards, v *trickView) {
	wi := p.winnerIndex()
	v.w = p.trick[wi]
	me := p.max[p.turn]
	led := suitOf[p.trick[0]&63]
	var opp, own game.Cards // what opponents and partners to play may play
	for i := int(p.tn) + 1; i < int(p.n); i++ {
		q := p.seat(i) & 3
		h := p.hands[q]
		if h&led != 0 {
			h &= led
		}
		if p.max[q] == me {
			own |= h
		} else {
			opp |= h
		}
	}
	v.sideWinning = p.max[p.seat(wi)&3] == me
	v.sureWinning = v.sideWinning && opp&beatersOf[v.w&63] == 0
	v.helped = own&beatersOf[v.w&63] != 0
	v.winners = legal & beatersOf[v.w&63]
	v.sure = unbeaten(v.winners, opp)
	switch {
	case v.sureWinning:
		v.forms = &keysSureWinning
	case v.sideWinning:
		v.forms = &keysSideWinning
	default:
		v.forms = &keysOtherWinning
	}
}

// unbeaten returns the cards of s, all of one suit, that none of threat
// beats: a trump above threat's trumps; a plain card, when threat has no
// trump, above threat's cards of its suit.
func unbeaten(s, threat game.Cards) game.Cards {
	if s == 0 {
		return 0
	}
	suit := suitOf[s.Lowest()&63]
	if suit != game.TrumpCards && threat&game.TrumpCards != 0 {
		return 0
	}
	if t := threat & suit; t != 0 {
		return above(s, t.Highest())
	}
	return s
}

// followKey is the ordering key of a following card c: by its form
// (trickView.forms), base + points·pts − rank·rank.
func (v *trickView) followKey(c game.Card) int {
	f := &v.forms[(v.winners>>(c&63)&1+v.sure>>(c&63)&1)&3]
	return f.base + int(pointsOf[c&63])*f.pts - int(rankOf[c&63])*f.rank
}

// keyForm is a form of the ordering key of a following card (see
// followKey).
type keyForm struct{ base, pts, rank int }

// The forms of the ordering key of a following card that does not beat the
// card winning the trick so far, that beats it, and that surely wins the
// trick: when the side to move surely takes the trick already, when it is
// winning it for now, when the other side is.
var (
	keysSureWinning = [3]keyForm{
		{5000, 30, 1}, // schmieren
		{5000, 30, 1},
		{5000, 30, 1},
	}
	keysSideWinning = [3]keyForm{
		{2500, 10, 0}, // schmieren, not surely
		{1000, 10, 1}, // overtake the partner cheaply
		{4000, 30, 1}, // a sure winner, with points
	}
	keysOtherWinning = [3]keyForm{
		{1500, -10, 1}, // cheapest loser
		{3000, 1, 1},   // cheapest try to win
		{4000, 30, 1},  // a sure winner, with points
	}
)

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

// noEquivalence switches the equivalent-card pruning off (for tests).
var noEquivalence bool

// dominatedFollows returns the legal following cards not worth searching
// (see dominated) for the trickView v: the side that takes the trick is
// sure for the cards that beat the card winning so far when no opponent
// still to play may beat them (v.sure); for the cards that do not beat
// it, when the winning card's side is sure — the side to move's when no
// opponent may beat it, the other's when no partner still to play may.
// A run of legal cards lies within one of these sets: the card winning
// so far and the highest card of an opponent that may beat a card of the
// run are live cards between them.
func (p *pos) dominatedFollows(legal, live game.Cards, v *trickView) game.Cards {
	sign := p.pointSign()
	if sign == 0 || p.dead != 0 || p.trickDead != 0 || p.dueSet != 0 || noEquivalence {
		return 0
	}
	skip := dominated(v.sure, live, sign)
	stands := 0 // who takes the trick if the card played does not beat w
	if v.sureWinning {
		stands = sign
	} else if !v.sideWinning && !v.helped {
		stands = -sign
	}
	if stands != 0 {
		skip |= dominated(legal&^v.winners, live, stands)
	}
	return skip
}

// dominatedLeads returns the legal leads not worth searching (see
// dominated): the side to move surely takes the trick led from a run of
// cards when no opponent holds a higher card of the suit or, for a plain
// suit, may ruff. Such cards lie above the opponents' highest card of
// their suit, a live card, so a run lies within them or without.
func (p *pos) dominatedLeads(legal, live game.Cards) game.Cards {
	sign := p.pointSign()
	if sign == 0 || p.dead != 0 || p.dueSet != 0 || noEquivalence {
		return 0
	}
	opp := p.sideCards(!p.max[p.turn])
	var sure game.Cards
	for rest := legal; rest != 0; {
		suit := suitOf[rest.Lowest()&63]
		cards := rest & suit
		rest &^= suit
		if cards&(cards-1) == 0 || suit != game.TrumpCards && p.oppRuffs(cards.Lowest()) {
			continue
		}
		if t := opp & suit; t != 0 {
			cards = above(cards, t.Highest())
		}
		sure |= cards
	}
	return dominated(sure, live, sign)
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

// dominated returns the cards of s not worth searching (a normal game):
// of each run of cards of s that are neighbours among the live cards (the
// cards in the hands and the card winning the trick) the side to move
// surely takes the trick (sign 1) or surely loses it (sign -1), and only
// the card of most points (it takes it) or of fewest points (it loses it)
// is searched, the lowest of equals. The cards of a run take the same
// tricks in every line of play; the card played now goes to the trick's
// sure winner and the card kept to the winner of a later trick, so for
// the side to move, putting the most points into its own trick now (or
// the fewest into the other side's) is at least as good as any other
// choice.
func dominated(s, live game.Cards, sign int) (skip game.Cards) {
	for rest := s; rest&(rest-1) != 0; {
		// the suits of the cards, lowest first
		suit := suitOf[rest.Lowest()&63]
		cards := rest & suit
		rest &^= suit
		if cards&(cards-1) == 0 {
			continue // one card of the suit
		}
		// the runs: the cards of s in a block of bits of the suit that
		// are cards of s or not live (no live card lies between them);
		// from the lowest card c left, the block reaches up to the first
		// bit of neither kind, which adding c clears
		fill := (cards | ^live) & suit
		for cards&(cards-1) != 0 {
			c := cards & -cards
			from := fill &^ (c - 1)
			run := from &^ (from + c) & cards
			cards &^= run
			if run&(run-1) != 0 {
				skip |= runSkip(run, sign)
			}
		}
	}
	return skip
}

// runSkip returns the cards of a run of two or more not worth searching
// (see dominated): all but the card of most points (the lowest of equals)
// if the side to move surely takes the trick (sign 1), all but the card of
// fewest points if it surely loses it (-1). The cards of each point value
// are found by the bit planes of the points above one (see plane0).
func runSkip(run game.Cards, sign int) game.Cards {
	order := &fewestFirst
	if sign > 0 {
		order = &mostFirst
	}
	for _, m := range order {
		if x := run & m; x != 0 {
			return run &^ (x & -x)
		}
	}
	return 0 // not reached: the planes cover every card
}

// fewestFirst holds the cards of each point value, the fewest first (1 to
// 5 points); mostFirst the same, the most first.
var (
	fewestFirst = [5]game.Cards{
		game.AllCards &^ (plane0 | plane1 | plane2),
		plane0 &^ plane1 &^ plane2,
		plane1 &^ plane0 &^ plane2,
		plane0 & plane1,
		plane2,
	}
	mostFirst = [5]game.Cards{fewestFirst[4], fewestFirst[3], fewestFirst[2], fewestFirst[1], fewestFirst[0]}
)
