package ui

import (
	"strings"
	"testing"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
)

// TestSettlementGermanForYou: when the person declared, the German
// settlement speaks to him in good German ("Dein Bettel", "du hast …
// gespielt", "zahlt dir"), not a name's grammar with "du" put in ("Bettel
// von du", "Du machte 6 Stich(e)", "zahlt du").
func TestSettlementGermanForYou(t *testing.T) {
	SetLanguage("de")
	t.Cleanup(func() { SetLanguage("en") })
	names := [4]string{tr(txtYou), "Anna", "Sepp", "Vreni"}
	bad := []string{"von du", "zahlt du", "Du spielte", "Du machte", "machte du", "Stich(e)", "du den"}
	found := map[bool]bool{} // normal game, special game
	for seed := uint64(1); seed < 400 && len(found) < 2; seed++ {
		st := game.Deal(game.Rules{}, 3, seed)
		bots := make([]ai.Bot, 4)
		for s := range bots {
			bots[s] = ai.NewEasyBot(seed + uint64(s))
		}
		st, err := ai.PlayOut(st, bots)
		if err != nil {
			t.Fatal(err)
		}
		r := st.Result()
		if r.Declarer != 0 || r.Contract == game.NoContract || r.Contract == game.Raeuber {
			continue
		}
		normal := r.Contract.Info().Normal
		found[normal] = true
		text := strings.Join(explainDeal(&st, names, 0).Lines, "\n")
		for _, b := range bad {
			if strings.Contains(text, b) {
				t.Errorf("seed %d, %v: %q in\n%s", seed, r.Contract, b, text)
			}
		}
		if !strings.Contains(text, "Du hast ") && !strings.Contains(text, "Dein ") {
			t.Errorf("seed %d, %v: the settlement does not speak to the player:\n%s", seed, r.Contract, text)
		}
		t.Logf("seed %d:\n%s", seed, text)
	}
	if len(found) < 2 {
		t.Fatalf("deals declared by seat 0 found: %v", found)
	}
}
