package text

import (
	"errors"
	"strings"

	"github.com/cego-spiel/cego/game"
)

// Refusal is the engine's reason for refusing an action, in the UI's
// language, with the seats named by number (see RefusalAt).
func Refusal(err error) string { return RefusalAt(err, [4]string{}) }

// RefusalAt is the engine's reason for refusing an action, in the UI's
// language: worded from the refusal's code and arguments, the cards named
// as the table names them and the seats by names (an empty name: "seat 2").
// An error that is not a refusal, or a code this UI does not know, shows the
// engine's English sentence (translated if it is a key of the tables).
func RefusalAt(err error, names [4]string) string {
	var ie *game.IllegalError
	if !errors.As(err, &ie) {
		return Tr(err.Error())
	}
	if s, ok := refusalWords(ie, names); ok {
		return s
	}
	return Tr(ie.Reason)
}

// refusalWords words a refusal from its code and arguments; false for a
// code it does not know.
func refusalWords(ie *game.IllegalError, names [4]string) (string, bool) {
	a := ie.Args
	seat := func(p game.Seat) string { return SeatWord(p, names) }
	contract := func(c game.Contract) string { return c.Info().German }
	switch ie.Code {
	case game.RefuseDealOver:
		return Tr("The deal is over: no more actions."), true
	case game.RefuseNotAnAction:
		return Tr("That is not an action of the game."), true
	case game.RefuseNotYourTurn:
		return Trf("It is not your turn: %s is to act.", seat(a.Seat)), true
	case game.RefuseKeepNotCall:
		return Trf("Now you must keep a card, not say “%s”.", callWord(ie.Action, names)), true
	case game.RefuseDiscardNotCall:
		return Trf("Now you must discard a card, not say “%s”.", callWord(ie.Action, names)), true
	case game.RefusePlayNotCall:
		return Trf("Now you must play a card, not say “%s”.", callWord(ie.Action, names)), true
	case game.RefuseUltimoNeedsGeiss:
		return Tr("Ultimo needs the Geiß in your hand."), true
	case game.RefusePflichtsolo:
		return Trf("Your hand is a compulsory Solo (Pflichtsolo: %d trumps or more, or one less with two above 16 and at most two plain suits): you must say Solo.", a.N), true
	case game.RefuseCegoOpen:
		return Trf("Vorhand must open the Cego auction with %s.", contract(a.Contract)), true
	case game.RefuseLadderTop:
		return Trf("%s is the top of the ladder: you can only say fort.", contract(a.Contract)), true
	case game.RefuseJumpBid:
		return Trf("No jump bids: the next bid above %s is %s.", contract(a.Contract), contract(a.Next)), true
	case game.RefuseBidNeeds:
		return bidNeeds(a.Contract), true
	case game.RefuseMeinNotHolder:
		return Trf("Only the player holding the bid can say mein; you can bid %s or say fort.", contract(a.Next)), true
	case game.RefuseCannotHold:
		return Trf("You cannot hold %s: %s", contract(a.Contract), bidNeeds(a.Contract)), true
	case game.RefuseHoldOrPass:
		return Trf("%s bid %s against you: say mein to hold it, or fort.", seat(a.Seat), contract(a.Contract)), true
	case game.RefuseSpecialNotPlayed:
		return Trf("%s is not played under these rules.", contract(a.Contract)), true
	case game.RefusePaschaNeeds:
		return Tr("Pascha needs the Gstieß, the Mond and trump 20 in your hand."), true
	case game.RefuseSpecialAnnounced:
		return Trf("%s was announced already; only a higher special game can follow.", contract(a.Contract)), true
	case game.RefuseDrescherNotPlayed:
		return Trf("%s is not played under these rules.", contract(game.Drescher)), true
	case game.RefuseRaeuberNotPlayed:
		return Trf("%s is not played under these rules.", contract(game.Raeuber)), true
	case game.RefuseUltiNeedsGeiss:
		return Tr("An Ulti announcement needs the Geiß in your hand."), true
	case game.RefuseUlti2Needs:
		return Tr("Ulti with the 2 needs the Geiß and trump 2 in your hand."), true
	case game.RefuseUlti3Needs:
		return Tr("Ulti with the 3 needs the Geiß, trump 2 and trump 3 in your hand."), true
	case game.RefuseHosenSelf:
		return Tr("You cannot call “Hosen rum!” on yourself."), true
	case game.RefuseHosenSoloBidder:
		return Trf("%s bid Solo and cannot have withheld one.", seat(a.Seat)), true
	case game.RefuseHosenNeverPassed:
		return Trf("%s never said fort in the Solo round, so he cannot have withheld a Solo.", seat(a.Seat)), true
	case game.RefuseHosenNoSeat:
		return Trf("There is no seat %d at this table.", int(a.Seat)+1), true
	case game.RefuseCannotSay:
		return Trf("You cannot say “%s” now; you may say %s.", callWord(ie.Action, names), optionsWord(a.Options, names)), true
	case game.RefuseKeepNotInHand:
		return Trf("You can only keep a card from your hand; %s is not there.", CardName(a.Card)), true
	case game.RefuseHalbeKeepPip:
		return Trf("In a Halbe the first card you keep is the pip you show face up; %s is not a pip.", CardName(a.Card)), true
	case game.RefuseEineLeereKeepPip:
		return Trf("In Eine Leere you keep one pip card (a Leere); %s is not a pip.", CardName(a.Card)), true
	case game.RefuseGeissKeep:
		return Tr("In a Geiß game you keep only the Geiß."), true
	case game.RefuseZweiLeereSecond:
		return Trf("Zwei Leere needs two pip cards of one suit: your second must be a pip of %s.", SuitWord(a.Suit)), true
	case game.RefuseZweiLeereNoPartner:
		return Trf("Zwei Leere needs two pip cards of one suit; %s has no partner pip of its suit in your hand.", CardName(a.Card)), true
	case game.RefuseZweiVerschiedeneSecond:
		return Trf("Zwei Verschiedene needs two pip cards of different suits: your second must be a pip of another suit than %s.", CardName(a.Card)), true
	case game.RefuseZweiVerschiedeneNotPip:
		return Trf("Zwei Verschiedene needs two pip cards of different suits; %s is not such a pip.", CardName(a.Card)), true
	case game.RefuseTrumpfabwurf:
		if a.Contract == game.ZweiLeere {
			return Trf("In %s with Trumpfabwurf you must discard %s, the lowest trump you took from the blind.", contract(a.Contract), CardsAnd(a.Cards)), true
		}
		return Trf("In %s with Trumpfabwurf you must discard %s, the highest trump you took from the blind.", contract(a.Contract), CardsAnd(a.Cards)), true
	case game.RefuseDiscardShown:
		return Trf("You may not discard a shown pip: %s must be led.", CardName(a.Card)), true
	case game.RefuseDiscardNotInHand:
		return Trf("You can only discard a card from your hand; %s is not there.", CardName(a.Card)), true
	case game.RefuseNotHeld:
		return Trf("You do not hold %s.", CardName(a.Card)), true
	case game.RefuseRaeuberDueNow:
		return Trf("In a Geregelter Räuber %s must be played to trick %d: play it now.", CardName(a.Card), a.N), true
	case game.RefuseRaeuberDueLater:
		return Trf("In a Geregelter Räuber %s is due to trick %d: keep it until then.", CardName(a.Card), a.N), true
	case game.RefuseGeissLead:
		return Tr("In a Geiß game you must lead the Geiß to the first trick."), true
	case game.RefuseEineLeereLeadSuit:
		return Trf("In Eine Leere you must lead your shown pip or another card of its suit: play %s.", CardsOr(a.Cards)), true
	case game.RefuseEineLeereLead:
		return Trf("In Eine Leere you must lead your shown pip %s to the first trick.", CardsAnd(a.Cards)), true
	case game.RefuseShownPipsLead:
		return Trf("In %s you must lead your shown pips to the first two tricks: play %s.", contract(a.Contract), CardsOr(a.Cards)), true
	case game.RefuseTrumpLed:
		return Trf("Trump was led, so you must play a trump: you hold %s.", CardsAnd(a.Cards)), true
	case game.RefuseFollowSuit:
		return Trf("You must follow suit: %s were led and you hold %s.", SuitWord(a.Suit), CardsAnd(a.Cards)), true
	case game.RefuseMustTrump:
		return Trf("You hold no %s, so you must play a trump.", SuitWord(a.Suit)), true
	case game.RefusePlayNotBegun:
		return Trf("The play has not begun: you may say %s.", optionsWord(a.Options, names)), true
	case game.RefuseCardInAuction:
		return Trf("It is the auction, not the time to play a card; you may say %s.", optionsWord(a.Options, names)), true
	case game.RefuseCardNotNow:
		return Trf("%s cannot be chosen now.", CardName(a.Card)), true
	}
	return "", false
}

