package game

import (
	"fmt"
	"strings"
)

// Card is one of the 54 cards of the Cego pack, numbered 0..53.
//
// Trumps come first, low to high: Card(0) is T1 (the Geiß), Card(20) is T21
// (the Mond) and Card(21) is the Gstieß. Then the four plain suits in the
// order clubs, spades, hearts, diamonds, each with 8 cards from lowest to
// highest (c7 c8 c9 c10 cJ cC cQ cK; h4 h3 h2 h1 hJ hC hQ hK). Within a suit a
// higher number is a higher rank, which keeps trick evaluation a comparison.
type Card uint8

// NumCards is the size of the full pack.
const NumCards = 54

// NoCard marks an empty slot (for example an unplayed place in a trick).
const NoCard Card = 255

// Suit is the group a card belongs to for following suit.
type Suit uint8

// The suits. Trumps is a suit of its own for the follow rules.
const (
	Trumps Suit = iota
	Clubs
	Spades
	Hearts
	Diamonds
)

// Named cards used throughout the rules.
const (
	CardGeiss   Card = 0  // T1, the Geiß
	CardMond    Card = 20 // T21
	CardGstiess Card = 21 // the Gstieß, highest trump
)

var suitLetters = [5]string{"T", "c", "s", "h", "d"}

// SuitNames gives the English name of each suit, for messages.
var SuitNames = [5]string{"trumps", "clubs", "spades", "hearts", "diamonds"}

var blackRanks = [8]string{"7", "8", "9", "10", "J", "C", "Q", "K"}
var redRanks = [8]string{"4", "3", "2", "1", "J", "C", "Q", "K"}

// Suit returns the card's suit.
func (c Card) Suit() Suit {
	if c < 22 {
		return Trumps
	}
	return Suit(1 + (c-22)/8)
}

// Rank is the card's rank within its suit, 0 = lowest (T1 for trumps, 7 or 4
// for plain suits) up to 21 for the Gstieß or 7 for a King.
func (c Card) Rank() int {
	if c < 22 {
		return int(c)
	}
	return int(c-22) % 8
}

// IsTrump reports whether c is one of the 22 trumps.
func (c Card) IsTrump() bool { return c < 22 }

// IsPip reports whether c is a pip card (a Leere: red 1–4, black 10–7).
func (c Card) IsPip() bool { return c >= 22 && c < NumCards && c.Rank() < 4 }

// IsCourt reports whether c is a King, Queen, Cavalier or Jack.
func (c Card) IsCourt() bool { return c >= 22 && c < NumCards && c.Rank() >= 4 }

// Valid reports whether c is a card of the pack.
func (c Card) Valid() bool { return c < NumCards }

// NewCard returns the card of suit s and rank r (as Rank returns it).
func NewCard(s Suit, r int) Card {
	if s == Trumps {
		return Card(r)
	}
	return Card(22 + 8*int(s-1) + r)
}

var cardPoints = func() (p [NumCards]int8) {
	for c := Card(0); c < NumCards; c++ {
		switch {
		case c == CardGeiss || c == CardMond || c == CardGstiess:
			p[c] = 5
		case c.IsCourt():
			p[c] = int8(c.Rank() - 2) // J 2, C 3, Q 4, K 5
		default:
			p[c] = 1
		}
	}
	return p
}()

// Points is the card's value (Augen): 5 for the three honours and Kings, 4
// Queen, 3 Cavalier, 2 Jack, 1 for every other card (RULES §2.4).
func (c Card) Points() int {
	if c >= NumCards {
		return 0
	}
	return int(cardPoints[c])
}

// String returns the card code of RULES §2.3: "T21", "GS", "hK", "s10".
func (c Card) String() string {
	switch {
	case c >= NumCards:
		return fmt.Sprintf("Card(%d)", uint8(c))
	case c == CardGstiess:
		return "GS"
	case c < 22:
		return fmt.Sprintf("T%d", int(c)+1)
	}
	s := c.Suit()
	if s == Clubs || s == Spades {
		return suitLetters[s] + blackRanks[c.Rank()]
	}
	return suitLetters[s] + redRanks[c.Rank()]
}

var cardByCode = func() map[string]Card {
	m := make(map[string]Card, NumCards)
	for c := Card(0); c < NumCards; c++ {
		m[c.String()] = c
	}
	return m
}()

