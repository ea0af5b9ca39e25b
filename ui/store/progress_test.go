package store

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestProgressRoundTrip(t *testing.T) {
	s := newTestStore(t)
	got, p := s.LoadProgress()
	if p != nil || len(got.Chapters) != 0 || got.Format != ProgressFormat {
		t.Fatalf("no file: %+v, %v", got, p)
	}
	var pr Progress
	if !pr.Finish("pack") || !pr.Finish("ladder") || pr.Finish("pack") || pr.Finish("") {
		t.Fatal("Finish took a chapter twice or an empty id")
	}
	if !pr.Done("pack") || pr.Done("suit") {
		t.Fatal("Done is wrong")
	}
	if !pr.Solve("card-5") || pr.Solve("card-5") || !pr.Solved("card-5") || pr.Solved("worth-1") {
		t.Fatal("Solve or Solved is wrong")
	}
	if err := s.SaveProgress(pr); err != nil {
		t.Fatal(err)
	}
	back, p := s.LoadProgress()
	if p != nil {
		t.Fatal(p)
	}
	pr.Format = ProgressFormat
	if !reflect.DeepEqual(back, pr) {
		t.Fatalf("round trip: %+v, want %+v", back, pr)
	}
}

// TestProgressBrokenKeptAside: a damaged or impossible progress file is
// moved aside (a newer or unreadable one is held in place:
// TestProgressHeldNotOverwritten) with a message that says so, the progress starts afresh,
// and the next save works.
func TestProgressBrokenKeptAside(t *testing.T) {
	for _, tc := range []struct {
		name, data string
		reason     Reason
		words      string
	}{
		{"damaged", `{"format":1,"chapters":["pack",`, Corrupt, "could not be read (it is incomplete"},
		{"twice", `{"format":1,"chapters":["pack","pack"]}`, Invalid, "impossible values"},
		{"empty id", `{"format":1,"chapters":[""]}`, Invalid, "impossible values"},
		{"exercise twice", `{"format":1,"chapters":[],"exercises":["card-5","card-5"]}`, Invalid, "impossible values"},
		{"not ours", `{"format":1,"chapters":[1]}`, Corrupt, "could not be read"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newTestStore(t)
			if err := os.WriteFile(s.ProgressPath(), []byte(tc.data), 0o644); err != nil {
				t.Fatal(err)
			}
			got, p := s.LoadProgress()
			if p == nil || p.Reason != tc.reason || p.Subject != ProgressFile {
				t.Fatalf("problem %+v", p)
			}
			if len(got.Chapters) != 0 || got.Format != ProgressFormat {
				t.Fatalf("not afresh: %+v", got)
			}
			kept, err := os.ReadFile(p.KeptAs)
			if err != nil || string(kept) != tc.data {
				t.Fatalf("kept as %q: %q, %v", p.KeptAs, kept, err)
			}
			msg := p.Message()
			for _, w := range []string{"Your progress file", tc.words, filepath.Base(p.KeptAs), "starts afresh"} {
				if !strings.Contains(msg, w) {
					t.Fatalf("%q missing from %q", w, msg)
				}
			}
			if _, err := os.Stat(s.ProgressPath()); !os.IsNotExist(err) {
				t.Fatal("the broken file is still in place")
			}
			got.Finish("pack")
			if err := s.SaveProgress(got); err != nil {
				t.Fatal(err)
			}
			if back, p := s.LoadProgress(); p != nil || !back.Done("pack") {
				t.Fatalf("after saving: %+v, %v", back, p)
			}
		})
	}
}

func TestSaveProgressRefusesImpossible(t *testing.T) {
	s := newTestStore(t)
	if err := s.SaveProgress(Progress{Chapters: []string{"a", "a"}}); err == nil {
		t.Fatal("saved a chapter twice")
	}
	if _, err := os.Stat(s.ProgressPath()); !os.IsNotExist(err) {
		t.Fatal("a file was written")
	}
}

