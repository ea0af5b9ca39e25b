package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/cego-spiel/cego/game"
)

// earlierBroken is a broken copy from an earlier start with the same time
// stamp as the fuzzed load: it must survive untouched.
const earlierBroken = "an earlier broken copy"

// memStore is a store on a fresh in-memory file system.
func memStore() (*Store, *memFS) {
	mfs := newMemFS()
	s := New("mem")
	s.fs = mfs
	s.now = func() time.Time { return fixedNow }
	return s, mfs
}

func FuzzLoadSettings(f *testing.F) {
	good, _ := json.Marshal(Defaults())
	for _, seed := range [][]byte{
		good, good[:len(good)/2], nil, []byte("{}"), []byte(`{"format":1}`), []byte(`{"format":2}`),
		[]byte(`{"format":1,"pack":"tarock","volume":9,"botLevels":["god"]}`),
		[]byte(`{"format":1,"volume":"loud"}`), []byte(`[{"format":1}]`), []byte(`null`),
		[]byte(`{"format":1,"playerName":"\u0000\u202e` + strings.Repeat("x", 80) + `"}`),
		[]byte(strings.Repeat("[", 12000)), []byte("\xef\xbb\xbf{\"format\":1}"),
		[]byte(`{"format":1,"window":{"width":1440,"height":900}}`), []byte(`{"format":1,"window":{"width":-1,"height":1e308}}`),
		[]byte(`{"format":1,"window":{"width":1280}}`), []byte(`{"format":1,"window":null}`), []byte(`{"format":1,"window":[1280,800]}`),
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s, mfs := memStore()
		earlier := s.SettingsPath() + ".broken-" + fixedNow.Format(brokenStamp)
		mfs.put(earlier, []byte(earlierBroken))
		mfs.put(s.SettingsPath(), data)

		got, p := s.LoadSettings()
		if err := got.Validate(); err != nil {
			t.Fatalf("returned settings are invalid: %v", err)
		}
		switch {
		case p == nil, p.Reason == Repaired:
			if onDisk, _ := mfs.file(s.SettingsPath()); !bytes.Equal(onDisk, data) {
				t.Fatal("loading changed the file")
			}
			if p != nil && (p.KeptAs != "" || len(p.Notes) == 0 || p.Message() == "") {
				t.Fatalf("repair problem %+v", p)
			}
		case p.Reason == Unreadable:
			t.Fatalf("unexpected problem: %v", p)
		case p.Reason == Newer:
			checkHeldMem(t, mfs, p, data)
			if got != Defaults() || s.SaveSettings(got) == nil {
				t.Fatal("a newer file's settings were not the defaults, or were written over it")
			}
			return
		default:
			checkMovedAside(t, mfs, p, data)
			if got != Defaults() {
				t.Fatal("not the defaults")
			}
			if p.KeptAs == earlier || !strings.Contains(p.Message(), filepath.Base(p.KeptAs)) {
				t.Fatalf("problem %+v: %s", p, p.Message())
			}
		}
		if kept, _ := mfs.file(earlier); string(kept) != earlierBroken {
			t.Fatal("an earlier broken copy was overwritten")
		}
		// What was returned can be saved and comes back the same.
		if err := s.SaveSettings(got); err != nil {
			t.Fatal(err)
		}
		again, p := s.LoadSettings()
		if p != nil || again.Format != SettingsFormat {
			t.Fatalf("after saving: %v", p)
		}
		got.Format = SettingsFormat
		if !sameSettings(again, got) {
			t.Fatalf("round trip: %+v, want %+v", again, got)
		}
	})
}

