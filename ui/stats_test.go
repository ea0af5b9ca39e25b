package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/store"
)

// playToEnd finishes the deal on the table with the pilot.
func playToEnd(t *testing.T, c *Controller) game.State {
	t.Helper()
	for st := c.sitting.State(); st.Phase() != game.Done; st = c.sitting.State() {
		pilotMove(t, c)
	}
	return c.sitting.State()
}

// TestStatsKeptAcrossSittings: every finished deal is counted once and
// written to the store; a second table with the same store adds to it.
func TestStatsKeptAcrossSittings(t *testing.T) {
	dir := t.TempDir()
	c := newTestTable(t, Options{Seed: 4})
	c.store = store.New(dir)
	st := playToEnd(t, c)
	c.dealFinished(&st) // the result shown again (a resumed sitting): not counted twice
	s, p := store.New(dir).LoadStats()
	if p != nil || s.Deals != 1 || s.Score != st.Score()[human] || len(s.Recent) != 1 {
		t.Fatalf("after one deal: %+v, %v", s, p)
	}
	r := st.Result()
	if r.Declarer == human {
		if s.Contracts[r.Contract.String()].Declared != 1 {
			t.Fatalf("the person's %v is not counted: %+v", r.Contract, s)
		}
	} else if len(s.Contracts) != 0 {
		t.Fatalf("contracts counted for the person: %+v", s.Contracts)
	}
	c2 := newTestTable(t, Options{Seed: 9})
	c2.store = store.New(dir)
	st2 := playToEnd(t, c2)
	s, p = store.New(dir).LoadStats()
	if p != nil || s.Deals != 2 || s.Score != st.Score()[human]+st2.Score()[human] {
		t.Fatalf("after the second sitting: %+v, %v", s, p)
	}
}

// TestStatsBrokenFileReported: a damaged statistics file is kept aside,
// the person is told in words that name it, and counting starts afresh.
func TestStatsBrokenFileReported(t *testing.T) {
	dir := t.TempDir()
	st := store.New(dir)
	if err := os.WriteFile(st.StatsPath(), []byte(`{"format":1,"deals":`), 0o644); err != nil {
		t.Fatal(err)
	}
	c := newTestTable(t, Options{Seed: 4})
	c.store = st
	playToEnd(t, c)
	if c.win.Canvas().Overlays().Top() == nil {
		t.Fatal("the person was not told")
	}
	kept, _ := filepath.Glob(st.StatsPath() + ".broken-*")
	if len(kept) != 1 {
		t.Fatalf("kept aside: %v", kept)
	}
	if data, _ := os.ReadFile(kept[0]); string(data) != `{"format":1,"deals":` {
		t.Fatalf("the broken copy holds %q", data)
	}
	_, p := store.New(dir).LoadStats()
	if p != nil {
		t.Fatal(p)
	}
	msg := problemMessage(&store.Problem{Subject: store.StatsFile, Reason: store.Corrupt, KeptAs: kept[0], Err: os.ErrInvalid})
	if !strings.Contains(msg, "statistics") || !strings.Contains(msg, filepath.Base(kept[0])) {
		t.Fatalf("message %q", msg)
	}
	if s, _ := store.New(dir).LoadStats(); s.Deals != 1 {
		t.Fatalf("afresh: %+v", s)
	}
}
