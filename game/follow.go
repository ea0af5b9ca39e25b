package game

// FollowReason says which part of the rule of following (RULES §8.2)
// decides what a hand may play to a trick.
type FollowReason uint8

// The parts of the rule of following.
const (
	// FollowAny: nothing is led yet, or the hand holds neither the suit
	// led nor a trump: any card.
	FollowAny FollowReason = iota
	// FollowLed: the hand holds the suit led and must play it (for a
	// trump lead: a trump).
	FollowLed
	// FollowTrump: the hand is void in the plain suit led and must trump.
	FollowTrump
)

// Following returns the cards of hand that may be played to a trick whose
// first card is led (NoCard: nothing led yet) — the cards of its suit,
// else the trumps, else any card (RULES §8.2) — and which part of the rule
// decided. This is the one place of the rule: the engine's legal moves and
// refusals, the open-card solver and the table's explanations all ask it.
// It allocates nothing and is inlined.
func Following(hand Cards, led Card) (Cards, FollowReason) {
	if led == NoCard {
		return hand, FollowAny
	}
	if f := hand & suitsOf[led]; f != 0 {
		return f, FollowLed
	}
	if t := hand & TrumpCards; t != 0 {
		return t, FollowTrump
	}
	return hand, FollowAny
}

// FollowCards returns the cards of hand that may be played to a trick
// whose first card is led (NoCard: nothing led yet): Following without the
// reason.
func FollowCards(hand Cards, led Card) Cards {
	f, _ := Following(hand, led)
	return f
}
