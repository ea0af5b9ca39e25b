package game

import (
	"encoding/json"
	"math/rand/v2"
	"testing"
)

// TestViewJSONRoundTrip encodes every seat's view and a spectator's at every
// decision point of random deals: decoding gives an equal View, and
// encoding that gives the same bytes.
func TestViewJSONRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 42))
	deals := 5
	if testing.Short() {
		deals = 2
	}
	views, size := 0, 0
	for _, r := range viewRules(rng, 12) {
		walkViews(t, r, deals, rng, func(s *State) {
			for _, v := range viewsOf(s) {
				b, err := json.Marshal(v)
				if err != nil {
					t.Fatal(err)
				}
				var w View
				if err := json.Unmarshal(b, &w); err != nil {
					t.Fatalf("%v: seat %d at %v step %d (%v): %v\n%s", r.OptionIDs(), v.Seat(), s.Phase(), s.step, s.Contract(), err, b)
				}
				if w != v {
					t.Fatalf("%v: seat %d: the view read back differs\n%s", r.OptionIDs(), v.Seat(), b)
				}
				b2, err := json.Marshal(w)
				if err != nil || string(b2) != string(b) {
					t.Fatalf("re-encoded differently: %v\n%s\n%s", err, b, b2)
				}
				views++
				size += len(b)
			}
		})
	}
	t.Logf("%d views, %d bytes on average", views, size/views)
}
