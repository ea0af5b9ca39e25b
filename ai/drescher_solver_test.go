package ai

import (
	"math/rand/v2"
	"testing"

	"github.com/cego-spiel/cego/ai/solver"
	"github.com/cego-spiel/cego/game"
)

// drescherEnd plays random Drescher deals under the ST_GEORGEN preset until
// every hand holds at most left cards.
func drescherEnd(rng *rand.Rand, left int) (game.State, bool) {
	rules, _ := game.Preset("ST_GEORGEN")
	st := game.Deal(rules, 3, rng.Uint64())
	for st.Phase() != game.Done {
		if st.Phase() == game.Playing {
			if st.Contract() != game.Drescher {
				return st, false
			}
			if st.Hand(st.Turn()).Len() <= left {
				return st, true
			}
		}
		legal := st.Legal()
		a := legal[rng.IntN(len(legal))]
		for _, x := range legal {
			if x == game.CallDrescher || st.Phase() == game.Bidding && x == game.Pass && a != game.CallDrescher && rng.IntN(3) != 0 {
				a = x
			}
		}
		_ = st.Apply(a)
	}
	return st, false
}

// avoids is minimax over the engine: whether seat can avoid the last trick
// of a Drescher when everybody else tries to give it to him.
func avoids(st game.State, seat game.Seat) bool {
	if st.Phase() == game.Done {
		tr := st.Tricks()
		return tr[len(tr)-1].Winner() != seat
	}
	mine := st.Turn() == seat
	for _, a := range st.Legal() {
		c := st
		_ = c.Apply(a)
		if avoids(c, seat) == mine {
			return mine
		}
	}
	return !mine
}

// TestDrescherSolved checks the search bots' evaluation (evalPlay) and the
// review's sides in Drescher, which the solver searches for the seat to
// move against all others: a card wins exactly when the seat can still
// avoid the last trick.
func TestDrescherSolved(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	s := solver.New(16, 0)
	n := 0
	for tries := 0; n < 30 && tries < 20000; tries++ {
		st, ok := drescherEnd(rng, 3)
		if !ok {
			continue
		}
		me := st.Turn()
		legal := st.Legal()
		out, ok := evalPlay(s, &st, me, legal, false)
		if !ok {
			t.Fatal("evalPlay refused a Drescher position")
		}
		for j, a := range legal {
			c := st
			_ = c.Apply(a)
			if want := avoids(c, me); out[j].win != want {
				t.Fatalf("%v: evalPlay says %v, minimax %v", a, out[j].win, want)
			}
			if (out[j].amt > 0) != out[j].win {
				t.Fatalf("%v: amount %v with win %v", a, out[j].amt, out[j].win)
			}
		}
		j := judgeOf(&st, me)
		if !j.seatMaxi || !j.special || !j.ourSide(me) || j.ourSide(me+1) {
			t.Fatalf("review sides in Drescher: %+v", j)
		}
		n++
	}
	if n < 30 {
		t.Fatalf("only %d Drescher positions", n)
	}
}
