package course

import (
	"strings"
	"testing"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/ui/text"
)

// TestRuleChaptersExist: every chapter a refusal's rule points to is a
// chapter of the course, in both languages, and the rule line of
// following suit is followed by the number of the chapter on following
// suit and trumping (ui's TestRefusalsNameCourseChapter checks the
// refusals' lines).
func TestRuleChaptersExist(t *testing.T) {
	t.Cleanup(func() { text.SetLanguage("en") })
	for _, l := range []string{"en", "de"} {
		text.SetLanguage(l)
		for name, id := range ruleCourse {
			if _, ok := Number(id); !ok {
				t.Errorf("rule %q: no chapter %q in the course", name, id)
			}
		}
		n, ok := Number("suit")
		if !ok {
			t.Fatal("no chapter on following suit")
		}
		if got, want := WithRuleChapter("Rule", "follow suit, else trump"), trf("%s · more in Learn, chapter %d", "Rule", n); got != want {
			t.Errorf("%s: %q, want %q", l, got, want)
		}
		if got := WithRuleChapter("Rule", "no such rule"); got != "Rule" {
			t.Errorf("%s: a rule no chapter teaches reads %q", l, got)
		}
	}
}

// TestHintChaptersExist: every rule of thumb a chapter is named for is
// the bots', every chapter named exists, and a hint by the rule of
// schmieren names the chapter on defending against a Solo.
func TestHintChaptersExist(t *testing.T) {
	names := map[string]bool{}
	for _, h := range ai.Heuristics() {
		names[h.Name] = true
	}
	for rule, id := range hintCourse {
		if !names[rule] {
			t.Errorf("%q is no rule of thumb of the bots", rule)
		}
		if _, ok := Number(id); !ok {
			t.Errorf("rule of thumb %q: no chapter %q in the course", rule, id)
		}
	}
	n, _ := Number("solo-defence")
	if got := WithHintChapter("Put points on it.", "schmieren"); !strings.HasSuffix(got, " "+trf("More in Learn, chapter %d.", n)) {
		t.Errorf("the hint %q does not name the chapter on defending against a Solo", got)
	}
	if got := WithHintChapter("Why.", "no such rule"); got != "Why." {
		t.Errorf("a hint of a rule no chapter plays reads %q", got)
	}
}
