package game

import (
	"fmt"
)

// Scoring selects the scoring profile of RULES §9.1.
type Scoring uint8

const (
	// Standard is the default: the Wikipedia article's rules (Baumann &
	// Blümle), normal games 1 cent per band, Ultimo 20, Piccolo 15, Bettel 10,
	// Räuber 5.
	Standard Scoring = iota
	// CegoOnlineValues: 5 points per band, Ultimo 80, Piccolo 40, Bettel 30,
	// Räuber 40 (the cego-online 2011 column).
	CegoOnlineValues
)

// String names the profile as RULES.md does.
func (s Scoring) String() string {
	switch s {
	case Standard:
		return "STANDARD"
	case CegoOnlineValues:
		return "CEGO_ONLINE_VALUES"
	}
	return fmt.Sprintf("Scoring(%d)", uint8(s))
}

// Pflichtsolo is the mode of the compulsory Solo (RULES §11 PFLICHTSOLO).
type Pflichtsolo uint8

const (
	// PflichtsoloOff: nobody must bid Solo (the default, [SM] rule 12).
	PflichtsoloOff Pflichtsolo = iota
	// PflichtsoloEnforced: a hand meeting the criteria can only say "solo"
	// in the Solo round (option ID PFLICHTSOLO).
	PflichtsoloEnforced
	// PflichtsoloChallenge: withholding the Solo ("Schinden") is allowed;
	// before the first lead every player may challenge another ("Hosen
	// rum!", the calls hosen-rum-0 … hosen-rum-3); option ID SCHINDEN.
	PflichtsoloChallenge
)

// Rules are the rules of a deal. The zero value is the default four-player
// game of RULES.md; Rules{Players: 3} is the three-player game (§10). Every
// other field is a variant of RULES §11, off (false, zero) by default; see
// Options for their IDs, German names and explanations. Rules is a plain
// comparable value.
type Rules struct {
	// Players is 0 or 4 for four players, 3 for three.
	Players int `json:"players,omitempty"`
	// Scoring is the scoring profile (§9.1).
	Scoring Scoring `json:"scoring,omitempty"`
	// Specials is the column of §9.4 the special games are paid from;
	// SpecialsAuto (the zero value) takes the column of Scoring.
	Specials SpecialTable `json:"-"`

	CountPairs             bool        `json:"-"` // COUNT_PAIRS
	Halbe                  bool        `json:"-"` // HALBE
	Pflichtsolo            Pflichtsolo `json:"-"` // PFLICHTSOLO / SCHINDEN
	GegensoloGehalten      bool        `json:"-"` // GEGENSOLO_GEHALTEN
	GegensoloVersteigerung bool        `json:"-"` // GEGENSOLO_VERSTEIGERUNG
	Durchmarsch            bool        `json:"-"` // DURCHMARSCH
	SoloUlti               bool        `json:"-"` // SOLO_ULTI
	Pascha                 bool        `json:"-"` // PASCHA
	Zwikkolo               bool        `json:"-"` // ZWIKKOLO
	Trio                   bool        `json:"-"` // TRIO
	Quarto                 bool        `json:"-"` // QUARTO
	Quinto                 bool        `json:"-"` // QUINTO
	Offen                  bool        `json:"-"` // OFFEN
	GeregelterRaeuber      bool        `json:"-"` // GEREGELTER_RAEUBER
	RaeuberTieSplit        bool        `json:"-"` // RAEUBER_TIE_SPLIT
	Drescher               bool        `json:"-"` // DRESCHER
	ZweiLeereTrumpfabwurf  bool        `json:"-"` // ZWEI_LEERE_TRUMPFABWURF
	ZweiVerschTrumpfabwurf bool        `json:"-"` // ZWEI_VERSCHIEDENE_TRUMPFABWURF
	ParlettLeere           bool        `json:"-"` // PARLETT_LEERE
	ParlettDifferenz       bool        `json:"-"` // PARLETT_DIFFERENZ
	SMRounding             bool        `json:"-"` // SM_ROUNDING
	// NoTrickReview switches STICHEINSICHT off (option ID
	// OHNE_STICHEINSICHT): completed tricks may never be looked at again.
	// By default they may be until the third trick is complete (§9.7).
	NoTrickReview    bool `json:"-"`
	FiveAtTable      bool `json:"-"` // FIVE_AT_TABLE
	OhneEinfachCego3 bool `json:"-"` // 3P_OHNE_EINFACHEN_CEGO
	OhneRaeuber3     bool `json:"-"` // 3P_OHNE_RAEUBER
}

// N is the number of players at a deal, 3 or 4 (with FiveAtTable still 4:
// the dealer sits out).
func (r Rules) N() int {
	if r.Players == 3 {
		return 3
	}
	return 4
}

// People is the number of people at the table: N, or 5 with FiveAtTable.
func (r Rules) People() int {
	if r.FiveAtTable {
		return 5
	}
	return r.N()
}

// plain reports whether r sets nothing beyond Players and Scoring (which
// Validate checks separately): no option of RULES §11.
func (r Rules) plain() bool { return r == Rules{Players: r.Players, Scoring: r.Scoring} }

