package game

// DecisionReason says why the outcome of a special game is certain before
// its end (RULES §8.4).
type DecisionReason uint8

// The reasons Decided gives.
const (
	// NotDecided: the outcome is not known to be certain.
	NotDecided DecisionReason = iota
	// TooManyTricks: the declarer of a game of an exact trick count
	// (Bettel, Piccolo, Zwikkolo, Trio, Quarto, Quinto, Pascha) has taken
	// more tricks than it allows (Bettel: one, Piccolo: a second). Lost.
	TooManyTricks
	// TargetUnreachable: the declarer of such a game can no longer end with
	// exactly the tricks it asks for, however the cards are played (too
	// few tricks left, or a trick he cannot avoid). Lost.
	TargetUnreachable
	// TargetSure: the declarer ends with exactly the tricks his game asks
	// for, however the cards are played. Won.
	TargetSure
	// GeissEarly: in Ultimo the Geiß was played before the last trick
	// (D24). Lost.
	GeissEarly
	// GeissBeaten: in Ultimo the Geiß can no longer win the last trick,
	// however the cards are played. Lost.
	GeissBeaten
	// GeissSure: in Ultimo the Geiß wins the last trick, however the cards
	// are played. Won.
	GeissSure
	// LastTrickSure: in Drescher the taker of the last trick (Decision.Seat,
	// who pays) is certain.
	LastTrickSure
)

// Decision is the outcome of a special game that is certain before the last
// card is played.
type Decision struct {
	Reason DecisionReason
	// Won is true if the declarer has certainly won (Drescher: false).
	Won bool
	// Seat is the declarer, or in Drescher the player who will take the
	// last trick and pay.
	Seat Seat
	// Trick is the trick (1-based) that decided it for TooManyTricks
	// (the trick that was one too many) and GeissEarly (the trick the Geiß
	// was played to); 0 for the others.
	Trick int
}

// decideBudget is how many positions Decided looks at before it gives up:
// within it the answer is exact, beyond it the outcome counts as open. The
// same position always gets the same answer.
const decideBudget = 30000

// Decided reports whether the outcome of the special game being played is
// already certain — every legal way of playing the remaining cards gives the
// same settlement — and which it is (RULES §8.4). It answers only while the
// deal is Playing, and only for Ultimo, Piccolo, Bettel, the optional
// specials of §11 and Drescher; normal games and Räuber are never decided
// early, since their card points matter.
//
// The obvious cases are read off the tricks (a trick too many, the Geiß
// played early, too few tricks left to make the target). Beyond them a
// search through the remaining play, limited to a fixed number of
// positions, proves the rest: a loss that can no longer be avoided, a win
// that can no longer be spoiled, Drescher's last trick. Where the search
// cannot finish within its limit the outcome counts as open, so a "yes" is
// always exact; a "no" may come a trick or two before it need have.
func (s *State) Decided() (Decision, bool) {
	c := s.contract
	if s.phase != Playing || !(c.IsSpecial() || c == Drescher) {
		return Decision{}, false
	}
	d := s.declarer
	if t := c.TargetTricks(); t >= 0 {
		if k := int(s.tricksWon[d]); k > t {
			return Decision{Reason: TooManyTricks, Seat: d, Trick: s.takenTrick(d, t+1)}, true
		}
		if int(s.tricksWon[d])+s.tricksLeft() < t {
			return Decision{Reason: TargetUnreachable, Seat: d}, true
		}
	}
	if c == Ultimo && s.played.Has(CardGeiss) {
		if k := s.trickOf(CardGeiss); k < s.TotalTricks() {
			return Decision{Reason: GeissEarly, Seat: d, Trick: k}, true
		}
	}
	z := decider{c: c, d: d, target: c.TargetTricks(), budget: decideBudget}
	z.visited = make(map[decideKey]struct{}, 256)
	z.search(s)
	if z.aborted || popcount(uint64(z.found)) != 1 {
		return Decision{}, false
	}
	out := Seat(trailingZeros(uint64(z.found)))
	switch {
	case c == Drescher:
		return Decision{Reason: LastTrickSure, Seat: out}, true
	case c == Ultimo && out == outWon:
		return Decision{Reason: GeissSure, Won: true, Seat: d}, true
	case c == Ultimo:
		return Decision{Reason: GeissBeaten, Seat: d}, true
	case out == outWon:
		return Decision{Reason: TargetSure, Won: true, Seat: d}, true
	}
	return Decision{Reason: TargetUnreachable, Seat: d}, true
}

// tricksLeft is the number of tricks not yet complete.
func (s *State) tricksLeft() int {
	left := s.TotalTricks() - int(s.ntricks)
	if s.ntricks == 0 || !s.tricks[s.ntricks-1].Complete() {
		left++
	}
	return left
}

