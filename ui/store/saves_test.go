package store

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/cego-spiel/cego/game"
)

func TestAutosaveRoundTrip(t *testing.T) {
	for _, players := range []int{4, 3} {
		s := newTestStore(t)
		if _, ok, err := s.LoadAutosave(); ok || err != nil {
			t.Fatalf("no autosave: ok %v, err %v", ok, err)
		}
		m := playSitting(t, game.Rules{Players: players, Scoring: game.CegoOnlineValues}, 11, 3, 17)
		meta := testMeta(players)
		meta.Seats[0].Name = "  Anna\x07 "
		if err := s.SaveAutosave(meta, m); err != nil {
			t.Fatal(err)
		}
		before := readFile(t, s.AutosavePath())
		g, ok, err := s.LoadAutosave()
		if !ok || err != nil {
			t.Fatalf("ok %v, err %v", ok, err)
		}
		if g.Sitting.State() != m.State() || g.Sitting.Totals() != m.Totals() || g.Sitting.DealNumber() != 4 ||
			!reflect.DeepEqual(g.Sitting.Actions(), m.Actions()) || !reflect.DeepEqual(g.Sitting.Deals(), m.Deals()) {
			t.Fatal("the replayed sitting differs")
		}
		if g.Seats[0].Name != "Anna" || g.HumanSeat != 0 || len(g.Seats) != players || g.Seats[1] != meta.Seats[1] {
			t.Fatalf("meta %+v", g.Meta)
		}
		if !g.Saved.Equal(fixedNow) {
			t.Fatalf("saved %v", g.Saved)
		}
		info := g.Info()
		if info.Players != players || info.Deal != 4 || len(info.Totals) != players || info.Slug != "" {
			t.Fatalf("info %+v", info)
		}
		if string(readFile(t, s.AutosavePath())) != string(before) {
			t.Fatal("loading changed the autosave")
		}
		// The game goes on from where it was.
		st := g.Sitting.State()
		if err := g.Sitting.Apply(st.Legal()[0]); err != nil {
			t.Fatal(err)
		}
		if err := s.SaveAutosave(g.Meta, g.Sitting); err != nil {
			t.Fatal(err)
		}
		if err := s.DeleteAutosave(); err != nil {
			t.Fatal(err)
		}
		if err := s.DeleteAutosave(); err != nil {
			t.Fatal("deleting twice:", err)
		}
		if _, ok, err := s.LoadAutosave(); ok || err != nil {
			t.Fatalf("after delete: ok %v, err %v", ok, err)
		}
	}
}

