package game

import "fmt"

// Seat is a place at the table, numbered in playing order: seat s+1 (mod the
// number of players) plays after seat s.
type Seat int8

// NoSeat is the seat of nobody (no declarer yet, nobody's turn once Done).
const NoSeat Seat = -1

// Phase is the stage of a deal.
type Phase uint8

// The phases of a deal.
const (
	Bidding Phase = iota
	Exchanging
	Playing
	Done
)

// String names the phase.
func (p Phase) String() string {
	switch p {
	case Bidding:
		return "bidding"
	case Exchanging:
		return "exchanging"
	case Playing:
		return "playing"
	case Done:
		return "done"
	}
	return fmt.Sprintf("Phase(%d)", uint8(p))
}

// step is the decision point inside a phase.
type step uint8

const (
	stepUltimo     step = iota // Ultimo question (§6.1)
	stepSolo                   // Solo round (§6.2)
	stepGegensolo              // Gegensolo question
	stepSpecial                // Piccolo/Bettel round (§6.3)
	stepCegoOpen               // Vorhand's compulsory Cego
	stepChallenger             // a challenger bids the next rung or passes
	stepHolder                 // the holder says mein or passes
	stepOption                 // Vorhand's Räuber option (§6.5)
	stepKeep                   // the declarer keeps cards
	stepDiscard                // the declarer discards
	stepPlay                   // trick play
	stepDone
	// steps of the options of RULES §11 (never reached with the defaults)
	stepGegensoloHold // GEGENSOLO_GEHALTEN: the Solo bidder may say mein
	stepOpen          // OFFEN: the special-game declarer may lay his hand open
	stepSoloExtra     // DURCHMARSCH, SOLO_ULTI: the Solo player's announcement
	stepChallenge     // SCHINDEN: "Hosen rum!" before the first lead
)

// Call is one call of the auction: who said what.
type Call struct {
	Seat   Seat
	Action Action
}

const maxCalls = 40

// Trick is one trick: the leader and the cards in playing order.
type Trick struct {
	Leader Seat
	Cards  [4]Card // Cards[i] was played by seat Leader+i; NoCard if not yet
	N      int8    // how many cards are in
	n      int8    // players at the table
	best   int8    // the winning card so far: its trickKey<<2 | (3 - its index)
	set    Cards   // the cards in the trick
}

// Players is the number of players at the table of this trick.
func (t Trick) Players() int { return int(t.n) }

// Seat returns who played Cards[i].
func (t Trick) Seat(i int) Seat {
	p := int(t.Leader) + i
	if p >= int(t.n) {
		p -= int(t.n)
	}
	return Seat(p)
}

// Complete reports whether every player has played to the trick.
func (t Trick) Complete() bool { return t.N == t.n && t.n > 0 }

// Set returns the cards in the trick as a set.
func (t Trick) Set() Cards { return t.set }

// add plays c to the trick, keeping the winner up to date without a branch:
// each card gets a key by the card led (trickKeys), and the best so far is
// the maximum of key<<2 | (3 - index), so at equal keys the earlier card
// stays best. led is the card led, c itself when it leads.
func (t *Trick) add(c, led Card) {
	n := int(t.N & 3)
	t.Cards[n] = c
	// int, not int8: a conditional move, not a branch.
	t.best = int8(max(int(t.best), int(trickKeys[led&63][c&63])<<2|(3-n)))
	t.N++
	t.set |= 1 << (c & 63)
}

// addDead plays a card that cannot win the trick (a shown pip under
// PARLETT_LEERE): its key is 0. Led, it holds the trick only until a card of
// its suit or a trump follows; if none does, it takes the trick after all.
func (t *Trick) addDead(c Card) {
	n := t.N & 3
	t.Cards[n] = c
	t.best = max(t.best, 3-n) // 3-n as key 0
	t.N++
	t.set |= 1 << (c & 63)
}

// cardSuits is Card.Suit as a table over every byte value (NoCard and other
// non-cards give 5), so the hot path needs no bounds check.
var cardSuits = func() (t [256]Suit) {
	for i := range t {
		t[i] = 5
		if i < NumCards {
			t[i] = Card(i).Suit()
		}
	}
	return t
}()

// trickKeys[led][c] ranks card c in a trick led with card led: a trump
// 9 + its number (9–30), a card of the suit led 1 + its rank (1–8), any other
// card 0 (RULES §8.3). A higher key beats a lower one.
var trickKeys = func() (t [64][64]uint8) {
	for led := Card(0); led < NumCards; led++ {
		for c := Card(0); c < NumCards; c++ {
			switch {
			case c.IsTrump():
				t[led][c] = 9 + uint8(c)
			case c.Suit() == led.Suit():
				t[led][c] = 1 + uint8(c.Rank())
			}
		}
	}
	return t
}()

