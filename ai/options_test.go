package ai

import (
	"math/rand/v2"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// TestBotsPlayLegallyUnderOptions asks Random, Easy and Normal for every
// decision of random deals under every preset of RULES §11.1 and under each
// option of §11 alone (the new calls offen, ulti…, hosen-rum-N, the Gegensolo
// auction, the optional specials, forced trump discards, Geregelter Räuber):
// every answer must be legal.
func TestBotsPlayLegallyUnderOptions(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	var rules []game.Rules
	for _, p := range game.Presets() {
		rules = append(rules, p.Rules)
	}
	for _, o := range game.Options() {
		r := game.Rules{Players: 4}
		if o.Players == 3 {
			r.Players = 3
		}
		if err := r.SetOption(o.ID, true); err != nil {
			t.Fatal(err)
		}
		rules = append(rules, r)
	}
	deals := 60
	if testing.Short() {
		deals = 15
	}
	for _, r := range rules {
		for deal := 0; deal < deals; deal++ {
			st := game.Deal(r, game.Seat(deal%r.N()), rng.Uint64())
			bots := []Bot{NewRandomBot(uint64(deal)), NewEasyBot(uint64(deal)), NewRuleBot(uint64(deal))}
			for st.Phase() != game.Done {
				v := st.View(st.Turn())
				var a game.Action
				for i, b := range bots {
					x := b.Choose(v)
					if !v.IsLegal(x) {
						t.Fatalf("%v: %T chose illegal %v in phase %v, contract %v; legal %v",
							r.OptionIDs(), b, x, v.Phase(), v.Contract(), v.Legal())
					}
					if i == deal%len(bots) {
						a = x
					}
				}
				if err := st.Apply(a); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}
