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
// German words a player says at the table. A challenge ("Hosen rum!") is
// shown without the challenged player's name here; callText adds it.
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
	if w, ok := announcementWords[a]; ok {
		return w
	}
	if _, ok := a.ChallengedSeat(); ok {
		return "Hosen rum!"
	}
	return a.String()
}

// announcementWords are the German words of the calls after the auction
// (OFFEN, SOLO_ULTI and the Durchmarsch announcement).
var announcementWords = map[game.Action]string{
	game.CallDurchmarsch: "Durchmarsch!",
	game.CallOffen:       "offen!",
	game.CallUlti:        "Ulti!",
	game.CallUlti2:       "Ulti mit der 2!",
	game.CallUlti3:       "Ulti mit 2 und 3!",
	game.CallUltiDurch:   "Ulti-Durch!",
}

// callText is callLabel with the challenged player's name in a challenge
// ("Hosen rum, Anna!"), so that the buttons of two challenges differ.
func (c *Controller) callText(a game.Action) string {
	if p, ok := a.ChallengedSeat(); ok && int(p) < len(c.names) && c.names[p] != "" {
		return "Hosen rum, " + c.names[p] + "!"
	}
	return callLabel(a)
}

// callHint is the explanation of a call under the default rules (see
// explainCall).
func callHint(a game.Action) string { return explainCall(a, game.Rules{}) }

// explainCall is the explanation of a call, shown in the auction bar's
// text line while its button is under the pointer or the keyboard's
// cursor: what the call means and, for a contract, what the declarer must
// do, the points he needs and the game's value under rules r.
func explainCall(a game.Action, r game.Rules) string {
	switch a {
	case game.Pass:
		return tr("fort — pass; a pass in the Cego auction is final")
	case game.Mein:
		return tr("mein — hold the rung just bid against you")
	case game.CallDurchmarsch:
		return tr("durchmarsch — announce that your Solo takes every trick")
	case game.CallOffen:
		return tr("offen — lay your hand face up before the first lead; the special game counts double")
	case game.CallUlti:
		return tr("ulti — announce that your Solo wins the last trick with the Geiß")
	case game.CallUlti2:
		return tr("ulti-2 — announce the last trick with the Geiß and the one before with trump 2")
	case game.CallUlti3:
		return tr("ulti-3 — announce the last three tricks with the Geiß, trump 2 and trump 3")
	case game.CallUltiDurch:
		return tr("ulti-durch — announce every trick, the last one with the Geiß")
	}
	if _, ok := a.ChallengedSeat(); ok {
		return tr("Hosen rum! — claim that this player withheld a compulsory Solo; whoever is wrong pays everybody eightfold")
	}
	c := game.ContractOfCall(a)
	if c == game.NoContract {
		return a.String()
	}
	return c.Info().German + " — " + contractNeeds(c, r, false)
}

// contractHow says what the declarer of a normal game does before and
// during play; what he must reach comes from the rules (contractNeeds).
var contractHow = map[game.Contract]string{
	game.Cego:             "keep two cards, take the blind, discard one",
	game.Halbe:            "keep a shown pip and one more card, take the blind, discard one",
	game.Einer:            "keep one card, take the blind",
	game.EineLeere:        "keep one pip card face up, take the blind, lead the pip",
	game.ZweiLeere:        "keep two pips of one suit face up, take the blind, discard one, lead both pips",
	game.ZweiVerschiedene: "keep two pips of different suits face up, take the blind, discard one, lead both pips",
	game.Geiss:            "keep only the Geiß, take the blind, lead the Geiß",
	game.Solo:             "play your own hand, the blind counts for you unseen",
	game.Gegensolo:        "against a Solo: keep two cards, take the blind, discard one",
}

// contractNeeds says what contract c asks of its declarer under rules r:
// for a normal game what he does, the card points he needs of the pack's
// and the game's value (won and lost, when they differ); for a special
// game its goal and its fixed value. auction is true for a game from the
// Gegensolo auction (GEGENSOLO_VERSTEIGERUNG). Every number comes from the
// engine's rules.
func contractNeeds(c game.Contract, r game.Rules, auction bool) string {
	in := c.Info()
	if in.Normal {
		_, _, won := r.Amount(c, r.WinPoints(), auction)
		_, _, lost := r.Amount(c, 0, auction)
		s := tr(contractHow[c]) + "; " + trf("%d of %d points", r.WinPoints(), r.PackPoints())
		return s + "; " + valueText(won, lost, r.Unit())
	}
	s := tr(in.Goal)
	if v := r.SpecialValue(c); v > 0 {
		s += "; " + trf("value %d", v)
	}
	return s
}

// valueText is a normal game's value: "value 3", "value 2 if won, 1 if
// lost", with the amount per band when it is not 1.
func valueText(won, lost, unit int) string {
	s := trf("value %d", won)
	if lost != won {
		s = trf("value %d if won, %d if lost", won, lost)
	}
	if unit != 1 {
		s += " " + trf("(× %d per band)", unit)
	}
	return s
}

// contractCard is the short card shown after the auction: who plays what
// and what the declarer needs ("Eine Leere: 36 of 70 points; value 3").
func contractCard(v *game.View, names [4]string) (title, needs string) {
	c := v.Contract()
	if c == game.NoContract {
		return "", ""
	}
	in := c.Info()
	r := v.Rules()
	if in.Solitary {
		return in.German + " — " + tr("each for himself"), contractNeeds(c, r, false)
	}
	who := names[v.Declarer()]
	if v.Declarer() == v.Seat() {
		title = trf("%s — you are declarer", in.German)
	} else {
		title = trf("%s — %s is declarer", in.German, who)
	}
	if in.Normal {
		_, _, won := r.Amount(c, r.WinPoints(), v.FromAuction())
		_, _, lost := r.Amount(c, 0, v.FromAuction())
		return title, in.German + ": " + trf("%d of %d points", r.WinPoints(), r.PackPoints()) + "; " + valueText(won, lost, r.Unit())
	}
	return title, in.German + ": " + contractNeeds(c, r, v.FromAuction())
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
	if !c.Valid() {
		return c.String()
	}
	return trf("%[1]s of %[2]s", rankWord(c), suitWord(c.Suit()))
}

// rankWord names a plain card's rank: the pips by number (red 4 3 2 1,
// black 7 8 9 10), the courts by name.
func rankWord(c game.Card) string {
	switch r := c.Rank(); r {
	case 4:
		return tr("Jack")
	case 5:
		return tr("Cavalier")
	case 6:
		return tr("Queen")
	case 7:
		return tr("King")
	default:
		if s := c.Suit(); s == game.Clubs || s == game.Spades {
			return fmt.Sprint(7 + r)
		}
		return fmt.Sprint(4 - r)
	}
}

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
	txtNoTrickYet    = "No trick is complete yet."
	txtClickToGo     = "Click or press Space to go on"
)
