package ui

import "github.com/cego-spiel/cego/ui/text"

// tr is the one door every UI string passes through: the text in the UI's
// language (SetLanguage), looked up by its English wording (text.Tr, short
// for the package's many call sites).
func tr(s string) string { return text.Tr(s) }

// trf formats a translated pattern (text.Trf).
func trf(format string, args ...any) string { return text.Trf(format, args...) }

// The fixed texts of the table.
var (
	txtYou           = "You"
	txtNewSitting    = "New sitting"
	txtNextDeal      = "Next deal"
	txtScoreSheet    = "Score sheet"
	txtLastTrick     = "Last trick"
	txtKeepPrompt    = "Keep %d cards: tap them or drag them to the middle. The rest becomes your Legage."
	txtKeepOne       = "Keep one card: tap it or drag it to the middle. The rest becomes your Legage."
	txtKeepMore      = "Keep one more card: tap it or drag it to the middle. The rest becomes your Legage."
	txtDiscardPrompt = "Discard one card: tap it or drag it to the middle."
	// the prompts under the beginner's what-now line, which says what to
	// keep or discard: only how
	txtKeepHow    = "Tap them or drag them to the middle. The rest becomes your Legage."
	txtKeepHowOne = "Tap it or drag it to the middle. The rest becomes your Legage."
	txtDiscardHow = "Tap it or drag it to the middle."
	txtPlayPrompt = "Your turn: drag a card to the middle, double-click it, or choose with ←/→ and press Enter."
	txtLeadPrompt = "Your lead: drag a card to the middle, double-click it, or choose with ←/→ and press Enter."
	txtThinking   = "%s is thinking…"
	txtBlind      = "Blind"
	txtLegage     = "Legage"
	txtTricks     = "Tricks"
	txtDeclarer   = "Declarer"
	txtContract   = "Contract"
	txtDeal       = "Deal %d"
	txtDealer     = "Dealer"
	txtAuction    = "Auction"
	txtExchange   = "Exchange"
	txtNoReview   = "The last trick may only be looked at until the third trick is complete."
	txtNoTrickYet = "No trick is complete yet."
	txtClickToGo  = "Click or press Space to go on"
	// txtLastTrickAgain follows txtClickToGo while one of the first two
	// tricks waits to be gathered
	txtLastTrickAgain = "L or Last trick shows it again until the third trick is complete"
)
