package store

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cego-spiel/cego/game"
)

var errCrash = errors.New("simulated crash")

// crashFS lets budget file-changing operations through and then "crashes":
// that operation and every later one fail and do nothing, as if the process
// had died — not even the clean-up after the failure happens. A write that
// crashes writes half its bytes first. Reads pass through.
type crashFS struct {
	osFS
	budget  int
	crashed bool
}

func (c *crashFS) step() error {
	if c.crashed || c.budget == 0 {
		c.crashed = true
		return errCrash
	}
	c.budget--
	return nil
}

func (c *crashFS) MkdirAll(dir string, perm fs.FileMode) error {
	if err := c.step(); err != nil {
		return err
	}
	return c.osFS.MkdirAll(dir, perm)
}

func (c *crashFS) CreateTemp(dir, pattern string) (tempFile, error) {
	if err := c.step(); err != nil {
		return nil, err
	}
	f, err := c.osFS.CreateTemp(dir, pattern)
	if err != nil {
		return nil, err
	}
	return &crashFile{f, c}, nil
}

func (c *crashFS) Rename(o, n string) error {
	if err := c.step(); err != nil {
		return err
	}
	return c.osFS.Rename(o, n)
}

func (c *crashFS) Link(o, n string) error {
	if err := c.step(); err != nil {
		return err
	}
	return c.osFS.Link(o, n)
}

func (c *crashFS) Remove(name string) error {
	if err := c.step(); err != nil {
		return err
	}
	return c.osFS.Remove(name)
}

func (c *crashFS) SyncDir(dir string) error {
	if err := c.step(); err != nil {
		return err
	}
	return c.osFS.SyncDir(dir)
}

type crashFile struct {
	tempFile
	fs *crashFS
}

func (f *crashFile) Write(p []byte) (int, error) {
	if err := f.fs.step(); err != nil {
		n, _ := f.tempFile.Write(p[:len(p)/2])
		return n, err
	}
	return f.tempFile.Write(p)
}

func (f *crashFile) Sync() error {
	if err := f.fs.step(); err != nil {
		return err
	}
	return f.tempFile.Sync()
}

func (f *crashFile) Close() error {
	if err := f.fs.step(); err != nil {
		f.tempFile.Close() // the OS closes a dead process's files
		return err
	}
	return f.tempFile.Close()
}

// strayTemps counts temporary files left in dir.
func strayTemps(t *testing.T, dir string) int {
	n := 0
	for _, name := range names(t, dir) {
		if strings.Contains(name, ".tmp-") {
			n++
		}
	}
	return n
}

// TestCrashDuringWrite crashes a write at every step in turn. Before the
// rename the old file must be intact byte for byte; after it, the new one;
// either way it loads without a problem, and the next write succeeds and
// removes the temporary file the crash left.
func TestCrashDuringWrite(t *testing.T) {
	type target struct {
		name  string
		path  func(*Store) string
		write func(*Store, int) error
		load  func(*Store) error
	}
	targets := []target{
		{"settings", (*Store).SettingsPath,
			func(s *Store, i int) error {
				st := Defaults()
				st.Volume = float64(i) / 100
				return s.SaveSettings(st)
			},
			func(s *Store) error {
				if _, p := s.LoadSettings(); p != nil {
					return p
				}
				return nil
			}},
		{"autosave", (*Store).AutosavePath,
			func(s *Store, i int) error {
				return s.SaveAutosave(testMeta(4), playSitting(t, game.Rules{}, 4, 1, i))
			},
			func(s *Store) error {
				_, ok, err := s.LoadAutosave()
				if !ok && err == nil {
					return errors.New("no autosave")
				}
				return err
			}},
	}
	for _, tg := range targets {
		t.Run(tg.name, func(t *testing.T) {
			sawStray, sawOld, sawNew := false, false, false
			for budget := 0; ; budget++ {
				dir := t.TempDir()
				good := New(dir)
				if err := tg.write(good, 1); err != nil {
					t.Fatal(err)
				}
				old := readFile(t, tg.path(good))

				cfs := &crashFS{budget: budget}
				crashing := New(dir)
				crashing.fs = cfs
				err := tg.write(crashing, 2)
				if !cfs.crashed {
					if err != nil {
						t.Fatal(err)
					}
					break // the write completed: every step has been crashed
				}
				if !errors.Is(err, errCrash) {
					t.Fatalf("budget %d: error %v", budget, err)
				}

				got := readFile(t, tg.path(good))
				if bytes.Equal(got, old) {
					sawOld = true
				} else {
					sawNew = true
				}
				if err := tg.load(good); err != nil {
					t.Fatalf("budget %d: after the crash: %v", budget, err)
				}
				if sawNew && bytes.Equal(got, old) {
					t.Fatalf("budget %d: old file back after the rename", budget)
				}
				folder := filepath.Dir(tg.path(good))
				if strayTemps(t, folder) > 0 {
					sawStray = true
				}
				if err := tg.write(good, 3); err != nil {
					t.Fatalf("budget %d: next write: %v", budget, err)
				}
				if n := strayTemps(t, folder); n > 0 {
					t.Fatalf("budget %d: %d temporary files left in %s", budget, n, folder)
				}
				if err := tg.load(good); err != nil {
					t.Fatal(err)
				}
			}
			if !sawOld || !sawNew || !sawStray {
				t.Fatalf("crashes did not cover every case (old file kept %v, new file in place %v, temporary file left %v)",
					sawOld, sawNew, sawStray)
			}
		})
	}
}

