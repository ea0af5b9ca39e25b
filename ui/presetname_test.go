package ui

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/store"
	"github.com/cego-spiel/cego/ui/text"
)

// TestPresetTitlesTranslated: the English UI names the preset "Drei
// Spieler" "Three players" in the rules dialog's chooser and name field,
// the profile chooser and the score sheet, while the profile it makes
// keeps the German name, so settings written to disk and read back still
// name the preset (game.Preset finds it); proper names stay as they are;
// the German UI shows the German name; a name typed as "Three players"
// stands for the preset in both languages.
func TestPresetTitlesTranslated(t *testing.T) {
	test.NewTempApp(t)
	defer SetLanguage(store.LanguageEnglish)
	three, _ := game.Preset("DREI_SPIELER")
	for _, l := range []struct{ lang, three, not string }{
		{store.LanguageEnglish, "Three players", "Drei Spieler"},
		{store.LanguageGerman, "Drei Spieler", "Three players"},
	} {
		SetLanguage(l.lang)
		e := newRulesEditor(profileFor(game.Rules{}))
		for _, want := range []string{l.three, "Schwarzwaldmeisterschaft", "St. Georgen", "Standard"} {
			if !slices.Contains(e.preset.Options, want) {
				t.Errorf("%s: the rules dialog's presets %q lack %q", l.lang, e.preset.Options, want)
			}
		}
		if slices.Contains(e.preset.Options, l.not) {
			t.Errorf("%s: the rules dialog offers %q", l.lang, l.not)
		}
		e.preset.SetSelected(l.three)
		got := e.profile()
		if !text.SameRules(got.Rules, three) || got.Name != "Drei Spieler" {
			t.Errorf("%s: %q chosen gives the profile %+v", l.lang, l.three, got)
		}
		if e.name.Text != l.three {
			t.Errorf("%s: the name field shows %q, want %q", l.lang, e.name.Text, l.three)
		}

		// stored in the settings on disk and read back
		st := store.New(t.TempDir())
		s := store.Defaults()
		s.SetProfile(got)
		if err := st.SaveSettings(s); err != nil {
			t.Fatal(err)
		}
		back, problem := st.LoadSettings()
		if problem != nil || back.Profile == nil || back.Profile.Name != "Drei Spieler" {
			t.Fatalf("%s: settings read back %+v (%v)", l.lang, back.Profile, problem)
		}
		if r, ok := game.Preset(back.Profile.Name); !ok || !text.SameRules(r, three) {
			t.Errorf("%s: the stored name %q no longer names the preset", l.lang, back.Profile.Name)
		}
		sel := newProfileSelect(*back.Profile, nil)
		if sel.Selected != l.three {
			t.Errorf("%s: the profile chooser shows %q, want %q", l.lang, sel.Selected, l.three)
		}
		if p, ok := sel.chosen(); !ok || p.Name != "Drei Spieler" {
			t.Errorf("%s: the profile chooser gives %+v", l.lang, p)
		}
		if got := text.ProfileSummary(*back.Profile); got != trf("Rules: %s", l.three) {
			t.Errorf("%s: score sheet line %q", l.lang, got)
		}
		if got := text.ProfileTitle(game.Profile{Name: "Three players", Rules: three}); got != l.three {
			t.Errorf("%s: a profile named \"Three players\" is shown as %q", l.lang, got)
		}
		sm, _ := game.Preset("SCHWARZWALDMEISTERSCHAFT")
		if got := text.ProfileTitle(profileFor(sm)); got != "Schwarzwaldmeisterschaft" {
			t.Errorf("%s: Schwarzwaldmeisterschaft shown as %q", l.lang, got)
		}
	}
}
