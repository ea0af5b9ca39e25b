package store

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/cego-spiel/cego/game"
)

func TestStatsRoundTrip(t *testing.T) {
	s := newTestStore(t)
	got, p := s.LoadStats()
	if p != nil || got.Deals != 0 || len(got.Contracts) != 0 {
		t.Fatalf("no file: %+v, %v", got, p)
	}
	var st Stats
	st.Add("1/1", game.Solo, true, true, 12)
	st.Add("1/2", game.Cego, false, false, -3)
	st.Add("1/3", game.Solo, true, false, -6)
	st.Add("1/4", game.Raeuber, false, false, 5)
	if st.Add("1/4", game.Raeuber, false, false, 5) {
		t.Fatal("the same deal was counted twice")
	}
	if err := s.SaveStats(st); err != nil {
		t.Fatal(err)
	}
	back, p := s.LoadStats()
	if p != nil {
		t.Fatal(p)
	}
	st.Format = StatsFormat
	if !reflect.DeepEqual(back, st) {
		t.Fatalf("round trip: %+v, want %+v", back, st)
	}
	if back.Deals != 4 || back.Score != 8 || back.Contracts["Solo"] != (ContractRecord{Declared: 2, Won: 1, Score: 6}) ||
		len(back.Contracts) != 1 || !reflect.DeepEqual(back.Recent, []int{12, -3, -6, 5}) {
		t.Fatalf("counted %+v", back)
	}
}

func TestStatsRecentBounded(t *testing.T) {
	var st Stats
	for i := 0; i < MaxRecent+5; i++ {
		st.Add(strings.Repeat("k", i%7+1)+string(rune('a'+i%26)), game.Cego, false, false, i)
	}
	if len(st.Recent) != MaxRecent || st.Recent[0] != 5 || st.Deals != MaxRecent+5 {
		t.Fatalf("recent %d from %d, deals %d", len(st.Recent), st.Recent[0], st.Deals)
	}
	if err := st.Validate(); err != nil {
		t.Fatal(err)
	}
}

// TestStatsBrokenKeptAside: a damaged, impossible or newer file is moved
// aside with a message that says so, and the statistics start afresh; the
// next save works.
func TestStatsBrokenKeptAside(t *testing.T) {
	for _, tc := range []struct {
		name, data string
		reason     Reason
		words      string
	}{
		{"damaged", `{"format":1,"deals":3,"contracts":{"Solo":`, Corrupt, "could not be read (it is incomplete"},
		{"impossible", `{"format":1,"deals":1,"contracts":{"Solo":{"declared":1,"won":2}}}`, Invalid, "impossible numbers"},
		{"not ours", `[1,2,3]`, Corrupt, "could not be read"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newTestStore(t)
			if err := os.WriteFile(s.StatsPath(), []byte(tc.data), 0o644); err != nil {
				t.Fatal(err)
			}
			got, p := s.LoadStats()
			if p == nil || p.Reason != tc.reason || p.Subject != StatsFile {
				t.Fatalf("problem %+v", p)
			}
			if got.Deals != 0 || got.Format != StatsFormat {
				t.Fatalf("not afresh: %+v", got)
			}
			kept, err := os.ReadFile(p.KeptAs)
			if err != nil || string(kept) != tc.data {
				t.Fatalf("kept as %q: %q, %v", p.KeptAs, kept, err)
			}
			msg := p.Message()
			for _, w := range []string{"Your statistics file", tc.words, filepath.Base(p.KeptAs), "start afresh"} {
				if !strings.Contains(msg, w) {
					t.Fatalf("%q missing from %q", w, msg)
				}
			}
			if _, err := os.Stat(s.StatsPath()); !os.IsNotExist(err) {
				t.Fatal("the broken file is still in place")
			}
			got.Add("x", game.Solo, true, true, 4)
			if err := s.SaveStats(got); err != nil {
				t.Fatal(err)
			}
			if back, p := s.LoadStats(); p != nil || back.Deals != 1 {
				t.Fatalf("after saving: %+v, %v", back, p)
			}
		})
	}
}

func TestSaveStatsRefusesImpossible(t *testing.T) {
	s := newTestStore(t)
	if err := s.SaveStats(Stats{Deals: -1}); err == nil {
		t.Fatal("saved -1 deals")
	}
	if _, err := os.Stat(s.StatsPath()); !os.IsNotExist(err) {
		t.Fatal("a file was written")
	}
}