// TestStrayTempIgnored: a temporary file from a crash is never read as the
// real file.
func TestStrayTempIgnored(t *testing.T) {
	s := newTestStore(t)
	// the process that holds the folder's lock removes every leftover
	if err := s.Lock(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = s.Unlock() })
	if err := s.SaveSettings(Defaults()); err != nil {
		t.Fatal(err)
	}
	stray := filepath.Join(s.Dir(), tempPrefix(settingsName)+"123")
	writeFile(t, stray, []byte(`{"format":1,"pack":"bour`))
	if _, p := s.LoadSettings(); p != nil {
		t.Fatal(p)
	}
	if _, err := os.Stat(stray); err != nil {
		t.Fatal("loading removed the stray file; only a write should")
	}
	if err := s.SaveSettings(Defaults()); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(stray); !os.IsNotExist(err) {
		t.Fatal("the stray temporary file is still there")
	}
}

// TestFailedWriteKeepsOld: an ordinary failure (not a crash) cleans up its
// temporary file and leaves the old file.
func TestFailedWriteKeepsOld(t *testing.T) {
	s := newTestStore(t)
	if err := s.SaveSettings(Defaults()); err != nil {
		t.Fatal(err)
	}
	old := readFile(t, s.SettingsPath())
	s.fs = failRename{}
	st := Defaults()
	st.Pack = PackBourgeois
	if err := s.SaveSettings(st); err == nil {
		t.Fatal("no error")
	}
	if !bytes.Equal(readFile(t, s.SettingsPath()), old) || strayTemps(t, s.Dir()) != 0 {
		t.Fatal("a failed write left traces")
	}
}

type failRename struct{ osFS }

func (failRename) Rename(string, string) error { return io.ErrShortWrite }

// TestCrashWhileMovingAside: however far moving a bad file aside got, its
// bytes survive (as the original or as the broken copy) and a later load
// finishes the job.
func TestCrashWhileMovingAside(t *testing.T) {
	bad := []byte(`{"format":1,"pack":`)
	for budget := 0; ; budget++ {
		dir := t.TempDir()
		writeFile(t, filepath.Join(dir, settingsName), bad)
		cfs := &crashFS{budget: budget}
		s := New(dir)
		s.fs = cfs
		_, p := s.LoadSettings()
		if p == nil {
			t.Fatal("no problem reported")
		}
		found := false
		for _, name := range names(t, dir) {
			if bytes.Equal(readFile(t, filepath.Join(dir, name)), bad) {
				found = true
			}
		}
		if !found {
			t.Fatalf("budget %d: the bad file's bytes are gone", budget)
		}
		if _, p := New(dir).LoadSettings(); p != nil && p.KeptAs == "" {
			t.Fatalf("budget %d: a later load could not move it aside: %v", budget, p)
		}
		if _, p := New(dir).LoadSettings(); p != nil {
			t.Fatalf("budget %d: still a problem: %v", budget, p)
		}
		if !cfs.crashed {
			break
		}
	}
}
