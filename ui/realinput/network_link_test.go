package realinput

import (
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/cego-spiel/cego/ui/netplay"
)

// TestLinkToRunningProgram: while Cego runs, a clicked cego:// link
// starts a second program with the link (as the desktop does); it hands
// the invitation to the running one and ends with status 0 without a
// window, and the running one shows Join with the invitation, the
// address and the code filled in (shot: network-link-running).
func TestLinkToRunningProgram(t *testing.T) {
	need(t)
	const link = "cego://192.0.2.7:47474/?code=K7M2QX&fp=5b87d835aa0b71c3d2e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6"
	inv, err := netplay.ParseInvitation(link)
	if err != nil {
		t.Fatal(err)
	}
	scr := newScreen(t, 800, 600)
	config := newConfig(t, returning())
	first := start(t, scr, config, "-seed", "5")

	second := exec.Command(program(t), link)
	second.Env = append(os.Environ(), "DISPLAY="+scr.display, "XDG_CONFIG_HOME="+config, "XDG_DATA_HOME="+config,
		"LANG=en_GB.UTF-8", "LANGUAGE=", "XDG_RUNTIME_DIR="+runtimeDir)
	out := &lockedBuffer{}
	second.Stdout, second.Stderr = out, out
	if err := second.Start(); err != nil {
		t.Fatal(err)
	}
	ended := make(chan error, 1)
	go func() { ended <- second.Wait() }()
	select {
	case err := <-ended:
		if err != nil {
			t.Fatalf("the second program ended with %v\n%s", err, out.String())
		}
	case <-time.After(60 * time.Second):
		_ = second.Process.Kill()
		t.Fatalf("the second program did not end within 60 s\n%s", out.String())
	}
	if !strings.Contains(out.String(), "the invitation went to the Cego already running") {
		t.Errorf("the second program does not say it handed the link over:\n%s", out.String())
	}
	first.waitFor("Join filled in from the link", func(s snapshot) bool {
		f := entries(s)
		return dialogTitle(s, "Join a table") && len(f) == 4 && f[0].Text == link && f[1].Text == inv.Addr && f[2].Text == inv.Code
	})
	scr.shot(t, "network-link-running")
	if w := scr.xdo(t, "search", "--onlyvisible", "--name", "^Cego"); len(strings.Fields(w)) != 1 {
		t.Errorf("%d windows of Cego on the screen, want 1", len(strings.Fields(w)))
	}
}
