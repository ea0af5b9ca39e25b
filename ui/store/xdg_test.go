package store

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/adrg/xdg"
	"github.com/cego-spiel/cego/game"
)

// TestDefaultUsesXDG: with a temporary XDG_CONFIG_HOME, settings and saves
// land in $XDG_CONFIG_HOME/cego, and a second Store on the same folder (the
// next start of the program) finds the sitting where it was.
func TestDefaultUsesXDG(t *testing.T) {
	t.Cleanup(xdg.Reload) // registered first, so it runs after the variable is restored
	home := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", home)
	xdg.Reload()

	s, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	want := filepath.Join(home, "cego")
	if s.Dir() != want || s.SettingsPath() != filepath.Join(want, "settings.json") ||
		s.AutosavePath() != filepath.Join(want, "saves", "autosave.json") {
		t.Fatalf("store at %s", s.Dir())
	}
	set := Defaults()
	set.Pack = PackSchwarzwald
	if err := s.SaveSettings(set); err != nil {
		t.Fatal(err)
	}
	m := playSitting(t, game.Rules{}, 99, 2, 30)
	if err := s.SaveAutosave(testMeta(4), m); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(home, "cego", "settings.json")); err != nil {
		t.Fatal(err)
	}

	next, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	if got, p := next.LoadSettings(); p != nil || got.Pack != PackSchwarzwald {
		t.Fatalf("settings %+v, %v", got, p)
	}
	g, ok, err := next.LoadAutosave()
	if !ok || err != nil {
		t.Fatal(ok, err)
	}
	if g.Sitting.State() != m.State() || g.Sitting.Totals() != m.Totals() || len(g.Sitting.Actions()) != 30 {
		t.Fatal("the sitting did not resume where it was")
	}
}
