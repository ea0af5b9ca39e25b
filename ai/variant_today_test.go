package ai

import (
	"hash/fnv"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// todayFingerprint is the FNV-64a hash of the actions of 60 deals (four
// players, deals 0–59, seat s seeded s) played by Normal as it was before
// issue #21 part 1, recorded then.
const todayFingerprint = 0xaa88dc1f67942e39

// dealsFingerprint hashes the actions of 60 deals played by mk's bots.
func dealsFingerprint(t *testing.T, mk func(s int) Bot) uint64 {
	h := fnv.New64a()
	for deal := range uint64(60) {
		h.Write([]byte(game.FormatActions(playDeal(t, 4, deal, mk)) + "\n"))
	}
	return h.Sum64()
}

// TestNormalToday: the variant "normal-today" still plays as Normal did
// before issue #21 part 1, so that the arena measures against that Normal.
func TestNormalToday(t *testing.T) {
	got := dealsFingerprint(t, func(s int) Bot {
		b, err := NewVariant("normal-today", uint64(s))
		if err != nil {
			t.Fatal(err)
		}
		return b
	})
	if got != todayFingerprint {
		t.Errorf("normal-today's fingerprint %#x, want %#x: it no longer plays as the Normal of before", got, uint64(todayFingerprint))
	}
}

// TestNormalThreePlayersAsBefore: with three players Normal's look-ahead is
// the one of before issue #21 part 1 (defaultEndgame3), so Normal and
// "normal-today" play three-player deals alike.
func TestNormalThreePlayersAsBefore(t *testing.T) {
	for deal := range uint64(20) {
		a := game.FormatActions(playDeal(t, 3, deal, func(s int) Bot { return NewRuleBot(uint64(s)) }))
		b := game.FormatActions(playDeal(t, 3, deal, func(s int) Bot {
			b, err := NewVariant("normal-today", uint64(s))
			if err != nil {
				t.Fatal(err)
			}
			return b
		}))
		if a != b {
			t.Fatalf("deal %d: Normal plays\n%s\nthe Normal of before\n%s", deal, a, b)
		}
	}
}
