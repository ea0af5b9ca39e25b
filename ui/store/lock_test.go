package store

import (
	"errors"
	"strconv"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// TestSecondStoreReadOnly (case 8): a second store on a locked folder is
// told so, writes nothing and moves nothing; once the first unlocks (or
// its process ends), the folder can be taken.
func TestSecondStoreReadOnly(t *testing.T) {
	dir := t.TempDir()
	first, second := New(dir), New(dir)
	if err := first.Lock(); err != nil {
		t.Fatal(err)
	}
	if err := second.Lock(); !errors.Is(err, ErrInUse) || !second.ReadOnly() {
		t.Fatalf("second lock: %v, read-only %v", err, second.ReadOnly())
	}
	m := playSitting(t, game.Rules{}, 1, 1, 4)
	if err := first.SaveAutosave(testMeta(4), m); err != nil {
		t.Fatal(err)
	}
	writeFile(t, first.SettingsPath(), []byte("damaged"))
	before := snapshot(t, dir)
	if err := second.SaveAutosave(testMeta(4), m); !errors.Is(err, ErrReadOnly) {
		t.Errorf("autosave: %v", err)
	}
	if err := second.SaveSettings(Defaults()); !errors.Is(err, ErrReadOnly) {
		t.Errorf("settings: %v", err)
	}
	if _, err := second.Save("x", testMeta(4), m); !errors.Is(err, ErrReadOnly) {
		t.Errorf("save: %v", err)
	}
	if err := second.DeleteAutosave(); !errors.Is(err, ErrReadOnly) {
		t.Errorf("delete: %v", err)
	}
	if _, p := second.LoadSettings(); p == nil || p.KeptAs != "" {
		t.Errorf("a read-only store moved a damaged file aside: %+v", p)
	}
	if _, _, err := second.UpdateStats(func(st *Stats) bool { return st.Add("k", game.Solo, true, true, 2) }); !errors.Is(err, ErrReadOnly) {
		t.Errorf("stats: %v", err)
	}
	if !sameSnapshot(before, snapshot(t, dir)) {
		t.Fatal("the read-only store changed the folder")
	}
	if err := first.Unlock(); err != nil {
		t.Fatal(err)
	}
	third := New(dir)
	if err := third.Lock(); err != nil {
		t.Fatalf("after the first unlocked: %v", err)
	}
	_ = third.Unlock()
}

// TestUpdateStatsReadsAfresh (case 8): statistics are counted on what the
// file holds now, so two stores on one folder lose no deal.
func TestUpdateStatsReadsAfresh(t *testing.T) {
	dir := t.TempDir()
	a, b := New(dir), New(dir)
	for i, s := range []*Store{a, b, a} {
		key := strconv.Itoa(i)
		if _, p, err := s.UpdateStats(func(st *Stats) bool { return st.Add(key, game.Solo, true, i != 1, 3) }); p != nil || err != nil {
			t.Fatal(p, err)
		}
	}
	st, p := b.LoadStats()
	if p != nil || st.Deals != 3 || st.Contracts["Solo"].Declared != 3 || st.Contracts["Solo"].Won != 2 {
		t.Fatalf("three deals finished, counted %+v (%v)", st, p)
	}
}

// TestExistingNamesTheSave: the question before replacing names the save
// that would be replaced, even when the typed name differs.
func TestExistingNamesTheSave(t *testing.T) {
	s := newTestStore(t)
	if _, err := s.Save("Sonntagsrunde beim Ochsen mit Sepp und Anna, Januar", testMeta(4), playSitting(t, game.Rules{}, 1, 1, 2)); err != nil {
		t.Fatal(err)
	}
	info, ok := s.Existing("  Sonntagsrunde beim Ochsen mit Sepp und Anna, Februar")
	if !ok || info.Name != "Sonntagsrunde beim Ochsen mit Sepp und A" || info.Deal != 2 {
		t.Fatalf("%v %+v", ok, info)
	}
	if CleanSaveName("  Sonntagsrunde beim Ochsen mit Sepp und Anna, Februar") != info.Name {
		t.Fatal("the cleaned name is not the saved one")
	}
	if _, ok := s.Existing("Montag"); ok {
		t.Fatal("a save that is not there")
	}
}
