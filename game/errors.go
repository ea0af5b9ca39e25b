package game

import (
	"errors"
	"fmt"
	"strings"
)

// ErrIllegal is wrapped by every refusal of an action. The wrapping error's
// text is one sentence a person can read, naming the rule.
var ErrIllegal = errors.New("illegal action")

// IllegalError is the refusal of an action, with the reason: Reason is
// the English sentence; Code and Args say the same for a program that
// words it otherwise (see RefusalCode).
type IllegalError struct {
	Action Action
	Reason string
	Code   RefusalCode
	Args   RefusalArgs
}

// Error returns the reason: one sentence naming the rule.
func (e *IllegalError) Error() string { return e.Reason }

// Unwrap makes errors.Is(err, ErrIllegal) true.
func (e *IllegalError) Unwrap() error { return ErrIllegal }

// illegal refuses a with the code, its args and the English sentence.
func illegal(a Action, code RefusalCode, args RefusalArgs, format string, fargs ...any) error {
	return &IllegalError{Action: a, Reason: fmt.Sprintf(format, fargs...), Code: code, Args: args}
}

// notYourTurn refuses a because seat turn is to act.
func notYourTurn(a Action, turn Seat) error {
	return illegal(a, RefuseNotYourTurn, RefusalArgs{Seat: turn}, "It is not your turn: %s is to act.", seatName(turn))
}

func seatName(p Seat) string {
	if p < 0 {
		return "nobody"
	}
	return fmt.Sprintf("seat %d", p)
}

// refusal explains why a is not legal now. It is only called for illegal
// actions and may be slow.
func (s *State) refusal(a Action) error {
	if s.phase == Done {
		return illegal(a, RefuseDealOver, RefusalArgs{}, "The deal is over: no more actions.")
	}
	if a >= numActions {
		return illegal(a, RefuseNotAnAction, RefusalArgs{}, "That is not an action of the game.")
	}
	h := s.hands[s.turn]
	if a.IsCard() {
		return s.cardRefusal(a, Card(a), h)
	}
	options := s.legalNames()
	switch s.step {
	case stepKeep, stepDiscard, stepPlay:
		what := map[step]string{stepKeep: "keep", stepDiscard: "discard", stepPlay: "play"}[s.step]
		code := map[step]RefusalCode{stepKeep: RefuseKeepNotCall, stepDiscard: RefuseDiscardNotCall, stepPlay: RefusePlayNotCall}[s.step]
		return illegal(a, code, RefusalArgs{}, "Now you must %s a card, not say %q.", what, a)
	case stepUltimo:
		if a == CallUltimo {
			return illegal(a, RefuseUltimoNeedsGeiss, RefusalArgs{}, "Ultimo needs the Geiß (T1) in your hand.")
		}
	case stepSolo:
		if a == Pass && s.pflicht&(1<<s.turn) != 0 {
			return illegal(a, RefusePflichtsolo, RefusalArgs{N: pick(s.n == 3, 9, 8)}, "Your hand is a compulsory Solo (Pflichtsolo: %d trumps or more, or one less with two above 16 and at most two plain suits): you must say solo.", pick(s.n == 3, 9, 8))
		}
	case stepCegoOpen:
		return illegal(a, RefuseCegoOpen, RefusalArgs{Contract: s.lowestRung()}, "Vorhand must open the Cego auction with %q.", s.lowestRung().Info().Token)
	case stepChallenger:
		next := s.nextRung(s.level)
		if c := ContractOfCall(a); c.IsLadder() {
			if next == NoContract {
				return illegal(a, RefuseLadderTop, RefusalArgs{Contract: s.level}, "%s is the top of the ladder: you can only pass.", s.level)
			}
			if c != next {
				return illegal(a, RefuseJumpBid, RefusalArgs{Contract: s.level, Next: next}, "No jump bids: the next bid above %s is %s.", s.level, next)
			}
			return illegal(a, RefuseBidNeeds, RefusalArgs{Contract: c}, "%s", needs(c))
		}
		if a == Mein {
			return illegal(a, RefuseMeinNotHolder, RefusalArgs{Next: next}, "Only the player holding the bid can say mein; you can bid %s or pass.", next)
		}
	case stepHolder:
		if a == Mein {
			return illegal(a, RefuseCannotHold, RefusalArgs{Contract: s.level}, "You cannot hold %s: %s", s.level, lowerFirst(needs(s.level)))
		}
		return illegal(a, RefuseHoldOrPass, RefusalArgs{Seat: s.challenger, Contract: s.level}, "%s bid %s against you: say mein to hold it, or pass.", seatName(s.challenger), s.level)
	case stepSpecial:
		if c := ContractOfCall(a); c.IsSpecial() && c != Ultimo {
			switch {
			case !s.rules.offers(c):
				return illegal(a, RefuseSpecialNotPlayed, RefusalArgs{Contract: c}, "%s is not played under these rules.", c)
			case c == Pascha && h&paschaCards != paschaCards:
				return illegal(a, RefusePaschaNeeds, RefusalArgs{}, "Pascha needs the Gstieß, the Mond (T21) and trump 20 in your hand.")
			case s.special != NoContract:
				return illegal(a, RefuseSpecialAnnounced, RefusalArgs{Contract: s.special}, "%s was announced already; only a higher special game can follow.", s.special)
			}
		}
	case stepOption:
		if a == CallDrescher {
			return illegal(a, RefuseDrescherNotPlayed, RefusalArgs{}, "Drescher is not played under these rules (option DRESCHER).")
		}
		if a == CallRaeuber {
			return illegal(a, RefuseRaeuberNotPlayed, RefusalArgs{}, "Räuber is not played under these rules.")
		}
	case stepSoloExtra:
		switch a {
		case CallUlti, CallUltiDurch:
			return illegal(a, RefuseUltiNeedsGeiss, RefusalArgs{}, "An Ulti announcement needs the Geiß (T1) in your hand.")
		case CallUlti2:
			return illegal(a, RefuseUlti2Needs, RefusalArgs{}, "Ulti with the 2 needs the Geiß (T1) and trump 2 in your hand.")
		case CallUlti3:
			return illegal(a, RefuseUlti3Needs, RefusalArgs{}, "Ulti with the 3 needs the Geiß (T1), trump 2 and trump 3 in your hand.")
		}
	case stepChallenge:
		if q, ok := a.ChallengedSeat(); ok {
			if q == s.turn {
				return illegal(a, RefuseHosenSelf, RefusalArgs{}, "You cannot call \"Hosen rum!\" on yourself.")
			}
			if q == s.soloBidder {
				return illegal(a, RefuseHosenSoloBidder, RefusalArgs{Seat: q}, "%s bid Solo and cannot have withheld one.", seatName(q))
			}
			if int(q) < int(s.n) && s.soloPassed&(1<<q) == 0 {
				return illegal(a, RefuseHosenNeverPassed, RefusalArgs{Seat: q}, "%s never passed in the Solo round, so he cannot have withheld a Solo.", seatName(q))
			}
			return illegal(a, RefuseHosenNoSeat, RefusalArgs{Seat: q}, "There is no %s at this table.", seatName(q))
		}
	}
	return illegal(a, RefuseCannotSay, RefusalArgs{Options: s.Legal()}, "You cannot say %q now; you may say %s.", a, options)
}

