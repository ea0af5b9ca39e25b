package ai

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/cego-spiel/cego/ai/solver"
	"github.com/cego-spiel/cego/game"
)

// declarerEndgames plays n deals with the Normal bots of Bots III
// (normal-bots3, four players: the positions stay those of before the
// defenders' look-ahead) and returns the declarer's card decisions with a
// choice, at most cards in hand, in the games counted in card points.
func declarerEndgames(n, cards int, seed uint64) []game.View {
	rng := rand.New(rand.NewPCG(seed, 8))
	var views []game.View
	for range n {
		st := game.Deal(game.Rules{}, game.Seat(rng.IntN(4)), rng.Uint64())
		for st.Phase() != game.Done {
			v := st.View(st.Turn())
			if v.Phase() == game.Playing && v.Seat() == v.Declarer() && v.Contract().Info().Normal &&
				v.Hand().Len() <= cards && v.LegalCards().Len() > 1 {
				views = append(views, v)
			}
			if st.Apply(newNormalBots3(uint64(len(views))).Choose(v)) != nil {
				return views
			}
		}
	}
	return views
}

// TestNormalDeclarerEndgame: with three cards or fewer, where one card is
// at least as good as every other on each of 30 deals consistent with the
// declarer's view and better than one of them on five, Normal plays a card
// as good as it on every deal. (The Normal before the look-ahead missed such cards.)
func TestNormalDeclarerEndgame(t *testing.T) {
	views := declarerEndgames(150, 3, 1)
	s := solver.New(12, 0)
	checked, failed := 0, 0
	for i, v := range views {
		var buf [64]game.Action
		legal := v.AppendLegal(buf[:0])
		rng := rand.New(rand.NewPCG(uint64(i), 77))
		var res [][]outcome
		for range 30 {
			st, err := v.Sample(rng)
			if err != nil {
				t.Fatal(err)
			}
			out, ok := evalPlay(s, &st, v.Seat(), legal, true)
			if !ok {
				t.Fatal("an endgame solve failed")
			}
			res = append(res, out)
		}
		dominates := func(j int) (all, strict bool) {
			all = true
			better := 0
			for _, out := range res {
				worse := false
				for k := range out {
					if out[k].amt > out[j].amt {
						all = false
					}
					worse = worse || out[k].amt < out[j].amt
				}
				if worse {
					better++
				}
			}
			return all, better >= 5
		}
		dom := -1
		for j := range legal {
			if all, strict := dominates(j); all && strict {
				dom = j
			}
		}
		if dom < 0 {
			continue
		}
		checked++
		a := NewRuleBot(7).Choose(v)
		for j, x := range legal {
			if x == a {
				if all, _ := dominates(j); !all {
					failed++
					t.Errorf("%v, %d cards: played %v, %v is better on some deal and never worse", v.Contract(), v.Hand().Len(), x, legal[dom])
				}
			}
		}
	}
	if checked < 20 {
		t.Fatalf("only %d positions with a dominant card among %d", checked, len(views))
	}
	t.Logf("%d positions, %d with a dominant card, %d missed", len(views), checked, failed)
}

// TestNormalLookaheadDeterministic: the same view gives the same card,
// whatever the bot decided before (the look-ahead's deals follow from the
// seed and the position).
func TestNormalLookaheadDeterministic(t *testing.T) {
	views := declarerEndgames(20, 11, 3)
	b := NewRuleBot(5)
	var first []game.Action
	for _, v := range views {
		first = append(first, b.Choose(v))
	}
	for i := len(views) - 1; i >= 0; i-- {
		if a := NewRuleBot(5).Choose(views[i]); a != first[i] {
			t.Fatalf("position %d: %v, then %v", i, first[i], a)
		}
	}
	if len(views) < 50 {
		t.Fatalf("only %d declarer positions", len(views))
	}
}

// TestRepresentatives: of the declarer's legal cards the look-ahead plays
// out one of each set that wins and loses the same tricks, the heuristic
// card when it is in the set; and a card left out scores, solved with every
// card open on sampled deals, exactly as its set's card played out.
func TestRepresentatives(t *testing.T) {
	views := declarerEndgames(60, 6, 4)
	s := solver.New(12, 0)
	left := 0
	for i, v := range views {
		k := newKnowledge(&v, true, &defaultPlay)
		for m := k.legal; m != 0; m &= m - 1 {
			h := m.Lowest()
			reps := k.representatives(h)
			if !reps.Has(h) || reps&^k.legal != 0 || reps == 0 {
				t.Fatalf("view %d, heuristic %v: representatives %v of %v", i, h, reps, k.legal)
			}
		}
		reps := k.representatives(k.legal.Lowest())
		if reps == k.legal {
			continue
		}
		var buf [64]game.Action
		legal := v.AppendLegal(buf[:0])
		rng := rand.New(rand.NewPCG(uint64(i), 9))
		for range 3 {
			st, err := v.Sample(rng)
			if err != nil {
				t.Fatal(err)
			}
			out, ok := evalPlay(s, &st, v.Seat(), legal, true)
			if !ok {
				t.Fatal("a solve failed")
			}
			// each card left out scores as the next lower card of its suit
			for j := range legal {
				c := legal[j].Card()
				if reps.Has(c) {
					continue
				}
				left++
				if j == 0 || legal[j-1].Card().Suit() != c.Suit() || out[j-1].amt != out[j].amt {
					t.Errorf("view %d: %v left out of %v, but it scores %v and %v before it %v", i, c, reps, out[j].amt, legal[j-1].Card(), out[j-1].amt)
				}
			}
		}
	}
	if left < 20 {
		t.Fatalf("only %d cards left out in %d views", left, len(views))
	}
}

// TestDropHopeless: after a batch of deals the look-ahead keeps the
// heuristic card and a card clearly better in the paired differences, and
// drops a card that played exactly as the heuristic one and a card clearly
// worse; a card better on a few deals only stays in.
func TestDropHopeless(t *testing.T) {
	diffs := [][]float64{
		{0, 0, 0, 0, 0, 0, 0, 0},         // the heuristic card itself
		{0, 0, 0, 0, 0, 0, 0, 0},         // plays as the heuristic card
		{2, 1, 2, 3, 1, 2, 2, 1},         // clearly better
		{-3, -2, -1, -2, -4, -2, -1, -2}, // clearly worse
		{0, 0, 0, 6, 0, 0, 0, 0},         // better on one deal: still open
	}
	var sum, sq [5]float64
	var n [5]int
	for j, d := range diffs {
		for _, x := range d {
			sum[j] += x
			sq[j] += x * x
			n[j]++
		}
	}
	legal := []game.Action{game.CardAction(1), game.CardAction(2), game.CardAction(3), game.CardAction(4), game.CardAction(5)}
	idx, cands := dropHopeless([]int{0, 1, 2, 3, 4}, 0, sum[:], sq[:], n[:], 1.0, legal, nil)
	if want := []int{0, 2, 4}; !slices.Equal(idx, want) {
		t.Fatalf("kept %v, want %v", idx, want)
	}
	if len(cands) != 3 || cands[0] != legal[0] || cands[1] != legal[2] || cands[2] != legal[4] {
		t.Errorf("cards kept %v", cands)
	}
	if m, se := pairedMean(sum[2], sq[2], n[2]); m != 1.75 || se <= 0 || se > 0.5 {
		t.Errorf("paired mean %v ± %v, want 1.75 and a small error", m, se)
	}
}
