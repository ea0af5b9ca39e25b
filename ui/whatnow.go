package ui

import (
	"github.com/cego-spiel/cego/game"
)

// whatNow is the beginner's "what now?" line: the decision the table waits
// for, in words ("Vorhand must open the Cego auction", "Follow suit: hearts
// were led", "Anna is thinking"). It says what, not how: the prompt under
// it tells how to do it.
func (c *Controller) whatNow(v *game.View) string {
	if c.match == nil || v.Phase() == game.Done || c.fresh != nil {
		return "" // (behind the offer to continue nobody moves)
	}
	if c.holding {
		if tr0, ok := c.shownTrick(); ok && tr0.Complete() {
			if c.isMe(tr0.Winner()) {
				return tr("You take the trick")
			}
			return trf("%s takes the trick", c.names[tr0.Winner()])
		}
	}
	turn := v.Turn()
	if !v.MyTurn() || !c.isHuman(c.me()) {
		if c.thinkingSeat() != game.NoSeat {
			turn = c.thinkingSeat()
		}
		return whatOthers(v, turn, c.names[turn])
	}
	switch v.Phase() {
	case game.Bidding:
		return whatCall(v, c.names)
	case game.Exchanging:
		return whatExchange(v)
	}
	return whatPlay(v)
}

// whatOthers is the line while another seat decides.
func whatOthers(v *game.View, s game.Seat, name string) string {
	if v.Phase() == game.Exchanging && s == v.Declarer() {
		return trf("%s is declarer and exchanges with the blind", name)
	}
	return trf("%s is thinking", name)
}

// callIn reports whether call x is among the legal actions.
func callIn(legal []game.Action, x game.Action) bool {
	for _, l := range legal {
		if l == x {
			return true
		}
	}
	return false
}

// whatCall is the line at the human's call.
func whatCall(v *game.View, names [4]string) string {
	legal := v.Legal()
	switch {
	case callIn(legal, game.CallUltimo):
		return tr("Ultimo round: announce Ultimo (the Geiß takes the last trick), or fort")
	case callIn(legal, game.CallSolo):
		return tr("Solo round: play your own hand as a Solo, or fort")
	case callIn(legal, game.CallGegensolo):
		return tr("A Solo was bid: take it on with a Gegensolo, or fort")
	case callIn(legal, game.CallPiccolo) || callIn(legal, game.CallBettel):
		return tr("Special games: Piccolo (one trick), Bettel (no trick), or fort")
	case callIn(legal, game.CallRaeuber):
		return tr("Everybody passed: Vorhand chooses Cego or Räuber")
	case len(legal) == 1 && game.ContractOfCall(legal[0]).IsLadder():
		return tr("Vorhand must open the Cego auction")
	case callIn(legal, game.Mein):
		calls := v.Calls()
		if n := len(calls); n > 0 {
			last := calls[n-1]
			if c := game.ContractOfCall(last.Action); c != game.NoContract {
				return trf("%s bid %s against you: say mein to hold it, or fort", names[last.Seat], c.Info().German)
			}
		}
		return tr("You were overbid: say mein to hold your bid, or fort")
	}
	for _, l := range legal {
		if c := game.ContractOfCall(l); c.IsLadder() {
			return trf("Cego auction: bid %s, or fort (a pass is final)", c.Info().German)
		}
	}
	return tr("Your call")
}

// whatExchange is the line when the human declarer exchanges.
func whatExchange(v *game.View) string {
	in := v.Contract().Info()
	if v.Legage().Len() > 0 || v.Kept().Len() >= in.Keep {
		if in.Discard == 1 {
			return tr("The blind is in your hand: lay one card away into your Legage")
		}
		return trf("The blind is in your hand: lay %d cards away into your Legage", in.Discard)
	}
	left := in.Keep - v.Kept().Len()
	switch {
	case v.Kept().Len() > 0 && left == 1:
		return tr("Keep one more card; then the blind comes to you")
	case v.Contract() == game.Geiss:
		return tr("You are declarer: keep the Geiß, the blind comes to you")
	case v.Contract() == game.EineLeere:
		return tr("You are declarer: keep one pip card (it is shown), the blind comes to you")
	case v.Contract() == game.ZweiLeere:
		return tr("You are declarer: keep two pips of one suit (they are shown), the blind comes to you")
	case v.Contract() == game.ZweiVerschiedene:
		return tr("You are declarer: keep two pips of different suits (they are shown), the blind comes to you")
	case left == 1:
		return tr("You are declarer: keep one card, the blind comes to you")
	case left == 2:
		return tr("You are declarer: keep two cards, the blind comes to you")
	}
	return trf("You are declarer: keep %d cards, the blind comes to you", left)
}

// suitWord names a suit for people ("hearts"; in German "Herz").
func suitWord(s game.Suit) string {
	switch s {
	case game.Trumps:
		return tr("trumps")
	case game.Clubs:
		return tr("clubs")
	case game.Spades:
		return tr("spades")
	case game.Hearts:
		return tr("hearts")
	}
	return tr("diamonds")
}

// whatPlay is the line when the human is to play a card: what the rules
// of following (RULES §8.2) or of the first leads (§8.1) allow.
func whatPlay(v *game.View) string {
	t := v.CurrentTrick()
	hand, legal := v.Hand(), v.LegalCards()
	if t.N == 0 {
		if legal == hand {
			return tr("Your lead: any card")
		}
		if legal.Len() == 1 {
			return trf("Your lead: the rules ask for %s", cardName(legal.Lowest()))
		}
		return tr("Your lead: the rules allow only the cards not dimmed")
	}
	led := t.Cards[0].Suit()
	allowed, why := game.Following(hand, t.Cards[0])
	switch {
	case led == game.Trumps && why == game.FollowLed && legal == allowed:
		return tr("Trump was led: play a trump")
	case led == game.Trumps && why == game.FollowAny:
		return tr("Trump was led and you have none: any card")
	case why == game.FollowLed && legal == allowed:
		return trf("Follow suit: %s were led", suitWord(led))
	case why == game.FollowTrump && legal == allowed:
		return trf("No %s: you must play a trump", suitWord(led))
	case legal == hand:
		return trf("No %s and no trump: any card", suitWord(led))
	}
	return tr("The rules allow only the cards not dimmed")
}

// needsLine is what the declarer needs, for the status panel during play
// in beginner mode: "declarer needs 36 of 70 points", or the goal of a
// special game ("" for games without a declarer).
func needsLine(v *game.View) string {
	c := v.Contract()
	in := c.Info()
	switch {
	case c == game.NoContract || in.Solitary || v.Declarer() == game.NoSeat:
		return ""
	case in.Normal:
		r := v.Rules()
		return trf("declarer needs %d of %d points", r.WinPoints(), r.PackPoints())
	}
	return trf("goal: %s", tr(in.Goal))
}
