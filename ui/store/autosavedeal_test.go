package store

import (
	"errors"
	"os"
	"slices"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// TestAutosaveDealFile: the deal file carries the deal in progress; a crash
// between the base and the deal file, an undo, or a stale deal file never
// gives a sitting other than one that was saved.
func TestAutosaveDealFile(t *testing.T) {
	s := newTestStore(t)
	m := playSitting(t, game.Rules{}, 1, 2, 0)
	meta := testMeta(4)
	save := func() {
		t.Helper()
		if err := s.SaveAutosave(meta, m); err != nil {
			t.Fatal(err)
		}
	}
	load := func() SavedSitting {
		t.Helper()
		g, ok, err := s.LoadAutosave()
		if !ok || err != nil {
			t.Fatal(ok, err)
		}
		return g
	}
	apply := func(n int) {
		t.Helper()
		for range n {
			st := m.State()
			if err := m.Apply(st.Legal()[0]); err != nil {
				t.Fatal(err)
			}
		}
	}
	save()
	if err := m.NextDeal(); err != nil {
		t.Fatal(err)
	}
	save()
	base := readFile(t, s.AutosavePath())
	apply(5)
	meta.Name = "Runde"
	save()
	if g := load(); g.Sitting.DealNumber() != 3 || !slices.Equal(g.Sitting.Actions(), m.Actions()) || g.Name != "Runde" {
		t.Fatalf("deal %d, %v (want %v), name %q", g.Sitting.DealNumber(), g.Sitting.Actions(), m.Actions(), g.Name)
	}
	if got := readFile(t, s.AutosavePath()); string(got) != string(base) {
		t.Fatal("the base was rewritten within a deal")
	}
	// an undo back into what the base holds rewrites the base
	m.UndoLast()
	save()
	if g := load(); !slices.Equal(g.Sitting.Actions(), m.Actions()) {
		t.Fatalf("after an undo: %v, want %v", g.Sitting.Actions(), m.Actions())
	}
	// a deal file of another deal is not taken
	stale := readFile(t, dealPath(s.AutosavePath()))
	for st := m.State(); st.Phase() != game.Done; st = m.State() {
		apply(1)
	}
	if err := m.NextDeal(); err != nil {
		t.Fatal(err)
	}
	apply(2)
	save()
	writeFile(t, dealPath(s.AutosavePath()), stale)
	if g := load(); g.Sitting.DealNumber() != 4 || len(g.Sitting.Actions()) != 2 {
		t.Fatalf("with a stale deal file: deal %d, %d actions", g.Sitting.DealNumber(), len(g.Sitting.Actions()))
	}
	// without a deal file the base alone is the sitting at the deal's start
	if err := os.Remove(dealPath(s.AutosavePath())); err != nil {
		t.Fatal(err)
	}
	if g := load(); g.Sitting.DealNumber() != 4 || len(g.Sitting.Actions()) != 2 {
		t.Fatalf("base alone: deal %d, %d actions", g.Sitting.DealNumber(), len(g.Sitting.Actions()))
	}
	if err := s.DeleteAutosave(); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{s.AutosavePath(), dealPath(s.AutosavePath())} {
		if _, err := os.Stat(p); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("%s after DeleteAutosave: %v", p, err)
		}
	}
}

// TestHeldAutosaveWrittenElsewhere: while autosave.json cannot be read, the
// sitting is saved as a named save the person can load.
func TestHeldAutosaveWrittenElsewhere(t *testing.T) {
	s := newTestStore(t)
	writeFile(t, s.AutosavePath(), []byte(`{"format":5}`))
	_, _, err := s.LoadAutosave()
	p, ok := errors.AsType[*Problem](err)
	if !ok || !p.Held || p.WrittenTo == "" {
		t.Fatalf("%+v", err)
	}
	m := playSitting(t, game.Rules{}, 3, 1, 7)
	if err := s.SaveAutosave(testMeta(4), m); err != nil {
		t.Fatal(err)
	}
	list, err := s.List()
	if err != nil || len(list) != 1 || list[0].Path != p.WrittenTo {
		t.Fatalf("%+v %v", list, err)
	}
	g, err := s.Load(list[0].Slug)
	if err != nil || !slices.Equal(g.Sitting.Actions(), m.Actions()) {
		t.Fatalf("the sitting saved instead: %v", err)
	}
	if string(readFile(t, s.AutosavePath())) != `{"format":5}` {
		t.Fatal("the held autosave changed")
	}
}

// TestRepairWithoutCopyNotWritten: when no copy of the file can be made,
// the repair is not written over it.
func TestRepairWithoutCopyNotWritten(t *testing.T) {
	s := newTestStore(t)
	file := `{"format":1,"pack":"nope"}`
	writeFile(t, s.SettingsPath(), []byte(file))
	s.fs = stuckFS{}
	got, p := s.LoadSettings()
	if p == nil || p.Reason != Repaired || p.Copy != "" || p.MoveErr == nil || !p.Held {
		t.Fatalf("%+v", p)
	}
	s.fs = osFS{}
	if err := s.SaveSettings(got); err == nil || string(readFile(t, s.SettingsPath())) != file {
		t.Fatalf("the repair was written over the only copy: %v", err)
	}
}
