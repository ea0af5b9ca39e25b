package review

import (
	"math/rand/v2"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// TestDrescherSides: in Drescher, which the solver searches for the seat to
// move against all others, the review counts the reviewed seat alone as its
// side and as the maximiser, and the game as won or lost.
func TestDrescherSides(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	rules, _ := game.Preset("ST_GEORGEN")
	n := 0
	for tries := 0; n < 30 && tries < 20000; tries++ {
		st, ok := drescherPlay(rng, rules)
		if !ok {
			continue
		}
		me := st.Turn()
		j := judgeOf(&st, me)
		if !j.seatMaxi || !j.special || !j.ourSide(me) || j.ourSide((me+1)%game.Seat(st.Players())) {
			t.Fatalf("review sides in Drescher: %+v", j)
		}
		n++
	}
	if n < 30 {
		t.Fatalf("only %d Drescher positions", n)
	}
}

// drescherPlay plays a random deal, calling Drescher where it can, and
// returns its first position of trick play if that is a Drescher.
func drescherPlay(rng *rand.Rand, rules game.Rules) (game.State, bool) {
	st := game.Deal(rules, 3, rng.Uint64())
	for st.Phase() != game.Done {
		if st.Phase() == game.Playing {
			return st, st.Contract() == game.Drescher
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
