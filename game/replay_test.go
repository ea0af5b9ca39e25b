package game

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestReplay: replaying a seeded deal's actions reaches the state that
// applying them one by one reached, at every prefix; a refused action, a
// bad dealer and invalid rules come back as errors.
func TestReplay(t *testing.T) {
	sm, _ := Preset("SCHWARZWALDMEISTERSCHAFT")
	for _, r := range []Rules{{Players: 4}, {Players: 3}, sm} {
		for seed := uint64(1); seed <= 20; seed++ {
			rng := rand.New(rand.NewPCG(seed, 9))
			st := Deal(r, Seat(seed%uint64(r.N())), seed)
			var acts []Action
			var buf [64]Action
			for st.Phase() != Done {
				a := randomPolicy(&st, rng, buf[:])
				if err := st.Apply(a); err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
				acts = append(acts, a)
				if len(acts)%7 == 0 || st.Phase() == Done {
					got, err := Replay(r, Seat(seed%uint64(r.N())), seed, acts)
					if err != nil {
						t.Fatalf("seed %d, %d actions: %v", seed, len(acts), err)
					}
					if got.Phase() != st.Phase() || got.Turn() != st.Turn() || got.Played() != st.Played() ||
						got.Hand(st.Turn()) != st.Hand(st.Turn()) || got.Contract() != st.Contract() {
						t.Fatalf("seed %d, %d actions: replay differs from play", seed, len(acts))
					}
				}
			}
		}
	}

	r := Rules{Players: 4}
	st := Deal(r, 2, 5)
	first := st.AppendLegal(nil)[0]
	bad := CardAction(st.Hand(st.Turn()).Lowest()) // no card is played in the auction
	got, err := Replay(r, 2, 5, []Action{first, bad})
	if !errors.Is(err, ErrIllegal) || !strings.Contains(err.Error(), "action 2") {
		t.Errorf("refused action: %v", err)
	}
	if want := Deal(r, 2, 5); want.Apply(first) != nil || got.Turn() != want.Turn() || got.Phase() != want.Phase() {
		t.Errorf("the state before the refused action was not returned")
	}
	if _, err := Replay(r, 4, 5, nil); err == nil {
		t.Error("dealer 4 at a table of four: no error")
	}
	if _, err := Replay(r, -1, 5, nil); err == nil {
		t.Error("dealer -1: no error")
	}
	if _, err := Replay(Rules{Players: 7}, 0, 5, nil); err == nil {
		t.Error("seven players: no error")
	}
}