func TestSaveRefusesBadMeta(t *testing.T) {
	s := newTestStore(t)
	m := playSitting(t, game.Rules{}, 1, 0, 5)
	bad := map[string]Meta{
		"seats":      testMeta(3),
		"human seat": {HumanSeat: 4, Seats: testMeta(4).Seats},
		"bot level":  {HumanSeat: -1, Seats: []SeatInfo{{"a", "god"}, {"b", "easy"}, {"c", "easy"}, {"d", "easy"}}},
		"human bot":  {HumanSeat: 1, Seats: []SeatInfo{{"a", "easy"}, {"b", "easy"}, {"c", "easy"}, {"d", "easy"}}},
	}
	for name, meta := range bad {
		if err := s.SaveAutosave(meta, m); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	if err := s.SaveAutosave(testMeta(4), nil); err == nil {
		t.Error("nil match accepted")
	}
	if _, err := s.Save("  \x01 ", testMeta(4), m); err == nil {
		t.Error("empty name accepted")
	}
	if _, err := os.Stat(s.SavesDir()); !os.IsNotExist(err) {
		t.Error("something was written")
	}
	watch := Meta{HumanSeat: -1, Seats: []SeatInfo{{"a", "easy"}, {"b", "normal"}, {"c", "strong"}, {"d", "expert"}}}
	if err := s.SaveAutosave(watch, m); err != nil {
		t.Fatal("watch mode:", err)
	}
}

func TestNamedSaves(t *testing.T) {
	s := newTestStore(t)
	if l, err := s.List(); err != nil || len(l) != 0 {
		t.Fatalf("empty list: %v %v", l, err)
	}
	m1 := playSitting(t, game.Rules{}, 1, 2, 0)
	m2 := playSitting(t, game.Rules{Players: 3}, 2, 1, 9)
	info, err := s.Save("Sonntag bei Müllers", testMeta(4), m1)
	if err != nil {
		t.Fatal(err)
	}
	if info.Slug != "sonntag-bei-muellers" || info.Name != "Sonntag bei Müllers" || info.Deal != 2 {
		t.Fatalf("info %+v", info)
	}
	totals := m1.Totals()
	if !reflect.DeepEqual(info.Totals, totals[:]) {
		t.Fatalf("totals %v, want %v", info.Totals, totals)
	}
	later := fixedNow.Add(3600e9)
	s.now = func() time.Time { return later }
	if _, err := s.Save("Drei", testMeta(3), m2); err != nil {
		t.Fatal(err)
	}
	if err := s.SaveAutosave(testMeta(4), m1); err != nil {
		t.Fatal(err)
	}
	if !s.Exists("Drei") || !s.Exists("drei") || s.Exists("Vier") {
		t.Fatal("Exists")
	}
	// Stray files beside the saves are not listed.
	writeFile(t, filepath.Join(s.SavesDir(), ".drei.json.tmp-123"), []byte("half"))
	writeFile(t, filepath.Join(s.SavesDir(), "drei.json.broken-20260101T000000"), []byte("x"))
	writeFile(t, filepath.Join(s.SavesDir(), "Not A Slug.json"), []byte("x"))
	writeFile(t, filepath.Join(s.SavesDir(), "notes.txt"), []byte("x"))
	before := snapshot(t, s.Dir())
	list, err := s.List()
	if err != nil {
		t.Fatal(err)
	}
	if !sameSnapshot(before, snapshot(t, s.Dir())) {
		t.Fatal("List changed files")
	}
	if len(list) != 2 || list[0].Name != "Drei" || list[1].Slug != "sonntag-bei-muellers" {
		t.Fatalf("list %+v", list)
	}
	if list[0].Players != 3 || list[0].Deal != 2 || !list[0].Saved.Equal(later) || list[0].Err != nil ||
		list[0].Path != filepath.Join(s.SavesDir(), "drei.json") || list[0].Seats[0].Name != "Anna" {
		t.Fatalf("entry %+v", list[0])
	}
	for _, key := range []string{"Drei", "drei", list[0].Slug} {
		g, err := s.Load(key)
		if err != nil {
			t.Fatal(err)
		}
		if g.Sitting.State() != m2.State() || g.Name != "Drei" {
			t.Fatalf("load %q differs", key)
		}
	}
	if _, err := s.Load("nothing"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("missing: %v", err)
	}
	// Saving under the same name replaces.
	if _, err := s.Save("drei", testMeta(4), m1); err != nil {
		t.Fatal(err)
	}
	if g, _ := s.Load("Drei"); g.Sitting.Rules().N() != 4 || g.Name != "drei" {
		t.Fatal("not replaced")
	}
	if err := s.Delete("Drei"); err != nil {
		t.Fatal(err)
	}
	if err := s.Delete("Drei"); err != nil {
		t.Fatal("deleting twice:", err)
	}
	if list, _ := s.List(); len(list) != 1 {
		t.Fatalf("after delete %+v", list)
	}
	if _, ok, _ := s.LoadAutosave(); !ok {
		t.Fatal("autosave lost")
	}
}

func TestReservedSaveNames(t *testing.T) {
	s := newTestStore(t)
	m := playSitting(t, game.Rules{}, 5, 1, 0)
	if err := s.SaveAutosave(testMeta(4), m); err != nil {
		t.Fatal(err)
	}
	before := readFile(t, s.AutosavePath())
	info, err := s.Save("Autosave", testMeta(4), playSitting(t, game.Rules{}, 6, 1, 0))
	if err != nil {
		t.Fatal(err)
	}
	if info.Slug != "autosave-save" || string(readFile(t, s.AutosavePath())) != string(before) {
		t.Fatalf("a named save touched the autosave: %+v", info)
	}
	if l, _ := s.List(); len(l) != 1 || l[0].Name != "Autosave" {
		t.Fatalf("list %+v", l)
	}
}

// goodSave is the bytes of a valid save file.
func goodSave(t testing.TB) []byte {
	t.Helper()
	data, err := encodeSave(testMeta(4), playSitting(t, game.Rules{}, 3, 2, 12), fixedNow)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// mutateSave edits a save file's JSON.
func mutateSave(t testing.TB, data []byte, edit func(map[string]any)) []byte {
	t.Helper()
	var j map[string]any
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.UseNumber()
	if err := dec.Decode(&j); err != nil {
		t.Fatal(err)
	}
	edit(j)
	out, err := json.Marshal(j)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestBadSavesMovedAside(t *testing.T) {
	good := goodSave(t)
	match := func(j map[string]any) map[string]any { return j["match"].(map[string]any) }
	firstDeal := func(j map[string]any) map[string]any { return match(j)["deals"].([]any)[0].(map[string]any) }
	cases := []struct {
		name   string
		data   []byte
		reason Reason
		words  string
	}{
		{"truncated", good[:len(good)*2/3], Corrupt, "ends too early"},
		{"empty", []byte{}, Corrupt, "it is empty"},
		{"settings", []byte(`{"format":1,"pack":"adler"}`), Corrupt, "no game in it"},
		{"illegal action", mutateSave(t, good, func(j map[string]any) {
			firstDeal(j)["actions"] = "T21 " + firstDeal(j)["actions"].(string)
		}), Invalid, "does not replay"},
		{"seats", mutateSave(t, good, func(j map[string]any) { j["seats"] = []any{} }), Invalid, "0 seats"},
		{"wrong type", mutateSave(t, good, func(j map[string]any) { j["humanSeat"] = "me" }), Corrupt, "“humanSeat”"},
		{"time", mutateSave(t, good, func(j map[string]any) { j["saved"] = "yesterday" }), Corrupt, "damaged"},
		{"deep", []byte(`{"format":1,"match":` + strings.Repeat(`{"a":`, 20000) + "1" + strings.Repeat("}", 20001)), Corrupt, "damaged"},
		{"huge", append(append([]byte{}, good[:len(good)-2]...), []byte(`,"pad":"`+strings.Repeat("x", MaxFileSize)+`"}`)...), TooLarge, "larger than 8 MiB"},
	}
	// List reads only the head: these look fine there, and Load finds out.
	headOK := map[string]bool{"illegal action": true}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := newTestStore(t)
			writeFile(t, s.AutosavePath(), c.data)
			writeFile(t, s.SavePath("Kaputt"), c.data)
			if _, err := s.Save("Gut", testMeta(4), playSitting(t, game.Rules{}, 9, 1, 3)); err != nil {
				t.Fatal(err)
			}
			keep := readFile(t, s.SavePath("Gut"))
			list, err := s.List()
			if err != nil || len(list) != 2 || list[1].Slug != "kaputt" || (list[1].Err == nil) != headOK[c.name] {
				t.Fatalf("list %+v, %v", list, err)
			}

			_, ok, err := s.LoadAutosave()
			p, isProblem := errors.AsType[*Problem](err)
			if ok || !isProblem {
				t.Fatalf("autosave: ok %v, err %v", ok, err)
			}
			checkKeptAside(t, p, c.data)
			if p.Reason != c.reason || p.Subject != AutosaveFile || !strings.Contains(p.Message(), c.words) ||
				!strings.Contains(p.Message(), "autosave.json.broken-20261130T101500") {
				t.Errorf("autosave problem %v: %s", p.Reason, p.Message())
			}
			t.Log(p.Message())

			_, err = s.Load("Kaputt")
			p, isProblem = errors.AsType[*Problem](err)
			if !isProblem {
				t.Fatalf("named: %v", err)
			}
			checkKeptAside(t, p, c.data)
			if p.Reason != c.reason || p.Subject != SavedSittingFile || !strings.Contains(p.Message(), "“Kaputt”") {
				t.Errorf("named problem %v: %s", p.Reason, p.Message())
			}
			if string(readFile(t, s.SavePath("Gut"))) != string(keep) {
				t.Fatal("the good save changed")
			}
			if _, err := s.Load("Gut"); err != nil {
				t.Fatal(err)
			}
			if list, _ := s.List(); len(list) != 1 {
				t.Fatalf("broken file still listed: %+v", list)
			}
			if _, ok, err := s.LoadAutosave(); ok || err != nil {
				t.Fatalf("after moving aside: %v %v", ok, err)
			}
		})
	}
}
