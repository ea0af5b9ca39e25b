package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// The regression tests of issue #17, one per case: each was written before
// its fix and failed then.

// unreadableFS cannot open the files named in paths, as with a file left
// root-owned or chmod 000 (the tests run as root, whom permissions do not
// stop).
type unreadableFS struct {
	osFS
	paths map[string]bool
}

func (u unreadableFS) Open(name string) (io.ReadCloser, error) {
	if u.paths[name] {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrPermission}
	}
	return u.osFS.Open(name)
}

// TestSaveNameCheckedAsWritten (case 1): two names that the save cuts or
// cleans to one file are one save: Exists says so for the second, so the
// player is asked before it replaces the first.
func TestSaveNameCheckedAsWritten(t *testing.T) {
	s := newTestStore(t)
	m := playSitting(t, game.Rules{}, 1, 1, 3)
	for _, c := range []struct{ saved, typed string }{
		{"Sonntagsrunde beim Ochsen mit Sepp und Anna, Januar", "Sonntagsrunde beim Ochsen mit Sepp und Anna, Februar"},
		{"Anna", "An\u202ena"},
		{"Sepp", "Sepp\x07"},
	} {
		if _, err := s.Save(c.saved, testMeta(4), m); err != nil {
			t.Fatal(err)
		}
		if !s.Exists(c.typed) {
			t.Errorf("saving %q replaces the save %q without a question: Exists says no", c.typed, c.saved)
		}
	}
}

// TestUnreadableAutosaveNotOverwritten (case 2): an autosave that cannot be
// read is not replaced by the next sitting's autosave.
func TestUnreadableAutosaveNotOverwritten(t *testing.T) {
	s := newTestStore(t)
	if err := s.SaveAutosave(testMeta(4), playSitting(t, game.Rules{}, 1, 2, 5)); err != nil {
		t.Fatal(err)
	}
	before := snapshot(t, s.Dir())
	s.fs = unreadableFS{paths: map[string]bool{s.AutosavePath(): true}}
	_, ok, err := s.LoadAutosave()
	if p, isProblem := errors.AsType[*Problem](err); ok || !isProblem || p.Reason != Unreadable {
		t.Fatalf("autosave: %v %v", ok, err)
	}
	next := playSitting(t, game.Rules{}, 9, 0, 3)
	_ = s.SaveAutosave(testMeta(4), next) // the new sitting's autosave
	after := snapshot(t, s.Dir())
	for name, content := range before {
		if after[name] != content {
			t.Errorf("%s was written over", name)
		}
	}
}

// TestUnreadableStatsNotOverwritten (case 3): statistics that cannot be
// read are not replaced by the next deal's count.
func TestUnreadableStatsNotOverwritten(t *testing.T) {
	s := newTestStore(t)
	var st Stats
	for i := range 10 {
		st.Add(strconv.Itoa(i), game.Solo, true, true, 3)
	}
	if err := s.SaveStats(st); err != nil {
		t.Fatal(err)
	}
	original := readFile(t, s.StatsPath())
	s.fs = unreadableFS{paths: map[string]bool{s.StatsPath(): true}}
	fresh, p := s.LoadStats()
	if p == nil || p.Reason != Unreadable {
		t.Fatalf("problem %v", p)
	}
	fresh.Add("11", game.Solo, true, false, -3)
	_ = s.SaveStats(fresh)
	if got := readFile(t, s.StatsPath()); !bytes.Equal(got, original) {
		t.Fatalf("ten deals' statistics were replaced by:\n%s", got)
	}
}

// TestRepairKeepsWhatIsRight (case 4): an unknown option in the rule
// profile drops that option only, a value of the wrong kind resets that
// value only, a copy of the file as it was is kept before the repair is
// written, and the notes name no internal field.
func TestRepairKeepsWhatIsRight(t *testing.T) {
	s := newTestStore(t)
	file := `{"format":1,"pack":"schwarzwald","volume":"NaN","playerName":"Sepp",
 "profile":{"format":1,"name":"Stammtisch","players":4,"options":["COUNT_PAIRS","OPTION_OF_2030"]}}`
	writeFile(t, s.SettingsPath(), []byte(file))
	got, p := s.LoadSettings()
	if p == nil || p.Reason != Repaired {
		t.Fatalf("problem %v", p)
	}
	if got.Pack != PackSchwarzwald || got.PlayerName != "Sepp" || got.Volume != Defaults().Volume {
		t.Errorf("repaired settings: pack %q, name %q, volume %v", got.Pack, got.PlayerName, got.Volume)
	}
	if got.Profile == nil || got.Profile.Name != "Stammtisch" || !got.Profile.Rules.CountPairs {
		t.Errorf("the custom profile was not kept: %+v", got.Profile)
	}
	msg := p.Message()
	for _, want := range []string{"OPTION_OF_2030", "the volume"} {
		if !strings.Contains(msg, want) {
			t.Errorf("the message does not name %q: %s", want, msg)
		}
	}
	if strings.Contains(msg, "plain.") {
		t.Errorf("the message names an internal field: %s", msg)
	}
	if err := s.SaveSettings(got); err != nil {
		t.Fatal(err)
	}
	var copies []string
	for _, n := range names(t, s.Dir()) {
		if strings.HasPrefix(n, settingsName+".") && !strings.HasPrefix(n, ".") {
			copies = append(copies, n)
		}
	}
	if len(copies) != 1 || string(readFile(t, filepath.Join(s.Dir(), copies[0]))) != file {
		t.Fatalf("no copy of the file as it was before the repair was written: %v", copies)
	}
}

