package ai

import (
	"math"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// TestOwnWinAt: the identity map leaves a rate as it is (inside the
// clamp), a positive A raises it, and the clamp keeps 0 and 1 finite.
func TestOwnWinAt(t *testing.T) {
	id := OwnWin{A: 0, B: 1}
	for _, p := range []float64{0.1, 0.5, 0.9} {
		if got := id.At(p); math.Abs(got-p) > 1e-12 {
			t.Errorf("identity at %.1f: %v", p, got)
		}
	}
	up := OwnWin{A: 1, B: 1}
	if up.At(0.5) <= 0.5 || up.At(0.2) <= 0.2 {
		t.Errorf("A > 0 does not raise the rate: %v %v", up.At(0.5), up.At(0.2))
	}
	if a, b := id.At(0), id.At(1); math.Abs(a-ownWinClamp) > 1e-12 || math.Abs(b-(1-ownWinClamp)) > 1e-12 {
		t.Errorf("at 0 and 1: %v %v", a, b)
	}
}

// TestOwnWinMovesTheDeclaredPlayouts: the play-outs that end with the bot
// declaring the contract move by (own rate − their rate) × the spread, the
// others not at all.
func TestOwnWinMovesTheDeclaredPlayouts(t *testing.T) {
	r := game.Rules{Players: 4}
	b := NewSearchBotWith(SearchConfig{OwnWin: map[game.Contract]OwnWin{game.Ultimo: {A: 1, B: 1}}}, 1)
	// two actions (pass, ultimo) on four deals; the Ultimo play-outs win
	// one in four
	res := [][]outcome{
		{{amt: 1}, {amt: 60, win: true, decl: game.Ultimo}},
		{{amt: 2}, {amt: -60, decl: game.Ultimo}},
		{{amt: 3}, {amt: -60, decl: game.Ultimo}},
		{{amt: 4}, {amt: -60, decl: game.Ultimo}},
	}
	deals := make([]weighted, 4)
	for i := range deals {
		deals[i].w = 1
	}
	ok := []bool{true, true, true, true}
	if p, w := ownRate(res, ok, deals, game.Ultimo); p != 0.25 || w != 4 {
		t.Fatalf("rate %v weight %v", p, w)
	}
	b.ownWin(r, res, ok, deals)
	d := (OwnWin{A: 1, B: 1}.At(0.25) - 0.25) * 120
	for i, row := range res {
		if row[0].amt != float64(i+1) {
			t.Errorf("deal %d: the pass moved to %v", i, row[0].amt)
		}
	}
	if got := res[1][1].amt; math.Abs(got-(-60+d)) > 1e-9 {
		t.Errorf("a lost Ultimo play-out is %v, want %v", got, -60+d)
	}
}

// TestOwnWinTakesOwnPlayBackAndCountsPlayers: a contract with a fitted rate
// loses OwnPlay's constant, and three players use OwnWin3 with their spread
// (±40 for the Ultimo).
func TestOwnWinTakesOwnPlayBackAndCountsPlayers(t *testing.T) {
	fit := OwnWin{A: 0.5, B: 1}
	b := NewSearchBotWith(SearchConfig{
		OwnPlay: map[game.Contract]float64{game.Ultimo: 30},
		OwnWin3: map[game.Contract]OwnWin{game.Ultimo: fit},
	}, 1)
	r3 := game.Rules{Players: 3}
	res := [][]outcome{{{amt: 40 + 30, win: true, decl: game.Ultimo}}, {{amt: -40 + 30, decl: game.Ultimo}}}
	deals := []weighted{{w: 1}, {w: 1}}
	ok := []bool{true, true}
	b.ownWin(r3, res, ok, deals)
	d := (fit.At(0.5) - 0.5) * 80
	if got := res[0][0].amt; math.Abs(got-(40+d)) > 1e-9 {
		t.Errorf("a won Ultimo play-out is %v, want %v", got, 40+d)
	}
	// four players: no fit for them, the constant stays
	res = [][]outcome{{{amt: 60 + 30, win: true, decl: game.Ultimo}}}
	b.ownWin(game.Rules{Players: 4}, res, []bool{true}, []weighted{{w: 1}})
	if res[0][0].amt != 90 {
		t.Errorf("four players' Ultimo moved to %v", res[0][0].amt)
	}
}

// TestSpecialSpreadIsTheEnginesSettlement: an Ultimo called and played out
// settles its declarer at half the spread, won or lost, with four and three
// players and both columns of values.
func TestSpecialSpreadIsTheEnginesSettlement(t *testing.T) {
	for _, r := range []game.Rules{{Players: 4}, {Players: 3}, {Players: 4, Scoring: game.CegoOnlineValues}} {
		won, lost := 0, 0
		for seed := uint64(1); seed < 200 && (won == 0 || lost == 0); seed++ {
			st := game.Deal(r, 0, seed)
			for st.Phase() == game.Bidding && !st.Hand(st.Turn()).Has(game.CardGeiss) && len(st.Calls()) < r.N() {
				if err := st.Apply(game.Pass); err != nil {
					t.Fatal(err)
				}
			}
			if st.Phase() != game.Bidding || st.Apply(game.CallUltimo) != nil {
				continue // the Geiß lies in the blind
			}
			decl := st.Declarer()
			sc := rollout(&st, NewRolloutBot(seed))
			half := specialSpread(r, game.Ultimo) / 2
			if got := float64(sc[decl]); got != half && got != -half {
				t.Fatalf("%+v: the declarer settles %v, the spread says ±%v", r, got, half)
			}
			if sc[decl] > 0 {
				won++
			} else {
				lost++
			}
		}
		if won == 0 || lost == 0 {
			t.Errorf("%+v: %d Ultimos won, %d lost: both are not checked", r, won, lost)
		}
	}
}
