package store

import (
	"os"
	"strings"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// TestSettingsProfileRoundTrip: a rule profile chosen for the next sitting
// is stored and read back, and Rules gives its rules.
func TestSettingsProfileRoundTrip(t *testing.T) {
	s := New(t.TempDir())
	r, _ := game.Preset("SCHWARZWALDMEISTERSCHAFT")
	r.Drescher = true
	set := Defaults()
	set.SetProfile(game.Profile{Name: "Unser Stammtisch", Rules: r})
	if set.Players != 4 || set.Scoring != "CEGO_ONLINE_VALUES" {
		t.Fatalf("players/scoring not in step: %d %s", set.Players, set.Scoring)
	}
	if err := s.SaveSettings(set); err != nil {
		t.Fatal(err)
	}
	got, p := s.LoadSettings()
	if p != nil {
		t.Fatal(p)
	}
	if got.Profile == nil || got.Profile.Name != "Unser Stammtisch" || got.Rules() != r {
		t.Fatalf("profile read back %+v", got.Profile)
	}
	three := Defaults()
	three.SetProfile(game.Profile{Name: "Drei Spieler", Rules: game.Rules{Players: 3, OhneRaeuber3: true}})
	if err := s.SaveSettings(three); err != nil {
		t.Fatal(err)
	}
	if got, _ := s.LoadSettings(); got.Rules() != (game.Rules{Players: 3, OhneRaeuber3: true}) || got.Players != 3 {
		t.Fatalf("three-player profile read back as %+v", got.Rules())
	}
}

// TestSettingsWithoutProfile: a settings file from before the profiles
// loads as it did: no profile, the rules from players and scoring.
func TestSettingsWithoutProfile(t *testing.T) {
	s := New(t.TempDir())
	old := `{"format":1,"playerName":"Ute","pack":"adler","botLevels":["normal","easy","normal","strong"],
"pace":"fast","animations":true,"sound":false,"volume":0.5,"language":"de","hints":true,
"scoring":"CEGO_ONLINE_VALUES","cornerIndices":true,"players":3}`
	if err := os.MkdirAll(s.Dir(), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(s.SettingsPath(), []byte(old), 0o644); err != nil {
		t.Fatal(err)
	}
	got, p := s.LoadSettings()
	if p != nil {
		t.Fatal(p)
	}
	if got.Profile != nil || got.Rules() != (game.Rules{Players: 3, Scoring: game.CegoOnlineValues}) || got.PlayerName != "Ute" {
		t.Fatalf("old settings read as %+v", got)
	}
}

// TestSettingsBadProfile: a profile that cannot be played (contradictory
// options, not a profile) is dropped with a note; the other settings stay
// as they were. (An unknown option drops only itself:
// TestRepairKeepsWhatIsRight.)
func TestSettingsBadProfile(t *testing.T) {
	for _, prof := range []string{
		`{"format":1,"name":"x","players":3,"options":["COUNT_PAIRS"]}`,
		`{"format":1,"name":"x","options":["NO_SUCH_RULE"],"colour":"red"}`,
		`"a string"`,
	} {
		s := New(t.TempDir())
		file := `{"format":1,"playerName":"Ute","pack":"adler","botLevels":["normal","normal","normal","normal"],
"pace":"normal","volume":0.5,"language":"en","scoring":"STANDARD","players":4,"profile":` + prof + `}`
		if err := os.MkdirAll(s.Dir(), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(s.SettingsPath(), []byte(file), 0o644); err != nil {
			t.Fatal(err)
		}
		got, p := s.LoadSettings()
		if p == nil || p.Reason != Repaired || len(p.Notes) != 1 || !strings.Contains(p.Notes[0].String(), "rule profile") {
			t.Fatalf("%s: problem %v", prof, p)
		}
		if got.Profile != nil || got.PlayerName != "Ute" || got.Validate() != nil {
			t.Fatalf("%s: repaired settings %+v", prof, got)
		}
	}
}