// TestRepairNotesBounded: a profile with thousands of unknown options is
// dropped with one note, not one note each.
func TestRepairNotesBounded(t *testing.T) {
	s := newTestStore(t)
	opts := make([]string, 5000)
	for i := range opts {
		opts[i] = "OPTION_" + strconv.Itoa(i)
	}
	prof, _ := json.Marshal(map[string]any{"format": 1, "players": 4, "options": opts})
	writeFile(t, s.SettingsPath(), []byte(`{"format":1,"profile":`+string(prof)+`}`))
	got, p := s.LoadSettings()
	if p == nil {
		t.Fatal("no problem reported")
	}
	if len(p.Notes) != 1 || got.Profile != nil {
		t.Fatalf("%d notes, profile %v", len(p.Notes), got.Profile)
	}
}

// TestNewerFilesLeftInPlace (case 5): a file of a newer format stays where
// the newer version looks for it, and is not written over.
func TestNewerFilesLeftInPlace(t *testing.T) {
	s := newTestStore(t)
	newer := []byte(`{"format":99,"whatever":"the newer version keeps here"}`)
	for _, path := range []string{s.SettingsPath(), s.StatsPath(), s.AutosavePath(), s.SavePath("Neu")} {
		writeFile(t, path, newer)
	}
	if _, p := s.LoadSettings(); p == nil || p.Reason != Newer {
		t.Errorf("settings: %v", p)
	}
	if _, p := s.LoadStats(); p == nil || p.Reason != Newer {
		t.Errorf("stats: %v", p)
	}
	if _, _, err := s.LoadAutosave(); !errors.Is(err, ErrNewerFormat) {
		t.Errorf("autosave: %v", err)
	}
	if _, err := s.Load("Neu"); !errors.Is(err, ErrNewerFormat) {
		t.Errorf("save: %v", err)
	}
	_ = s.SaveSettings(Defaults())
	_ = s.SaveStats(Stats{})
	_ = s.SaveAutosave(testMeta(4), playSitting(t, game.Rules{}, 1, 0, 2))
	for _, path := range []string{s.SettingsPath(), s.StatsPath(), s.AutosavePath(), s.SavePath("Neu")} {
		data, err := os.ReadFile(path)
		if err != nil || !bytes.Equal(data, newer) {
			t.Errorf("%s: gone or written over (%v)", filepath.Base(path), err)
		}
	}
}

// TestSaveKeepsWhatItReplaces: Save as… over a save of a newer version is
// refused; over a damaged one it keeps that aside first.
func TestSaveKeepsWhatItReplaces(t *testing.T) {
	s := newTestStore(t)
	m := playSitting(t, game.Rules{}, 1, 0, 3)
	newer, damaged := []byte(`{"format":9}`), []byte(`{"format":1,"na`)
	writeFile(t, s.SavePath("Neu"), newer)
	writeFile(t, s.SavePath("Kaputt"), damaged)
	if _, err := s.Save("Neu", testMeta(4), m); err == nil || !bytes.Equal(readFile(t, s.SavePath("Neu")), newer) {
		t.Errorf("a save of a newer version was replaced (%v)", err)
	}
	if _, err := s.Save("Kaputt", testMeta(4), m); err != nil {
		t.Fatal(err)
	}
	kept, _ := filepath.Glob(s.SavePath("Kaputt") + ".broken-*")
	if len(kept) != 1 || !bytes.Equal(readFile(t, kept[0]), damaged) {
		t.Errorf("the damaged save it replaced was not kept: %v", kept)
	}
}

