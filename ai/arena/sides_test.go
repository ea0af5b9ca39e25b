package arena

import (
	"bytes"
	"math"
	"strings"
	"testing"

	"github.com/cego-spiel/cego/ai"
)

// TestArenaSides checks the per-side table: every play of A is counted in
// one contract and side, the shares add up to the mean, and with SameCalls
// A plays the contracts B declared (without it Easy bids others).
func TestArenaSides(t *testing.T) {
	for _, same := range []bool{false, true} {
		const deals, players = 40, 4
		r, err := Run(Config{A: LevelEntrant(ai.Easy), B: LevelEntrant(ai.Normal), Deals: deals, Seed: 11, Players: players, SameCalls: same})
		if err != nil {
			t.Fatal(err)
		}
		plays, share := 0, 0.0
		differ := false
		for k, sides := range r.Sides {
			n := sides[Declarer].Plays + sides[Defender].Plays
			plays += n
			share += sides[Declarer].Share + sides[Defender].Share
			c := r.Contracts[k]
			base := c.DeclaredA + c.DeclaredB - n
			if n != players*base {
				differ = true
			}
		}
		if plays != deals*players {
			t.Errorf("same calls %v: %d plays split by side, want %d", same, plays, deals*players)
		}
		if math.Abs(share-r.Mean) > 1e-9 {
			t.Errorf("same calls %v: shares add up to %v, mean %v", same, share, r.Mean)
		}
		if differ == same {
			t.Errorf("same calls %v: A's contracts differ from B's: %v", same, differ)
		}
		var buf bytes.Buffer
		r.Report(&buf)
		if !strings.Contains(buf.String(), "as declarer") {
			t.Errorf("the report has no per-side table:\n%s", buf.String())
		}
	}
}
