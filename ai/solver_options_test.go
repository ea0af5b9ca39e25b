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

// TestDrescherSolved checks the search bots' evaluation (evalPlay) in
// Drescher, which the solver searches for the seat to move against all
// others: a card wins exactly when the seat can still avoid the last trick.
// (The review's sides in Drescher: ai/review's TestDrescherSides.)
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
		n++
	}
	if n < 30 {
		t.Fatalf("only %d Drescher positions", n)
	}
}

// pairsPoints is minimax over the engine: the declarer's points counted in
// pairs with best play.
func pairsPoints(st game.State) int {
	if st.Phase() == game.Done {
		return st.DeclarerPoints()
	}
	maxi := st.Turn() == st.Declarer()
	best := -1
	if !maxi {
		best = 1 << 30
	}
	for _, a := range st.Legal() {
		c := st
		_ = c.Apply(a)
		v := pairsPoints(c)
		if maxi && v > best || !maxi && v < best {
			best = v
		}
	}
	return best
}

// TestPairsSolved checks evalPlay under COUNT_PAIRS (the
// Schwarzwaldmeisterschaft preset): a card wins for the declarer exactly
// when best play after it gives him 40 points or more, in band mode and in
// won/lost mode.
func TestPairsSolved(t *testing.T) {
	rules, _ := game.Preset("SCHWARZWALDMEISTERSCHAFT")
	rng := rand.New(rand.NewPCG(11, 12))
	s := solver.New(16, 0)
	n, near := 0, 0
	for tries := 0; n < 60 && tries < 20000; tries++ {
		st := game.Deal(rules, 3, rng.Uint64())
		for st.Phase() != game.Done && !(st.Phase() == game.Playing && st.Hand(st.Turn()).Len() <= 3) {
			legal := st.Legal()
			a := legal[rng.IntN(len(legal))]
			if st.Phase() == game.Bidding && rng.IntN(3) != 0 {
				a = game.Pass
			}
			if st.Apply(a) != nil {
				_ = st.Apply(legal[0])
			}
		}
		if st.Phase() != game.Playing || !st.Contract().Info().Normal {
			continue
		}
		me := st.Turn()
		legal := st.Legal()
		for _, band := range []bool{true, false} {
			out, ok := evalPlay(s, &st, me, legal, band)
			if !ok {
				t.Fatal("evalPlay refused a position counted in pairs")
			}
			for j, a := range legal {
				c := st
				_ = c.Apply(a)
				p := pairsPoints(c)
				if p >= 36 && p < 40 {
					near++
				}
				if want := (p >= 40) == (me == st.Declarer()); out[j].win != want {
					t.Fatalf("%v: evalPlay (band %v) says win %v, minimax %d points", a, band, out[j].win, p)
				}
			}
		}
		n++
	}
	if n < 60 || near == 0 {
		t.Fatalf("%d positions, %d cards ending with 36–39 points", n, near)
	}
}

// TestSearchSolvesOptions checks that the search bot solves card play (not
// plays it out) counting in pairs and in the optional specials.
func TestSearchSolvesOptions(t *testing.T) {
	sm, _ := game.Preset("SCHWARZWALDMEISTERSCHAFT")
	specials := game.Rules{Pascha: true, Zwikkolo: true, Trio: true, Quarto: true, Quinto: true}
	for _, tc := range []struct {
		rules game.Rules
		want  func(game.Contract) bool
	}{
		{sm, func(c game.Contract) bool { return c.Info().Normal }},
		{specials, func(c game.Contract) bool { return c >= game.Zwikkolo }},
	} {
		rng := rand.New(rand.NewPCG(13, 14))
		n := 0
		for tries := 0; n < 3 && tries < 20000; tries++ {
			st := game.Deal(tc.rules, 3, rng.Uint64())
			for st.Phase() != game.Done && !(st.Phase() == game.Playing && st.Hand(st.Turn()).Len() <= 3) {
				legal := st.Legal()
				a := legal[rng.IntN(len(legal))]
				if st.Phase() == game.Bidding && rng.IntN(3) != 0 {
					a = game.Pass
				}
				if st.Apply(a) != nil {
					_ = st.Apply(legal[0])
				}
			}
			if st.Phase() != game.Playing || !tc.want(st.Contract()) || st.LegalCards().Len() < 2 {
				continue
			}
			b, err := NewSearchBot(Strong, 1)
			if err != nil {
				t.Fatal(err)
			}
			v := st.View(st.Turn())
			if an := b.analyze(&v, 0); an.method != "solved" {
				t.Fatalf("%v under %v: card play %s, not solved", st.Contract(), tc.rules.OptionIDs(), an.method)
			}
			n++
		}
		if n < 3 {
			t.Fatalf("%v: only %d positions", tc.rules.OptionIDs(), n)
		}
	}
}
