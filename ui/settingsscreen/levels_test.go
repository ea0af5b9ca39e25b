package settingsscreen

import (
	"testing"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/ui/text"
)

// TestLevelTitles: every bot level offered has a name for people (not the
// settings file's word), in both languages; the settings offer at least
// two levels.
func TestLevelTitles(t *testing.T) {
	defer text.SetLanguage(text.Language())
	for _, lang := range []string{"en", "de"} {
		text.SetLanguage(lang)
		for _, l := range ai.Offered() {
			if got := LevelTitle(l.String()); got == l.String() || got == "" {
				t.Errorf("%s: level %q is shown as %q", lang, l, got)
			}
		}
	}
	if len(OfferedLevels()) < 2 {
		t.Errorf("levels offered: %v", OfferedLevels())
	}
}
