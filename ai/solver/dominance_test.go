package solver

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// TestDominance checks the pruning of dominated following cards (of a run
// of neighbouring cards, only the one of most or fewest points when the
// side of the trick's winner is sure) against the search without any
// equivalence pruning: every card's exact value must agree, in positions
// where the rule prunes a card at the root.
func TestDominance(t *testing.T) {
	defer func() { noEquivalence = false }()
	rng := rand.New(rand.NewPCG(41, 42))
	checked := 0
	for i := 0; i < 4000 && checked < 40; i++ {
		st, ok := playRandom(rng, 4-i%2, 5, func(c game.Contract) bool { return c.Info().Normal })
		if !ok || st.CurrentTrick().N == 0 {
			continue
		}
		pr, err := NewProblem(&st, st.Turn())
		if err != nil {
			t.Fatal(err)
		}
		if rootDominated(&pr.p) == 0 {
			continue
		}
		noEquivalence = true
		want, err1 := New(14, 2_000_000).Moves(pr, true)
		noEquivalence = false
		got, err2 := New(14, 2_000_000).Moves(pr, true)
		if err1 != nil || err2 != nil {
			continue
		}
		if !slices.Equal(got, want) {
			t.Fatalf("%v: with the pruning %v, without %v", st.Contract(), got, want)
		}
		checked++
	}
	if checked < 20 {
		t.Fatalf("only %d positions with a dominated card", checked)
	}
}

// rootDominated returns the cards the rule prunes at p (mid-trick).
func rootDominated(p *pos) game.Cards {
	live := p.live()
	w := p.winnerIndex()
	live |= p.trick[w].Bit()
	side := p.max[p.seat(w)] == p.max[p.turn]
	sure := side && !p.beatable(p.trick[w])
	return p.dominatedFollows(p.legal(), live, w, side, sure)
}