// suitsOf[c] is the set of the cards of c's suit: what must be played to a
// trick led with c; for NoCard (an empty trick) every card.
var suitsOf = func() (t [256]Cards) {
	for i := range t {
		t[i] = AllCards
		if i < NumCards {
			t[i] = suitMasks[Card(i).Suit()]
		}
	}
	return t
}()

// voidsShown[led][played] is the suits a player shows he lacks by playing a
// card of suit played to a trick led in suit led: none when he follows; the
// suit led when he trumps; the suit led and trumps otherwise.
var voidsShown = func() (t [8][8]uint8) {
	for led := Trumps; led <= Diamonds; led++ {
		for su := Trumps; su <= Diamonds; su++ {
			switch {
			case su == led:
			case su == Trumps:
				t[led][su] = 1 << led
			default:
				t[led][su] = 1<<led | 1<<Trumps
			}
		}
	}
	return t
}()

// Led returns the card led, or NoCard for an empty trick.
func (t Trick) Led() Card {
	if t.N == 0 {
		return NoCard
	}
	return t.Cards[0]
}

// WinningIndex returns the index (0 = leader) of the card winning the trick
// so far (RULES §8.3), or -1 for an empty trick.
func (t Trick) WinningIndex() int {
	if t.N == 0 {
		return -1
	}
	return 3 - int(t.best&3)
}

// Winner returns the seat winning the trick so far (the taker once it is
// complete), or NoSeat for an empty trick.
func (t Trick) Winner() Seat {
	i := t.WinningIndex()
	if i < 0 {
		return NoSeat
	}
	return t.Seat(i)
}

// State is one deal of Cego. It is a plain value: copying it clones it.
// Create it with Deal or NewDeal and advance it with Apply.
type State struct {
	rules  Rules
	n      int8
	dealer Seat
	phase  Phase
	step   step
	turn   Seat
	lead   Card // the card led to the current trick, NoCard before the lead

	hands    [4]Cards
	blind    Cards
	legage   Cards // laid aside by the declarer
	discards Cards // discarded by the declarer after taking the blind
	exposed  Cards // pips shown face up until led
	kept     Cards // cards kept so far in the keep step

	contract Contract
	declarer Seat

	// auction
	asked      int8     // seats that have spoken in the current round
	soloBidder Seat     // first "solo", or NoSeat
	special    Contract // best special game announced, or NoContract
	specialBy  Seat
	holder     Seat
	level      Contract
	challenger Seat
	calls      [maxCalls]Call
	ncalls     int8

	// play
	tricks    [13]Trick
	ntricks   int8 // tricks started; the current one is tricks[ntricks-1]
	won       [4]Cards
	tricksWon [4]int8
	voids     [4]uint8 // bit s set: seat known to hold no card of suit s
	played    Cards

	// options (RULES §11); all zero with the default rules
	x          bool   // some option beyond Players and Scoring is on
	auction    bool   // GEGENSOLO_VERSTEIGERUNG: the ladder auction follows a Gegensolo call
	open       bool   // OFFEN: the declarer's hand lies face up
	extra      Action // DURCHMARSCH/SOLO_ULTI announcement, 0 if none
	auctionEnd Seat   // the ladder auction's first holder (Vorhand, or the Gegensolo caller)
	pflicht    uint8  // bit p: seat p's dealt hand is a compulsory Solo
	soloPassed uint8  // bit p: seat p passed in the Solo round
	shown      Cards  // a forced trump discard, shown to all (TRUMPFABWURF)
	rForced    Cards  // GEREGELTER_RAEUBER: the three trumps due to tricks 1–3
	chalBy     Seat   // SCHINDEN: the challenger, or NoSeat
	chalOf     Seat   // SCHINDEN: the challenged seat, or NoSeat
}

// Deal shuffles with the given seed (our own Fisher–Yates on a seeded PCG)
// and deals a new deal: dealer deals, the seat after him is Vorhand.
func Deal(r Rules, dealer Seat, seed uint64) (s State) {
	if r.Validate() != nil {
		r = Rules{Players: r.N()} // the documented signature has no error
	}
	if dealer < 0 || int(dealer) >= r.N() {
		dealer = 0
	}
	// The shuffled pack is valid by construction: deal it without NewDeal's
	// checks (this is the hot path of every simulation).
	var deck [64]Card
	piles := shuffle(&deck, r.N(), seed)
	s.start(r, r.plain(), dealer, piles)
	return s
}

