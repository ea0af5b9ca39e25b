package text

import "github.com/cego-spiel/cego/game"

// WhatOthers is the line while another seat decides.
func WhatOthers(v *game.View, s game.Seat, name string) string {
	if v.Phase() == game.Exchanging && s == v.Declarer() {
		return Trf("%s is declarer and exchanges with the blind", name)
	}
	return Trf("%s is thinking", name)
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

// WhatCall is the line at the human's call.
func WhatCall(v *game.View, names [4]string) string {
	legal := v.Legal()
	switch {
	case callIn(legal, game.CallUltimo):
		return Tr("Ultimo round: announce Ultimo (the Geiß takes the last trick), or fort")
	case callIn(legal, game.CallSolo):
		return Tr("Solo round: play your own hand as a Solo, or fort")
	case callIn(legal, game.CallGegensolo):
		return Tr("A Solo was bid: take it on with a Gegensolo, or fort")
	case callIn(legal, game.CallPiccolo) || callIn(legal, game.CallBettel):
		return Tr("Special games: Piccolo (one trick), Bettel (no trick), or fort")
	case callIn(legal, game.CallRaeuber):
		return Tr("Everybody passed: Vorhand chooses Cego or Räuber")
	case len(legal) == 1 && game.ContractOfCall(legal[0]).IsLadder():
		return Tr("Vorhand must open the Cego auction")
	case callIn(legal, game.Mein):
		calls := v.Calls()
		if n := len(calls); n > 0 {
			last := calls[n-1]
			if c := game.ContractOfCall(last.Action); c != game.NoContract {
				return Trf("%s bid %s against you: say mein to hold it, or fort", names[last.Seat], c.Info().German)
			}
		}
		return Tr("You were overbid: say mein to hold your bid, or fort")
	}
	for _, l := range legal {
		if c := game.ContractOfCall(l); c.IsLadder() {
			return Trf("Cego auction: bid %s, or fort (a pass is final)", c.Info().German)
		}
	}
	return Tr("Your call")
}

// WhatExchange is the line when the human declarer exchanges.
func WhatExchange(v *game.View) string {
	in := v.Contract().Info()
	if v.Legage().Len() > 0 || v.Kept().Len() >= in.Keep {
		if in.Discard == 1 {
			return Tr("The blind is in your hand: lay one card away into your Legage")
		}
		return Trf("The blind is in your hand: lay %d cards away into your Legage", in.Discard)
	}
	left := in.Keep - v.Kept().Len()
	switch {
	case v.Kept().Len() > 0 && left == 1:
		return Tr("Keep one more card; then the blind comes to you")
	case v.Contract() == game.Geiss:
		return Tr("You are declarer: keep the Geiß, the blind comes to you")
	case v.Contract() == game.EineLeere:
		return Tr("You are declarer: keep one pip card (it is shown), the blind comes to you")
	case v.Contract() == game.ZweiLeere:
		return Tr("You are declarer: keep two pips of one suit (they are shown), the blind comes to you")
	case v.Contract() == game.ZweiVerschiedene:
		return Tr("You are declarer: keep two pips of different suits (they are shown), the blind comes to you")
	case left == 1:
		return Tr("You are declarer: keep one card, the blind comes to you")
	case left == 2:
		return Tr("You are declarer: keep two cards, the blind comes to you")
	}
	return Trf("You are declarer: keep %d cards, the blind comes to you", left)
}

// SuitWord names a suit for people ("hearts"; in German "Herz").
func SuitWord(s game.Suit) string {
	switch s {
	case game.Trumps:
		return Tr("trumps")
	case game.Clubs:
		return Tr("clubs")
	case game.Spades:
		return Tr("spades")
	case game.Hearts:
		return Tr("hearts")
	}
	return Tr("diamonds")
}

// WhatPlay is the line when the human is to play a card: what the rules
// of following (RULES §8.2) or of the first leads (§8.1) allow.
func WhatPlay(v *game.View) string {
	t := v.CurrentTrick()
	hand, legal := v.Hand(), v.LegalCards()
	if t.N == 0 {
		if legal == hand {
			return Tr("Your lead: any card")
		}
		if legal.Len() == 1 {
			return Trf("Your lead: the rules ask for %s", CardName(legal.Lowest()))
		}
		return Tr("Your lead: the rules allow only the cards not dimmed")
	}
	led := t.Cards[0].Suit()
	allowed, why := game.Following(hand, t.Cards[0])
	switch {
	case led == game.Trumps && why == game.FollowLed && legal == allowed:
		return Tr("Trump was led: play a trump")
	case led == game.Trumps && why == game.FollowAny:
		return Tr("Trump was led and you have none: any card")
	case why == game.FollowLed && legal == allowed:
		return Trf("Follow suit: %s were led", SuitWord(led))
	case why == game.FollowTrump && legal == allowed:
		return Trf("No %s: you must play a trump", SuitWord(led))
	case legal == hand:
		return Trf("No %s and no trump: any card", SuitWord(led))
	}
	return Tr("The rules allow only the cards not dimmed")
}

// NeedsLine is what the declarer needs, for the status panel during play
// in beginner mode: "declarer needs 36 of 70 points", or the goal of a
// special game ("" for games without a declarer).
func NeedsLine(v *game.View) string {
	c := v.Contract()
	in := c.Info()
	switch {
	case c == game.NoContract || in.Solitary || v.Declarer() == game.NoSeat:
		return ""
	case in.Normal:
		r := v.Rules()
		return Trf("declarer needs %d of %d points", r.WinPoints(), r.PackPoints())
	}
	return Trf("goal: %s", Tr(in.Goal))
}
