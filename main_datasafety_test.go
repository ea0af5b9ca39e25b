package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/store"
)

var secondStarts = flag.Int("instances", 1, "TestSecondInstance: how many second windows to start while the first plays")

// TestResumeFinishedDealWatch (issue #17, case 6): watch mode resumes a
// sitting whose deal is finished — what a kill between deals leaves — and
// ends, having played its deals on from there.
func TestResumeFinishedDealWatch(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no X display: run under xvfb-run (make test-ui)")
	}
	dir := t.TempDir()
	bin := buildCego(t, dir)
	config := filepath.Join(dir, "config")
	if out, err := runLimited(cegoCmd(bin, config, "-watch", "-autosave", "-deals", "1", "-seed", "5"), runLimit); err != nil {
		t.Fatalf("first run: %v\n%s", err, out)
	}
	g := readAutosave(t, config)
	if s := g.Sitting.State(); s.Phase() != game.Done || g.Sitting.DealNumber() != 1 {
		t.Fatalf("the first run left deal %d in phase %v", g.Sitting.DealNumber(), s.Phase())
	}
	out, err := runLimited(cegoCmd(bin, config, "-watch", "-autosave", "-resume", "-deals", "2"), runLimit)
	if err != nil {
		t.Fatalf("resuming a finished deal: %v\n%s", err, out)
	}
	if !bytes.Contains(out, []byte("resumed sitting: deal 1")) {
		t.Errorf("the resumed run does not say it resumed deal 1:\n%s", out)
	}
	after := readAutosave(t, config)
	if s := after.Sitting.State(); after.Sitting.DealNumber() != 2 || s.Phase() != game.Done || after.Sitting.Seed() != g.Sitting.Seed() {
		t.Errorf("after the resumed run: deal %d, phase %v; want deal 2 of the same sitting finished", after.Sitting.DealNumber(), s.Phase())
	}
}

// TestSecondInstance (issue #17, case 8): while one window plays with the
// autosave on, a second one on the same folder says that Cego is already
// open, plays, and writes nothing: none of the first window's autosaves
// fails, and its sitting (read after a SIGKILL ends it) is whole.
// -instances N starts N second windows one after another.
func TestSecondInstance(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no X display: run under xvfb-run (make test-ui)")
	}
	dir := t.TempDir()
	bin := buildCego(t, dir)
	config := filepath.Join(dir, "config")
	st := store.New(filepath.Join(config, "cego"))
	// more deals than it plays: it is killed once the second windows ended
	first := cegoCmd(bin, config, "-watch", "-autosave", "-pace", "fast", "-deals", "500", "-seed", "42")
	var firstOut lockedBuffer
	first.Stdout, first.Stderr = &firstOut, &firstOut
	if err := first.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- first.Wait() }()
	defer func() { _ = first.Process.Kill() }()
	deadline := time.Now().Add(runLimit)
	for {
		if _, ok, _ := st.LoadAutosave(); ok {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the first window wrote no autosave:\n%s", firstOut.Bytes())
		}
		time.Sleep(100 * time.Millisecond)
	}
	for i := range *secondStarts {
		out, err := runLimited(cegoCmd(bin, config, "-watch", "-autosave", "-deals", "1", "-seed", fmt.Sprint(100+i)), runLimit)
		if err != nil {
			t.Fatalf("second window %d: %v\n%s", i+1, err, out)
		}
		if !bytes.Contains(out, []byte("Cego is already open")) {
			t.Errorf("second window %d does not say that Cego is already open:\n%s", i+1, out)
		}
		if bytes.Contains(out, []byte("resumed")) || bytes.Contains(out, []byte("autosave:")) {
			t.Errorf("second window %d touched the autosave:\n%s", i+1, out)
		}
	}
	select {
	case err := <-done:
		t.Fatalf("the first window ended before the second ones did: %v\n%s", err, firstOut.Bytes())
	default:
	}
	if err := first.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	<-done
	if bytes.Contains(firstOut.Bytes(), []byte("autosave:")) {
		t.Errorf("an autosave of the first window failed:\n%s", firstOut.Bytes())
	}
	g := readAutosave(t, config)
	if g.Sitting.Seed() == 0 || len(g.Seats) != 4 {
		t.Errorf("the first window's sitting: %+v", g.Meta)
	}
}

var windowKills = flag.Int("killwindow", 3, "TestKillLoopWindow: how many times the watching window is killed")

// TestKillLoopWindow (issue #17) kills (SIGKILL) the real program watching
// with the autosave on at random moments — mid-deal, between deals, while a
// deal ends — and resumes it each time: the autosave always reads back and
// the sitting never goes back. -killwindow N kills N times. (The store's
// TestKillLoop does the same many times a second, with Save as… too.)
func TestKillLoopWindow(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no X display: run under xvfb-run (make test-ui)")
	}
	dir := t.TempDir()
	bin := buildCego(t, dir)
	config := filepath.Join(dir, "config")
	st := store.New(filepath.Join(config, "cego"))
	prevDeal, prevActions := 0, 0
	for i := range *windowKills {
		args := []string{"-watch", "-autosave", "-deals", "500", "-seed", "11"}
		if i > 0 {
			args = append(args, "-resume")
		}
		cmd := cegoCmd(bin, config, args...)
		var out lockedBuffer
		cmd.Stdout, cmd.Stderr = &out, &out
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		// wait for this run's first save, then a random while
		deadline := time.Now().Add(runLimit)
		for {
			if g, ok, _ := st.LoadAutosave(); ok && (g.Sitting.DealNumber() > prevDeal || len(g.Sitting.Actions()) > prevActions) {
				break
			}
			if time.Now().After(deadline) {
				_ = cmd.Process.Kill()
				_ = cmd.Wait()
				t.Fatalf("run %d saved nothing new:\n%s", i+1, out.Bytes())
			}
			time.Sleep(50 * time.Millisecond)
		}
		time.Sleep(time.Duration(time.Now().UnixNano()%4000) * time.Millisecond)
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		if bytes.Contains(out.Bytes(), []byte("autosave:")) {
			t.Errorf("run %d: an autosave failed:\n%s", i+1, out.Bytes())
		}
		g := readAutosave(t, config)
		deal, actions := g.Sitting.DealNumber(), len(g.Sitting.Actions())
		if deal < prevDeal || deal == prevDeal && actions < prevActions {
			t.Fatalf("kill %d: the sitting went back from deal %d, action %d to deal %d, action %d", i+1, prevDeal, prevActions, deal, actions)
		}
		prevDeal, prevActions = deal, actions
		t.Logf("kill %d: deal %d, action %d", i+1, deal, actions)
	}
	if broken, _ := filepath.Glob(filepath.Join(st.SavesDir(), "*.broken-*")); len(broken) > 0 {
		t.Fatalf("kept aside as broken: %v", broken)
	}
}