// ParseCard reads a card code of RULES §2.3 ("T21", "GS", "hK", "s10").
func ParseCard(s string) (Card, error) {
	if c, ok := cardByCode[s]; ok {
		return c, nil
	}
	return NoCard, fmt.Errorf("%q is not a card code (examples: T21, GS, hK, s10, d1)", s)
}

// Cards is a set of cards as a bit mask (bit c set = card c in the set). The
// zero value is the empty set.
type Cards uint64

// AllCards is the full 54-card pack.
const AllCards Cards = 1<<NumCards - 1

// TrumpCards is the set of the 22 trumps.
const TrumpCards Cards = 1<<22 - 1

var suitMasks = [5]Cards{
	TrumpCards,
	0xFF << 22,
	0xFF << 30,
	0xFF << 38,
	0xFF << 46,
}

// pipMasks are the four lowest cards of each plain suit.
const PipCards Cards = 0x0F<<22 | 0x0F<<30 | 0x0F<<38 | 0x0F<<46

// SuitCards returns the set of all cards of suit s.
func SuitCards(s Suit) Cards { return suitMasks[s] }

// Of returns the set holding exactly the given cards.
func Of(cs ...Card) Cards {
	var s Cards
	for _, c := range cs {
		s |= c.Bit()
	}
	return s
}

// Bit returns the one-card set {c}.
func (c Card) Bit() Cards { return 1 << c }

// Has reports whether c is in the set.
func (s Cards) Has(c Card) bool { return c < NumCards && s&(1<<c) != 0 }

// Len is the number of cards in the set.
func (s Cards) Len() int { return popcount(uint64(s)) }

// Add returns s with c added.
func (s Cards) Add(c Card) Cards { return s | 1<<c }

// Remove returns s without c.
func (s Cards) Remove(c Card) Cards { return s &^ (1 << c) }

// Of returns the cards of s in suit su.
func (s Cards) Of(su Suit) Cards { return s & suitMasks[su] }

// Lowest returns the lowest-numbered card of a non-empty set (for a single
// suit: its lowest rank), or NoCard.
func (s Cards) Lowest() Card {
	if s == 0 {
		return NoCard
	}
	return Card(trailingZeros(uint64(s)))
}

// Highest returns the highest-numbered card of a non-empty set (within one
// suit: its highest rank), or NoCard.
func (s Cards) Highest() Card {
	if s == 0 {
		return NoCard
	}
	return Card(63 - leadingZeros(uint64(s)))
}

// Slice returns the cards in canonical order (RULES §16.1): trumps high to
// low, then clubs, spades, hearts, diamonds, each high to low.
func (s Cards) Slice() []Card {
	out := make([]Card, 0, s.Len())
	for su := Trumps; su <= Diamonds; su++ {
		m := s & suitMasks[su]
		for m != 0 {
			c := m.Highest()
			out = append(out, c)
			m = m.Remove(c)
		}
	}
	return out
}

// String lists the cards space-separated in canonical order.
func (s Cards) String() string {
	var b strings.Builder
	for i, c := range s.Slice() {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(c.String())
	}
	return b.String()
}

// ParseCards reads space-separated card codes into a set. A repeated card is
// an error, since a set cannot hold it twice.
func ParseCards(s string) (Cards, error) {
	var set Cards
	for _, f := range strings.Fields(s) {
		c, err := ParseCard(f)
		if err != nil {
			return 0, err
		}
		if set.Has(c) {
			return 0, fmt.Errorf("card %s is listed twice", c)
		}
		set = set.Add(c)
	}
	return set, nil
}

// RawPoints is the plain sum of card values.
func RawPoints(pile Cards) int {
	pile &= AllCards
	return pile.Len() + (pile & valueBits[0]).Len() + 2*(pile&valueBits[1]).Len() + 4*(pile&valueBits[2]).Len()
}

// valueBits[i] holds the cards whose value minus one has bit i set, so a
// pile's value sum is its size plus three weighted popcounts.
var valueBits = func() (b [3]Cards) {
	for c := Card(0); c < NumCards; c++ {
		for i := range b {
			if (cardPoints[c]-1)>>i&1 != 0 {
				b[i] |= c.Bit()
			}
		}
	}
	return b
}()
