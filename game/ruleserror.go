package game

import "fmt"

// A RulesCode names the kind of a refusal of rules (Rules.Validate,
// SetOption) or of a rule profile file (ParseProfile, Rules.UnmarshalJSON):
// a program words it in its own language from the code and RulesError.Args,
// and falls back to the English Reason for a code it does not know. Each
// code's comment lists the Args it sets.
type RulesCode string

// RulesArgs are the values a refusal of rules names; each code sets only
// the fields its comment lists.
type RulesArgs struct {
	N        int          // a number: players, bytes, a format version
	Max      int          // the limit N broke: the newest format read
	Name     string       // a name as written in the file: an option, a scoring, a column
	Known    []string     // the names known in its place
	Column   SpecialTable // the special-game column
	Contract Contract     // the special game without a value
}

// The refusals of rules and rule profiles.
const (
	// RulesPlayers: not 3 or 4 players. N: the number.
	RulesPlayers RulesCode = "players"
	// RulesUnknownScoring: a scoring profile the engine does not know. No args.
	RulesUnknownScoring RulesCode = "unknown-scoring"
	// RulesUnknownColumn: a special-game column the engine does not know. No args.
	RulesUnknownColumn RulesCode = "unknown-column"
	// RulesUnknownPflichtsolo: a Pflichtsolo mode the engine does not know. No args.
	RulesUnknownPflichtsolo RulesCode = "unknown-pflichtsolo"
	// RulesCountPairsThree: COUNT_PAIRS by three. No args.
	RulesCountPairsThree RulesCode = "count-pairs-three"
	// RulesFiveAtTableThree: FIVE_AT_TABLE by three. No args.
	RulesFiveAtTableThree RulesCode = "five-at-table-three"
	// RulesSpecialsThree: Pascha, Zwikkolo, Trio, Quarto or Quinto by three. No args.
	RulesSpecialsThree RulesCode = "specials-three"
	// RulesOhneCegoHalbe: 3P_OHNE_EINFACHEN_CEGO with HALBE. No args.
	RulesOhneCegoHalbe RulesCode = "ohne-cego-halbe"
	// RulesThreePlayerOptions: a three-player option by four. No args.
	RulesThreePlayerOptions RulesCode = "three-player-options"
	// RulesGegensoloBoth: GEGENSOLO_GEHALTEN with GEGENSOLO_VERSTEIGERUNG. No args.
	RulesGegensoloBoth RulesCode = "gegensolo-both"
	// RulesDifferenzPairs: PARLETT_DIFFERENZ with COUNT_PAIRS. No args.
	RulesDifferenzPairs RulesCode = "differenz-pairs"
	// RulesDifferenzRounding: PARLETT_DIFFERENZ with SM_ROUNDING. No args.
	RulesDifferenzRounding RulesCode = "differenz-rounding"
	// RulesDifferenzVersteigerung: PARLETT_DIFFERENZ with
	// GEGENSOLO_VERSTEIGERUNG. No args.
	RulesDifferenzVersteigerung RulesCode = "differenz-versteigerung"
	// RulesColumnNoValue: a special game played that the column has no
	// value for. Column, Contract.
	RulesColumnNoValue RulesCode = "column-no-value"
	// RulesDrescherNoValue: DRESCHER with a column without it. Column.
	RulesDrescherNoValue RulesCode = "drescher-no-value"
	// RulesSoloUltiNoValue: SOLO_ULTI with a column without Ultimo. Column.
	RulesSoloUltiNoValue RulesCode = "solo-ulti-no-value"
	// RulesOffenNoDeclarer: OFFEN without a special game with a declarer. No args.
	RulesOffenNoDeclarer RulesCode = "offen-no-declarer"
	// RulesUnknownOption: an option name the engine does not know. Name:
	// it; Known: the options known.
	RulesUnknownOption RulesCode = "unknown-option"
	// RulesScoringName: a scoring the profile names that the engine does
	// not know. Name: as written.
	RulesScoringName RulesCode = "scoring-name"
	// RulesColumnName: a column the profile names that the engine does not
	// know. Name: it; Known: the columns known.
	RulesColumnName RulesCode = "column-name"
	// RulesOptionTwice: an option listed twice. Name: it.
	RulesOptionTwice RulesCode = "option-twice"
	// RulesPflichtsoloSchinden: PFLICHTSOLO with SCHINDEN. No args.
	RulesPflichtsoloSchinden RulesCode = "pflichtsolo-schinden"
	// ProfileTooLong: the profile file is too long. N: the most bytes.
	ProfileTooLong RulesCode = "profile-too-long"
	// ProfileNotJSON: the file is not a profile's JSON. RulesError.Err:
	// the decoder's error.
	ProfileNotJSON RulesCode = "profile-not-json"
	// ProfileTrailing: text after the profile's JSON. No args.
	ProfileTrailing RulesCode = "profile-trailing"
	// ProfileNewer: written by a newer version. N: its format; Max: the
	// newest this one reads.
	ProfileNewer RulesCode = "profile-newer"
	// ProfileNoFormat: the format version is missing. No args.
	ProfileNoFormat RulesCode = "profile-no-format"
	// ProfileNameLong: the profile's name is too long. N: the most bytes.
	ProfileNameLong RulesCode = "profile-name-long"
)

// RulesCodes are all codes a RulesError can carry, in the order above.
func RulesCodes() []RulesCode {
	return []RulesCode{
		RulesPlayers, RulesUnknownScoring, RulesUnknownColumn,
		RulesUnknownPflichtsolo, RulesCountPairsThree, RulesFiveAtTableThree,
		RulesSpecialsThree, RulesOhneCegoHalbe, RulesThreePlayerOptions,
		RulesGegensoloBoth, RulesDifferenzPairs, RulesDifferenzRounding,
		RulesDifferenzVersteigerung, RulesColumnNoValue, RulesDrescherNoValue,
		RulesSoloUltiNoValue, RulesOffenNoDeclarer, RulesUnknownOption,
		RulesScoringName, RulesColumnName, RulesOptionTwice,
		RulesPflichtsoloSchinden, ProfileTooLong, ProfileNotJSON,
		ProfileTrailing, ProfileNewer, ProfileNoFormat, ProfileNameLong,
	}
}

// RulesError is the refusal of rules or of a rule profile: Reason is the
// English sentence naming the options; Code and Args say the same for a
// program that words it otherwise; Err is the underlying error, if any.
type RulesError struct {
	Code   RulesCode
	Args   RulesArgs
	Reason string
	Err    error
}

// Error returns the reason.
func (e *RulesError) Error() string { return e.Reason }

// Unwrap returns the underlying error (the JSON decoder's), or nil.
func (e *RulesError) Unwrap() error { return e.Err }

// rulesError refuses rules with the code, its args and the English sentence.
func rulesError(code RulesCode, args RulesArgs, format string, fargs ...any) error {
	return &RulesError{Code: code, Args: args, Reason: fmt.Sprintf(format, fargs...)}
}
