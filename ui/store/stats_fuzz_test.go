package store

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// FuzzLoadStats: whatever stats.json holds, LoadStats returns valid
// statistics; a file it cannot use is kept aside byte for byte (an earlier
// broken copy survives), a good one is left alone; what it returns saves
// and loads back the same.
func FuzzLoadStats(f *testing.F) {
	var st Stats
	st.Add("a", game.Solo, true, true, 8)
	st.Add("b", game.Raeuber, false, false, -2)
	good, _ := json.Marshal(st)
	for _, seed := range [][]byte{
		good, good[:len(good)/2], nil, []byte("{}"), []byte(`{"format":1}`), []byte(`{"format":2}`),
		[]byte(`{"format":1,"deals":-4}`), []byte(`{"format":1,"deals":1,"recent":[1,2]}`),
		[]byte(`{"format":1,"deals":2,"contracts":{"":{"declared":1}}}`), []byte(`null`),
		[]byte(`{"format":1,"last":"` + strings.Repeat("x", 200) + `"}`),
		[]byte(strings.Repeat("[", 12000)),
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s, mfs := memStore()
		earlier := s.StatsPath() + ".broken-" + fixedNow.Format(brokenStamp)
		mfs.put(earlier, []byte(earlierBroken))
		mfs.put(s.StatsPath(), data)

		got, p := s.LoadStats()
		if err := got.Validate(); err != nil {
			t.Fatalf("returned statistics are invalid: %v", err)
		}
		switch {
		case p == nil:
			if onDisk, _ := mfs.file(s.StatsPath()); !bytes.Equal(onDisk, data) {
				t.Fatal("loading changed the file")
			}
		case p.Reason == Unreadable:
			t.Fatalf("unexpected problem: %v", p)
		case p.Reason == Newer:
			checkHeldMem(t, mfs, p, data)
			if s.SaveStats(got) == nil {
				t.Fatal("statistics written over a newer file")
			}
			return
		default:
			checkMovedAside(t, mfs, p, data)
			if got.Deals != 0 || p.KeptAs == earlier || !strings.Contains(p.Message(), "statistics") {
				t.Fatalf("problem %+v: %s", p, p.Message())
			}
		}
		if kept, _ := mfs.file(earlier); string(kept) != earlierBroken {
			t.Fatal("an earlier broken copy was overwritten")
		}
		if err := s.SaveStats(got); err != nil {
			t.Fatal(err)
		}
		again, p := s.LoadStats()
		if p != nil {
			t.Fatalf("after saving: %v", p)
		}
		got.Format = StatsFormat
		if len(got.Contracts) == 0 {
			got.Contracts, again.Contracts = nil, nil
		}
		if len(got.Recent) == 0 {
			got.Recent, again.Recent = nil, nil
		}
		if !reflect.DeepEqual(again, got) {
			t.Fatalf("round trip: %+v, want %+v", again, got)
		}
	})
}
