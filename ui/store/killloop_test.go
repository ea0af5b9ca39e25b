package store

import (
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/cego-spiel/cego/game"
)

var killLoops = flag.Int("killloop", 8, "TestKillLoop: how many times the writing process is killed")

// killChildEnv names the folder a TestKillChild process writes to.
const killChildEnv = "CEGO_STORE_KILL_CHILD"

// TestKillLoop (issue #17) kills (SIGKILL) a process that writes the folder
// as the table does — an Autosaver after every action, the statistics and a
// Save as… after every deal, a pause between deals — at random moments,
// across deal boundaries, between deals and during Save as…, and starts it
// again each time, resuming the autosave. After every kill each file reads
// back without a problem, nothing is kept aside as broken, the sitting never
// goes back, and no deal is counted that the autosave does not hold as
// finished (the last one may not be counted yet: the next start counts it). -killloop N kills N
// times (8 by default, 3 with -short).
func TestKillLoop(t *testing.T) {
	kills := *killLoops
	if testing.Short() {
		kills = min(kills, 3)
	}
	dir := t.TempDir()
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 17))
	prevDeal, prevActions := 0, 0
	for i := range kills {
		cmd := exec.Command(os.Args[0], "-test.run=^TestKillChild$", "-test.count=1")
		cmd.Env = append(os.Environ(), killChildEnv+"="+dir)
		out, err := os.Create(filepath.Join(t.TempDir(), "child.log"))
		if err != nil {
			t.Fatal(err)
		}
		cmd.Stdout, cmd.Stderr = out, out
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(time.Duration(30+rng.IntN(400)) * time.Millisecond)
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		out.Close()

		s := New(dir)
		g, ok, err := s.LoadAutosave()
		if err != nil {
			log, _ := os.ReadFile(out.Name())
			t.Fatalf("kill %d: the autosave: %v\n%s", i+1, err, log)
		}
		if !ok {
			continue // killed before its first save
		}
		deal, actions := g.Sitting.DealNumber(), len(g.Sitting.Actions())
		if deal < prevDeal || deal == prevDeal && actions < prevActions {
			t.Fatalf("kill %d: the sitting went back from deal %d, action %d to deal %d, action %d", i+1, prevDeal, prevActions, deal, actions)
		}
		prevDeal, prevActions = deal, actions
		finished := deal - 1
		if st := g.Sitting.State(); st.Phase() == game.Done {
			finished++
		}
		stats, p := s.LoadStats()
		if p != nil {
			t.Fatalf("kill %d: the statistics: %v", i+1, p)
		}
		if d := stats.Deals - finished; d < -1 || d > 0 {
			t.Fatalf("kill %d: %d deals counted, %d finished in the autosave", i+1, stats.Deals, finished)
		}
		if _, err := s.Load("Runde"); err != nil && !errors.Is(err, ErrNotFound) {
			t.Fatalf("kill %d: the save: %v", i+1, err)
		}
		t.Logf("kill %d: deal %d, action %d, %d deals counted", i+1, deal, actions, stats.Deals)
	}
	broken, _ := filepath.Glob(filepath.Join(dir, "*", "*.broken-*"))
	top, _ := filepath.Glob(filepath.Join(dir, "*.broken-*"))
	if len(broken)+len(top) > 0 {
		t.Fatalf("files kept aside as broken: %v %v", broken, top)
	}
}

// TestKillChild is the process TestKillLoop kills: it resumes the autosave
// (or starts a sitting) and plays random legal actions for ever, writing
// as the table does. Without its environment variable it does nothing.
func TestKillChild(t *testing.T) {
	dir := os.Getenv(killChildEnv)
	if dir == "" {
		t.Skip("run by TestKillLoop")
	}
	s := New(dir)
	if err := s.Lock(); err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(uint64(os.Getpid()), uint64(time.Now().UnixNano())))
	meta := testMeta(4)
	g, ok, err := s.LoadAutosave()
	if err != nil {
		t.Fatal(err)
	}
	m := g.Sitting
	if !ok {
		if m, err = game.NewSitting(game.Rules{}, 7); err != nil {
			t.Fatal(err)
		}
	}
	a := s.NewAutosaver(func(err error) { panic(err) })
	dealDone := func() {
		// as the table does: the finished deal is on disk before it is counted
		if err := a.Flush(); err != nil {
			panic(err)
		}
		st := m.State()
		r := st.Result()
		key := strconv.Itoa(m.DealNumber())
		if _, p, err := s.UpdateStats(func(st *Stats) bool { return st.Add(key, r.Contract, r.Declarer == 0, r.Won, r.Score[0]) }); p != nil || err != nil {
			panic(fmt.Sprint(p, err))
		}
		if _, err := s.Save("Runde", meta, m); err != nil { // Save as…
			panic(err)
		}
		time.Sleep(time.Duration(rng.IntN(40)) * time.Millisecond) // the result panel
	}
	for {
		st := m.State()
		if st.Phase() == game.Done {
			dealDone()
			if err := m.NextDeal(); err != nil {
				t.Fatal(err)
			}
		} else {
			legal := st.Legal()
			if err := m.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		if err := a.Save(meta, m); err != nil {
			t.Fatal(err)
		}
	}
}
