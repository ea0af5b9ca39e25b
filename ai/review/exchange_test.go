package review

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/cego-spiel/cego/ai/internal/race"
	"github.com/cego-spiel/cego/ai/solver"
	"github.com/cego-spiel/cego/game"
)

// exchangeSeed is a deal (rule bots, default rules) in which seat 0 declares
// a Cego and discards h4 where d1 would have made 2 more points.
const exchangeSeed = 18

// TestReviewExchange judges the keep and the discard of seat 0 in a seeded
// Cego and checks the discard verdict against the solver's exact value of
// every legal discard, solved directly from the first lead.
func TestReviewExchange(t *testing.T) {
	if race.Enabled {
		t.Skip("long single-threaded work: checked by the run without -race")
	}
	start, acts := playRecord(t, game.Rules{}, exchangeSeed)
	t0 := time.Now()
	vs, err := Exchange(context.Background(), start, acts, 0, Config{})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("reviewed in %v", time.Since(t0))
	if len(vs) != 2 || vs[0].Step != ExchangeKeep || vs[1].Step != ExchangeDiscard {
		t.Fatalf("verdicts %v", vs)
	}
	for _, v := range vs {
		t.Log(v)
		if v.Err != nil || v.Unjudged != 0 || v.Accuracy != AccuracyPoints || v.Forced {
			t.Fatalf("verdict %+v", v)
		}
		if a := acts[v.Index]; !a.IsCard() || !v.Chosen.Has(a.Card()) {
			t.Fatalf("verdict %v at action %d (%v)", v, v.Index, a)
		}
	}
	if k := vs[0]; k.Chosen.Len() != 2 || k.Alternatives != 54 {
		t.Fatalf("keep verdict %+v: want 2 cards kept of 11, 54 alternatives", k)
	}
	// the discard: every legal card solved directly
	d := vs[1]
	st := start
	for _, a := range acts[:d.Index] {
		if err := st.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if d.Chosen != acts[d.Index].Card().Bit() {
		t.Fatalf("discard verdict on %v, discarded %v", d.Chosen, acts[d.Index])
	}
	best, bestCards, chosen, n := -1, game.Cards(0), -1, 0
	for m := st.LegalCards(); m != 0; m &= m - 1 {
		c := m.Lowest()
		x := st
		if err := x.Apply(game.CardAction(c)); err != nil {
			t.Fatal(err)
		}
		if x.Phase() != game.Playing {
			t.Fatalf("after discarding %v: %v", c, x.Phase())
		}
		pr, err := solver.NewProblem(&x, 0)
		if err != nil {
			t.Fatal(err)
		}
		v, err := solver.New(18, 0).Value(pr)
		if err != nil {
			t.Fatal(err)
		}
		if c.Bit() == d.Chosen {
			chosen = v
		} else {
			n++
		}
		if v > best {
			best, bestCards = v, c.Bit()
		}
	}
	if d.Value != chosen || d.BestValue != best || d.Lost != best-chosen || d.Alternatives != n {
		t.Fatalf("discard verdict %+v; solved directly: %d for the card discarded, best %d (%v), %d alternatives", d, chosen, best, bestCards, n)
	}
	if d.Lost == 0 {
		t.Fatalf("the seeded discard should be worse than an alternative: %v", d)
	}
	if !strings.Contains(d.String(), "more points") {
		t.Fatalf("discard verdict says %q", d)
	}
}

// TestReviewExchangeCap: under a small node cap a verdict falls back to
// won/lost and names the alternatives it could not judge; with a tiny one
// the exchange gets no verdict, quickly, and says so; another seat than the declarer has no exchange
// decisions to judge.
func TestReviewExchangeCap(t *testing.T) {
	start, acts := playRecord(t, game.Rules{}, exchangeSeed)
	t0 := time.Now()
	// a small cap: the keep is judged by won or lost only, and says so
	vs, err := Exchange(context.Background(), start, acts, 0, Config{NodeCap: 300})
	if err != nil || len(vs) != 2 {
		t.Fatalf("verdicts %v %v", vs, err)
	}
	if k := vs[0]; k.Err != nil || k.Accuracy != AccuracyGame || k.Unjudged == 0 || !strings.Contains(k.String(), "won or lost only") || !strings.Contains(k.String(), "too deep") {
		t.Fatalf("keep verdict under a small cap: %+v (%v)", k, k)
	}
	// a cap of one node: no verdict
	vs, err = Exchange(context.Background(), start, acts, 0, Config{NodeCap: 1})
	if err != nil {
		t.Fatal(err)
	}
	if el := time.Since(t0); el > 20*time.Second {
		t.Fatalf("capped review took %v", el)
	}
	if len(vs) != 2 {
		t.Fatalf("verdicts %v", vs)
	}
	for _, v := range vs {
		if !errors.Is(v.Err, ErrCap) || !strings.Contains(v.String(), "no verdict") {
			t.Fatalf("capped verdict %+v (%v)", v, v)
		}
	}
	vs, err = Exchange(context.Background(), start, acts, 1, Config{})
	if err != nil || len(vs) != 0 {
		t.Fatalf("seat 1 (a defender): %v %v", vs, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Exchange(ctx, start, acts, 0, Config{}); !errors.Is(err, context.Canceled) {
		t.Fatalf("stopped review: %v", err)
	}
}
