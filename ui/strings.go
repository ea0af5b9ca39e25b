package ui

import (
	"fmt"

	"github.com/cego-spiel/cego/game"
)

// tr is the one door every UI string passes through: the text in the UI's
// language (SetLanguage), looked up by its English wording.
func tr(s string) string { return translate(s) }

// trf formats a translated pattern.
func trf(format string, args ...any) string { return fmt.Sprintf(tr(format), args...) }

// callLabel is how a call is shown on a button and in a speech bubble: the
// German words a player says at the table.
func callLabel(a game.Action) string {
	switch a {
	case game.Pass:
		return "fort"
	case game.Mein:
		return "mein"
	}
	if c := game.ContractOfCall(a); c != game.NoContract {
		switch c {
		case game.Solo, game.Gegensolo, game.Ultimo:
			return c.Info().German + "!"
		}
		return c.Info().German
	}
	return a.String()
}

// callHint is the short English explanation of a call, shown when the
// pointer rests on its button.
func callHint(a game.Action) string {
	switch a {
	case game.Pass:
		return tr("fort — pass; a pass in the Cego auction is final")
	case game.Mein:
		return tr("mein — hold the rung just bid against you")
	}
	c := game.ContractOfCall(a)
	if c == game.NoContract {
		return ""
	}
	in := c.Info()
	return in.German + " — " + tr(in.Goal)
}

// cardName names a card for people: "Gstieß", "Mond (21)", "Herz König".
func cardName(c game.Card) string {
	switch c {
	case game.CardGstiess:
		return "Gstieß"
	case game.CardMond:
		return "Mond (21)"
	case game.CardGeiss:
		return "Geiß (1)"
	}
	if c.IsTrump() {
		return trf("Trump %d", int(c)+1)
	}
	return c.String()
}

// The fixed texts of the table.
var (
	txtYou           = "You"
	txtNewGame       = "New game"
	txtNextDeal      = "Next deal"
	txtScoreSheet    = "Score sheet"
	txtLastTrick     = "Last trick"
	txtYourCall      = "Your call"
	txtKeepPrompt    = "Keep %d cards: tap them or drag them to the middle. The rest becomes your Legage."
	txtKeepOne       = "Keep one card: tap it or drag it to the middle. The rest becomes your Legage."
	txtKeepMore      = "Keep one more card: tap it or drag it to the middle. The rest becomes your Legage."
	txtDiscardPrompt = "Discard one card: tap it or drag it to the middle."
	txtPlayPrompt    = "Your turn: drag a card to the middle, double-click it, or choose with ←/→ and press Enter."
	txtLeadPrompt    = "Your lead: drag a card to the middle, double-click it, or choose with ←/→ and press Enter."
	txtThinking      = "%s is thinking…"
	txtBlind         = "Blind"
	txtLegage        = "Legage"
	txtTricks        = "Tricks"
	txtDeclarer      = "Declarer"
	txtContract      = "Contract"
	txtDeal          = "Deal %d"
	txtDealer        = "Dealer"
	txtAuction       = "Auction"
	txtExchange      = "Exchange"
	txtNoReview      = "The last trick may only be looked at until the third trick is complete."
	txtClickToGo     = "Click or press Space to go on"
)
