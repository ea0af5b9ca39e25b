package store

import (
	"errors"
	"io"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/cego-spiel/cego/game"
)

// slowFS makes every rename slow and counts them, so saves pile up behind a
// write.
type slowFS struct {
	osFS
	renames atomic.Int32
}

func (f *slowFS) Rename(o, n string) error {
	time.Sleep(5 * time.Millisecond)
	f.renames.Add(1)
	return f.osFS.Rename(o, n)
}

func TestAutosaverKeepsNewest(t *testing.T) {
	s := newTestStore(t)
	sfs := &slowFS{}
	s.fs = sfs
	a := s.NewAutosaver(func(err error) { t.Error("write failed:", err) })
	m := playSitting(t, game.Rules{}, 21, 1, 0)
	if err := m.NextDeal(); err != nil {
		t.Fatal(err)
	}
	saves := 0
	for st := m.State(); st.Phase() != game.Done; st = m.State() {
		if err := m.Apply(st.Legal()[0]); err != nil {
			t.Fatal(err)
		}
		if err := a.Save(testMeta(4), m); err != nil { // m changes right after: Save must have copied it
			t.Fatal(err)
		}
		saves++
	}
	if err := a.Flush(); err != nil {
		t.Fatal(err)
	}
	g, ok, err := s.LoadAutosave()
	if !ok || err != nil {
		t.Fatal(ok, err)
	}
	if g.Sitting.State() != m.State() || g.Sitting.Totals() != m.Totals() {
		t.Fatal("the autosave is not the newest state")
	}
	if n := int(sfs.renames.Load()); n == 0 || n > saves {
		t.Fatalf("%d writes for %d saves", n, saves)
	}
	t.Logf("%d writes for %d saves", sfs.renames.Load(), saves)
	if err := a.Close(); err != nil {
		t.Fatal(err)
	}
	if err := a.Save(testMeta(4), m); !errors.Is(err, ErrClosed) {
		t.Fatalf("save after close: %v", err)
	}
	if err := a.Close(); err != nil {
		t.Fatal("second close:", err)
	}
}

func TestAutosaverCloseWritesQueued(t *testing.T) {
	s := newTestStore(t)
	s.fs = &slowFS{}
	a := s.NewAutosaver(nil)
	m := playSitting(t, game.Rules{Players: 3}, 22, 0, 7)
	if err := a.Save(testMeta(3), m); err != nil {
		t.Fatal(err)
	}
	if err := a.Close(); err != nil {
		t.Fatal(err)
	}
	if g, ok, err := s.LoadAutosave(); !ok || err != nil || g.Sitting.State() != m.State() {
		t.Fatal("queued snapshot not written on close", ok, err)
	}
}

func TestAutosaverDelete(t *testing.T) {
	s := newTestStore(t)
	s.fs = &slowFS{}
	a := s.NewAutosaver(nil)
	defer a.Close()
	m := playSitting(t, game.Rules{}, 23, 0, 3)
	for range 5 {
		if err := a.Save(testMeta(4), m); err != nil {
			t.Fatal(err)
		}
	}
	if err := a.Delete(); err != nil {
		t.Fatal(err)
	}
	if err := a.Flush(); err != nil {
		t.Fatal(err)
	}
	if _, ok, err := s.LoadAutosave(); ok || err != nil {
		t.Fatalf("autosave after Delete: %v %v", ok, err)
	}
}

func TestAutosaverReportsErrors(t *testing.T) {
	s := newTestStore(t)
	s.fs = failRename{}
	var mu sync.Mutex
	var reported []error
	a := s.NewAutosaver(func(err error) {
		mu.Lock()
		reported = append(reported, err)
		mu.Unlock()
	})
	m := playSitting(t, game.Rules{}, 24, 0, 3)
	if err := a.Save(Meta{HumanSeat: 9}, m); err == nil {
		t.Fatal("bad meta accepted")
	}
	if err := a.Save(testMeta(4), m); err != nil {
		t.Fatal(err)
	}
	if err := a.Flush(); !errors.Is(err, io.ErrShortWrite) {
		t.Fatalf("flush: %v", err)
	}
	if err := a.Close(); !errors.Is(err, io.ErrShortWrite) {
		t.Fatalf("close: %v", err)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(reported) != 1 {
		t.Fatalf("reported %v", reported)
	}
}
