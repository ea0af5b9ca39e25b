package solver

import (
	"math/rand/v2"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// playRandom advances a random deal until every hand holds at most left
// cards, choosing contracts at random along the way.
func playRandom(rng *rand.Rand, players int, left int, wantContract func(game.Contract) bool) (game.State, bool) {
	st := game.Deal(game.Rules{Players: players}, game.Seat(players-1), rng.Uint64())
	for st.Phase() != game.Done {
		if st.Phase() == game.Playing {
			if !wantContract(st.Contract()) {
				return st, false
			}
			if st.Hand(st.Turn()).Len() <= left && rng.IntN(3) == 0 {
				return st, true
			}
		}
		legal := st.Legal()
		a := legal[rng.IntN(len(legal))]
		if st.Phase() == game.Bidding && rng.IntN(4) != 0 {
			for _, x := range legal {
				if x == game.Pass {
					a = x
				}
			}
		}
		_ = st.Apply(a)
	}
	return st, false
}

// reference is plain minimax over the engine itself: the declarer (Räuber:
// everyone but seat) maximises the engine's own final count.
func reference(st game.State, seat game.Seat) int {
	if st.Phase() == game.Done {
		r := st.Result()
		switch st.Contract() {
		case game.Ultimo, game.Piccolo, game.Bettel:
			return b2i(r.Won)
		case game.Raeuber:
			return game.Points(st.Won(seat))
		}
		return st.DeclarerPoints()
	}
	max := st.Turn() == st.Declarer()
	if st.Contract() == game.Raeuber {
		max = st.Turn() != seat
	}
	best := -1 << 30
	if !max {
		best = 1 << 30
	}
	for _, a := range st.Legal() {
		c := st
		_ = c.Apply(a)
		v := reference(c, seat)
		if max && v > best || !max && v < best {
			best = v
		}
	}
	return best
}

func TestSolverMatchesMinimax(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	s := New(16, 0)
	counts := map[game.Contract]int{}
	for _, players := range []int{4, 3} {
		for i := 0; i < 400; i++ {
			st, ok := playRandom(rng, players, 3, func(game.Contract) bool { return true })
			if !ok {
				continue
			}
			seat := st.Turn()
			pr, err := NewProblem(&st, seat)
			if err != nil {
				t.Fatal(err)
			}
			want := reference(st, seat)
			got, err := s.Value(pr)
			if err != nil {
				t.Fatal(err)
			}
			if got != want {
				t.Fatalf("%dp %v: solver %d, minimax %d (hands %v / %v / %v)", players, st.Contract(), got, want,
					st.Hand(0), st.Hand(1), st.Hand(2))
			}
			counts[st.Contract()]++
			// the null-window test agrees with the exact value
			if st.Contract().Info().Normal || st.Contract() == game.Raeuber {
				for _, th := range []int{want, want + 1} {
					ok, _ := s.AtLeast(pr, th)
					if ok != (want >= th) {
						t.Fatalf("AtLeast(%d) = %v with value %d", th, ok, want)
					}
				}
			}
			// the factor band agrees with the exact value
			if st.Contract().Info().Normal {
				f, err := s.Factor(pr)
				if err != nil {
					t.Fatal(err)
				}
				if f != game.Factor(want) {
					t.Fatalf("%v: factor %d, value %d has factor %d", st.Contract(), f, want, game.Factor(want))
				}
			}
			// every move's value matches minimax after that move
			mvs, err := s.Moves(pr, true)
			if err != nil {
				t.Fatal(err)
			}
			for _, mv := range mvs {
				c := st
				_ = c.Apply(game.CardAction(mv.Card))
				if w := reference(c, seat); w != mv.Value {
					t.Fatalf("%v move %v: solver %d, minimax %d", st.Contract(), mv.Card, mv.Value, w)
				}
			}
		}
	}
	t.Logf("positions per contract: %v", counts)
}

// TestRelativeKeys checks the rank-relative table keys against the plain
// ones (which TestSolverMatchesMinimax checks against minimax) on larger
// positions.
func TestRelativeKeys(t *testing.T) {
	defer func() { absoluteKeys = false }()
	for _, cards := range []int{5, 6} {
		for i, pr := range positions(12, cards, uint64(40+cards)) {
			absoluteKeys = true
			a := New(16, 300_000)
			want, err1 := a.Value(pr)
			absoluteKeys = false
			b := New(16, 300_000)
			got, err2 := b.Value(pr)
			if err1 != nil || err2 != nil {
				continue
			}
			if got != want {
				t.Fatalf("%d cards, position %d: relative keys %d, plain keys %d", cards, i, got, want)
			}
		}
	}
}

// TestRelTable checks the table-driven rank-relative key against the plain
// computation over positions of many deals searched by one Solver (the
// table is re-synced for every deal).
func TestRelTable(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	s := New(8, 0)
	n := 0
	for i := 0; i < 300; i++ {
		st, ok := playRandom(rng, 4-i%2, 11, func(c game.Contract) bool { return c.Info().Normal || c == game.Raeuber })
		if !ok {
			continue
		}
		pr, err := NewProblem(&st, st.Turn())
		if err != nil {
			t.Fatal(err)
		}
		s.prepare(pr)
		p := pr.p
		// and along a random line of play
		for p.trickNo < p.total-1 {
			if got, want := s.rel.key(&p), p.relKey(true); got != want {
				t.Fatalf("deal %d trick %d: table key %x, plain %x", i, p.trickNo, got, want)
			}
			n++
			l := p.legal().Slice()
			p.play(l[rng.IntN(len(l))])
		}
	}
	if n < 500 {
		t.Fatalf("only %d positions", n)
	}
}