// FuzzLoadProgress: whatever progress.json holds, LoadProgress returns a
// valid progress; a file it cannot use is kept aside byte for byte (an
// earlier broken copy survives), a good one is left alone; what it returns
// saves and loads back the same.
func FuzzLoadProgress(f *testing.F) {
	var pr Progress
	pr.Finish("pack")
	pr.Finish("suit")
	pr.Solve("card-5")
	good, _ := json.Marshal(pr)
	for _, seed := range [][]byte{
		good, good[:len(good)/2], nil, []byte("{}"), []byte(`{"format":1}`), []byte(`{"format":2}`),
		[]byte(`{"format":1,"chapters":["a","a"]}`), []byte(`{"format":1,"chapters":[""]}`), []byte(`null`),
		[]byte(`{"format":1,"chapters":["` + strings.Repeat("x", 200) + `"]}`),
		[]byte(strings.Repeat("[", 12000)),
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s, mfs := memStore()
		earlier := s.ProgressPath() + ".broken-" + fixedNow.Format(brokenStamp)
		mfs.put(earlier, []byte(earlierBroken))
		mfs.put(s.ProgressPath(), data)

		got, p := s.LoadProgress()
		if err := got.Validate(); err != nil {
			t.Fatalf("returned progress is invalid: %v", err)
		}
		switch {
		case p == nil:
			if onDisk, _ := mfs.file(s.ProgressPath()); !bytes.Equal(onDisk, data) {
				t.Fatal("loading changed the file")
			}
		case p.Reason == Unreadable:
			t.Fatalf("unexpected problem: %v", p)
		case p.Reason == Newer:
			// held in place, never written over this session
			if onDisk, _ := mfs.file(s.ProgressPath()); !bytes.Equal(onDisk, data) || !p.Held {
				t.Fatalf("a newer file was not left in place and held: %+v", p)
			}
			if err := s.SaveProgress(got); err == nil {
				t.Fatal("the progress was written over a newer file")
			}
			return
		default:
			checkMovedAside(t, mfs, p, data)
			if len(got.Chapters) != 0 || p.KeptAs == earlier || !strings.Contains(p.Message(), "progress") {
				t.Fatalf("problem %+v: %s", p, p.Message())
			}
		}
		if kept, _ := mfs.file(earlier); string(kept) != earlierBroken {
			t.Fatal("an earlier broken copy was overwritten")
		}
		if err := s.SaveProgress(got); err != nil {
			t.Fatal(err)
		}
		again, p := s.LoadProgress()
		if p != nil {
			t.Fatalf("after saving: %v", p)
		}
		got.Format = ProgressFormat
		if len(got.Chapters) == 0 {
			got.Chapters, again.Chapters = nil, nil
		}
		if len(got.Exercises) == 0 {
			got.Exercises, again.Exercises = nil, nil
		}
		if !reflect.DeepEqual(again, got) {
			t.Fatalf("round trip: %+v, want %+v", again, got)
		}
	})
}

// TestProgressHeldNotOverwritten: a progress file of a newer format, or
// one that cannot be read, stays where it is and is not written over by
// the progress of this session (the rule of every file the program owns).
func TestProgressHeldNotOverwritten(t *testing.T) {
	for _, tc := range []struct {
		name   string
		reason Reason
		setup  func(s *Store)
	}{
		{"newer", Newer, func(s *Store) {
			writeFile(t, s.ProgressPath(), []byte(`{"format":99,"chapters":["pack"]}`))
		}},
		{"unreadable", Unreadable, func(s *Store) {
			if err := s.SaveProgress(Progress{Chapters: []string{"pack", "suit"}}); err != nil {
				t.Fatal(err)
			}
			s.fs = unreadableFS{paths: map[string]bool{s.ProgressPath(): true}}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newTestStore(t)
			tc.setup(s)
			var original []byte
			if tc.reason == Newer {
				original = readFile(t, s.ProgressPath())
			}
			pr, p := s.LoadProgress()
			if p == nil || p.Reason != tc.reason || !p.Held {
				t.Fatalf("problem %+v, want %v and held", p, tc.reason)
			}
			pr.Chapters = append(pr.Chapters, "ultimo")
			if err := s.SaveProgress(pr); err == nil {
				t.Error("the progress was written over a held file")
			}
			if tc.reason == Newer {
				if got := readFile(t, s.ProgressPath()); !bytes.Equal(got, original) {
					t.Errorf("the newer file was replaced by:\n%s", got)
				}
			}
			if kept, _ := filepath.Glob(s.ProgressPath() + ".broken-*"); len(kept) != 0 {
				t.Errorf("the file was renamed away: %v", kept)
			}
		})
	}
}