// needs explains what a ladder contract requires of the hand.
func needs(c Contract) string {
	switch c {
	case EineLeere:
		return "Eine Leere needs a pip card (a Leere) in your hand."
	case ZweiLeere:
		return "Zwei Leere needs two pip cards of one suit."
	case ZweiVerschiedene:
		return "Zwei Verschiedene needs pip cards of two different suits."
	case Geiss:
		return "A Geiß game needs the Geiß (T1) in your hand."
	}
	return fmt.Sprintf("%s cannot be bid now.", c)
}

func lowerFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}

func (s *State) legalNames() string {
	var names []string
	for _, a := range s.Legal() {
		names = append(names, fmt.Sprintf("%q", a.String()))
	}
	switch len(names) {
	case 0:
		return "nothing"
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

func (s *State) cardRefusal(a Action, c Card, h Cards) error {
	switch s.step {
	case stepKeep:
		if !h.Has(c) || s.kept.Has(c) {
			return illegal(a, RefuseKeepNotInHand, RefusalArgs{Card: c}, "You can only keep a card from your hand; %s is not there.", c)
		}
		switch s.contract {
		case Halbe:
			return illegal(a, RefuseHalbeKeepPip, RefusalArgs{Card: c}, "In a Halbe the first card you keep is the pip you show face up; %s is not a pip.", c)
		case EineLeere:
			return illegal(a, RefuseEineLeereKeepPip, RefusalArgs{Card: c}, "In Eine Leere you keep one pip card (a Leere); %s is not a pip.", c)
		case Geiss:
			return illegal(a, RefuseGeissKeep, RefusalArgs{}, "In a Geiß game you keep only the Geiß (T1).")
		case ZweiLeere:
			if s.kept != 0 {
				return illegal(a, RefuseZweiLeereSecond, RefusalArgs{Suit: s.kept.Lowest().Suit()}, "Zwei Leere needs two pip cards of one suit: your second must be a %s pip.", suitSingular(s.kept.Lowest().Suit()))
			}
			return illegal(a, RefuseZweiLeereNoPartner, RefusalArgs{Card: c}, "Zwei Leere needs two pip cards of one suit; %s has no partner pip of its suit in your hand.", c)
		case ZweiVerschiedene:
			if s.kept != 0 {
				return illegal(a, RefuseZweiVerschiedeneSecond, RefusalArgs{Card: s.kept.Lowest()}, "Zwei Verschiedene needs two pip cards of different suits: your second must be a pip of another suit than %s.", s.kept.Lowest())
			}
			return illegal(a, RefuseZweiVerschiedeneNotPip, RefusalArgs{Card: c}, "Zwei Verschiedene needs two pip cards of different suits; %s is not such a pip.", c)
		}
	case stepDiscard:
		if s.shown != 0 && h.Has(c) {
			return illegal(a, RefuseTrumpfabwurf, RefusalArgs{Contract: s.contract, Cards: s.shown}, "In %s with Trumpfabwurf you must discard %s, the %s trump you took from the blind.", s.contract, s.shown, pick2(s.contract == ZweiLeere, "lowest", "highest"))
		}
		if s.exposed.Has(c) {
			return illegal(a, RefuseDiscardShown, RefusalArgs{Card: c}, "You may not discard a shown pip: %s must be led.", c)
		}
		return illegal(a, RefuseDiscardNotInHand, RefusalArgs{Card: c}, "You can only discard a card from your hand; %s is not there.", c)
	case stepPlay:
		if !h.Has(c) {
			return illegal(a, RefuseNotHeld, RefusalArgs{Card: c}, "You do not hold %s.", c)
		}
		t := s.tricks[s.ntricks-1]
		if s.rForced != 0 && s.ntricks <= 3 {
			if due := s.dueTrump(int(s.ntricks)); h.Has(due) {
				return illegal(a, RefuseRaeuberDueNow, RefusalArgs{Card: due, N: int(s.ntricks)}, "In a Geregelter Räuber %s must be played to trick %d: play it now.", due, s.ntricks)
			}
			if s.rForced.Has(c) {
				for k := int(s.ntricks) + 1; k <= 3; k++ {
					if s.dueTrump(k) == c {
						return illegal(a, RefuseRaeuberDueLater, RefusalArgs{Card: c, N: k}, "In a Geregelter Räuber %s is due to trick %d: keep it until then.", c, k)
					}
				}
			}
		}
		if t.N == 0 {
			forced := s.forcedLead()
			switch s.contract {
			case Geiss:
				return illegal(a, RefuseGeissLead, RefusalArgs{}, "In a Geiß game you must lead the Geiß (T1) to the first trick.")
			case EineLeere:
				if s.rules.ParlettLeere {
					return illegal(a, RefuseEineLeereLeadSuit, RefusalArgs{Cards: forced}, "In Eine Leere you must lead your shown pip or another card of its suit: play one of %s.", forced)
				}
				return illegal(a, RefuseEineLeereLead, RefusalArgs{Cards: forced}, "In Eine Leere you must lead your shown pip %s to the first trick.", forced)
			default:
				return illegal(a, RefuseShownPipsLead, RefusalArgs{Contract: s.contract, Cards: forced}, "In %s you must lead your shown pips to the first two tricks: play %s.", s.contract, forced)
			}
		}
		led := t.Cards[0].Suit()
		if f, why := Following(h, t.Cards[0]); why == FollowLed {
			if led == Trumps {
				return illegal(a, RefuseTrumpLed, RefusalArgs{Cards: f}, "Trump was led, so you must play a trump: you hold %s.", f)
			}
			return illegal(a, RefuseFollowSuit, RefusalArgs{Suit: led, Cards: f}, "You must follow suit: %s were led and you hold %s.", SuitNames[led], f)
		}
		return illegal(a, RefuseMustTrump, RefusalArgs{Suit: led}, "You have no %s, so you must play a trump.", SuitNames[led])
	case stepOpen, stepSoloExtra, stepChallenge:
		return illegal(a, RefusePlayNotBegun, RefusalArgs{Options: s.Legal()}, "The play has not begun: you may say %s.", s.legalNames())
	default:
		return illegal(a, RefuseCardInAuction, RefusalArgs{Options: s.Legal()}, "It is the auction, not the time to play a card; you may say %s.", s.legalNames())
	}
	return illegal(a, RefuseCardNotNow, RefusalArgs{Card: c}, "%s cannot be chosen now.", c)
}

func pick2(cond bool, a, b string) string {
	if cond {
		return a
	}
	return b
}

func suitSingular(su Suit) string {
	return [5]string{"trump", "club", "spade", "heart", "diamond"}[su]
}