// takenTrick returns the trick (1-based) in which seat p took its k-th
// trick, or 0.
func (s *State) takenTrick(p Seat, k int) int {
	for i := 0; i < int(s.ntricks); i++ {
		if t := s.tricks[i]; t.Complete() && t.Winner() == p {
			if k--; k == 0 {
				return i + 1
			}
		}
	}
	return 0
}

// trickOf returns the trick (1-based) card c was played to, or 0.
func (s *State) trickOf(c Card) int {
	for i := 0; i < int(s.ntricks); i++ {
		if s.tricks[i].set.Has(c) {
			return i + 1
		}
	}
	return 0
}

// The outcomes of a special game as bits of decider.found; in Drescher the
// bit is the seat that takes the last trick.
const (
	outLost = 0
	outWon  = 1
)

// decideKey is a position at the start of a trick: who has played which
// cards (the hands follow from the deal), who leads, and the declarer's
// tricks so far.
type decideKey struct {
	played Cards
	leader Seat
	taken  int8
}

// decider searches the remaining play for the outcomes it can reach. found
// gathers the outcomes of the complete plays met so far; the search stops
// as soon as it holds two (the game is open) and skips every position whose
// possible outcomes are all found already. A start of a trick searched to
// the end adds nothing new when it is met again by another order of the
// same cards, so it is searched only once (visited).
type decider struct {
	c       Contract
	d       Seat
	target  int
	found   uint8
	budget  int
	aborted bool
	visited map[decideKey]struct{}
}

// outcome is the bit of a finished deal's outcome.
func (z *decider) outcome(s *State) uint8 {
	switch z.c {
	case Drescher:
		return 1 << s.tricks[s.ntricks-1].Winner()
	case Ultimo:
		return 1 << pick(s.wonWith(s.ntricks, CardGeiss), outWon, outLost)
	}
	return 1 << pick(int(s.tricksWon[z.d]) == z.target, outWon, outLost)
}

// possible is a cheap superset of the outcomes still reachable from s.
func (z *decider) possible(s *State) uint8 {
	switch z.c {
	case Drescher:
		return 1<<s.n - 1
	case Ultimo:
		if s.played.Has(CardGeiss) && s.trickOf(CardGeiss) < s.TotalTricks() {
			return 1 << outLost
		}
		return 1<<outWon | 1<<outLost
	}
	k, left := int(s.tricksWon[z.d]), s.tricksLeft()
	var m uint8
	if k <= z.target && z.target <= k+left {
		m |= 1 << outWon
	}
	if k != z.target || left > 0 {
		m |= 1 << outLost
	}
	return m
}

// search adds the outcomes reachable from s to found, unless it aborts.
func (z *decider) search(s *State) {
	if s.phase == Done {
		z.found |= z.outcome(s)
		if popcount(uint64(z.found)) > 1 {
			z.aborted = true
		}
		return
	}
	if z.possible(s)&^z.found == 0 {
		return
	}
	t := &s.tricks[s.ntricks-1]
	start := t.N == 0
	var key decideKey
	if start {
		key = decideKey{s.played, t.Leader, s.tricksWon[z.d]}
		if _, ok := z.visited[key]; ok {
			return
		}
	}
	if z.budget--; z.budget < 0 {
		z.aborted = true
		return
	}
	var order [16]Card
	for _, c := range z.order(s, order[:0]) {
		child := *s
		child.apply(Action(c))
		z.search(&child)
		if z.aborted {
			return
		}
	}
	if start {
		z.visited[key] = struct{}{}
	}
}

// order lists the legal cards in the order most likely to reach an outcome
// not found yet: the declarer high and the others low when the declarer
// should take this trick, the other way round when he should not; in
// Ultimo the others' trumps first and the Geiß last when a win is sought,
// the Geiß first when a loss is.
func (z *decider) order(s *State, dst []Card) []Card {
	var keys [16]int
	for m := s.LegalCards(); m != 0; m &= m - 1 {
		c := m.Lowest()
		lead := s.lead
		if lead == NoCard {
			lead = c
		}
		keys[len(dst)] = int(trickKeys[lead][c])
		dst = append(dst, c)
	}
	me := s.turn == z.d
	var high bool // the highest cards first
	switch z.c {
	case Drescher:
		return dst
	case Ultimo:
		high = z.found&(1<<outWon) == 0
		if me {
			// the Geiß lowest of all: last when a win is sought (highest
			// first), first when a loss is
			for i, c := range dst {
				if c == CardGeiss {
					keys[i] = -1
				}
			}
		}
	default:
		k, left := int(s.tricksWon[z.d]), s.tricksLeft()
		take := k < z.target // the declarer should take this trick
		if z.found&(1<<outWon) != 0 {
			take = k+left > z.target
		}
		high = take == me
	}
	for i := 1; i < len(dst); i++ {
		for j := i; j > 0; j-- {
			a, b := keys[j-1], keys[j]
			if a == b || (b > a) != high {
				break
			}
			keys[j-1], keys[j] = b, a
			dst[j-1], dst[j] = dst[j], dst[j-1]
		}
	}
	return dst
}
