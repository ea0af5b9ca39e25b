package text

import (
	"errors"
	"strings"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// TestRulesCodesWordedBothLanguages: every code of a refusal of rules is
// worded in English and in German, differently.
func TestRulesCodesWordedBothLanguages(t *testing.T) {
	t.Cleanup(func() { SetLanguage("en") })
	for _, c := range game.RulesCodes() {
		re := &game.RulesError{Code: c, Reason: "engine sentence", Err: errors.New("json detail"),
			Args: game.RulesArgs{N: 5, Max: 1, Name: "X", Known: []string{"A", "B"}, Column: game.SpecialsGrupp, Contract: game.Raeuber}}
		SetLanguage("en")
		en, ok := rulesWords(re)
		if !ok || en == "" || strings.Contains(en, "%!") {
			t.Errorf("%s: no English wording (%q)", c, en)
		}
		SetLanguage("de")
		de, ok := rulesWords(re)
		if !ok || de == "" || strings.Contains(de, "%!") {
			t.Errorf("%s: no German wording (%q)", c, de)
		}
		if de == en {
			t.Errorf("%s: the German wording is the English one: %q", c, de)
		}
	}
}

// TestProfileRefusalsGerman reads bad profile files and checks the German
// wording of the engine's refusal.
func TestProfileRefusalsGerman(t *testing.T) {
	SetLanguage("de")
	t.Cleanup(func() { SetLanguage("en") })
	for _, c := range []struct{ file, want string }{
		{`{"format":1,"options":["NO_SUCH"]}`, "unbekannte Option „NO_SUCH“ (bekannte Optionen: "},
		{`{"format":1,"scoring":"FANCY"}`, "unbekannte Abrechnung „FANCY“"},
		{`{"format":1,"specials":"NOPE"}`, "unbekannte Spalte der Sonderspielwerte „NOPE“ (bekannt: STANDARD, "},
		{`{"format":1,"options":["HALBE","HALBE"]}`, "die Option „HALBE“ steht zweimal in der Liste"},
		{`{"format":1,"options":["PFLICHTSOLO","SCHINDEN"]}`, "PFLICHTSOLO und SCHINDEN widersprechen sich"},
		{`{"format":1,`, "kein Regelwerk: "},
		{`{"format":1} {}`, "kein Regelwerk: Text nach dem Ende"},
		{`{"format":99}`, "Regelwerk von einer neueren Version von Cego (Format 99; diese liest bis 1)"},
		{`{}`, "kein Regelwerk: die Formatversion fehlt"},
		{`{"format":1,"name":"` + strings.Repeat("x", 201) + `"}`, "der Name des Regelwerks ist länger als 200 Bytes"},
		{`{"format":1,"players":5}`, "5 Spieler: Cego spielt man zu dritt oder zu viert"},
		{`{"format":1,"players":3,"options":["COUNT_PAIRS"]}`, "COUNT_PAIRS (2er-Zählweise) geht nicht zu dritt"},
		{`{"format":1,"specials":"GRUPP","options":["SOLO_ULTI"]}`, "SOLO_ULTI wird in Ultimowerten bezahlt, und die Spalte GRUPP hat keinen"},
	} {
		_, err := game.ParseProfile([]byte(c.file))
		if err == nil {
			t.Errorf("%s accepted", c.file)
			continue
		}
		if got := RulesRefusal(err); !strings.HasPrefix(got, c.want) {
			t.Errorf("%s: %q, want %q…", c.file, got, c.want)
		}
	}
}
