package game

import (
	"strings"
	"testing"
)

// Deal-script scenarios for the optional special games of RULES §11 and
// the special-game columns of the presets ("specials:" lines), in the
// style of scenarios_options_test.go.
var specialScenarios = []optionScenario{
	{
		// GRUPP column: no Ultimo (the round is not asked), Piccolo 30:
		// the "Piccolo won" deal pays 30 from each.
		name: "specials GRUPP",
		script: `specials: GRUPP
blind: hQ hK dK dQ dC dJ d1 d2 d3 d4
P0: T14 T13 T12 T11 T10 T9 T8 sK sQ sC sJ
P1: T7 T6 T5 T4 T3 T2 T1 h2 h1 hJ hC
P2: GS c7 c8 c9 c10 s7 s8 s9 s10 h4 h3
P3: T21 T20 T19 T18 T17 T16 T15 cK cQ cC cJ
actions: pass pass pass pass  pass pass piccolo pass`,
		playout: "lowest", contract: Piccolo, declarer: 2,
		score: [4]int{-30, -30, 90, -30},
	},
	{
		// WEISSAUER column: Bettel 80: the "Bettel won" deal.
		name: "specials WEISSAUER",
		script: `specials: WEISSAUER
blind: hC hQ hK dK dQ dC dJ d1 d2 d3
P0: GS T21 T20 T19 T18 T17 T16 cK cQ cC cJ
P1: T15 T14 T13 T12 T11 T10 T9 sK sQ sC sJ
P2: T8 T7 T6 T5 T4 T3 T2 T1 h2 h1 hJ
P3: c7 c8 c9 c10 s7 s8 s9 s10 h4 h3 d4
actions: pass pass pass pass  pass pass pass pass  pass pass pass bettel`,
		playout: "lowest", contract: Bettel, declarer: 3,
		score: [4]int{-80, -80, -80, 240},
	},
	{
		// KASTNER_FOLKVORD column: Bettel 50: the "Bettel won" deal.
		name: "specials KASTNER_FOLKVORD",
		script: `specials: KASTNER_FOLKVORD
blind: hC hQ hK dK dQ dC dJ d1 d2 d3
P0: GS T21 T20 T19 T18 T17 T16 cK cQ cC cJ
P1: T15 T14 T13 T12 T11 T10 T9 sK sQ sC sJ
P2: T8 T7 T6 T5 T4 T3 T2 T1 h2 h1 hJ
P3: c7 c8 c9 c10 s7 s8 s9 s10 h4 h3 d4
actions: pass pass pass pass  pass pass pass pass  pass pass pass bettel`,
		playout: "lowest", contract: Bettel, declarer: 3,
		score: [4]int{-50, -50, -50, 150},
	},
	{
		// PARLETT column: Bettel 30: the "Bettel won" deal.
		name: "specials PARLETT",
		script: `specials: PARLETT
blind: hC hQ hK dK dQ dC dJ d1 d2 d3
P0: GS T21 T20 T19 T18 T17 T16 cK cQ cC cJ
P1: T15 T14 T13 T12 T11 T10 T9 sK sQ sC sJ
P2: T8 T7 T6 T5 T4 T3 T2 T1 h2 h1 hJ
P3: c7 c8 c9 c10 s7 s8 s9 s10 h4 h3 d4
actions: pass pass pass pass  pass pass pass pass  pass pass pass bettel`,
		playout: "lowest", contract: Bettel, declarer: 3,
		score: [4]int{-30, -30, -30, 90},
	},
	{
		// CEGO_ONLINE column: Bettel 30: the "Bettel won" deal.
		name: "specials CEGO_ONLINE",
		script: `specials: CEGO_ONLINE
blind: hC hQ hK dK dQ dC dJ d1 d2 d3
P0: GS T21 T20 T19 T18 T17 T16 cK cQ cC cJ
P1: T15 T14 T13 T12 T11 T10 T9 sK sQ sC sJ
P2: T8 T7 T6 T5 T4 T3 T2 T1 h2 h1 hJ
P3: c7 c8 c9 c10 s7 s8 s9 s10 h4 h3 d4
actions: pass pass pass pass  pass pass pass pass  pass pass pass bettel`,
		playout: "lowest", contract: Bettel, declarer: 3,
		score: [4]int{-30, -30, -30, 90},
	},
	{
		// ST_GEORGEN column: Bettel 20: the "Bettel won" deal.
		name: "specials ST_GEORGEN",
		script: `specials: ST_GEORGEN
blind: hC hQ hK dK dQ dC dJ d1 d2 d3
P0: GS T21 T20 T19 T18 T17 T16 cK cQ cC cJ
P1: T15 T14 T13 T12 T11 T10 T9 sK sQ sC sJ
P2: T8 T7 T6 T5 T4 T3 T2 T1 h2 h1 hJ
P3: c7 c8 c9 c10 s7 s8 s9 s10 h4 h3 d4
actions: pass pass pass pass  pass pass pass pass  pass pass pass bettel`,
		playout: "lowest", contract: Bettel, declarer: 3,
		score: [4]int{-20, -20, -20, 60},
	},
}

func TestSpecialScenarios(t *testing.T) {
	runOptionScenarios(t, specialScenarios)
}

// The optional special games Zwikkolo, Trio, Quarto and Quinto: P0 holds
// the k highest trumps and the 11 − k lowest pips, P1 the next 11 trumps.
// Playing lowest cards P0 leads his k trumps, which nobody can beat, then
// his lowest pip, which P1 (only trumps) must trump; P0 never leads again
// and his lowest pips never win a trick led by another: exactly k tricks,
// won: the Piccolo value 15 from each (STANDARD column, house values).
func TestTrickCountSpecials(t *testing.T) {
	low := []string{"c7", "c8", "c9", "c10", "s7", "s8", "s9", "s10", "h4", "h3", "h2"}
	trumps := []string{"GS", "T21", "T20", "T19", "T18", "T17", "T16", "T15", "T14", "T13", "T12", "T11",
		"T10", "T9", "T8", "T7", "T6", "T5", "T4", "T3", "T2", "T1"}
	for k, c := range map[int]Contract{2: Zwikkolo, 3: Trio, 4: Quarto, 5: Quinto} {
		p0 := append(append([]string{}, trumps[:k]...), low[:11-k]...)
		p1 := trumps[k : k+11]
		used := map[string]bool{}
		for _, x := range append(append([]string{}, p0...), p1...) {
			used[x] = true
		}
		var rest []string
		for _, card := range AllCards.Slice() {
			if !used[card.String()] {
				rest = append(rest, card.String())
			}
		}
		script := "options: " + strings.ToUpper(c.Info().Token) + "\nblind: " + strings.Join(rest[:10], " ") +
			"\nP0: " + strings.Join(p0, " ") + "\nP1: " + strings.Join(p1, " ") +
			"\nP2: " + strings.Join(rest[10:21], " ") + "\nP3: " + strings.Join(rest[21:32], " ") +
			"\nactions: pass pass pass pass  pass pass pass pass  " + c.Info().Token + " pass pass pass"
		t.Run(c.String(), func(t *testing.T) {
			s := runScenario(t, script, "lowest", c, 0, [4]int{45, -15, -15, -15})
			if s.TricksWon(0) != k {
				t.Errorf("%d tricks", s.TricksWon(0))
			}
		})
	}
}
