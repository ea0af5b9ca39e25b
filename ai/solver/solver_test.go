package solver

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// playRandom advances a random deal until every hand holds at most left
// cards, choosing contracts at random along the way.
func playRandom(rng *rand.Rand, players int, left int, wantContract func(game.Contract) bool) (game.State, bool) {
	return playRandomRules(rng, game.Rules{Players: players}, left, wantContract)
}

// playRandomRules is playRandom under the given rules.
func playRandomRules(rng *rand.Rand, rules game.Rules, left int, wantContract func(game.Contract) bool) (game.State, bool) {
	return playTowards(rng, rules, left, wantContract, game.NoContract)
}

// playTowards is playRandomRules that bids contract to (unless NoContract)
// whenever its call is legal.
func playTowards(rng *rand.Rand, rules game.Rules, left int, wantContract func(game.Contract) bool, to game.Contract) (game.State, bool) {
	players := rules.N()
	st := game.Deal(rules, game.Seat(players-1), rng.Uint64())
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
		if st.Phase() == game.Bidding && to != game.NoContract {
			for _, x := range legal {
				if x == to.Info().Call {
					a = x
				}
			}
		}
		_ = st.Apply(a)
	}
	return st, false
}

// reference is plain minimax over the engine itself: the declarer (Räuber:
// everyone but seat; Drescher: seat) maximises the engine's own final count
// (Räuber: seat's points; Drescher: 1 if seat does not take the last
// trick; the other special games: 1 if the declarer wins).
func reference(st game.State, seat game.Seat) int {
	if st.Phase() == game.Done {
		r := st.Result()
		switch c := st.Contract(); {
		case durchmarsch(&st):
			return b2i(r.AnnouncementWon)
		case c == game.Raeuber:
			return st.Rules().Count(st.Won(seat))
		case c == game.Drescher:
			tr := st.Tricks()
			return b2i(tr[len(tr)-1].Winner() != seat)
		case !c.Info().Normal:
			return b2i(r.Won)
		}
		return st.DeclarerPoints()
	}
	max := st.Turn() == st.Declarer()
	switch st.Contract() {
	case game.Raeuber:
		max = st.Turn() != seat
	case game.Drescher:
		max = st.Turn() == seat
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

// durchmarsch reports whether the Solo of st is announced as a
// Durchmarsch (the solver answers won or lost then).
func durchmarsch(st *game.State) bool {
	a, ok := st.Announcement()
	return ok && a == game.CallDurchmarsch
}

// normalPoints reports whether the solver answers card points and factor
// bands for st: a normal game, not a Durchmarsch.
func normalPoints(st *game.State) bool { return st.Contract().Info().Normal && !durchmarsch(st) }

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
			pr, err := NewProblem(&st, st.Turn())
			if err != nil {
				t.Fatal(err)
			}
			checkPosition(t, s, &st, pr, fmt.Sprintf("%dp", players))
			counts[st.Contract()]++
		}
	}
	t.Logf("positions per contract: %v", counts)
}

// checkPosition checks every answer of the solver on a position against
// plain minimax over the engine: Value, AtLeast, Factor, and Moves in
// exact and band mode.
func checkPosition(t *testing.T, s *Solver, st *game.State, pr *Problem, label string) {
	t.Helper()
	seat := st.Turn()
	rules := st.Rules()
	c := st.Contract()
	want := reference(*st, seat)
	got, err := s.Value(pr)
	if err != nil {
		t.Fatal(err)
	}
	if got != want {
		t.Fatalf("%s %v: solver %d, minimax %d (hands %v / %v / %v / %v, trick %v)", label, c, got, want,
			st.Hand(0), st.Hand(1), st.Hand(2), st.Hand(3), st.CurrentTrick())
	}
	// the null-window test agrees with the exact value
	if normalPoints(st) || c == game.Raeuber {
		for _, th := range []int{want, want + 1} {
			ok, _ := s.AtLeast(pr, th)
			if ok != (want >= th) {
				t.Fatalf("%s %v: AtLeast(%d) = %v with value %d", label, c, th, ok, want)
			}
		}
	} else if ok, _ := s.AtLeast(pr, 0); ok != (want == 1) {
		t.Fatalf("%s %v: AtLeast = %v with value %d", label, c, ok, want)
	}
	// the factor band agrees with the exact value
	if normalPoints(st) {
		f, err := s.Factor(pr)
		if err != nil {
			t.Fatal(err)
		}
		if f != rules.Factor(want) {
			t.Fatalf("%s %v: factor %d, value %d has factor %d", label, c, f, want, rules.Factor(want))
		}
	}
	// every move's value matches minimax after that move
	for _, exact := range []bool{true, false} {
		mvs, err := s.Moves(pr, exact)
		if err != nil {
			t.Fatal(err)
		}
		if len(mvs) != st.LegalCards().Len() {
			t.Fatalf("%s %v: %d moves, the engine allows %v", label, c, len(mvs), st.LegalCards())
		}
		for _, mv := range mvs {
			x := *st
			if err := x.Apply(game.CardAction(mv.Card)); err != nil {
				t.Fatalf("%s %v: move %v: %v", label, c, mv.Card, err)
			}
			w := reference(x, seat)
			switch {
			case !normalPoints(st) && c != game.Raeuber:
				if mv.Value != w || mv.Factor != 2*w-1 {
					t.Fatalf("%s %v move %v: solver %d (%d), minimax %d", label, c, mv.Card, mv.Value, mv.Factor, w)
				}
			case exact || !normalPoints(st):
				if mv.Value != w {
					t.Fatalf("%s %v move %v: solver %d, minimax %d", label, c, mv.Card, mv.Value, w)
				}
			default:
				if mv.Factor != rules.Factor(w) {
					t.Fatalf("%s %v move %v: band %d, minimax %d has %d", label, c, mv.Card, mv.Factor, w, rules.Factor(w))
				}
			}
		}
	}
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
			if got, want := s.rel.key(&p), p.relKey(true); got != want {
				t.Fatalf("deal %d trick %d: table key %x from the terms remembered, plain %x", i, p.trickNo, got, want)
			}
			if got, want := s.key(&p), p.key(); got != want {
				t.Fatalf("deal %d trick %d: solver key %x, plain %x", i, p.trickNo, got, want)
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
