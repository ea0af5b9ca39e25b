package exercise

import (
	"testing"

	"github.com/cego-spiel/cego/game"
)

// goalOfCall is the principle of a call of a special game: its goal.
var goalOfCall = map[string]Principle{"ultimo": UltimoGeiss, "piccolo": PiccoloOne, "bettel": BettelNone, "raeuber": RaeuberPoints}

// TestExplainEveryShipped: every answer of every shipped exercise (but a
// worth) gets feedback: the right one compared with the closest other, a
// wrong one with its cost (positive: the proof holds) and the answer's
// numbers; the principles found are more than one, a Geiß call is
// explained by what its Legage counts and the call of a special game by
// its goal.
func TestExplainEveryShipped(t *testing.T) {
	ex, err := Shipped()
	if err != nil {
		t.Fatal(err)
	}
	seen := map[Principle]int{}
	for i := range ex {
		e := &ex[i]
		if e.Kind == Worth {
			continue
		}
		for c, o := range e.Proof.Options {
			f, ok := Explain(e, c)
			if !ok {
				t.Fatalf("%s: no feedback for %s", e.ID, c)
			}
			if f.Right != (c == e.Answer || o.Same) {
				t.Errorf("%s: %s judged right=%v", e.ID, c, f.Right)
			}
			if f.Cost < MinGain || f.Other == e.Answer {
				t.Errorf("%s: %s compared with %s at cost %v", e.ID, c, f.Other, f.Cost)
			}
			seen[f.Principle]++
			if want, ok := goalOfCall[e.Answer]; ok && e.Kind == Call && f.Principle != want {
				t.Errorf("%s: %s explained by principle %d, want the goal of %s (%d)", e.ID, c, f.Principle, e.Answer, want)
			}
			if f.Principle == GeissLegage {
				st, _, _ := e.Position()
				if e.Answer != "geiss" || f.Legage != st.Rules().Counting().Count(st.Hand(0).Remove(game.CardGeiss)) || f.Legage < 10 {
					t.Errorf("%s: %s explained by a Legage of %d", e.ID, c, f.Legage)
				}
			} else if f.Legage != 0 {
				t.Errorf("%s: %s: a Legage of %d for principle %d", e.ID, c, f.Legage, f.Principle)
			}
		}
	}
	if seen[GeissLegage] == 0 {
		t.Error("no Geiß call explained by its Legage")
	}
	if len(seen) < 8 {
		t.Errorf("only %d principles found: %v", len(seen), seen)
	}
	t.Logf("principles: %v", seen)
}