// init deals a checked pack: the blind first, then one packet per player
// from Vorhand round to the dealer (RULES §4).
func (s *State) init(r Rules, dealer Seat, deck []Card) {
	bs, hs := r.BlindSize(), r.HandSize()
	var piles [5]Cards
	for _, c := range deck[:bs] {
		piles[0] |= 1 << c
	}
	for i := 0; i < r.N(); i++ {
		for _, c := range deck[bs+i*hs : bs+(i+1)*hs] {
			piles[1+i] |= 1 << c
		}
	}
	s.start(r, r.plain(), dealer, piles)
}

// start sets up a new deal from the piles dealt: piles[0] is the blind,
// piles[1+i] goes to the (i+1)-th seat after the dealer. plain is r.plain().
func (s *State) start(r Rules, plain bool, dealer Seat, piles [5]Cards) {
	n := r.N()
	s.rules = r
	s.n = int8(n)
	s.dealer = dealer
	s.declarer = NoSeat
	s.soloBidder = NoSeat
	s.specialBy = NoSeat
	s.holder = NoSeat
	s.challenger = NoSeat
	s.blind = piles[0]
	for i := 0; i < n; i++ {
		s.hands[s.seatAfter(dealer, i+1)] = piles[1+i]
	}
	s.phase = Bidding
	s.step = stepUltimo
	s.turn = s.Vorhand()
	s.auctionEnd = s.turn
	s.chalBy, s.chalOf = NoSeat, NoSeat
	if !plain {
		s.initOptions()
	}
}

// initOptions prepares a deal for the options of RULES §11.
func (s *State) initOptions() {
	s.x = true
	if s.rules.Pflichtsolo != PflichtsoloOff {
		for p := 0; p < int(s.n); p++ {
			if CompulsorySolo(s.rules, s.hands[p]) {
				s.pflicht |= 1 << p
			}
		}
	}
	if !s.rules.offers(Ultimo) {
		s.step = stepSolo // this value column plays no Ultimo
	}
}

// CompulsorySolo reports whether a dealt hand must bid Solo under
// PFLICHTSOLO (RULES §11, D13): at least 8 trumps, or 7 with at least two
// above 16 (17–21, Gstieß) and plain cards of at most two suits; with three
// players one trump more.
func CompulsorySolo(r Rules, hand Cards) bool {
	need := 8
	if r.N() == 3 {
		need = 9
	}
	t := hand.Of(Trumps).Len()
	if t >= need {
		return true
	}
	const above16 = TrumpCards &^ (1<<16 - 1)
	return t == need-1 && (hand&above16).Len() >= 2 && suitsPresent(hand&^TrumpCards) <= 2
}

// NewDeal deals from an explicit pack order (deck[0] = top card, RULES §4):
// the blind first, then one packet per player from Vorhand round to the
// dealer.
func NewDeal(r Rules, dealer Seat, deck []Card) (State, error) {
	var s State
	if err := r.Validate(); err != nil {
		return s, err
	}
	n := r.N()
	if dealer < 0 || int(dealer) >= n {
		return s, fmt.Errorf("dealer %d: seats are 0 to %d", dealer, n-1)
	}
	pack := r.Pack()
	if len(deck) != pack.Len() {
		return s, fmt.Errorf("the pack has %d cards, not %d", pack.Len(), len(deck))
	}
	var seen Cards
	for i, c := range deck {
		if !pack.Has(c) {
			if c.Valid() {
				return s, fmt.Errorf("card %d (%s) is not in the %d-player pack", i+1, c, n)
			}
			return s, fmt.Errorf("card %d is not a card", i+1)
		}
		if seen.Has(c) {
			return s, fmt.Errorf("card %s appears twice in the pack", c)
		}
		seen = seen.Add(c)
	}
	s.init(r, dealer, deck)
	return s, nil
}

func (s *State) seatAfter(x Seat, k int) Seat {
	p := int(x) + k
	for p >= int(s.n) {
		p -= int(s.n)
	}
	return Seat(p)
}

// Rules returns the rules of the deal.
func (s *State) Rules() Rules { return s.rules }

// Players is the number of players, 3 or 4.
func (s *State) Players() int { return int(s.n) }

// Dealer returns the dealer's seat.
func (s *State) Dealer() Seat { return s.dealer }

// Vorhand returns the seat after the dealer, who bids first.
func (s *State) Vorhand() Seat { return s.seatAfter(s.dealer, 1) }

// Turn returns the seat to act, or NoSeat once the deal is Done.
func (s *State) Turn() Seat {
	if s.phase == Done {
		return NoSeat
	}
	return s.turn
}

// Phase returns the stage of the deal.
func (s *State) Phase() Phase { return s.phase }

