package ai

import (
	"flag"
	"os"
	"testing"
)

var arenaNull = flag.Int("arenanull", 0, "deals for TestArenaNullBids (0: skip)")

// oldNullThresholds are the special-game limits before Piccolo without the
// Gstieß was bid (PiccoloBare 0: never).
func oldNullThresholds(th thresholds) *thresholds {
	th.PiccoloBare, th.PiccoloBareMin = 0, 0
	th.Bettel, th.Piccolo = 1.0, 1.1
	return &th
}

// TestArenaNullBids plays the duplicate arena of Normal against Normal with
// the old special-game bids (Piccolo only with the Gstieß), with four and
// three players, and writes both reports (a measuring tool, not a check).
func TestArenaNullBids(t *testing.T) {
	if *arenaNull == 0 {
		t.Skip("use -arenanull N")
	}
	old := Entrant{Name: "normal-old-null", New: func(seed uint64) (Player, error) {
		b := NewRuleBot(seed)
		b.th, b.th3 = oldNullThresholds(defaultThresholds), oldNullThresholds(defaultThresholds3)
		return Seated(b), nil
	}}
	for _, players := range []int{4, 3} {
		for _, seed := range []uint64{1, 7} {
			r, err := RunArena(ArenaConfig{A: LevelEntrant(Normal), B: old, Deals: *arenaNull, Seed: seed, Players: players})
			if err != nil {
				t.Fatal(err)
			}
			r.Report(os.Stdout)
		}
	}
}
