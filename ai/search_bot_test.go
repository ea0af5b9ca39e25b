package ai

import (
	"math/rand/v2"
	"reflect"
	"testing"
	"time"

	"github.com/cego-spiel/cego/game"
)

// quickConfig is a search bot small enough for tests, without a time cap
// (deterministic).
var quickConfig = SearchConfig{Samples: 3, Inference: true, Candidates: 6, NodeCap: 20_000, SolveCards: 6, BandCards: 4, Rollouts: 6, Margin: 2, Workers: 1}

func TestSearchBotLegalActions(t *testing.T) {
	for _, rules := range []game.Rules{{Players: 4}, {Players: 3}, {Players: 4, CountPairs: true}} {
		players := rules.N()
		for deal := 0; deal < 6; deal++ {
			st := game.Deal(rules, game.Seat(deal%players), uint64(100+deal))
			bots := make([]Bot, players)
			for s := range bots {
				if (s+deal)%2 == 0 {
					bots[s] = NewSearchBotWith(quickConfig, uint64(s))
				} else {
					bots[s] = NewRuleBot(uint64(s))
				}
			}
			for steps := 0; st.Phase() != game.Done; steps++ {
				if steps > 500 {
					t.Fatal("deal does not end")
				}
				v := st.View(st.Turn())
				a := bots[st.Turn()].Choose(v)
				if !v.IsLegal(a) {
					t.Fatalf("%dp deal %d: %v chose the illegal %v (legal %v)", players, deal, st.Turn(), a, v.Legal())
				}
				if err := st.Apply(a); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

// TestSearchBotSeesOnlyTheView proves that a bot cannot reach hidden cards:
// for a second true deal that differs in the hidden cards but gives the
// same view, the bot's choice is the same.
func TestSearchBotSeesOnlyTheView(t *testing.T) {
	views, states := decisionPoints(16, 5)
	rng := rand.New(rand.NewPCG(9, 9))
	differ := 0
	for i, v := range views {
		other, err := v.Sample(rng)
		if err != nil {
			t.Fatal(err)
		}
		p := v.Seat()
		v2 := other.View(p)
		if !reflect.DeepEqual(v, v2) {
			t.Fatalf("a sampled deal gives another view")
		}
		if other.Hand((p+1)%4) != states[i].Hand((p+1)%4) {
			differ++
		}
		a := NewSearchBotWith(quickConfig, 7).Choose(v)
		b := NewSearchBotWith(quickConfig, 7).Choose(v2)
		if a != b {
			t.Fatalf("same view, different true deals: %v and %v", a, b)
		}
	}
	if differ == 0 {
		t.Fatal("the sampled deals never differed from the true ones")
	}
}

func TestSearchBotDeterministic(t *testing.T) {
	views, _ := decisionPoints(12, 6)
	for _, v := range views {
		a := NewSearchBotWith(quickConfig, 11).Decide(v)
		b := NewSearchBotWith(quickConfig, 11).Decide(v)
		if a != b {
			t.Fatalf("same seed, different decisions: %v / %v", a, b)
		}
	}
}

// TestInitialDeckReplays checks the inference's rebuilding of a sampled
// deal's pack: replayed, it reaches the sampled hands.
func TestInitialDeckReplays(t *testing.T) {
	views, _ := decisionPoints(400, 8)
	rng := rand.New(rand.NewPCG(1, 1))
	model := NewRuleBot(1)
	for _, v := range views {
		st, err := v.Sample(rng)
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := logLikelihood(&v, &st, model); !ok {
			t.Fatalf("replay failed in %v %v at trick %d", st.Phase(), st.Contract(), st.TrickCount())
		}
	}
}

func TestAllSeeingLegalActions(t *testing.T) {
	for deal := 0; deal < 3; deal++ {
		st := game.Deal(game.Rules{}, game.Seat(deal%4), uint64(200+deal))
		as := NewAllSeeing(1)
		as.cfg.Budget = 0
		as.s.SetNodeCap(20_000)
		rb := NewRuleBot(2)
		for steps := 0; st.Phase() != game.Done; steps++ {
			if steps > 500 {
				t.Fatal("deal does not end")
			}
			var a game.Action
			if int(st.Turn()) == deal%4 {
				a = as.Act(&st, st.Turn())
			} else {
				a = rb.Choose(st.View(st.Turn()))
			}
			if err := st.Apply(a); err != nil {
				t.Fatalf("illegal %v: %v", a, err)
			}
		}
	}
}

// BenchmarkSampleWeighted measures inference-weighted sampling: per drawn
// candidate deal (View.Sample plus the replay that weights it).
func BenchmarkSampleWeighted(b *testing.B) {
	views, _ := decisionPoints(200, 4)
	var play []game.View
	for _, v := range views {
		if v.Phase() == game.Playing && v.TrickCount() > 3 {
			play = append(play, v)
		}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	model := NewRuleBot(1)
	i := 0
	for b.Loop() {
		v := play[i%len(play)]
		drawDeals(&v, 10, 30, true, 0.4, rng, model, time.Time{}, time.Time{})
		i++
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(30*i), "ns/candidate")
}
