package game

// A RefusalCode names the kind of a refusal of an action (IllegalError.Code):
// a program shows the refusal in its own language from the code and the
// refusal's Args, and falls back to the English Reason for a code it does
// not know. Each code's comment lists the Args it sets; the refused action
// is always IllegalError.Action.
type RefusalCode string

// RefusalArgs are the values a refusal names. Each code sets only the
// fields its comment lists; the others are zero.
type RefusalArgs struct {
	Card     Card     // a card: the one refused, or the one due
	Cards    Cards    // cards of the hand: those that may be played, the shown pips
	Suit     Suit     // a suit: the one led, or the one asked for
	Seat     Seat     // a seat: whose turn it is, who is challenged
	Contract Contract // a contract: the bid held, the contract played
	Next     Contract // the next rung of the Cego ladder
	N        int      // a number: a trick (1-based), a count of trumps
	Options  []Action // the actions allowed now
}

// The refusals of actions.
const (
	// RefuseDealOver: the deal is over. No args.
	RefuseDealOver RefusalCode = "deal-over"
	// RefuseNotAnAction: the action is not one of the game. No args.
	RefuseNotAnAction RefusalCode = "not-an-action"
	// RefuseNotYourTurn: another seat is to act. Seat: whose turn it is.
	RefuseNotYourTurn RefusalCode = "not-your-turn"
	// RefuseKeepNotCall: a card is to be kept, not a call said. No args.
	RefuseKeepNotCall RefusalCode = "keep-not-call"
	// RefuseDiscardNotCall: a card is to be discarded, not a call said. No args.
	RefuseDiscardNotCall RefusalCode = "discard-not-call"
	// RefusePlayNotCall: a card is to be played, not a call said. No args.
	RefusePlayNotCall RefusalCode = "play-not-call"
	// RefuseUltimoNeedsGeiss: Ultimo without the Geiß in the hand. No args.
	RefuseUltimoNeedsGeiss RefusalCode = "ultimo-needs-geiss"
	// RefusePflichtsolo: the hand is a compulsory Solo and may not pass.
	// N: the number of trumps that makes one.
	RefusePflichtsolo RefusalCode = "pflichtsolo"
	// RefuseCegoOpen: Vorhand must open the Cego auction with the lowest
	// rung. Contract: that rung.
	RefuseCegoOpen RefusalCode = "cego-open"
	// RefuseLadderTop: the bid held is the top of the ladder. Contract: it.
	RefuseLadderTop RefusalCode = "ladder-top"
	// RefuseJumpBid: a bid above the next rung. Contract: the bid held;
	// Next: the next rung.
	RefuseJumpBid RefusalCode = "jump-bid"
	// RefuseBidNeeds: the hand cannot bid this rung. Contract: the rung.
	RefuseBidNeeds RefusalCode = "bid-needs"
	// RefuseMeinNotHolder: mein said by the challenger. Next: the bid he
	// can make.
	RefuseMeinNotHolder RefusalCode = "mein-not-holder"
	// RefuseCannotHold: the holder's hand cannot hold the bid. Contract: it.
	RefuseCannotHold RefusalCode = "cannot-hold"
	// RefuseHoldOrPass: the holder must say mein or pass. Seat: the
	// challenger; Contract: his bid.
	RefuseHoldOrPass RefusalCode = "hold-or-pass"
	// RefuseSpecialNotPlayed: a special game the rules do not offer.
	// Contract: that game.
	RefuseSpecialNotPlayed RefusalCode = "special-not-played"
	// RefusePaschaNeeds: Pascha without the three top trumps. No args.
	RefusePaschaNeeds RefusalCode = "pascha-needs"
	// RefuseSpecialAnnounced: a special game not above the one announced.
	// Contract: the one announced.
	RefuseSpecialAnnounced RefusalCode = "special-announced"
	// RefuseDrescherNotPlayed: Drescher under rules without it. No args.
	RefuseDrescherNotPlayed RefusalCode = "drescher-not-played"
	// RefuseRaeuberNotPlayed: Räuber under rules without it. No args.
	RefuseRaeuberNotPlayed RefusalCode = "raeuber-not-played"
	// RefuseUltiNeedsGeiss: an Ulti announcement without the Geiß. No args.
	RefuseUltiNeedsGeiss RefusalCode = "ulti-needs-geiss"
	// RefuseUlti2Needs: Ulti with the 2 without Geiß and trump 2. No args.
	RefuseUlti2Needs RefusalCode = "ulti2-needs"
	// RefuseUlti3Needs: Ulti with the 3 without Geiß, trump 2 and 3. No args.
	RefuseUlti3Needs RefusalCode = "ulti3-needs"
	// RefuseHosenSelf: "Hosen rum!" called on oneself. No args.
	RefuseHosenSelf RefusalCode = "hosen-self"
	// RefuseHosenSoloBidder: "Hosen rum!" on the Solo bidder. Seat: him.
	RefuseHosenSoloBidder RefusalCode = "hosen-solo-bidder"
	// RefuseHosenNeverPassed: "Hosen rum!" on a seat that never passed a
	// Solo. Seat: that seat.
	RefuseHosenNeverPassed RefusalCode = "hosen-never-passed"
	// RefuseHosenNoSeat: "Hosen rum!" on a seat not at the table. Seat: it.
	RefuseHosenNoSeat RefusalCode = "hosen-no-seat"
	// RefuseCannotSay: a call that is not allowed now. Options: the
	// actions allowed.
	RefuseCannotSay RefusalCode = "cannot-say"
	// RefuseKeepNotInHand: a card kept that is not in the hand (or kept
	// already). Card: it.
	RefuseKeepNotInHand RefusalCode = "keep-not-in-hand"
	// RefuseHalbeKeepPip: in a Halbe the first card kept is not a pip.
	// Card: it.
	RefuseHalbeKeepPip RefusalCode = "halbe-keep-pip"
	// RefuseEineLeereKeepPip: in Eine Leere the card kept is not a pip.
	// Card: it.
	RefuseEineLeereKeepPip RefusalCode = "eine-leere-keep-pip"
	// RefuseGeissKeep: in a Geiß game only the Geiß is kept. No args.
	RefuseGeissKeep RefusalCode = "geiss-keep"
	// RefuseZweiLeereSecond: Zwei Leere's second pip is of another suit.
	// Suit: the suit it must have.
	RefuseZweiLeereSecond RefusalCode = "zwei-leere-second"
	// RefuseZweiLeereNoPartner: Zwei Leere's first pip has no partner of its
	// suit. Card: it.
	RefuseZweiLeereNoPartner RefusalCode = "zwei-leere-no-partner"
	// RefuseZweiVerschiedeneSecond: Zwei Verschiedene's second pip is of
	// the first one's suit. Card: the first pip.
	RefuseZweiVerschiedeneSecond RefusalCode = "zwei-verschiedene-second"
	// RefuseZweiVerschiedeneNotPip: Zwei Verschiedene's first card is not
	// a pip with a partner of another suit. Card: it.
	RefuseZweiVerschiedeneNotPip RefusalCode = "zwei-verschiedene-not-pip"
	// RefuseTrumpfabwurf: with Trumpfabwurf the trump taken from the blind
	// must be discarded. Contract: the contract; Cards: that trump (the
	// lowest in Zwei Leere, else the highest).
	RefuseTrumpfabwurf RefusalCode = "trumpfabwurf"
	// RefuseDiscardShown: a shown pip may not be discarded. Card: it.
	RefuseDiscardShown RefusalCode = "discard-shown"
	// RefuseDiscardNotInHand: a card discarded that is not in the hand.
	// Card: it.
	RefuseDiscardNotInHand RefusalCode = "discard-not-in-hand"
	// RefuseNotHeld: a card played that is not in the hand. Card: it.
	RefuseNotHeld RefusalCode = "not-held"
	// RefuseRaeuberDueNow: in a Geregelter Räuber a due trump must be played
	// to this trick. Card: the trump; N: the trick.
	RefuseRaeuberDueNow RefusalCode = "raeuber-due-now"
	// RefuseRaeuberDueLater: in a Geregelter Räuber the trump is due to a
	// later trick. Card: the trump; N: its trick.
	RefuseRaeuberDueLater RefusalCode = "raeuber-due-later"
	// RefuseGeissLead: in a Geiß game the Geiß leads the first trick. No args.
	RefuseGeissLead RefusalCode = "geiss-lead"
	// RefuseEineLeereLeadSuit: in Eine Leere (PARLETT_LEERE) the first lead
	// is the shown pip or its suit. Cards: the cards allowed.
	RefuseEineLeereLeadSuit RefusalCode = "eine-leere-lead-suit"
	// RefuseEineLeereLead: in Eine Leere the shown pip leads the first
	// trick. Cards: the pip.
	RefuseEineLeereLead RefusalCode = "eine-leere-lead"
	// RefuseShownPipsLead: the shown pips lead the first two tricks.
	// Contract: the contract; Cards: the cards allowed.
	RefuseShownPipsLead RefusalCode = "shown-pips-lead"
	// RefuseTrumpLed: trump was led and the hand holds trumps. Cards: them.
	RefuseTrumpLed RefusalCode = "trump-led"
	// RefuseFollowSuit: the suit led is in the hand. Suit: the suit led;
	// Cards: the hand's cards of it.
	RefuseFollowSuit RefusalCode = "follow-suit"
	// RefuseMustTrump: the hand is void in the suit led and holds trumps.
	// Suit: the suit led.
	RefuseMustTrump RefusalCode = "must-trump"
	// RefusePlayNotBegun: a card before the play has begun. Options: the
	// actions allowed.
	RefusePlayNotBegun RefusalCode = "play-not-begun"
	// RefuseCardInAuction: a card during the auction. Options: the actions
	// allowed.
	RefuseCardInAuction RefusalCode = "card-in-auction"
	// RefuseCardNotNow: a card that cannot be chosen now, for no reason
	// above. Card: it.
	RefuseCardNotNow RefusalCode = "card-not-now"
)

