package ai

import (
	"math/rand/v2"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// TestBidChecks: in deals played by Normal bots, the declarer of a Solo
// checks every defender's Gegensolo pass and the declarer of a Gegensolo
// the Solo announcement too; the true deal always fits those calls (the
// defenders are Normal bots), and some sampled deals do not, which the
// look-ahead draws again.
func TestBidChecks(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 21))
	b := NewRuleBot(1)
	positions, rejected := map[game.Contract]int{}, 0
	for deal := 0; deal < 400 && (positions[game.Solo] < 20 || positions[game.Gegensolo] < 20); deal++ {
		st := game.Deal(game.Rules{}, game.Seat(rng.IntN(4)), rng.Uint64())
		for st.Phase() != game.Done {
			v := st.View(st.Turn())
			if v.Phase() == game.Playing && v.Seat() == v.Declarer() {
				k := newKnowledge(&v, true, b.pp)
				checks := b.bidChecks(k)
				switch v.Contract() {
				case game.Solo, game.Gegensolo:
					positions[v.Contract()]++
					solos := 0
					for _, c := range checks {
						if c.seat == v.Seat() || c.played&^v.Played() != 0 {
							t.Fatalf("%v: check %+v", v.Contract(), c)
						}
						if c.solo {
							solos++
						}
					}
					if want := map[game.Contract]int{game.Solo: 0, game.Gegensolo: 1}[v.Contract()]; solos != want || len(checks) == 0 {
						t.Fatalf("%v: %d checks, %d of a Solo announcement, want %d", v.Contract(), len(checks), solos, want)
					}
					if !b.fits(&st, checks) {
						t.Fatalf("%v: the true deal does not fit the calls %+v", v.Contract(), checks)
					}
					s, err := v.Sample(rng)
					if err != nil {
						t.Fatal(err)
					}
					if !b.fits(&s, checks) {
						rejected++
					}
				default:
					if len(checks) != 0 {
						t.Fatalf("%v: checks %+v", v.Contract(), checks)
					}
				}
			}
			if err := st.Apply(b.Choose(v)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if positions[game.Solo] < 20 || positions[game.Gegensolo] < 20 || rejected == 0 {
		t.Fatalf("positions %v, samples not fitting %d", positions, rejected)
	}
	t.Logf("positions %v, samples not fitting %d", positions, rejected)
}
