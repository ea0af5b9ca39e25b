package text

import (
	"strings"
	"testing"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/store"
)

// TestProfileWords: a preset goes by its name, in the UI's language where
// the name describes the rules; custom rules are marked custom and list
// what they change of the nearest preset.
func TestProfileWords(t *testing.T) {
	t.Cleanup(func() { SetLanguage(store.LanguageEnglish) })
	SetLanguage(store.LanguageEnglish)
	sm, _ := game.Preset("SCHWARZWALDMEISTERSCHAFT")
	if got := ProfileSummary(game.Profile{Rules: sm}); got != "Rules: Schwarzwaldmeisterschaft" {
		t.Errorf("preset summary %q", got)
	}
	if got := ProfileTitle(game.Profile{Rules: game.Rules{Players: 3}}); got != "Three players" {
		t.Errorf("three players: %q", got)
	}
	if got := ProfileTitle(game.Profile{Name: "Unser Stammtisch", Rules: game.Rules{}}); got != "Unser Stammtisch (Standard)" {
		t.Errorf("a preset under its own name: %q", got)
	}
	custom := sm
	custom.Drescher, custom.SMRounding = true, false
	d := NearestPreset(custom)
	if d.Base.ID != "SCHWARZWALDMEISTERSCHAFT" || len(d.Items) != 2 {
		t.Errorf("nearest preset %s, differences %q", d.Base.ID, d.Items)
	}
	if p, ok := PresetOf(custom); ok {
		t.Errorf("custom rules taken for the preset %s", p.ID)
	}
	SetLanguage(store.LanguageGerman)
	if got := ProfileTitle(game.Profile{Rules: game.Rules{Players: 3}}); got != "Drei Spieler" {
		t.Errorf("German, three players: %q", got)
	}
	got := ProfileSummary(game.Profile{Name: "Turnier light", Rules: custom})
	if !strings.Contains(got, "Turnier light") || !strings.Contains(got, "Drescher") || got == Trf("Rules: %s", "Turnier light") {
		t.Errorf("German custom summary %q", got)
	}
}
