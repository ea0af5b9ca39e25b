package ui

import "testing"

// TestLevelTitles: every bot level the New sitting dialog offers has a
// name for people (not the settings file's word), in both languages.
func TestLevelTitles(t *testing.T) {
	defer SetLanguage(Language())
	for _, lang := range []string{"en", "de"} {
		SetLanguage(lang)
		for _, l := range BotLevels {
			if got := levelTitle(l); got == l || got == "" {
				t.Errorf("%s: level %q is shown as %q", lang, l, got)
			}
		}
	}
}
