package ai

import (
	"testing"

	"github.com/cego-spiel/cego/game"
)

// TestPlayMarginInFirstTricks: in the first tricks of the Ultimo, where the
// search plays each card out, PlayMargin sets how much better another card
// must be to replace the rule bot's: with an unreachable margin the rule
// bot's card is always kept, with none it is replaced more often than at
// Margin, and a margin for another contract changes nothing.
func TestPlayMarginInFirstTricks(t *testing.T) {
	var views []game.View
	for _, v := range ultimoPositions(t, 40, 11) {
		if v.Hand().Len() > quickConfig.SolveCards {
			views = append(views, v)
		}
	}
	if len(views) < 20 {
		t.Fatalf("only %d Ultimo positions in the first tricks", len(views))
	}
	with := func(m map[game.Contract]float64) SearchConfig {
		c := quickConfig
		c.Rollouts, c.Temper = 24, 0.7 // tempered as Expert: no position rests on one deal
		c.PlayMargin = m
		return c
	}
	base := with(nil)
	never := with(map[game.Contract]float64{game.Ultimo: 1e9})
	none := with(map[game.Contract]float64{game.Ultimo: 0})
	other := with(map[game.Contract]float64{game.Piccolo: 0})
	moved := map[string]int{}
	for i, v := range views {
		for name, cfg := range map[string]SearchConfig{"base": base, "never": never, "none": none, "other": other} {
			an := NewSearchBotWith(cfg, uint64(i)).analyze(&v, 0)
			if an.method == "forced" {
				continue
			}
			if an.method != "simulated" {
				t.Fatalf("position %d (%d cards): method %s, want simulated", i, v.Hand().Len(), an.method)
			}
			if an.decision().Action != an.rule.Action {
				moved[name]++
			}
		}
	}
	t.Logf("%d positions; the rule bot's card replaced: %v", len(views), moved)
	if moved["never"] != 0 {
		t.Errorf("with an unreachable margin the rule bot's card was replaced %d times", moved["never"])
	}
	if moved["none"] <= moved["base"] {
		t.Errorf("with no margin the rule bot's card was replaced %d times, with Margin %d", moved["none"], moved["base"])
	}
	if moved["other"] != moved["base"] {
		t.Errorf("a margin for the Piccolo changed the Ultimo: %d replaced, %d without it", moved["other"], moved["base"])
	}
}

// TestWithContractSettings: WithChances and WithPlayMargin set one
// contract's entry in a copy, leave the configuration they start from as
// it was, and work on a configuration without the map (Strong's).
func TestWithContractSettings(t *testing.T) {
	e := ExpertConfig().WithChances(game.Bettel, true).WithPlayMargin(game.Ultimo, 3)
	if !e.Chances[game.Bettel] || !e.Chances[game.Ultimo] || e.PlayMargin[game.Ultimo] != 3 || e.PlayMargin[game.Piccolo] != ExpertConfig().PlayMargin[game.Piccolo] {
		t.Errorf("Expert's copy: Chances %v, PlayMargin %v", e.Chances, e.PlayMargin)
	}
	if ExpertConfig().Chances[game.Bettel] || ExpertConfig().PlayMargin[game.Ultimo] == 3 {
		t.Errorf("Expert's own maps changed: Chances %v, PlayMargin %v", ExpertConfig().Chances, ExpertConfig().PlayMargin)
	}
	s := StrongConfig().WithChances(game.Piccolo, true).WithPlayMargin(game.Piccolo, 1)
	if len(s.Chances) != 1 || !s.Chances[game.Piccolo] || s.PlayMarginOf(game.Piccolo) != 1 || s.PlayMarginOf(game.Ultimo) != StrongConfig().Margin {
		t.Errorf("Strong's copy: Chances %v, PlayMargin %v", s.Chances, s.PlayMargin)
	}
	if StrongConfig().Chances != nil || StrongConfig().PlayMargin != nil {
		t.Errorf("Strong's own maps changed: %v, %v", StrongConfig().Chances, StrongConfig().PlayMargin)
	}
}
