package course

import (
	"strings"
	"testing"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/text"
)

// trickWinners are the seats that can take the trick st is in the middle
// of (or leads to) with a: every legal way the other seats can finish it,
// their hands as dealt.
func trickWinners(t *testing.T, st game.State, a game.Action) map[game.Seat]bool {
	t.Helper()
	idx := 0 // a's trick: the first not complete
	for _, tr := range st.Tricks() {
		if tr.Complete() {
			idx++
		}
	}
	if err := st.Apply(a); err != nil {
		t.Fatal(err)
	}
	out := map[game.Seat]bool{}
	var finish func(s game.State)
	finish = func(s game.State) {
		if tr := s.Tricks()[idx]; tr.Complete() {
			out[tr.Winner()] = true
			return
		}
		for _, b := range s.Legal() {
			next := s
			if err := next.Apply(b); err != nil {
				t.Fatal(err)
			}
			finish(next)
		}
	}
	finish(st)
	return out
}

// chapterSteps calls at for each of chapter l's steps with the state the
// step is taken in.
func chapterSteps(t *testing.T, l Chapter, at func(k int, s Step, st game.State)) {
	t.Helper()
	st, err := l.Script.Deal()
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, a := range l.Script.Actions {
		if st.Turn() == Player && n < len(l.Steps) {
			at(n, l.Steps[n], st)
			n++
		}
		if err := st.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
}

// TestPiccoloPlayChapterTricks: what the chapter on playing Piccolo says
// of its cards holds for every card the others could play from their
// hands: the Gstieß takes the first trick, every card it plays after it
// (the 7 of spades led, the 3 of hearts, the 8 of clubs, the 3 of
// diamonds, trump 3 and trump 12) loses its trick, and trump 12 would
// have won the trick of trump 8 had the others ducked; the player ends
// with exactly one trick, and the Piccolo is won.
func TestPiccoloPlayChapterTricks(t *testing.T) {
	l := Chapters()[chapterAt(t, "piccolo-play")]
	played := 0
	chapterSteps(t, l, func(k int, s Step, st game.State) {
		if st.Phase() != game.Playing {
			return
		}
		played++
		w := trickWinners(t, st, s.Want)
		if s.Want.Card() == game.CardGstiess {
			if len(w) != 1 || !w[Player] {
				t.Errorf("step %d: the Gstieß does not surely take its trick: %v", k+1, w)
			}
			return
		}
		if w[Player] {
			t.Errorf("step %d: %v can win its trick, the chapter says it loses", k+1, s.Want)
		}
		if s.Want.String() == "T3" {
			if t12 := trickWinners(t, st, mustAction(t, "T12")); !t12[Player] {
				t.Errorf("step %d: trump 12 could not have won the trick of trump 8, as the chapter says", k+1)
			}
		}
	})
	if played < 7 {
		t.Fatalf("only %d card steps", played)
	}
	end, err := l.Script.Play()
	if err != nil {
		t.Fatal(err)
	}
	if r := end.Result(); end.TricksWon(Player) != 1 || !r.Won || r.Contract != game.Piccolo || r.Declarer != Player {
		t.Errorf("the chapter ends with %d tricks for the player, %+v", end.TricksWon(Player), r)
	}
}

// TestRaeuberTieChapterEndsInTie: the Räuber of the chapter on ties ends
// in a tie for the most card points between two players other than
// Vorhand: both lose, each pays the engine's amount to each player not
// tied and nothing to the other, and the result panel's settlement names
// both; every card the player is told loses its trick loses it whatever
// the others play from their hands.
func TestRaeuberTieChapterEndsInTie(t *testing.T) {
	l := Chapters()[chapterAt(t, "raeuber-tie")]
	end, err := l.Script.Play()
	if err != nil {
		t.Fatal(err)
	}
	k := end.Reckoning()
	if k.Kind != game.SettleRaeuber || len(k.Losers) != 2 {
		t.Fatalf("the chapter's Räuber has losers %v, not a tie of two", k.Losers)
	}
	a, b := k.Losers[0], k.Losers[1]
	if a == Player || b == Player || k.SeatPoints[a] != k.SeatPoints[b] || k.SeatPoints[a] != k.Points {
		t.Fatalf("losers %v with points %v: not a tie for the most without Vorhand", k.Losers, k.SeatPoints)
	}
	for p := game.Seat(0); p < 4; p++ {
		want := 2 * k.PerSeat // a player not tied receives from both
		if p == a || p == b {
			want = -2 * k.PerSeat // a tied player pays the two not tied
		}
		if k.Score[p] != want {
			t.Errorf("seat %d gets %d, want %d", p, k.Score[p], want)
		}
	}
	if k.VorhandDouble || k.PerSeat != end.Rules().SpecialValue(game.Raeuber) {
		t.Errorf("each pays %d (Vorhand double %v), not the plain value", k.PerSeat, k.VorhandDouble)
	}
	names := [4]string{"You", "Anna", "Sepp", "Vreni"}
	s := strings.Join(text.SettlementOf(k, names, Player).Lines, "\n")
	if !strings.Contains(s, names[a]) || !strings.Contains(s, names[b]) {
		t.Errorf("the settlement does not name both losers:\n%s", s)
	}
	chapterSteps(t, l, func(k int, st Step, s game.State) {
		if s.Phase() == game.Playing && trickWinners(t, s, st.Want)[Player] {
			t.Errorf("step %d: %v can win its trick, the chapter says it loses", k+1, st.Want)
		}
	})
}

// mustAction parses an action token.
func mustAction(t *testing.T, token string) game.Action {
	t.Helper()
	a, err := game.ParseAction(token)
	if err != nil {
		t.Fatal(err)
	}
	return a
}
