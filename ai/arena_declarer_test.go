package ai

import (
	"flag"
	"fmt"
	"os"
	"testing"
)

var (
	arenaDecl    = flag.Int("arenadecl", 0, "deals for TestArenaDeclarer (0: skip)")
	arenaDeclEnd = flag.String("arenadecl-end", "", "TestArenaDeclarer: the look-ahead's cards,samples,nodes,rollouts,margin,leads,in (default: Normal's)")
)

// oldNormal enters Normal as it was before the declarer's look-ahead.
var oldNormal = Entrant{Name: "normal-old", New: func(seed uint64) (Player, error) {
	return Seated(NewRolloutBot(seed)), nil
}}

// TestArenaDeclarer plays the duplicate arena of Normal against the Normal
// of before the declarer's look-ahead (four players, seeds 1 and 7) and
// writes the reports with the per-side table (a measuring tool, not a
// check).
func TestArenaDeclarer(t *testing.T) {
	if *arenaDecl == 0 {
		t.Skip("use -arenadecl N")
	}
	if *arenaDeclEnd != "" {
		old := defaultEndgame
		defer func() { defaultEndgame = old }()
		if _, err := fmt.Sscanf(*arenaDeclEnd, "%d,%d,%d,%d,%g,%t,%d", &defaultEndgame.cards, &defaultEndgame.samples, &defaultEndgame.nodes, &defaultEndgame.rollouts, &defaultEndgame.margin, &defaultEndgame.leads, &defaultEndgame.in); err != nil {
			t.Fatal(err)
		}
	}
	for _, seed := range []uint64{1, 7} {
		r, err := RunArena(ArenaConfig{A: LevelEntrant(Normal), B: oldNormal, Deals: *arenaDecl, Seed: seed, Players: 4})
		if err != nil {
			t.Fatal(err)
		}
		r.Report(os.Stdout)
	}
}
