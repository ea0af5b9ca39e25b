package store

import (
	"bytes"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/cego-spiel/cego/game"
)

// fixedNow is the clock of test stores, so broken-file names are known.
var fixedNow = time.Date(2026, 11, 30, 10, 15, 0, 0, time.UTC)

func newTestStore(t testing.TB) *Store {
	t.Helper()
	s := New(t.TempDir())
	s.now = func() time.Time { return fixedNow }
	return s
}

// playSitting plays deals complete deals with the first legal action each
// time, then extra actions into the next deal (into the first when deals is
// 0).
func playSitting(t testing.TB, r game.Rules, seed uint64, deals, extra int) *game.Sitting {
	t.Helper()
	m, err := game.NewSitting(r, seed)
	if err != nil {
		t.Fatal(err)
	}
	for d := 0; d < deals; d++ {
		if d > 0 {
			if err := m.NextDeal(); err != nil {
				t.Fatal(err)
			}
		}
		for st := m.State(); st.Phase() != game.Done; st = m.State() {
			if err := m.Apply(st.Legal()[0]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if extra > 0 && deals > 0 {
		if err := m.NextDeal(); err != nil {
			t.Fatal(err)
		}
	}
	if extra > 0 {
		for i := 0; i < extra; i++ {
			st := m.State()
			if err := m.Apply(st.Legal()[0]); err != nil {
				t.Fatal(err)
			}
		}
	}
	return m
}

// testMeta seats the human at seat 0 and bots elsewhere.
func testMeta(n int) Meta {
	meta := Meta{HumanSeat: 0, Seats: []SeatInfo{{Name: "Anna"}}}
	for i := 1; i < n; i++ {
		meta.Seats = append(meta.Seats, SeatInfo{Name: "Bot " + string(rune('A'+i)), Bot: BotLevels()[i%4]})
	}
	return meta
}

func readFile(t testing.TB, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func writeFile(t testing.TB, path string, data []byte) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// snapshot is every file under dir with its content, to prove an operation
// changed nothing.
func snapshot(t testing.TB, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(p)
		out[strings.TrimPrefix(p, dir)] = string(data)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func sameSnapshot(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}

// names lists a folder's entries, sorted.
func names(t testing.TB, dir string) []string {
	t.Helper()
	es, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range es {
		out = append(out, e.Name())
	}
	sort.Strings(out)
	return out
}

// checkKeptAside asserts that p moved the file aside with its bytes intact
// and that the original path is gone.
func checkKeptAside(t testing.TB, p *Problem, original []byte) {
	t.Helper()
	if p == nil {
		t.Fatal("no problem reported")
	}
	if p.KeptAs == "" {
		t.Fatalf("not moved aside: %v (move error %v)", p, p.MoveErr)
	}
	if got := readFile(t, p.KeptAs); !bytes.Equal(got, original) {
		t.Fatalf("broken copy differs from the original (%d vs %d bytes)", len(got), len(original))
	}
	if _, err := os.Stat(p.File); !os.IsNotExist(err) {
		t.Fatalf("%s still there after moving aside: %v", p.File, err)
	}
}
