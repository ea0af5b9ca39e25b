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

// TestDrawByPlays: in Solos played by Normal bots, the look-ahead's deals
// chosen by how well they explain the defenders' card plays (Normal's own
// endgameParams: candidates, softened by eps) and by their bids and plays (the
// variant with bids) give more of the unseen cards to the defender who
// truly holds them than the deals drawn without, and they are still
// consistent with the declarer's view.
func TestDrawByPlays(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 21))
	plays, bids, without := NewRuleBot(1), NewRuleBot(1), NewRuleBot(1)
	if !plays.end.weighs(game.Solo) || plays.end.bids {
		t.Fatalf("Normal does not weigh a Solo's deals by the card plays alone: %+v", plays.end)
	}
	bids.end.bids = true
	without.end.candidates = 0
	bots := []*RuleBot{plays, bids, without}
	model := NewRolloutBot(1)
	positions := 0
	var right [3]int
	for deal := 0; deal < 600 && positions < 40; deal++ {
		st := game.Deal(game.Rules{}, game.Seat(rng.IntN(4)), rng.Uint64())
		for st.Phase() != game.Done {
			v := st.View(st.Turn())
			if v.Phase() == game.Playing && v.Contract() == game.Solo && v.Seat() == v.Declarer() && len(v.Tricks()) >= 4 && len(v.Tricks()) <= 7 {
				positions++
				for i, b := range bots {
					k := newKnowledge(&v, true, b.pp)
					checks := b.bidChecks(k)
					r := rand.New(rand.NewPCG(uint64(positions), 9))
					for range 16 {
						s, err := b.draw(k, checks, model, r)
						if err != nil {
							t.Fatal(err)
						}
						if s.Hand(v.Seat()) != v.Hand() {
							t.Fatalf("a drawn deal changes the declarer's hand")
						}
						for q := range game.Seat(4) {
							if q != v.Seat() {
								right[i] += (s.Hand(q) & st.Hand(q)).Len()
							}
						}
					}
				}
			}
			if err := st.Apply(plays.Choose(v)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if positions < 40 {
		t.Fatalf("only %d Solo positions", positions)
	}
	t.Logf("%d positions: cards with their true holder %d by the plays, %d by bids and plays, %d without", positions, right[0], right[1], right[2])
	for i, how := range []string{"by the plays", "by bids and plays"} {
		if right[i] <= right[2] {
			t.Errorf("cards with their true holder: %d %s, not more than %d without", right[i], how, right[2])
		}
	}
}
