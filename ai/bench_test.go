package ai

import (
	"math/rand/v2"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// benchViews collects the decision points of deals played by Normal bots,
// split into auction, exchange and play.
func benchViews(players int) (bidding, exchange, play []game.View) {
	rng := rand.New(rand.NewPCG(1, 2))
	b := NewRuleBot(1)
	for deal := 0; deal < 300; deal++ {
		st := game.Deal(game.Rules{Players: players}, game.Seat(deal%players), rng.Uint64())
		for st.Phase() != game.Done {
			v := st.View(st.Turn())
			switch v.Phase() {
			case game.Bidding:
				bidding = append(bidding, v)
			case game.Exchanging:
				exchange = append(exchange, v)
			default:
				play = append(play, v)
			}
			st.Apply(b.Choose(v))
		}
	}
	return
}

func benchDecide(bm *testing.B, pick func(b, e, p []game.View) []game.View) {
	views := pick(benchViews(4))
	bot := NewRuleBot(1)
	bm.ResetTimer()
	for i := 0; i < bm.N; i++ {
		bot.Decide(views[i%len(views)])
	}
}

func BenchmarkNormalBidding(b *testing.B) {
	benchDecide(b, func(bi, _, _ []game.View) []game.View { return bi })
}

func BenchmarkNormalExchange(b *testing.B) {
	benchDecide(b, func(_, e, _ []game.View) []game.View { return e })
}

func BenchmarkNormalPlay(b *testing.B) {
	benchDecide(b, func(_, _, p []game.View) []game.View { return p })
}

// BenchmarkNormalDeclarerPlay times Normal's card decisions as declarer of
// a game counted in card points, with a choice: where its look-ahead runs.
func BenchmarkNormalDeclarerPlay(b *testing.B) {
	benchDecide(b, func(_, _, p []game.View) []game.View {
		var out []game.View
		for _, v := range p {
			if v.Seat() == v.Declarer() && v.Contract().Info().Normal && v.LegalCards().Len() > 1 {
				out = append(out, v)
			}
		}
		return out
	})
}

// BenchmarkNormalDefenderPlay times Normal's card decisions as a defender
// of a game counted in card points, with a choice: where the defenders'
// look-ahead runs.
func BenchmarkNormalDefenderPlay(b *testing.B) {
	benchDecide(b, func(_, _, p []game.View) []game.View {
		var out []game.View
		for _, v := range p {
			if v.Seat() != v.Declarer() && v.Contract().Info().Normal && v.LegalCards().Len() > 1 {
				out = append(out, v)
			}
		}
		return out
	})
}