// bidNeeds says what a rung of the Cego ladder needs in the hand.
func bidNeeds(c game.Contract) string {
	switch c {
	case game.EineLeere:
		return Tr("Eine Leere needs a pip card (a Leere) in your hand.")
	case game.ZweiLeere:
		return Tr("Zwei Leere needs two pip cards of one suit.")
	case game.ZweiVerschiedene:
		return Tr("Zwei Verschiedene needs pip cards of two different suits.")
	case game.Geiss:
		return Tr("A Geiß game needs the Geiß in your hand.")
	}
	return Trf("%s cannot be bid now.", c.Info().German)
}

// SeatWord names seat p by its name at the table, else by its number
// counted from 1.
func SeatWord(p game.Seat, names [4]string) string {
	if p < 0 || int(p) >= len(names) {
		return Tr("nobody")
	}
	if names[p] != "" {
		return names[p]
	}
	return Trf("seat %d", int(p)+1)
}

// callWord names an action the way the auction bar does, a card the way
// the table does; "Hosen rum!" names the seat challenged.
func callWord(a game.Action, names [4]string) string {
	if p, ok := a.ChallengedSeat(); ok {
		return "Hosen rum! (" + SeatWord(p, names) + ")"
	}
	return ActionName(a)
}

// optionsWord lists the actions allowed: "fort or mein".
func optionsWord(as []game.Action, names [4]string) string {
	words := make([]string, len(as))
	for i, a := range as {
		words[i] = callWord(a, names)
	}
	return OrList(words)
}

// CardsAnd lists cards by name: "1 of hearts, King of hearts".
func CardsAnd(cs game.Cards) string {
	var words []string
	for _, c := range cs.Slice() {
		words = append(words, CardName(c))
	}
	return strings.Join(words, ", ")
}

// CardsOr lists cards as a choice: "1 of hearts or 7 of clubs".
func CardsOr(cs game.Cards) string {
	var words []string
	for _, c := range cs.Slice() {
		words = append(words, CardName(c))
	}
	return OrList(words)
}

// OrList joins words as a choice: "a, b or c".
func OrList(words []string) string {
	switch len(words) {
	case 0:
		return Tr("nothing")
	case 1:
		return words[0]
	}
	return Trf("%s or %s", strings.Join(words[:len(words)-1], ", "), words[len(words)-1])
}
