package game

import (
	"errors"
	"strings"
	"testing"
)

// rulesRefusalCases provoke every RulesCode: rules to validate or a
// profile file to parse.
var rulesRefusalCases = []struct {
	code    RulesCode
	rules   *Rules
	profile string
}{
	{RulesPlayers, &Rules{Players: 5}, ""},
	{RulesUnknownScoring, &Rules{Scoring: 9}, ""},
	{RulesUnknownColumn, &Rules{Specials: 99}, ""},
	{RulesUnknownPflichtsolo, &Rules{Pflichtsolo: 9}, ""},
	{RulesCountPairsThree, &Rules{Players: 3, CountPairs: true}, ""},
	{RulesFiveAtTableThree, &Rules{Players: 3, FiveAtTable: true}, ""},
	{RulesSpecialsThree, &Rules{Players: 3, Pascha: true}, ""},
	{RulesOhneCegoHalbe, &Rules{Players: 3, OhneEinfachCego3: true, Halbe: true}, ""},
	{RulesThreePlayerOptions, &Rules{OhneRaeuber3: true}, ""},
	{RulesGegensoloBoth, &Rules{GegensoloGehalten: true, GegensoloVersteigerung: true}, ""},
	{RulesDifferenzPairs, &Rules{ParlettDifferenz: true, CountPairs: true}, ""},
	{RulesDifferenzRounding, &Rules{ParlettDifferenz: true, SMRounding: true}, ""},
	{RulesDifferenzVersteigerung, &Rules{ParlettDifferenz: true, GegensoloVersteigerung: true}, ""},
	{RulesDrescherNoValue, &Rules{Drescher: true, Specials: SpecialsGrupp}, ""},
	{RulesSoloUltiNoValue, &Rules{SoloUlti: true, Specials: SpecialsGrupp}, ""},
	{RulesOffenNoDeclarer, &Rules{Players: 3, Offen: true, Specials: SpecialsGrupp}, ""},
	{RulesUnknownOption, nil, `{"format":1,"options":["NO_SUCH"]}`},
	{RulesScoringName, nil, `{"format":1,"scoring":"FANCY"}`},
	{RulesColumnName, nil, `{"format":1,"specials":"NOPE"}`},
	{RulesOptionTwice, nil, `{"format":1,"options":["HALBE","HALBE"]}`},
	{RulesPflichtsoloSchinden, nil, `{"format":1,"options":["PFLICHTSOLO","SCHINDEN"]}`},
	{ProfileTooLong, nil, `{"format":1,"name":"` + strings.Repeat("x", maxProfileLen) + `"}`},
	{ProfileNotJSON, nil, `{"format":1,`},
	{ProfileTrailing, nil, `{"format":1} {}`},
	{ProfileNewer, nil, `{"format":99}`},
	{ProfileNoFormat, nil, `{}`},
	{ProfileNameLong, nil, `{"format":1,"name":"` + strings.Repeat("x", 201) + `"}`},
}

// TestRulesCodesProvoked provokes every RulesCode but RulesColumnNoValue
// (every column has values for Piccolo, Bettel and Räuber, so that guard is
// not reached) and checks that the error carries it.
func TestRulesCodesProvoked(t *testing.T) {
	seen := map[RulesCode]bool{}
	for _, c := range rulesRefusalCases {
		var err error
		if c.rules != nil {
			err = c.rules.Validate()
		} else {
			_, err = ParseProfile([]byte(c.profile))
		}
		var re *RulesError
		if !errors.As(err, &re) || re.Code != c.code || re.Error() == "" {
			t.Errorf("%s: got %v (%#v)", c.code, err, re)
			continue
		}
		seen[c.code] = true
	}
	for _, c := range RulesCodes() {
		if !seen[c] && c != RulesColumnNoValue {
			t.Errorf("code %s is not provoked by a case", c)
		}
	}
}
