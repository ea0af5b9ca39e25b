package ai

import (
	"testing"

	"github.com/cego-spiel/cego/game"
)

// ultimoPositions plays deals of rule bots, calls the Ultimo for the first
// seat that may, and returns the declarer's views in card play once it
// holds at most cards cards.
func ultimoPositions(t *testing.T, deals, cards int) []game.View {
	t.Helper()
	var views []game.View
	rules := game.Rules{Players: 4}
	for i := range deals {
		st := game.Deal(rules, game.Seat(i%4), uint64(7000+i))
		bots := seatRuleBots(4, uint64(i))
		called := false
		for steps := 0; st.Phase() != game.Done && steps < 500; steps++ {
			v := st.View(st.Turn())
			a := bots[st.Turn()].Choose(v)
			if !called && st.Phase() == game.Bidding && has(v.Legal(), game.Ultimo.Info().Call) {
				a, called = game.Ultimo.Info().Call, true
			}
			if st.Phase() == game.Playing && st.Contract() == game.Ultimo && st.Turn() == st.Declarer() && v.Hand().Len() <= cards {
				views = append(views, v)
			}
			if err := st.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	return views
}

// TestChancesValueLostCards: with Chances in the Ultimo, a card the solver
// finds lost on a deal is valued by a play-out instead, so that no card's
// rate of winning falls, and where every card loses against every defence
// on every deal (nearly every Ultimo some tricks before its end) the
// play-outs still tell the cards apart.
func TestChancesValueLostCards(t *testing.T) {
	views := ultimoPositions(t, 40, quickConfig.SolveCards)
	if len(views) < 20 {
		t.Fatalf("only %d Ultimo positions", len(views))
	}
	with := quickConfig
	with.Chances = map[game.Contract]bool{game.Ultimo: true}
	hopeless, rescued := 0, 0
	for i, v := range views {
		plain := NewSearchBotWith(quickConfig, uint64(i)).analyze(&v, 0)
		chance := NewSearchBotWith(with, uint64(i)).analyze(&v, 0)
		if plain.method == "forced" {
			continue
		}
		if len(plain.cands) != len(chance.cands) || plain.method != "solved" || chance.method != "solved" {
			t.Fatalf("position %d: %s %d candidates, with Chances %s %d", i, plain.method, len(plain.cands), chance.method, len(chance.cands))
		}
		lost, some := true, false
		for j, c := range plain.cands {
			if chance.cands[j].WinProb < c.WinProb-1e-9 {
				t.Errorf("position %d, %v: rate of winning %.2f without Chances, %.2f with", i, c.Action, c.WinProb, chance.cands[j].WinProb)
			}
			lost = lost && c.WinProb == 0
			some = some || chance.cands[j].WinProb > 0
		}
		if lost {
			hopeless++
			if some {
				rescued++
			}
		}
	}
	if hopeless == 0 || rescued == 0 {
		t.Errorf("%d positions where every card loses on every deal, %d told apart by play-outs", hopeless, rescued)
	}
	t.Logf("%d positions, %d hopeless to the solver, %d of them with a chance in the play-outs", len(views), hopeless, rescued)
}
