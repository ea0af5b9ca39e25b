package text

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// TestSettlementOfPreset: under every preset the settlement of a normal game
// says what the engine's reckoning says — the points needed of the pack,
// the counting, the band (the window's TestResultPanelNumbersFromEngine
// checks every number of every contract under every option).
func TestSettlementOfPreset(t *testing.T) {
	names := [4]string{"Toni", "Anna", "Sepp", "Vreni"}
	for _, p := range game.Presets() {
		normal := false
		for seed := uint64(1); seed <= 200 && !normal; seed++ {
			st := game.Deal(p.Rules, 0, seed)
			rng := rand.New(rand.NewPCG(seed, 1))
			for st.Phase() != game.Done {
				l := st.Legal()
				if err := st.Apply(l[rng.IntN(len(l))]); err != nil {
					t.Fatal(err)
				}
			}
			k := st.Reckoning()
			if k.Kind != game.SettleNormal {
				continue
			}
			normal = true
			text := strings.Join(SettlementOf(k, names, game.NoSeat).Lines, "\n")
			count := map[game.Counting]string{game.InThrees: "Counted in threes: ", game.InPairs: "Counted in pairs: "}[k.Pile.Counting]
			for _, want := range []string{
				fmt.Sprintf("needed %d of %d card points", k.Need, k.Pack),
				count + fmt.Sprint(k.Pile.Raw),
				fmt.Sprintf("band %d–%d: factor %+d", k.Pay.Band.Lo, k.Pay.Band.Hi, k.Pay.Band.Factor),
			} {
				if k.Pay.Band.Lo == k.Pay.Band.Hi && strings.HasPrefix(want, "band") {
					continue
				}
				if !strings.Contains(text, want) {
					t.Errorf("%s seed %d: %q missing from\n%s", p.ID, seed, want, text)
				}
			}
		}
		if !normal {
			t.Errorf("%s: no normal game in 200 random deals", p.ID)
		}
	}
}
