package solver

import (
	"math/rand/v2"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// TestForcedLeadKeys checks that the table keeps apart positions that
// differ only in the declarer's forced lead (the shown cards of the Leere
// games, which a solver reused across alternatives of one deal meets with
// the same hands): one solver answers both as fresh solvers do.
func TestForcedLeadKeys(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 9))
	differ := 0
	for i := 0; i < 2000 && differ < 20; i++ {
		perm := rng.Perm(int(game.NumCards))
		var p pos
		p.n, p.total, p.trickNo, p.kind = 4, 5, 1, kindNormal
		p.max[0] = true
		for q := 0; q < 4; q++ {
			for j := 0; j < 4; j++ {
				p.hands[q] |= game.Card(perm[4*q+j]).Bit()
			}
		}
		p.due = [3]game.Card{game.NoCard, game.NoCard, game.NoCard}
		own := p.hands[0].Slice()
		a, b := p, p
		a.forced = [2]game.Cards{own[0].Bit(), own[0].Bit()}
		b.forced = [2]game.Cards{own[1].Bit(), own[1].Bit()}
		pa, pb := Problem{p: a}, Problem{p: b}
		va, err1 := New(12, 0).Value(&pa)
		vb, err2 := New(12, 0).Value(&pb)
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		if va == vb {
			continue
		}
		differ++
		s := New(12, 0)
		if v, _ := s.Value(&pa); v != va {
			t.Fatalf("%v: %d, fresh %d", a.hands, v, va)
		}
		if v, _ := s.Value(&pb); v != vb {
			t.Fatalf("hands %v, lead %v after lead %v: %d, fresh %d", a.hands, own[1], own[0], v, vb)
		}
	}
	if differ < 20 {
		t.Fatalf("only %d positions where the forced lead matters", differ)
	}
}
