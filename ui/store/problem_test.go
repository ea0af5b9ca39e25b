package store

import (
	"errors"
	"io"
	"io/fs"
	"strings"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// lockedFS cannot open files for reading, as with wrong permissions.
type lockedFS struct{ osFS }

func (lockedFS) Open(name string) (io.ReadCloser, error) {
	return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrPermission}
}

// TestUnreadableLeftInPlace: a file that cannot be read may be good; it is
// reported but neither moved nor changed.
func TestUnreadableLeftInPlace(t *testing.T) {
	s := newTestStore(t)
	if err := s.SaveSettings(Defaults()); err != nil {
		t.Fatal(err)
	}
	if err := s.SaveAutosave(testMeta(4), playSitting(t, game.Rules{}, 1, 0, 4)); err != nil {
		t.Fatal(err)
	}
	before := snapshot(t, s.Dir())
	s.fs = lockedFS{}
	got, p := s.LoadSettings()
	if p == nil || p.Reason != Unreadable || p.KeptAs != "" || got != Defaults() || !errors.Is(p, fs.ErrPermission) {
		t.Fatalf("settings: %+v", p)
	}
	if !strings.HasSuffix(p.Message(), "; it was left as it is, the defaults are used and changes to the settings are not saved this time.") {
		t.Fatal(p.Message())
	}
	_, ok, err := s.LoadAutosave()
	if p, isProblem := errors.AsType[*Problem](err); ok || !isProblem || p.Reason != Unreadable {
		t.Fatalf("autosave: %v %v", ok, err)
	}
	if !sameSnapshot(before, snapshot(t, s.Dir())) {
		t.Fatal("an unreadable file was touched")
	}
}

// stuckFS can neither link nor rename.
type stuckFS struct{ osFS }

func (stuckFS) Link(string, string) error   { return fs.ErrPermission }
func (stuckFS) Rename(string, string) error { return fs.ErrPermission }

func TestMoveAsideFails(t *testing.T) {
	s := newTestStore(t)
	writeFile(t, s.SettingsPath(), []byte("garbage"))
	s.fs = stuckFS{}
	_, p := s.LoadSettings()
	if p == nil || p.KeptAs != "" || p.MoveErr == nil {
		t.Fatalf("%+v", p)
	}
	if !strings.Contains(p.Message(), "could not be moved aside") {
		t.Fatal(p.Message())
	}
	if string(readFile(t, s.SettingsPath())) != "garbage" {
		t.Fatal("the file changed")
	}
}

func TestProblemNamesTheSave(t *testing.T) {
	s := newTestStore(t)
	if _, err := s.Save("Großes Spiel", testMeta(4), playSitting(t, game.Rules{}, 2, 1, 0)); err != nil {
		t.Fatal(err)
	}
	data := readFile(t, s.SavePath("Großes Spiel"))
	data = []byte(strings.Replace(string(data), `"actions": "`, `"actions": "T21 `, 1))
	writeFile(t, s.SavePath("Großes Spiel"), data)
	_, err := s.Load("grosses-spiel")
	p, ok := errors.AsType[*Problem](err)
	if !ok || p.Reason != Invalid {
		t.Fatal(err)
	}
	msg := p.Message()
	if !strings.HasPrefix(msg, "The saved game “Großes Spiel” could not be read (the game does not replay: deal 1: action 1 (T21)") ||
		!strings.HasSuffix(msg, "it was kept as grosses-spiel.json.broken-20261130T101500.") {
		t.Fatal(msg)
	}
}
