package game

import (
	"os/exec"
	"strings"
	"testing"
)

// TestImports keeps the engine on the standard library and the bots free of
// UI and audio packages (DESIGN §1).
func TestImports(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "-f", "{{if not .Standard}}{{.ImportPath}}{{end}}", ".").Output()
	if err != nil {
		t.Skipf("go list unavailable: %v", err)
	}
	for _, p := range strings.Fields(string(out)) {
		if p != "github.com/cego-spiel/cego/game" {
			t.Errorf("game imports %s, outside the standard library", p)
		}
	}
	out, err = exec.Command("go", "list", "-deps", "../game/...", "../ai/...").Output()
	if err != nil {
		out, err = exec.Command("go", "list", "-deps", "../game/...").Output()
		if err != nil {
			t.Fatal(err)
		}
	}
	for _, p := range strings.Fields(string(out)) {
		for _, bad := range []string{"fyne.io", "ebitengine", "go-mp3"} {
			if strings.Contains(p, bad) {
				t.Errorf("game or ai depends on %s", p)
			}
		}
	}
}
