package text

import (
	"errors"
	"slices"
	"strings"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/store"
)

// RulesRefusal is the engine's reason for refusing rules that cannot
// be played together (game.Rules.Validate) or a rule profile file
// (game.ParseProfile), in the UI's language: worded from the refusal's code
// and arguments. A code this UI does not know shows the engine's English
// sentence; an error that is not a refusal of rules goes to Refusal.
func RulesRefusal(err error) string {
	var re *game.RulesError
	if !errors.As(err, &re) {
		return Refusal(err)
	}
	if s, ok := rulesWords(re); ok {
		return s
	}
	return Tr(re.Reason)
}

// RulesEditorRefusal is a refusal of a switch in the rules dialog: its
// options by the German names on the switches, not by the names profile
// files use ("2er-Zählweise", not "COUNT_PAIRS (2er-Zählweise)"); a
// refused file is worded with the file's names (RulesRefusal).
func RulesEditorRefusal(err error) string {
	return OptionNamesForPeople(RulesRefusal(err))
}

// OptionNamesForPeople puts each option's German name in place of its file
// name in s (and of the file name with the German one in brackets).
func OptionNamesForPeople(s string) string {
	opts := game.Options()
	// the longest names first: no name is replaced inside a longer one
	slices.SortFunc(opts, func(a, b game.OptionInfo) int { return len(b.ID) - len(a.ID) })
	var pairs []string
	for _, o := range opts {
		pairs = append(pairs, o.ID+" ("+o.German+")", o.German)
	}
	for _, o := range opts {
		pairs = append(pairs, o.ID, o.German)
	}
	return strings.NewReplacer(pairs...).Replace(s)
}

// rulesChapters name the chapter of the in-app rule book (its file, see
// rulebook.go) that explains the point of a refusal of rules, where one
// does; the refusal names it by the number and title the rule book's list
// shows. A refusal whose point the rule book does not cover (the variants,
// the columns of special-game values) says its rule in its own words.
var rulesChapters = map[game.RulesCode]string{
	game.RulesCountPairsThree: "5-counting.md", // the short pack by three; counting in pairs
	game.RulesColumnNoValue:   "6-scoring.md",  // what Piccolo, Bettel and Räuber pay
}

// RulesChapter is the file of the rule book's chapter a refusal of rules
// with code c names ("" where the rule book does not cover its point).
func RulesChapter(c game.RulesCode) string { return rulesChapters[c] }

// rulesWords words a refusal of rules from its code and arguments, with
// the rule book's chapter on the point where there is one; false for a
// code it does not know.
func rulesWords(re *game.RulesError) (string, bool) {
	s, ok := rulesSentence(re)
	if !ok {
		return "", false
	}
	if n, title, ok := RulebookChapter(RulesChapter(re.Code)); ok {
		s += " " + Trf("(Rule book, chapter %d “%s”)", n, title)
	}
	return s, true
}

// rulesSentence words a refusal of rules from its code and arguments; false
// for a code it does not know. The option names stay as the files write
// them (COUNT_PAIRS), in both languages.
func rulesSentence(re *game.RulesError) (string, bool) {
	a := re.Args
	switch re.Code {
	case game.RulesPlayers:
		return Trf("%d players: Cego is played by 3 or 4", a.N), true
	case game.RulesUnknownScoring:
		return Tr("unknown scoring profile"), true
	case game.RulesUnknownColumn:
		return Tr("unknown special-game value table"), true
	case game.RulesUnknownPflichtsolo:
		return Tr("unknown Pflichtsolo mode"), true
	case game.RulesCountPairsThree:
		return Tr("COUNT_PAIRS (2er-Zählweise) cannot be played by three: the short pack of 51 cards cannot be counted in pairs"), true
	case game.RulesFiveAtTableThree:
		return Tr("FIVE_AT_TABLE (zu fünft) is a four-player game with the dealer sitting out; it cannot be combined with three players"), true
	case game.RulesSpecialsThree:
		return Tr("the special games Pascha, Zwikkolo, Trio, Quarto and Quinto are not played by three, as Piccolo and Bettel are not"), true
	case game.RulesOhneCegoHalbe:
		return Tr("3P_OHNE_EINFACHEN_CEGO and HALBE contradict: without the plain Cego the ladder starts at Einer, below which no Halbe can stand"), true
	case game.RulesThreePlayerOptions:
		return Tr("3P_OHNE_EINFACHEN_CEGO and 3P_OHNE_RAEUBER are three-player options; choose three players or switch them off"), true
	case game.RulesGegensoloBoth:
		return Tr("GEGENSOLO_GEHALTEN and GEGENSOLO_VERSTEIGERUNG contradict: in the Gegensolo auction the Solo bidder may not take part, so he cannot hold"), true
	case game.RulesDifferenzPairs:
		return Tr("PARLETT_DIFFERENZ pays by the distance from 35 of 70 points and cannot be combined with COUNT_PAIRS (79 points)"), true
	case game.RulesDifferenzRounding:
		return Tr("PARLETT_DIFFERENZ and SM_ROUNDING are two different payment rules for normal games; choose one"), true
	case game.RulesDifferenzVersteigerung:
		return Tr("PARLETT_DIFFERENZ and GEGENSOLO_VERSTEIGERUNG both change what a normal game pays; choose one"), true
	case game.RulesColumnNoValue:
		return Trf("the %s column has no value for %s", a.Column.String(), a.Contract.Info().German), true
	case game.RulesDrescherNoValue:
		return Trf("DRESCHER needs a Drescher value, and the %s column has none; choose another column", a.Column.String()), true
	case game.RulesSoloUltiNoValue:
		return Trf("SOLO_ULTI is paid in Ultimo values, and the %s column has none; choose another column", a.Column.String()), true
	case game.RulesOffenNoDeclarer:
		return Tr("OFFEN opens a special game with a declarer, and these rules play none (no Ultimo in this column, no Piccolo or Bettel by three)"), true
	case game.RulesUnknownOption:
		return Trf("unknown option “%s” (known options: %s)", a.Name, strings.Join(a.Known, ", ")), true
	case game.RulesScoringName:
		return Trf("unknown scoring “%s” (STANDARD or CEGO_ONLINE_VALUES)", a.Name), true
	case game.RulesColumnName:
		return Trf("unknown special-game column “%s” (known: %s)", a.Name, strings.Join(a.Known, ", ")), true
	case game.RulesOptionTwice:
		return Trf("option “%s” is listed twice", a.Name), true
	case game.RulesPflichtsoloSchinden:
		return Tr("PFLICHTSOLO and SCHINDEN contradict: the compulsory Solo is either enforced or may be withheld, not both"), true
	case game.ProfileTooLong:
		return Trf("a rule profile is at most %d bytes", a.N), true
	case game.ProfileNotJSON:
		detail := Tr("it is damaged")
		if re.Err != nil {
			w, _ := store.JSONWords(re.Err)
			detail = StoreWords(w)
		}
		return Trf("not a rule profile: %s", detail), true
	case game.ProfileTrailing:
		return Tr("not a rule profile: text after the end"), true
	case game.ProfileNewer:
		return Trf("rule profile from a newer version of Cego (format %d; this one reads up to %d)", a.N, a.Max), true
	case game.ProfileNoFormat:
		return Tr("not a rule profile: format version missing"), true
	case game.ProfileNameLong:
		return Trf("the profile's name is longer than %d bytes", a.N), true
	}
	return "", false
}
