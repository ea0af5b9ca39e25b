package solver

import (
	"math/rand/v2"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// TestBoundsHold checks the sure-trick bounds against plain minimax over the
// engine at trick boundaries of every contract that counts points.
func TestBoundsHold(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	checked := 0
	for _, players := range []int{4, 3} {
		for i := 0; i < 600; i++ {
			st, ok := playRandom(rng, players, 4, func(c game.Contract) bool { return c.Info().Normal || c == game.Raeuber })
			if !ok || st.CurrentTrick().N != 0 {
				continue
			}
			seat := st.Turn()
			pr, err := NewProblem(&st, seat)
			if err != nil {
				t.Fatal(err)
			}
			lo, hi := pr.p.bounds()
			lo, hi = pr.fromV(lo), pr.fromV(hi)
			want := reference(st, seat)
			if want < lo || want > hi {
				t.Fatalf("%dp %v leader %d: value %d outside bounds [%d, %d]; hands %v / %v / %v / %v", players, st.Contract(), pr.p.leader,
					want, lo, hi, st.Hand(0), st.Hand(1), st.Hand(2), st.Hand(3))
			}
			checked++
		}
	}
	if checked < 100 {
		t.Fatalf("only %d positions checked", checked)
	}
	t.Logf("%d positions", checked)
}

// TestWonTrickBound checks the declarer's bound for a sure trick in play
// against plain minimax over the engine in the middle of tricks.
func TestWonTrickBound(t *testing.T) {
	_, sets := ruleSets(t)
	rng := rand.New(rand.NewPCG(7, 8))
	checked, tight := 0, 0
	for i := 0; i < 4000 && checked < 400; i++ {
		rules := sets[i%len(sets)]
		st, ok := playRandomRules(rng, rules, 4, func(c game.Contract) bool { return c.Info().Normal })
		if !ok || st.CurrentTrick().N == 0 {
			continue
		}
		pr, err := NewProblem(&st, st.Turn())
		if err != nil || !pr.Points() {
			continue
		}
		lo, ok := pr.p.wonTrickBound()
		if !ok {
			continue
		}
		want := reference(st, st.Turn())
		if got := pr.fromV(lo); got > want {
			t.Fatalf("%v %v: bound %d above the value %d; hands %v / %v / %v / %v, trick %v", rules.OptionIDs(), st.Contract(),
				got, want, st.Hand(0), st.Hand(1), st.Hand(2), st.Hand(3), st.CurrentTrick())
		} else if got == want {
			tight++
		}
		checked++
	}
	if checked < 100 {
		t.Fatalf("only %d positions", checked)
	}
	t.Logf("%d positions, %d with the bound at the value", checked, tight)
}

// TestBoundsForWindow checks that the bounds made only as tight as a
// window needs (boundsFor, wonTrickAtLeast) hold whenever the full ones do
// and cut off exactly where the full ones cut off, along random lines of
// play with random windows.
func TestBoundsForWindow(t *testing.T) {
	_, sets := ruleSets(t)
	rng := rand.New(rand.NewPCG(17, 18))
	n, mid, looser := 0, 0, 0
	for i := 0; i < 3000; i++ {
		st, ok := playRandomRules(rng, sets[i%len(sets)], 11, func(c game.Contract) bool { return c.Info().Normal || c == game.Raeuber })
		if !ok {
			continue
		}
		pr, err := NewProblem(&st, st.Turn())
		if err != nil {
			continue
		}
		p := pr.p
		for p.trickNo < p.total {
			for k := 0; k < 4; k++ {
				alpha := rng.IntN(80) - 10
				beta := alpha + 1 + rng.IntN(4)*rng.IntN(8)
				if p.tn == 0 {
					lo, hi := p.bounds()
					wlo, whi := p.boundsFor(alpha, beta, false)
					if wlo > lo || whi < hi || (lo >= beta) != (wlo >= beta) || (hi <= alpha) != (whi <= alpha) {
						t.Fatalf("deal %d trick %d window [%d, %d]: bounds [%d, %d], for the window [%d, %d]", i, p.trickNo, alpha, beta, lo, hi, wlo, whi)
					}
					if wlo != lo || whi != hi {
						looser++
					}
					n++
				} else {
					lo, ok := p.wonTrickBound()
					wlo, wok := p.wonTrickAtLeast(beta)
					if (ok && lo >= beta) != (wok && wlo >= beta) || wok && wlo != lo {
						t.Fatalf("deal %d trick %d beta %d: won-trick bound %d %v, at least beta %d %v", i, p.trickNo, beta, lo, ok, wlo, wok)
					}
					mid++
				}
			}
			l := p.legal().Slice()
			if _, done, _ := p.play(l[rng.IntN(len(l))]); done {
				break
			}
		}
	}
	if n < 10000 || mid < 10000 || looser == 0 {
		t.Fatalf("only %d positions at trick boundaries (%d with looser bounds), %d in tricks", n, looser, mid)
	}
	t.Logf("%d positions at trick boundaries, %d with looser bounds; %d in tricks", n, looser, mid)
}

// TestTrumpLength checks the declarer's bound by the length of his trumps
// (trumpLength) alone against plain minimax over the engine and against
// random lines of play at trick boundaries of normal games under every
// rule set, and that it raises the other sure-trick bounds in some of
// them.
func TestTrumpLength(t *testing.T) {
	raised := 0
	checked := forNormalBoundaries(t, 17, 1500, func(rng *rand.Rand, rules game.Rules, st *game.State, pr *Problem) bool {
		p := pr.p
		lo := p.trumpLength(p.live() & game.TrumpCards)
		want := reference(*st, st.Turn())
		if got := pr.fromV(lo); got > want {
			t.Fatalf("%v %v: trump length bound %d above the value %d; declarer %d, hands %v / %v / %v / %v", rules.OptionIDs(), st.Contract(),
				got, want, p.decl, st.Hand(0), st.Hand(1), st.Hand(2), st.Hand(3))
		}
		// the argument holds on every line of play, not only on the best
		for r := 0; r < 30; r++ {
			if got := randomLine(rng, p); got < lo {
				t.Fatalf("%v %v: a line of play gives the declarer %d, the trump length bound is %d; declarer %d, hands %v / %v / %v / %v",
					rules.OptionIDs(), st.Contract(), got, lo, p.decl, st.Hand(0), st.Hand(1), st.Hand(2), st.Hand(3))
			}
		}
		noTrumpLength = true
		other, _ := p.bounds()
		noTrumpLength = false
		if lo > other {
			raised++
		}
		return true
	})
	if checked < 1000 || raised < 30 {
		t.Fatalf("only %d positions, %d with the bound above the others", checked, raised)
	}
	t.Logf("%d positions, %d with the bound above the others", checked, raised)
}

// randomLine plays p out at random and returns what the maximiser gains.
func randomLine(rng *rand.Rand, p pos) int {
	v := 0
	for {
		l := p.legal().Slice()
		gain, done, val := p.play(l[rng.IntN(len(l))])
		v += gain
		if done {
			return v + val
		}
		if p.tn == 0 && p.trickNo == p.total {
			return v
		}
	}
}

// TestAllButBound checks the declarer's bound for taking all tricks but
// one or none (allButBound) alone against plain minimax over the engine at
// trick boundaries of normal games under every rule set, and that it
// raises the other sure-trick bounds in some of them.
func TestAllButBound(t *testing.T) {
	raised := 0
	checked := forNormalBoundaries(t, 19, 1500, func(_ *rand.Rand, rules game.Rules, st *game.State, pr *Problem) bool {
		p := pr.p
		live := p.live()
		lo := p.allButBound(live, live&game.TrumpCards, p.valueOf(live))
		if lo == 0 {
			return false
		}
		want := reference(*st, st.Turn())
		if got := pr.fromV(lo); got > want {
			t.Fatalf("%v %v: all-but bound %d above the value %d; declarer %d, leader %d, hands %v / %v / %v / %v", rules.OptionIDs(), st.Contract(),
				got, want, p.decl, p.leader, st.Hand(0), st.Hand(1), st.Hand(2), st.Hand(3))
		}
		noAllBut = true
		other, _ := p.bounds()
		noAllBut = false
		if lo > other {
			raised++
		}
		return true
	})
	if checked < 300 || raised < 30 {
		t.Fatalf("only %d positions with the bound, %d with it above the others", checked, raised)
	}
	t.Logf("%d positions with the bound, %d with it above the others", checked, raised)
}

// forNormalBoundaries calls f with positions at trick boundaries of normal
// games under every rule set (no shown dead card), drawn from seed, until
// f has accepted want of them or 20,000 deals are spent, and returns how
// many it accepted. f gets the generator to draw more from.
func forNormalBoundaries(t *testing.T, seed uint64, want int, f func(rng *rand.Rand, rules game.Rules, st *game.State, pr *Problem) bool) int {
	_, sets := ruleSets(t)
	rng := rand.New(rand.NewPCG(seed, seed+1))
	n := 0
	for i := 0; i < 20000 && n < want; i++ {
		rules := sets[i%len(sets)]
		st, ok := playRandomRules(rng, rules, 4, func(c game.Contract) bool { return c.Info().Normal })
		if !ok || durchmarsch(&st) {
			continue
		}
		if st, ok = boundaryWith(rng, st, st.Hand(st.Turn()).Len()-i%2); !ok {
			continue
		}
		pr, err := NewProblem(&st, st.Turn())
		if err != nil || pr.p.dead != 0 {
			continue
		}
		if f(rng, rules, &st, pr) {
			n++
		}
	}
	return n
}
