package solver

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// TestDominance checks the pruning of dominated cards (of a run of
// neighbouring cards, only the one of most or fewest points when the side
// of the trick's winner is sure), following and leading, against the
// search without any equivalence pruning: every card's exact value must
// agree, in positions where the rule prunes a card at the root.
func TestDominance(t *testing.T) {
	defer func() { noEquivalence = false }()
	rng := rand.New(rand.NewPCG(41, 42))
	var checked [2]int // leads, following cards
	for i := 0; i < 80000 && min(checked[0], checked[1]) < 200; i++ {
		st, ok := playRandom(rng, 4-i%2, 5, func(c game.Contract) bool { return c.Info().Normal || c == game.Raeuber })
		if !ok {
			continue
		}
		follow := b2i(st.CurrentTrick().N > 0)
		if checked[follow] >= 200 {
			continue
		}
		pr, err := NewProblem(&st, st.Turn())
		if err != nil {
			t.Fatal(err)
		}
		skip := rootDominated(&pr.p)
		if skip == 0 {
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
		// the cards searched at the root hold the best value
		maxing := pr.p.max[pr.p.turn]
		best, kept, any := want[0].Value, 0, false
		for _, mv := range want {
			if maxing && mv.Value > best || !maxing && mv.Value < best {
				best = mv.Value
			}
			if !skip.Has(mv.Card) && (!any || maxing && mv.Value > kept || !maxing && mv.Value < kept) {
				kept, any = mv.Value, true
			}
		}
		if kept != best {
			t.Fatalf("%v: the cards kept make %d, all cards %d: %v (pruned %v)", st.Contract(), kept, best, want, skip)
		}
		checked[follow]++
	}
	if min(checked[0], checked[1]) < 20 {
		t.Fatalf("only %v positions with a dominated card (leading, following)", checked)
	}
}

// rootDominated returns the cards the rule prunes at p.
func rootDominated(p *pos) game.Cards {
	live := p.live()
	if p.tn == 0 {
		return p.dominatedLeads(p.legal(), live)
	}
	var v trickView
	p.view(p.legal(), &v)
	live |= v.w.Bit()
	return p.dominatedFollows(p.legal(), live, &v)
}
