package ui

import (
	"fmt"
	"strings"
	"testing"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/course"
	"github.com/cego-spiel/cego/ui/store"
	"github.com/cego-spiel/cego/ui/text"
)

// TestRefusalChaptersInRulebook: every chapter a refusal names is one the
// player can open in Help → Rule book, in both languages, by the number
// and title its list shows; no refusal cites a section of the developers'
// spec (RULES.md's §), which the player cannot look up.
func TestRefusalChaptersInRulebook(t *testing.T) {
	t.Cleanup(func() { SetLanguage(store.LanguageEnglish) })
	for _, l := range []string{store.LanguageEnglish, store.LanguageGerman} {
		SetLanguage(l)
		chs, err := text.Rulebook(l)
		if err != nil {
			t.Fatal(err)
		}
		files := map[string]bool{}
		for _, ch := range chs {
			files[ch.File] = true
		}
		named := 0
		for _, r := range ruleRefs {
			if r.chapter != "" && !files[r.chapter] {
				t.Errorf("%s: the refusals of %q name chapter %s, which the rule book has not", l, r.name, r.chapter)
			}
			for _, code := range r.codes {
				got := ruleOf(&game.IllegalError{Code: code})
				if strings.Contains(got, "§") {
					t.Errorf("%s: %s: %q cites RULES.md", l, code, got)
				}
				if r.chapter == "" {
					if want := trf("Rule: %s", tr(r.name)); got != want {
						t.Errorf("%s: %s: %q, want %q", l, code, got, want)
					}
					continue
				}
				found := false
				for i, ch := range chs {
					if ch.File == r.chapter {
						found = true
						if want := fmt.Sprintf("%d. %s", i+1, ch.Title); !strings.Contains(got, fmt.Sprint(i+1)) || !strings.Contains(got, ch.Title) {
							t.Errorf("%s: %s: %q does not name the rule book's %q", l, code, got, want)
						}
					}
				}
				if found {
					named++
				}
			}
		}
		if named == 0 {
			t.Errorf("%s: no refusal names a chapter", l)
		}
	}
}

// TestRefusalsNameCourseChapter: a refusal whose rule a chapter of the
// course teaches says so with that chapter's number, in both languages:
// the refusal of following suit points to the chapter on following suit
// and trumping (ui/course's TestRuleChaptersExist: every chapter named
// exists).
func TestRefusalsNameCourseChapter(t *testing.T) {
	t.Cleanup(func() { SetLanguage(store.LanguageEnglish) })
	for _, l := range []string{store.LanguageEnglish, store.LanguageGerman} {
		SetLanguage(l)
		n, _ := course.Number("suit")
		got := ruleOf(&game.IllegalError{Code: game.RefuseFollowSuit})
		if want := trf("%s · more in Learn, chapter %d", "", n); !strings.HasSuffix(got, want) {
			t.Errorf("%s: %q does not end with %q", l, got, want)
		}
		if got := ruleOf(&game.IllegalError{Code: game.RefuseTrumpfabwurf}); strings.Contains(got, "·") {
			t.Errorf("%s: %q names a chapter for a rule no chapter teaches", l, got)
		}
	}
}

// TestHintsNameCourseChapter: a hint whose rule of thumb a chapter of the
// course plays names that chapter (ui/course's TestHintChaptersExist:
// every rule of thumb named is the bots' and every chapter exists).
func TestHintsNameCourseChapter(t *testing.T) {
	n, _ := course.Number("solo-defence")
	v := game.View{}
	got := hintReason(&v, ai.Advice{Rule: "schmieren", Method: "rule"})
	if !strings.Contains(got, trf("More in Learn, chapter %d.", n)) {
		t.Errorf("the hint %q does not name the chapter on defending against a Solo", got)
	}
}
