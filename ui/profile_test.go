package ui

import (
	"bytes"
	"strings"
	"testing"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/text"
)

// TestProfileFileRoundTrip: every preset and a custom profile are written
// as a profile file and read back unchanged.
func TestProfileFileRoundTrip(t *testing.T) {
	custom := game.Profile{Name: "Unser Stammtisch", Rules: game.Rules{Players: 4, Halbe: true, Drescher: true,
		Specials: game.SpecialsWeissauer, Scoring: game.CegoOnlineValues}}
	var profs []game.Profile
	for _, p := range game.Presets() {
		profs = append(profs, presetProfile(p))
	}
	for _, p := range append(profs, custom) {
		var b bytes.Buffer
		if err := writeProfile(&b, p); err != nil {
			t.Fatalf("%s: %v", p.Name, err)
		}
		got, err := readProfile(&b)
		if err != nil {
			t.Fatalf("%s: %v", p.Name, err)
		}
		if got.Name != p.Name || got.Rules != text.NormRules(p.Rules) {
			t.Fatalf("%s read back as %+v", p.Name, got)
		}
	}
	if err := writeProfile(&bytes.Buffer{}, game.Profile{Rules: game.Rules{Players: 3, CountPairs: true}}); err == nil {
		t.Fatal("contradictory rules written")
	}
}

// TestReadProfileRefuses: files that are not usable profiles are refused
// with a sentence naming the problem.
func TestReadProfileRefuses(t *testing.T) {
	for file, want := range map[string]string{
		`{"format":1,"name":"x","players":3,"options":["COUNT_PAIRS"]}`:                      "COUNT_PAIRS",
		`{"format":1,"name":"x","options":["GEGENSOLO_GEHALTEN","GEGENSOLO_VERSTEIGERUNG"]}`: "contradict",
		`{"format":1,"name":"x","options":["KREUZ_BUBE"]}`:                                   "unknown option",
		`{"format":9,"name":"x"}`: "newer",
		`<html>`:                  "not a rule profile",
		`{"format":1}` + strings.Repeat(" ", maxProfileFile): "at most",
	} {
		_, err := readProfile(strings.NewReader(file))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%.60s: error %v, want %q", file, err, want)
		}
	}
	// a byte-order mark from a Windows editor is fine
	if p, err := readProfile(strings.NewReader("\xef\xbb\xbf" + `{"format":1,"name":"Halbe","options":["HALBE"]}`)); err != nil || !p.Rules.Halbe {
		t.Fatalf("profile with BOM: %v %+v", err, p)
	}
}

// TestProfileNames: presets go by their name (a descriptive one
// translated, TestPresetTitlesTranslated); custom rules are
// marked custom and list what they change of the nearest preset.
func TestProfileNames(t *testing.T) {
	sm, _ := game.Preset("SCHWARZWALDMEISTERSCHAFT")
	if got := text.ProfileSummary(profileFor(sm)); got != "Rules: Schwarzwaldmeisterschaft" {
		t.Errorf("preset summary %q", got)
	}
	if got := text.ProfileTitle(game.Profile{Name: "Unser Stammtisch", Rules: game.Rules{Players: 4}}); got != "Unser Stammtisch (Standard)" {
		t.Errorf("a preset under its own name: %q", got)
	}
	if got := text.ProfileTitle(profileFor(game.Rules{Players: 3})); got != "Three players" {
		t.Errorf("three players: %q", got)
	}
	sm.Drescher, sm.SMRounding = true, false
	got := text.ProfileSummary(game.Profile{Name: "Turnier light", Rules: sm})
	for _, want := range []string{"Turnier light (custom)", "Schwarzwaldmeisterschaft, with Drescher", "without Aufrunden auf 10"} {
		if !strings.Contains(got, want) {
			t.Errorf("custom summary %q lacks %q", got, want)
		}
	}
	if got := text.ProfileSummary(game.Profile{Rules: game.Rules{Scoring: game.CegoOnlineValues}}); !strings.HasPrefix(got, "Rules: Custom rules — Standard, ") ||
		!strings.Contains(got, "scoring cego-online") {
		t.Errorf("unnamed custom summary %q", got)
	}
	if profileFileName(game.Profile{Name: "Schwarzwälder Stammtisch 2"}) != "schwarzwaelder-stammtisch-2.json" {
		t.Errorf("file name %q", profileFileName(game.Profile{Name: "Schwarzwälder Stammtisch 2"}))
	}
}