// Validate reports rules the engine cannot play: a wrong number of players,
// an unknown profile or column, and contradictory options, each with a
// sentence naming the options.
func (r Rules) Validate() error {
	if r.Players != 0 && r.Players != 3 && r.Players != 4 {
		return rulesError(RulesPlayers, RulesArgs{N: r.Players}, "%d players: Cego is played by 3 or 4", r.Players)
	}
	if r.Scoring > CegoOnlineValues {
		return rulesError(RulesUnknownScoring, RulesArgs{}, "unknown scoring profile")
	}
	if r.Specials >= numSpecialTables {
		return rulesError(RulesUnknownColumn, RulesArgs{}, "unknown special-game value table")
	}
	if r.Pflichtsolo > PflichtsoloChallenge {
		return rulesError(RulesUnknownPflichtsolo, RulesArgs{}, "unknown Pflichtsolo mode")
	}
	if r.plain() {
		return nil // no option set
	}
	three := r.N() == 3
	if three {
		switch {
		case r.CountPairs:
			return rulesError(RulesCountPairsThree, RulesArgs{}, "COUNT_PAIRS (2er-Zählweise) cannot be played by three: the 51-card pack cannot be counted in pairs (RULES D33)")
		case r.FiveAtTable:
			return rulesError(RulesFiveAtTableThree, RulesArgs{}, "FIVE_AT_TABLE (zu fünft) is a four-player game with the dealer sitting out; it cannot be combined with three players")
		case r.Pascha || r.Zwikkolo || r.Trio || r.Quarto || r.Quinto:
			return rulesError(RulesSpecialsThree, RulesArgs{}, "the special games Pascha, Zwikkolo, Trio, Quarto and Quinto are not played by three, as Piccolo and Bettel are not (RULES §10)")
		case r.OhneEinfachCego3 && r.Halbe:
			return rulesError(RulesOhneCegoHalbe, RulesArgs{}, "3P_OHNE_EINFACHEN_CEGO and HALBE contradict: without the plain Cego the ladder starts at Einer, below which no Halbe can stand")
		}
	} else if r.OhneEinfachCego3 || r.OhneRaeuber3 {
		return rulesError(RulesThreePlayerOptions, RulesArgs{}, "3P_OHNE_EINFACHEN_CEGO and 3P_OHNE_RAEUBER are three-player options; choose three players or switch them off")
	}
	if r.GegensoloGehalten && r.GegensoloVersteigerung {
		return rulesError(RulesGegensoloBoth, RulesArgs{}, "GEGENSOLO_GEHALTEN and GEGENSOLO_VERSTEIGERUNG contradict: in the Gegensolo auction the Solo bidder may not take part, so he cannot hold")
	}
	if r.ParlettDifferenz && r.CountPairs {
		return rulesError(RulesDifferenzPairs, RulesArgs{}, "PARLETT_DIFFERENZ pays by the distance from 35 of 70 points and cannot be combined with COUNT_PAIRS (79 points)")
	}
	if r.ParlettDifferenz && r.SMRounding {
		return rulesError(RulesDifferenzRounding, RulesArgs{}, "PARLETT_DIFFERENZ and SM_ROUNDING are two different payment rules for normal games; choose one")
	}
	if r.ParlettDifferenz && r.GegensoloVersteigerung {
		return rulesError(RulesDifferenzVersteigerung, RulesArgs{}, "PARLETT_DIFFERENZ and GEGENSOLO_VERSTEIGERUNG both change what a normal game pays; choose one")
	}
	t := r.specialTable()
	for _, c := range [...]Contract{Piccolo, Bettel, Raeuber} {
		if t.value(c) < 0 && r.offers(c) {
			return rulesError(RulesColumnNoValue, RulesArgs{Column: t, Contract: c}, "the %s column has no value for %s (\"–\" in RULES §9.4)", t, c)
		}
	}
	if r.Drescher && t.value(Drescher) < 0 {
		return rulesError(RulesDrescherNoValue, RulesArgs{Column: t}, "DRESCHER needs a Drescher value, and the %s column has none (RULES §9.4); choose another column", t)
	}
	if r.SoloUlti && t.value(Ultimo) < 0 {
		return rulesError(RulesSoloUltiNoValue, RulesArgs{Column: t}, "SOLO_ULTI is paid in Ultimo values, and the %s column has none (RULES §9.4); choose another column", t)
	}
	if r.Offen && !r.hasDeclarerSpecial() {
		return rulesError(RulesOffenNoDeclarer, RulesArgs{}, "OFFEN opens a special game with a declarer, and these rules play none (no Ultimo in this column, no Piccolo or Bettel by three)")
	}
	return nil
}

// hasDeclarerSpecial reports whether any special game with a declarer
// (Ultimo, Piccolo, Bettel, the optional specials) can occur.
func (r Rules) hasDeclarerSpecial() bool {
	for c := Ultimo; c < numContracts; c++ {
		if !c.Info().Solitary && r.offers(c) {
			return true
		}
	}
	return false
}

