package ui

import (
	"errors"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/store"
	"github.com/cego-spiel/cego/ui/text"
)

// chapterRef finds a rule book chapter named in a text, as ruleOf and
// rulesWords name one in English and German: chapter 5 “Counting in
// threes”, Kapitel 5 „Zählen in Dreiern“.
var chapterRef = regexp.MustCompile(`(?:chapter|Kapitel) (\d+) [“„]([^”“]*)[”“]`)

// checkChapterRefs fails when text names a chapter the rule book chs does
// not list under that number and title; it returns the chapters' files
// named.
func checkChapterRefs(t *testing.T, what, said string, chs []text.Chapter) []string {
	t.Helper()
	var files []string
	for _, m := range chapterRef.FindAllStringSubmatch(said, -1) {
		n, _ := strconv.Atoi(m[1])
		if n < 1 || n > len(chs) || chs[n-1].Title != m[2] {
			t.Errorf("%s: %q names chapter %s “%s”, which the rule book does not list", what, said, m[1], m[2])
			continue
		}
		files = append(files, chs[n-1].File)
	}
	return files
}

// speaksToPlayers fails when a text shown to the player cites the
// developers' spec (RULES.md and its § or decision numbers), which the
// player cannot look up.
func speaksToPlayers(t *testing.T, what, text string) {
	t.Helper()
	if strings.Contains(text, "§") || strings.Contains(text, "RULES") {
		t.Errorf("%s: %q cites RULES.md", what, text)
	}
}

// TestRulesEditorSpeaksToPlayers: in both languages no refusal of the rules
// editor or of a rule profile file, and nothing else the rules dialog
// shows, cites RULES.md; a refusal names the rule book's chapter where
// text.RulesChapter has one (and only then), by the number and title the rule
// book lists; the play refusals' chapters are checked the same way.
func TestRulesEditorSpeaksToPlayers(t *testing.T) {
	test.NewTempApp(t)
	t.Cleanup(func() { SetLanguage(store.LanguageEnglish) })
	args := game.RulesArgs{N: 5, Max: 1, Name: "X", Known: []string{"A", "B"}, Column: game.SpecialsGrupp, Contract: game.Raeuber}
	real := map[game.RulesCode]error{}
	for _, r := range []game.Rules{
		{Players: 3, CountPairs: true}, {Players: 3, Pascha: true}, {Drescher: true, Specials: game.SpecialsGrupp},
		{SoloUlti: true, Specials: game.SpecialsGrupp}, {ParlettDifferenz: true, CountPairs: true},
	} {
		err := r.Validate()
		if re, ok := errors.AsType[*game.RulesError](err); ok {
			real[re.Code] = err
		} else {
			t.Fatalf("%+v: %v", r, err)
		}
	}
	for _, l := range []string{store.LanguageEnglish, store.LanguageGerman} {
		SetLanguage(l)
		chs, err := text.Rulebook(l)
		if err != nil {
			t.Fatal(err)
		}
		for _, code := range game.RulesCodes() {
			var err error = &game.RulesError{Code: code, Reason: "engine sentence", Err: errors.New("json detail"), Args: args}
			if e, ok := real[code]; ok {
				err = e
			}
			got := text.RulesRefusal(err)
			what := l + ": " + string(code)
			speaksToPlayers(t, what, got)
			files := checkChapterRefs(t, what, got, chs)
			want := text.RulesChapter(code)
			switch {
			case want == "" && len(files) > 0:
				t.Errorf("%s: %q names a chapter text.RulesChapter does not give", what, got)
			case want != "" && (len(files) != 1 || files[0] != want):
				t.Errorf("%s: %q should name chapter %s once", what, got, want)
			}
		}
		for _, r := range ruleRefs {
			for _, code := range r.codes {
				got := ruleOf(&game.IllegalError{Code: code})
				if files := checkChapterRefs(t, l+": "+string(code), got, chs); r.chapter != "" && (len(files) != 1 || files[0] != r.chapter) {
					t.Errorf("%s: %s: %q should name chapter %s", l, code, got, r.chapter)
				}
			}
		}

		// the dialog itself: every preset, custom rules, a refused change
		e := newRulesEditor(profileFor(game.Rules{}))
		for _, p := range game.Presets() {
			e.preset.SetSelected(text.PresetTitle(p))
			for _, s := range labelsUnder(t, e.content) {
				speaksToPlayers(t, l+": "+p.German, s)
			}
		}
		e.setProfile(profileFor(game.Rules{}))
		e.checks["HALBE"].SetChecked(true)
		e.checks["COUNT_PAIRS"].SetChecked(true)
		e.players.SetSelected("3")
		if !e.msg.Visible() {
			t.Fatalf("%s: three players with COUNT_PAIRS not refused", l)
		}
		for _, s := range labelsUnder(t, e.content) {
			speaksToPlayers(t, l+": custom rules", s)
		}
		if files := checkChapterRefs(t, l+": the dialog's refusal", e.msg.Text, chs); len(files) != 1 || files[0] != "5-counting.md" {
			t.Errorf("%s: the refusal %q does not name the chapter on counting", l, e.msg.Text)
		}
	}
}