// RefusalCodes are all codes an IllegalError can carry, in the order above.
func RefusalCodes() []RefusalCode {
	return []RefusalCode{
		RefuseDealOver, RefuseNotAnAction, RefuseNotYourTurn,
		RefuseKeepNotCall, RefuseDiscardNotCall, RefusePlayNotCall,
		RefuseUltimoNeedsGeiss, RefusePflichtsolo, RefuseCegoOpen,
		RefuseLadderTop, RefuseJumpBid, RefuseBidNeeds, RefuseMeinNotHolder,
		RefuseCannotHold, RefuseHoldOrPass, RefuseSpecialNotPlayed,
		RefusePaschaNeeds, RefuseSpecialAnnounced, RefuseDrescherNotPlayed,
		RefuseRaeuberNotPlayed, RefuseUltiNeedsGeiss, RefuseUlti2Needs,
		RefuseUlti3Needs, RefuseHosenSelf, RefuseHosenSoloBidder,
		RefuseHosenNeverPassed, RefuseHosenNoSeat, RefuseCannotSay,
		RefuseKeepNotInHand, RefuseHalbeKeepPip, RefuseEineLeereKeepPip,
		RefuseGeissKeep, RefuseZweiLeereSecond, RefuseZweiLeereNoPartner,
		RefuseZweiVerschiedeneSecond, RefuseZweiVerschiedeneNotPip,
		RefuseTrumpfabwurf, RefuseDiscardShown, RefuseDiscardNotInHand,
		RefuseNotHeld, RefuseRaeuberDueNow, RefuseRaeuberDueLater,
		RefuseGeissLead, RefuseEineLeereLeadSuit, RefuseEineLeereLead,
		RefuseShownPipsLead, RefuseTrumpLed, RefuseFollowSuit,
		RefuseMustTrump, RefusePlayNotBegun, RefuseCardInAuction,
		RefuseCardNotNow,
	}
}
