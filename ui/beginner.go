package ui

import (
	"errors"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/course"
	"github.com/cego-spiel/cego/ui/text"
)

// beginner reports whether beginner mode is on: the setting "Beginner
// hints" (store.Settings.Hints, on for a new player) at a table where a
// person plays. It dims the cards that cannot be chosen, names the rule
// of every refusal and shows the "what now?" line.
func (c *Controller) beginner() bool {
	return c.settings.Hints && !c.opts.WatchMode
}

// A ruleRef names the rule behind a family of the engine's refusals: their
// codes (game.IllegalError.Code), the chapter of the in-app rule book that
// explains it (its file name, see rulebook.go; "" where the rule book has
// none, as for the variants of RULES §11) and the rule's short name.
type ruleRef struct {
	codes   []game.RefusalCode
	chapter string
	name    string
}

// ruleRefs map the engine's refusal codes to the rule they apply. A code
// in none of them (an action that is no action of the game, a card that
// cannot be chosen for no named reason) is named "the rules".
var ruleRefs = []ruleRef{
	{[]game.RefusalCode{game.RefuseNotYourTurn}, "1-pack.md", "turns go round anticlockwise"},
	{[]game.RefusalCode{game.RefuseTrumpLed, game.RefuseFollowSuit, game.RefuseMustTrump}, "4-play.md", "follow suit, else trump"},
	{[]game.RefusalCode{game.RefuseGeissLead, game.RefuseEineLeereLeadSuit, game.RefuseEineLeereLead, game.RefuseShownPipsLead}, "4-play.md", "forced first leads"},
	{[]game.RefusalCode{game.RefuseRaeuberDueNow, game.RefuseRaeuberDueLater}, "", "Geregelter Räuber"},
	{[]game.RefusalCode{game.RefuseKeepNotInHand, game.RefuseHalbeKeepPip, game.RefuseEineLeereKeepPip, game.RefuseGeissKeep,
		game.RefuseZweiLeereSecond, game.RefuseZweiLeereNoPartner, game.RefuseZweiVerschiedeneSecond, game.RefuseZweiVerschiedeneNotPip,
		game.RefuseDiscardShown, game.RefuseDiscardNotInHand}, "3-exchange.md", "preparing the play"},
	{[]game.RefusalCode{game.RefuseTrumpfabwurf}, "", "Trumpfabwurf"},
	{[]game.RefusalCode{game.RefuseUltimoNeedsGeiss, game.RefuseUltiNeedsGeiss, game.RefuseUlti2Needs, game.RefuseUlti3Needs}, "2-auction.md", "Ultimo needs the Geiß"},
	{[]game.RefusalCode{game.RefusePflichtsolo}, "", "Pflichtsolo"},
	{[]game.RefusalCode{game.RefuseCegoOpen, game.RefuseLadderTop, game.RefuseJumpBid, game.RefuseBidNeeds,
		game.RefuseMeinNotHolder, game.RefuseCannotHold, game.RefuseHoldOrPass}, "2-auction.md", "the Cego auction"},
	{[]game.RefusalCode{game.RefuseSpecialAnnounced}, "2-auction.md", "special games"},
	{[]game.RefusalCode{game.RefusePaschaNeeds}, "", "Pascha"},
	{[]game.RefusalCode{game.RefuseDrescherNotPlayed, game.RefuseRaeuberNotPlayed}, "", "Vorhand's option"},
	{[]game.RefusalCode{game.RefuseHosenSelf, game.RefuseHosenSoloBidder, game.RefuseHosenNeverPassed, game.RefuseHosenNoSeat}, "", "Schinden / Hosen rum"},
	{[]game.RefusalCode{game.RefuseSpecialNotPlayed}, "", "the variants played"},
	{[]game.RefusalCode{game.RefuseKeepNotCall, game.RefuseDiscardNotCall, game.RefusePlayNotCall, game.RefusePlayNotBegun,
		game.RefuseCardInAuction, game.RefuseCannotSay, game.RefuseDealOver}, "", "one decision at a time"},
	{[]game.RefusalCode{game.RefuseNotHeld}, "4-play.md", "play of the cards"},
}

// ruleOf names the rule a refusal applies, with the chapter of the rule
// book (Help → Rule book) that explains it, numbered and titled as the
// rule book lists it, and the chapter of the course that teaches it, if
// one does: "Rule book, chapter 4 “Playing the cards”: follow suit, else
// trump · more in Learn, chapter 2" (translated); "Rule: Trumpfabwurf"
// where no chapter does; "" for an error that is not the engine's.
func ruleOf(err error) string {
	var ie *game.IllegalError
	if !errors.As(err, &ie) {
		return ""
	}
	for _, r := range ruleRefs {
		for _, code := range r.codes {
			if ie.Code != code {
				continue
			}
			if n, title, ok := text.RulebookChapter(r.chapter); ok {
				return course.WithRuleChapter(trf("Rule book, chapter %d “%s”: %s", n, title, tr(r.name)), r.name)
			}
			return course.WithRuleChapter(trf("Rule: %s", tr(r.name)), r.name)
		}
	}
	return trf("Rule: %s", tr("the rules"))
}

// refuse shows a refusal of the engine: its sentence, translated, and in
// beginner mode the rule it applies named above it.
func (t *Table) refuse(err error) {
	rule := ""
	t.refused = game.NoCard
	var ie *game.IllegalError
	st := t.seen()
	if st.Beginner {
		rule = ruleOf(err)
		if errors.As(err, &ie) && ie.Action.IsCard() {
			t.refused = ie.Action.Card()
		}
	}
	t.showRuleRefusal(rule, text.RefusalAt(err, st.Names))
}

// refusedCard is the card of the hand whose refusal shows now (NoCard when
// none).
func (t *Table) refusedCard() game.Card {
	if t.refusal == "" || t.refusalRule == "" {
		return game.NoCard
	}
	return t.refused
}