// TestSeatOfThePersonIsZero (case 7): the table seats the person at seat 0;
// an autosave with the person elsewhere is refused by the store and kept
// aside, not accepted only to be refused by the table.
func TestSeatOfThePersonIsZero(t *testing.T) {
	s := newTestStore(t)
	m := playSitting(t, game.Rules{}, 1, 1, 3)
	if err := s.SaveAutosave(testMeta(4), m); err != nil {
		t.Fatal(err)
	}
	path := s.AutosavePath()
	var f map[string]any
	dec := json.NewDecoder(bytes.NewReader(readFile(t, path)))
	dec.UseNumber() // the seed keeps every digit
	if err := dec.Decode(&f); err != nil {
		t.Fatal(err)
	}
	f["humanSeat"] = 2
	seats := f["seats"].([]any)
	seats[0], seats[2] = seats[2], seats[0]
	data, _ := json.Marshal(f)
	writeFile(t, path, data)
	_ = os.Remove(dealPathIfAny(path))
	_, ok, err := s.LoadAutosave()
	p, isProblem := errors.AsType[*Problem](err)
	if ok || !isProblem || p.Reason != Invalid {
		t.Fatalf("an autosave with the person at seat 2: ok %v, %v", ok, err)
	}
	checkKeptAside(t, p, data)
}

// dealPathIfAny is the deal file beside a save (none before issue #17's
// fix, when removing it does nothing).
func dealPathIfAny(path string) string { return strings.TrimSuffix(path, ".json") + ".deal.json" }

// TestOthersTempFilesKept (case 8): a write removes the temporary files a
// crash of this process left, never those of another process that may be
// writing its file at this moment.
func TestOthersTempFilesKept(t *testing.T) {
	s := newTestStore(t)
	others := filepath.Join(s.SavesDir(), tempPrefix("autosave.json")+strconv.Itoa(os.Getpid()+1)+"-77")
	writeFile(t, others, []byte("another window's autosave, half written"))
	if err := s.SaveAutosave(testMeta(4), playSitting(t, game.Rules{}, 1, 0, 2)); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(others); err != nil {
		t.Fatalf("another process's temporary file was removed: %v", err)
	}
}

// TestStatsBounded (case 9): statistics with names no contract has, or
// counts no sitting reaches, are refused (and kept aside) when read.
func TestStatsBounded(t *testing.T) {
	many := map[string]ContractRecord{}
	for i := range 2000 {
		many["Contract "+strconv.Itoa(i)] = ContractRecord{Declared: 1}
	}
	for name, st := range map[string]Stats{
		"2000 contract names": {Format: 1, Deals: 2000, Contracts: many},
		"MaxInt deals":        {Format: 1, Deals: math.MaxInt},
		"an unknown contract": {Format: 1, Deals: 1, Contracts: map[string]ContractRecord{"Grand Slam": {Declared: 1}}},
		"a huge score":        {Format: 1, Deals: 1, Score: math.MinInt},
	} {
		s := newTestStore(t)
		data, _ := json.Marshal(st)
		writeFile(t, s.StatsPath(), data)
		if _, p := s.LoadStats(); p == nil || p.Reason != Invalid {
			t.Errorf("%s: accepted (%v)", name, p)
		}
	}
}

// countingFS counts the bytes written.
type countingFS struct {
	osFS
	written *int
}

func (c countingFS) CreateTemp(dir, pattern string) (tempFile, error) {
	f, err := c.osFS.CreateTemp(dir, pattern)
	if err != nil {
		return nil, err
	}
	return countingFile{f, c.written}, nil
}

type countingFile struct {
	tempFile
	written *int
}

func (f countingFile) Write(p []byte) (int, error) {
	*f.written += len(p)
	return f.tempFile.Write(p)
}

// TestAutosaveBoundedByDeal (case 10): after the first save of a deal, a
// save after an action writes about as much in a sitting of 1000 deals as
// in one of 2.
func TestAutosaveBoundedByDeal(t *testing.T) {
	perAction := func(deals int) int {
		s := newTestStore(t)
		written := 0
		s.fs = countingFS{written: &written}
		m := playSitting(t, game.Rules{}, 1, deals, 1)
		if err := s.SaveAutosave(testMeta(4), m); err != nil {
			t.Fatal(err)
		}
		written = 0
		for range 10 {
			st := m.State()
			if err := m.Apply(st.Legal()[0]); err != nil {
				t.Fatal(err)
			}
			if err := s.SaveAutosave(testMeta(4), m); err != nil {
				t.Fatal(err)
			}
		}
		return written / 10
	}
	short, long := perAction(2), perAction(1000)
	t.Logf("bytes written per action: %d after 2 deals, %d after 1000", short, long)
	if long > 2*short {
		t.Fatalf("a save after an action writes %d bytes in a sitting of 1000 deals, %d in one of 2", long, short)
	}
}