func FuzzLoadSave(f *testing.F) {
	good, err := encodeSave(testMeta(3), playSitting(f, game.Rules{Players: 3}, 8, 1, 6), fixedNow)
	if err != nil {
		f.Fatal(err)
	}
	for _, seed := range [][]byte{
		good, good[:len(good)-1], good[:len(good)/3], nil, []byte(`{"format":1}`), []byte(`{"format":1,"match":null}`),
		[]byte(`{"format":1,"match":{"format":1}}`), []byte(`{"format":3,"match":{}}`),
		bytes.Replace(good, []byte(`"humanSeat": 0`), []byte(`"humanSeat": 7`), 1),
		bytes.Replace(good, []byte(`"players": 3`), []byte(`"players": 4`), 1),
		bytes.Replace(good, []byte(`"actions": "`), []byte(`"actions": "solo T21 `), 1),
		bytes.Replace(good, []byte(`"dealer": `), []byte(`"dealer": -`), 1),
		[]byte(`{"format":1,"match":` + strings.Repeat(`{"a":`, 11000) + `}`),
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s, mfs := memStore()
		keep := s.SavePath("keep")
		mfs.put(keep, good)
		mfs.put(s.AutosavePath(), data)
		mfs.put(s.SavePath("fuzz"), data)
		earlier := s.AutosavePath() + ".broken-" + fixedNow.Format(brokenStamp)
		mfs.put(earlier, []byte(earlierBroken))

		before := mfs.snapshot()
		list, err := s.List()
		if err != nil || len(list) != 2 {
			t.Fatalf("list %+v, %v", list, err)
		}
		if !sameSnapshot(before, mfs.snapshot()) {
			t.Fatal("List changed files")
		}

		g, ok, err := s.LoadAutosave()
		checkLoaded(t, mfs, g, ok, err, s.AutosavePath(), data)
		g, err = s.Load("fuzz")
		checkLoaded(t, mfs, g, err == nil, err, s.SavePath("fuzz"), data)

		if kept, _ := mfs.file(earlier); string(kept) != earlierBroken {
			t.Fatal("an earlier broken copy was overwritten")
		}
		if kept, _ := mfs.file(keep); !bytes.Equal(kept, good) {
			t.Fatal("the good save changed")
		}
		if _, err := s.Load("keep"); err != nil {
			t.Fatal("the good save no longer loads:", err)
		}
	})
}

// checkLoaded asserts that a load either gave a playable game and left the
// file alone, or refused with a Problem and kept the bytes aside.
func checkLoaded(t *testing.T, mfs *memFS, g SavedSitting, ok bool, err error, path string, data []byte) {
	t.Helper()
	if ok {
		if err != nil || g.Sitting == nil {
			t.Fatalf("ok with %v, match %v", err, g.Sitting)
		}
		if onDisk, _ := mfs.file(path); !bytes.Equal(onDisk, data) {
			t.Fatal("loading changed a good file")
		}
		if err := g.Meta.check(g.Sitting.Rules().N()); err != nil {
			t.Fatal("loaded seats do not fit:", err)
		}
		// The game is playable where it stands.
		st := g.Sitting.State()
		if legal := st.Legal(); len(legal) > 0 {
			if err := g.Sitting.Apply(legal[0]); err != nil {
				t.Fatal(err)
			}
		}
		return
	}
	p, isProblem := errors.AsType[*Problem](err)
	if !isProblem {
		t.Fatalf("not loaded and no problem: %v", err)
	}
	if p.Reason == Unreadable || p.Message() == "" {
		t.Fatalf("unexpected problem: %+v", p)
	}
	if p.Reason == Newer {
		checkHeldMem(t, mfs, p, data)
		return
	}
	checkMovedAside(t, mfs, p, data)
}

// checkHeldMem asserts that p left its file in place, unchanged, and held.
func checkHeldMem(t *testing.T, mfs *memFS, p *Problem, data []byte) {
	t.Helper()
	if onDisk, ok := mfs.file(p.File); !ok || !bytes.Equal(onDisk, data) || !p.Held || p.KeptAs != "" {
		t.Fatalf("a file not understood was not left as it is: %+v", p)
	}
}

// sameSettings compares settings with the fields of a newer version they
// keep (which == would compare by pointer).
func sameSettings(a, b Settings) bool {
	ea, eb := a.read.tidy(), b.read.tidy()
	a.read, b.read = nil, nil
	if a != b {
		return false
	}
	if ea == nil || eb == nil {
		return ea == eb
	}
	return reflect.DeepEqual(ea, eb)
}

// checkMovedAside is checkKeptAside on a memFS.
func checkMovedAside(t *testing.T, mfs *memFS, p *Problem, data []byte) {
	t.Helper()
	if p.KeptAs == "" {
		t.Fatalf("not moved aside: %v (move error %v)", p, p.MoveErr)
	}
	if kept, ok := mfs.file(p.KeptAs); !ok || !bytes.Equal(kept, data) {
		t.Fatal("the broken copy differs from the original")
	}
	if _, ok := mfs.file(p.File); ok {
		t.Fatal("the bad file is still in place")
	}
}
