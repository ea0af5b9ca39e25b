package ai

import (
	"testing"

	"github.com/cego-spiel/cego/game"
)

// eightPasses is the auction's first eight calls with four players: nobody
// announces Ultimo or Solo, and Vorhand (P0) opens the special-game round.
const eightPasses = "pass pass pass pass pass pass pass pass "

// TestNullBids: the Normal bot announces Piccolo with the Gstieß and a
// Bettel hand under it (not with the Mond beside the Gstieß), Bettel with
// low cards only, and Piccolo without the Gstieß when the hand holds about
// one trick's danger (a high trump over low cards); a hand too low to take
// a trick does not outbid a Bettel with Piccolo.
func TestNullBids(t *testing.T) {
	r := game.Rules{Players: 4}
	for _, c := range []struct {
		name, hand, calls string
		seat              int
		want              game.Action
		rule              Heuristic
	}{
		{"the Gstieß over low cards", "GS T2 T3 c7 c8 s7 s8 h4 h3 d4 d3", "", 0, game.CallPiccolo, HPiccolo},
		{"the Gstieß and trump 19 over low cards", "GS T19 T2 c7 c8 s7 s8 h4 h3 d4 d3", "", 0, game.CallPiccolo, HPiccolo},
		{"the Gstieß and the Mond: two sure tricks", "GS T21 T2 c7 c8 s7 s8 h4 h3 d4 d3", "", 0, game.Pass, HNoSpecial},
		{"low cards only", "T2 T3 c7 c8 c9 s7 s8 h4 h3 d4 d3", "", 0, game.CallBettel, HBettel},
		{"the Mond over low cards", "T21 T2 T3 c7 c8 s7 s8 h4 h3 d4 d3", "", 0, game.CallPiccolo, HPiccoloBare},
		{"trump 20 over low cards", "T20 T4 c7 c8 cJ s7 s8 h4 h3 h2 d4", "", 0, game.CallPiccolo, HPiccoloBare},
		{"high cards", "T19 T18 T3 cK c8 s7 sQ h4 h3 dK d3", "", 0, game.Pass, HNoSpecial},
		{"the Mond over low cards after a Bettel", "T21 T2 T3 c7 c8 s7 s8 h4 h3 d4 d3", "bettel", 1, game.CallPiccolo, HPiccoloBare},
		{"no trick to take after a Bettel", "T1 c7 c8 c9 s7 s8 s9 h4 h3 d4 d3", "bettel", 1, game.Pass, HNoSpecial},
	} {
		st := deal(t, r, map[int]string{c.seat: c.hand}, "")
		apply(t, &st, eightPasses+c.calls)
		if int(st.Turn()) != c.seat {
			t.Fatalf("%s: turn %d, want %d", c.name, st.Turn(), c.seat)
		}
		if d := expectCall(t, c.name, st, c.want); d.Rule != c.rule.Name {
			t.Errorf("%s: rule %s, want %s", c.name, d.Rule, c.rule.Name)
		}
	}
	if d := nullDanger(mustCards(t, "T21 T2 T3 c7 c8 s7 s8 h4 h3 d4 d3"), 4); d <= defaultThresholds.Bettel || d >= defaultThresholds.PiccoloBare {
		t.Errorf("the Mond hand's danger %.2f is not between the Bettel and the bare Piccolo limits", d)
	}
	if d := nullDanger(mustCards(t, "GS T19 T2 c7 c8 s7 s8 h4 h3 d4 d3"), 4); d <= 1.1 || d > defaultThresholds.Piccolo {
		t.Errorf("the hand with the Gstieß and trump 19 has danger %.2f, not above the old limit 1.1 and within Piccolo's", d)
	}
}

// TestPiccoloKeepsGstiess: the Piccolo declarer with the Gstieß leads a
// low card to the first trick and keeps the Gstieß for his one trick.
func TestPiccoloKeepsGstiess(t *testing.T) {
	st := deal(t, game.Rules{Players: 4}, map[int]string{0: "GS T2 T3 c7 c8 s7 s8 h4 h3 d4 d3"}, "")
	apply(t, &st, eightPasses+"piccolo pass pass pass")
	if st.Phase() != game.Playing || st.Turn() != 0 {
		t.Fatalf("phase %v, turn %d", st.Phase(), st.Turn())
	}
	d := NewRuleBot(7).Decide(st.View(0))
	if d.Action == game.CardAction(game.CardGstiess) || d.Rule != HKeepGstiess.Name {
		t.Errorf("first lead %v (%s), want a low card (%s)", d.Action, d.Rule, HKeepGstiess.Name)
	}
}