// Hand returns the cards seat p holds now.
func (s *State) Hand(p Seat) Cards {
	if p < 0 || int(p) >= int(s.n) {
		return 0
	}
	return s.hands[p]
}

// Blind returns the blind while it lies on the table (empty once taken up).
func (s *State) Blind() Cards { return s.blind }

// Legage returns the cards the declarer laid aside.
func (s *State) Legage() Cards { return s.legage }

// Discards returns the cards the declarer discarded after taking the blind.
func (s *State) Discards() Cards { return s.discards }

// Exposed returns the pips lying face up in the declarer's hand until led.
func (s *State) Exposed() Cards { return s.exposed }

// Kept returns the cards kept so far while the declarer is keeping.
func (s *State) Kept() Cards { return s.kept }

// Contract returns the contract once the auction has produced one.
func (s *State) Contract() Contract { return s.contract }

// Declarer returns the declarer (Vorhand in Räuber), or NoSeat.
func (s *State) Declarer() Seat { return s.declarer }

// Calls returns the auction so far, in order.
func (s *State) Calls() []Call { return append([]Call(nil), s.calls[:s.ncalls]...) }

// LastCall returns seat p's latest call in the auction (ok false if none).
func (s *State) LastCall(p Seat) (Action, bool) {
	for i := int(s.ncalls) - 1; i >= 0; i-- {
		if s.calls[i].Seat == p {
			return s.calls[i].Action, true
		}
	}
	return 0, false
}

// Tricks returns the tricks started so far; the last may be incomplete.
func (s *State) Tricks() []Trick { return append([]Trick(nil), s.tricks[:s.ntricks]...) }

// TrickCount is the number of tricks started so far.
func (s *State) TrickCount() int { return int(s.ntricks) }

// CurrentTrick returns the trick being played (zero Trick before play).
func (s *State) CurrentTrick() Trick {
	if s.ntricks == 0 {
		return newTrick(NoSeat, s.n)
	}
	return s.tricks[s.ntricks-1]
}

// Won returns the cards seat p has taken in tricks.
func (s *State) Won(p Seat) Cards { return s.won[p] }

// TricksWon returns the number of tricks seat p has taken.
func (s *State) TricksWon(p Seat) int { return int(s.tricksWon[p]) }

// Played returns every card played to a trick so far.
func (s *State) Played() Cards { return s.played }

// KnownVoid reports whether seat p has shown that it holds no card of suit su
// (by not following it, or by not trumping when it could not follow).
func (s *State) KnownVoid(p Seat, su Suit) bool { return s.voids[p]&(1<<su) != 0 }

// Open reports whether the declarer of a special game has laid his hand
// open (OFFEN).
func (s *State) Open() bool { return s.open }

// Announcement returns the Solo player's extra announcement (durchmarsch,
// ulti, ulti-2, ulti-3, ulti-durch), ok false if none.
func (s *State) Announcement() (Action, bool) { return s.extra, s.extra != 0 }

// FromAuction reports whether the contract came from the Gegensolo auction
// of GEGENSOLO_VERSTEIGERUNG (its value is then one more).
func (s *State) FromAuction() bool { return s.auction && s.contract != NoContract }

// ShownDiscard returns the forced trump discard everybody has seen
// (ZWEI_LEERE_TRUMPFABWURF, ZWEI_VERSCHIEDENE_TRUMPFABWURF), or 0.
func (s *State) ShownDiscard() Cards { return s.shown }

// DueTrumps returns the three trumps due to tricks 1, 2 and 3 in a
// Geregelter Räuber (highest first by trick), or 0.
func (s *State) DueTrumps() Cards { return s.rForced }

// Challenge returns the "Hosen rum!" of SCHINDEN that ended the deal: who
// challenged whom (ok false if nobody did).
func (s *State) Challenge() (by, of Seat, ok bool) { return s.chalBy, s.chalOf, s.chalBy != s.chalOf }

// TrickReview reports whether the completed tricks (and the declarer's own
// Legage) may be looked at now (RULES §9.7, STICHEINSICHT).
func (s *State) TrickReview() bool {
	done := int(s.ntricks)
	if s.ntricks > 0 && !s.tricks[s.ntricks-1].Complete() {
		done--
	}
	return s.rules.TrickReview(done)
}

// TotalTricks is the number of tricks in a deal (11, or 13 with three).
func (s *State) TotalTricks() int { return s.rules.HandSize() }

func newTrick(leader Seat, n int8) Trick {
	return Trick{Leader: leader, Cards: [4]Card{NoCard, NoCard, NoCard, NoCard}, n: n}
}
