package ai

import (
	"flag"
	"fmt"
	"testing"

	"github.com/cego-spiel/cego/game"
)

var debugContract = flag.String("debugcontract", "", "print lost deals of this contract token")

func TestDebugDeals(t *testing.T) {
	if *debugContract == "" {
		t.Skip()
	}
	want, _ := game.ParseAction(*debugContract)
	shown := 0
	rng := newRand(5)
	for i := 0; i < 20000 && shown < 4; i++ {
		st := game.Deal(game.Rules{}, game.Seat(i%4), rng.Uint64())
		var hands [4]game.Cards
		bots := make([]*RuleBot, 4)
		for s := 0; s < 4; s++ {
			hands[s] = st.Hand(game.Seat(s))
			th := defaultThresholds
			th.Bettel, th.Piccolo, th.Ultimo = 0.9, 0.9, 8
			bots[s] = NewRuleBot(uint64(s))
			bots[s].th = &th
		}
		for st.Phase() != game.Done {
			p := st.Turn()
			st.Apply(bots[p].Choose(st.View(p)))
		}
		r := st.Result()
		if r.Contract.Info().Call != want || (r.Won && *debugContract != "cego") {
			continue
		}
		shown++
		fmt.Printf("deal %d: %v by %d, score %v\n", i, r.Contract, r.Declarer, r.Score)
		for s := 0; s < 4; s++ {
			fmt.Printf("  seat %d: %v\n", s, hands[s])
		}
		fmt.Printf("  legage %v discards %v points %d\n", st.Legage(), st.Discards(), r.Points)
		for _, tr := range st.Tricks() {
			fmt.Printf("  lead %d:", tr.Leader)
			for k := 0; k < int(tr.N); k++ {
				fmt.Printf(" %v", tr.Cards[k])
			}
			fmt.Printf("  -> %d\n", tr.Winner())
		}
	}
}
