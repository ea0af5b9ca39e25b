package text

import (
	"fmt"

	"github.com/cego-spiel/cego/game"
)

// CallLabel is how a call is shown on a button and in a speech bubble: the
// German words a player says at the table. A challenge ("Hosen rum!") is
// shown without the challenged player's name here; the ui's callText adds it.
func CallLabel(a game.Action) string {
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

// ExplainCall is the explanation of a call, shown in the auction bar's
// text line while its button is under the pointer or the keyboard's
// cursor: what the call means and, for a contract, what the declarer must
// do, the points he needs and the game's value under rules r.
func ExplainCall(a game.Action, r game.Rules) string {
	switch a {
	case game.Pass:
		return Tr("fort — pass; a pass in the Cego auction is final")
	case game.Mein:
		return Tr("mein — hold the rung just bid against you")
	case game.CallDurchmarsch:
		return Tr("durchmarsch — announce that your Solo takes every trick")
	case game.CallOffen:
		return Tr("offen — lay your hand face up before the first lead; the special game counts double")
	case game.CallUlti:
		return Tr("ulti — announce that your Solo wins the last trick with the Geiß")
	case game.CallUlti2:
		return Tr("ulti-2 — announce the last trick with the Geiß and the one before with trump 2")
	case game.CallUlti3:
		return Tr("ulti-3 — announce the last three tricks with the Geiß, trump 2 and trump 3")
	case game.CallUltiDurch:
		return Tr("ulti-durch — announce every trick, the last one with the Geiß")
	}
	if _, ok := a.ChallengedSeat(); ok {
		return Tr("Hosen rum! — claim that this player withheld a compulsory Solo; whoever is wrong pays everybody eightfold")
	}
	c := game.ContractOfCall(a)
	if c == game.NoContract {
		return a.String()
	}
	return c.Info().German + " — " + ContractNeeds(c, r, false)
}

// contractHow says what the declarer of a normal game does before and
// during play; what he must reach comes from the rules (ContractNeeds).
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

// ContractNeeds says what contract c asks of its declarer under rules r:
// for a normal game what he does, the card points he needs of the pack's
// and the game's value (won and lost, when they differ); for a special
// game its goal and its fixed value. auction is true for a game from the
// Gegensolo auction (GEGENSOLO_VERSTEIGERUNG). Every number comes from the
// engine's rules.
func ContractNeeds(c game.Contract, r game.Rules, auction bool) string {
	in := c.Info()
	if in.Normal {
		_, _, won := r.Amount(c, r.WinPoints(), auction)
		_, _, lost := r.Amount(c, 0, auction)
		s := Tr(contractHow[c]) + "; " + Trf("%d of %d points", r.WinPoints(), r.PackPoints())
		return s + "; " + ValueText(won, lost, r.Unit())
	}
	s := Tr(in.Goal)
	if v := r.SpecialValue(c); v > 0 {
		s += "; " + Trf("value %d", v)
	}
	return s
}

// ValueText is a normal game's value: "value 3", "value 2 if won, 1 if
// lost", with the amount per band when it is not 1.
func ValueText(won, lost, unit int) string {
	s := Trf("value %d", won)
	if lost != won {
		s = Trf("value %d if won, %d if lost", won, lost)
	}
	if unit != 1 {
		s += " " + Trf("(× %d per band)", unit)
	}
	return s
}

// ContractCard is the short card shown after the auction: who plays what
// and what the declarer needs ("Eine Leere: 36 of 70 points; value 3").
func ContractCard(v *game.View, names [4]string) (title, needs string) {
	c := v.Contract()
	if c == game.NoContract {
		return "", ""
	}
	in := c.Info()
	r := v.Rules()
	if in.Solitary {
		return in.German + " — " + Tr("each for himself"), ContractNeeds(c, r, false)
	}
	who := names[v.Declarer()]
	if v.Declarer() == v.Seat() {
		title = Trf("%s — you are declarer", in.German)
	} else {
		title = Trf("%s — %s is declarer", in.German, who)
	}
	if in.Normal {
		_, _, won := r.Amount(c, r.WinPoints(), v.FromAuction())
		_, _, lost := r.Amount(c, 0, v.FromAuction())
		return title, in.German + ": " + Trf("%d of %d points", r.WinPoints(), r.PackPoints()) + "; " + ValueText(won, lost, r.Unit())
	}
	return title, in.German + ": " + ContractNeeds(c, r, v.FromAuction())
}

// CardName names a card for people: "Gstieß", "Mond (21)", "Herz König".
func CardName(c game.Card) string {
	switch c {
	case game.CardGstiess:
		return "Gstieß"
	case game.CardMond:
		return "Mond (21)"
	case game.CardGeiss:
		return "Geiß (1)"
	}
	if c.IsTrump() {
		return Trf("Trump %d", int(c)+1)
	}
	if !c.Valid() {
		return c.String()
	}
	return Trf("%[1]s of %[2]s", RankWord(c), SuitWord(c.Suit()))
}

// RankWord names a plain card's rank: the pips by number (red 4 3 2 1,
// black 7 8 9 10), the courts by name.
func RankWord(c game.Card) string {
	switch r := c.Rank(); r {
	case 4:
		return Tr("Jack")
	case 5:
		return Tr("Cavalier")
	case 6:
		return Tr("Queen")
	case 7:
		return Tr("King")
	default:
		if s := c.Suit(); s == game.Clubs || s == game.Spades {
			return fmt.Sprint(7 + r)
		}
		return fmt.Sprint(4 - r)
	}
}

// ActionName names an action for people: a card by its name, a call by
// the word said at the table.
func ActionName(a game.Action) string {
	if a.IsCard() {
		return CardName(a.Card())
	}
	return CallLabel(a)
}

// DynamicKeys are the translation keys this package builds at run time,
// which a scan of the sources for Tr("…") cannot see: what the declarer of
// each normal game does and the engine's goal of every contract.
func DynamicKeys() []string {
	var out []string
	for c := game.Contract(1); int(c) < game.NumContracts; c++ {
		if h, ok := contractHow[c]; ok {
			out = append(out, h)
		}
		if g := c.Info().Goal; g != "" {
			out = append(out, g)
		}
	}
	return out
}
