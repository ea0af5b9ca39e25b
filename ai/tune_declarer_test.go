package ai

import (
	"flag"
	"fmt"
	"testing"

	"github.com/cego-spiel/cego/game"
)

var tuneDecl = flag.Int("tunedecl", 0, "deals for TestTuneDeclarer (0: skip)")

// TestTuneDeclarer is the declarer's tuning bench: variants of Normal's
// card-play weights against Normal on the same deals (four players, seeds
// 1 and 7), with the gain as declarer in the games counted in card points.
// Edit the variants to explore; run with -args -tunedecl N.
func TestTuneDeclarer(t *testing.T) {
	if *tuneDecl == 0 {
		t.Skip("use -tunedecl N")
	}
	vs := []struct {
		name string
		f    func(*playParams)
	}{
		{"pullBonus0", func(p *playParams) { p.pullBonus = 0 }},
		{"pullBonus1.5", func(p *playParams) { p.pullBonus = 1.5 }},
		{"pullBonus3", func(p *playParams) { p.pullBonus = 3 }},
		{"pullLow0.5", func(p *playParams) { p.pullLow = 0.5 }},
		{"pullLow1.5", func(p *playParams) { p.pullLow = 1.5 }},
		{"plainRisk0.5", func(p *playParams) { p.plainLeadRisk = 0.5 }},
		{"plainRisk1.5", func(p *playParams) { p.plainLeadRisk = 1.5 }},
		{"declBoss0.5", func(p *playParams) { p.oursDeclBoss = 0.5 }},
		{"declOther0.2", func(p *playParams) { p.oursDeclOther = 0.2 }},
		{"declOther0.7", func(p *playParams) { p.oursDeclOther = 0.7 }},
		{"geissDecl0.5", func(p *playParams) { p.geissDecl = 0.5 }},
	}
	for _, x := range vs {
		pp := defaultPlay
		x.f(&pp)
		e := Entrant{Name: x.name, New: func(seed uint64) (Player, error) {
			b := NewRuleBot(seed)
			b.pp = &pp
			return Seated(b), nil
		}}
		line := fmt.Sprintf("%-14s", x.name)
		for _, seed := range []uint64{1, 7} {
			r, err := RunArena(ArenaConfig{A: e, B: LevelEntrant(Normal), Deals: *tuneDecl, Seed: seed, Players: 4})
			if err != nil {
				t.Fatal(err)
			}
			line += fmt.Sprintf(" | s%d %+.3f±%.3f", seed, r.Mean, r.CI95)
			for _, k := range []game.Contract{game.Cego, game.Einer, game.Solo, game.Gegensolo} {
				d := r.Sides[k][Declarer]
				line += fmt.Sprintf(" %s %+.2f±%.2f", k.String()[:2], d.Mean, d.CI95)
			}
		}
		fmt.Println(line)
	}
}