// Offers reports whether contract c can occur under these rules.
func (r Rules) Offers(c Contract) bool { return r.Validate() == nil && r.offers(c) }

func (r Rules) offers(c Contract) bool {
	three := r.N() == 3
	t := r.specialTable()
	switch c {
	case Cego:
		return !(three && r.OhneEinfachCego3)
	case Halbe:
		return r.Halbe
	case Einer, EineLeere, ZweiLeere, ZweiVerschiedene, Geiss, Solo, Gegensolo:
		return true
	case Ultimo:
		return t.value(Ultimo) >= 0
	case Piccolo, Bettel:
		return !three
	case Raeuber:
		return !(three && r.OhneRaeuber3)
	case Drescher:
		return r.Drescher
	}
	if c.optionalSpecial() {
		return !three && r.specialOn(c)
	}
	return false
}

// specialOn reports whether the optional special c is switched on.
func (r Rules) specialOn(c Contract) bool {
	switch c {
	case Zwikkolo:
		return r.Zwikkolo
	case Trio:
		return r.Trio
	case Quarto:
		return r.Quarto
	case Quinto:
		return r.Quinto
	case Pascha:
		return r.Pascha
	}
	return false
}

// Unit is the amount per factor band in normal games (u of RULES §9.2).
func (r Rules) Unit() int {
	if r.Scoring == CegoOnlineValues {
		return 5
	}
	return 1
}

// SpecialValue is the fixed amount V of a special game (RULES §9.4) in the
// chosen column, or 0 for a normal game and for a game the column has no
// value for.
func (r Rules) SpecialValue(c Contract) int {
	if r == (Rules{Players: r.Players, Scoring: r.Scoring}) {
		// The default columns, without a table look-up (hot path).
		online := r.Scoring == CegoOnlineValues
		switch c {
		case Ultimo:
			return pick(online, 80, 20)
		case Piccolo:
			return pick(online, 40, 15)
		case Bettel:
			return pick(online, 30, 10)
		case Raeuber:
			return pick(online, 40, 5)
		case Drescher:
			return pick(online, 80, 10)
		}
		return 0
	}
	v := r.specialTable().value(c)
	if v < 0 {
		return 0
	}
	return v
}

// GameValue is the game value v of a normal game (RULES §9.2 step 3) when
// won, with HALBE's shift (Halbe 2, Einer 3 … Geiß 7) and the +1 of
// GEGENSOLO_VERSTEIGERUNG when the game came from a Gegensolo auction.
// Solo and Gegensolo use Factor's sign: see NormalAmount.
func (r Rules) GameValue(c Contract) int {
	v := c.info().Value
	if r.Halbe && c >= Einer && c <= Geiss {
		v++
	}
	return v
}

// DurchmarschAmount is what each defender pays the declarer of a Solo
// announced as a Durchmarsch (DURCHMARSCH, house values, RULES D39): twice a
// won Solo at factor 8 (u·32) if he took every trick, else the declarer
// pays each defender a lost Solo at factor 8 (returned negative, −u·8).
func (r Rules) DurchmarschAmount(all bool) int {
	u := r.Unit()
	return pick(all, u*2*8*2, -u*8)
}

func pick(cond bool, a, b int) int {
	if cond {
		return a
	}
	return b
}

// HandSize is the number of cards each player is dealt (11, or 13 with three).
func (r Rules) HandSize() int {
	if r.N() == 3 {
		return 13
	}
	return 11
}

// BlindSize is the number of cards in the blind (10, or 12 with three).
func (r Rules) BlindSize() int {
	if r.N() == 3 {
		return 12
	}
	return 10
}

// removedThree are the cards taken out for three players (RULES §4.2).
var removedThree = Of(NewCard(Spades, 0), NewCard(Clubs, 0), NewCard(Diamonds, 0))

// Pack is the set of cards in play: all 54, or 51 with three players.
func (r Rules) Pack() Cards {
	if r.N() == 3 {
		return AllCards &^ removedThree
	}
	return AllCards
}

// PackPoints is what the whole pack counts for the two sides of a normal
// game: 70, or 79 with COUNT_PAIRS.
func (r Rules) PackPoints() int {
	if r.CountPairs {
		return 79
	}
	return 70
}

// WinPoints is the least number of card points that wins a normal game: 36,
// or 40 with COUNT_PAIRS.
func (r Rules) WinPoints() int {
	if r.CountPairs {
		return 40
	}
	return 36
}

// Count counts a pile by these rules: in threes, or in pairs with
// COUNT_PAIRS.
func (r Rules) Count(pile Cards) int { return r.Counting().Count(pile) }

// TrickReview reports whether completed tricks (and the declarer's own
// Legage) may be looked at again once `completed` tricks are complete
// (RULES §9.7, STICHEINSICHT): until the third trick is complete, never with
// OHNE_STICHEINSICHT.
func (r Rules) TrickReview(completed int) bool {
	return !r.NoTrickReview && completed < 3
}
