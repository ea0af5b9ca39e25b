package ai

import (
	"fmt"
	"slices"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// TestVariants: every variant of Normal plays whole legal deals; the
// look-ahead variant with Normal's own parameters is Normal; bad names and
// bad parameters are refused.
func TestVariants(t *testing.T) {
	if len(DeclarerPlayVariants()) == 0 {
		t.Fatal("no declarer play variants")
	}
	e := defaultEndgame
	same := fmt.Sprintf("normal-end:%d,%d,%d,%d,%g,%t,%d,%d,%d,%d,%d,%t,%d", e.solveCards, e.samples, e.nodeCap, e.rollouts, e.margin, e.leads, e.in, e.batch, e.rolloutCards, e.soloRollouts, e.maxSamples, e.infer, e.soloSolveCards)
	for _, name := range append(VariantNames(), same) {
		if _, err := NewVariant(name, 1); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		playDeal(t, 4, 3, func(s int) Bot {
			b, _ := NewVariant(name, uint64(s))
			return b
		})
	}
	a := game.FormatActions(playDeal(t, 4, 5, func(s int) Bot { b, _ := NewVariant(same, uint64(s)); return b }))
	b := game.FormatActions(playDeal(t, 4, 5, func(s int) Bot { return NewRuleBot(uint64(s)) }))
	if a != b {
		t.Errorf("Normal's own look-ahead as a variant plays otherwise than Normal:\n%s\n%s", a, b)
	}
	// the weights' variant with Normal's own weight plays as Normal
	c := game.FormatActions(playDeal(t, 4, 5, func(s int) Bot { b, _ := NewVariant("normal-pp:forceRuff=1.5", uint64(s)); return b }))
	if c != b {
		t.Errorf("normal-pp: with Normal's own weight plays otherwise than Normal:\n%s\n%s", c, b)
	}
	for _, bad := range []string{"", "normal", "grandmaster", "normal-end:", "normal-end:1,2,3", same + ",9", same + "x",
		"normal-def:", "normal-def:1,2", "normal-pp:", "normal-pp:bogus=1", "normal-pp:forceRuff=x", "normal-pp:forceRuff"} {
		if _, err := NewVariant(bad, 1); err == nil {
			t.Errorf("variant %q accepted", bad)
		}
	}
	if slices.Contains(VariantNames(), Normal.String()) {
		t.Error("a variant is named like a level")
	}
}
