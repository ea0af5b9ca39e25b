package ai

import (
	"testing"
	"time"

	"github.com/cego-spiel/cego/ai/solver"
	"github.com/cego-spiel/cego/game"
)

// TestRolloutOwnPlay checks the auction's own-play term: a play-out that
// ends with the acting seat declaring contract c counts OwnPlay[c] more
// than the plain play-out, every other the same; and that it happens on
// some of the first calls of a few deals (so the check is not empty).
func TestRolloutOwnPlay(t *testing.T) {
	own := map[game.Contract]float64{}
	for c := game.Contract(1); int(c) < game.NumContracts; c++ {
		own[c] = 1000 + float64(c)
	}
	added := 0
	for deal := 0; deal < 40; deal++ {
		st := game.Deal(game.Rules{Players: 4}, game.Seat(deal%4), uint64(300+deal))
		me := st.Turn()
		legal := st.Legal()
		plain, ok1 := rolloutActions(&st, me, legal, NewRolloutBot(3), time.Time{})
		with, ok2 := rolloutOwn(&st, me, legal, NewRolloutBot(3), time.Time{}, own)
		if !ok1 || !ok2 {
			t.Fatal("a play-out without a deadline gave up")
		}
		for j, a := range legal {
			c := st
			if err := c.Apply(a); err != nil {
				t.Fatal(err)
			}
			want := plain[j].amt
			if end := rollout(&c, NewRolloutBot(3)); float64(end[me]) != plain[j].amt {
				t.Fatalf("deal %d: the play-outs differ: %v and %v", deal, end[me], plain[j].amt)
			}
			if c.Declarer() == me {
				want += own[c.Contract()]
				added++
			}
			if with[j].amt != want || with[j].win != plain[j].win {
				t.Errorf("deal %d, %v: %+v with the own-play term, want %v (plain %+v)", deal, a, with[j], want, plain[j])
			}
		}
	}
	if added == 0 {
		t.Error("the acting seat never declared in a play-out")
	}
}

// TestHintCountsNoOwnPlay: the hint judges the person's calls by the rule
// bot's play, not by Expert's: its search has no OwnPlay.
func TestHintCountsNoOwnPlay(t *testing.T) {
	if len(ExpertConfig().OwnPlay)+len(ExpertConfig().OwnWin)+len(ExpertConfig().OwnWin3) == 0 {
		t.Fatal("Expert counts no own play: this test has nothing to check")
	}
	st := game.Deal(game.Rules{Players: 4}, 0, 1)
	v := st.View(1)
	b, _ := hintBot(&v, time.Second, func(nodeCap int) *solver.Solver { return solver.New(12, nodeCap) })
	if b.cfg.OwnPlay != nil || b.cfg.OwnWin != nil || b.cfg.OwnWin3 != nil {
		t.Errorf("the hint's search counts own play %v, %v", b.cfg.OwnPlay, b.cfg.OwnWin)
	}
}
