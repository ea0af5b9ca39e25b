package ai

import (
	"flag"
	"fmt"
	"testing"

	"github.com/cego-spiel/cego/game"
)

var traceDeal = flag.Int("trace", -1, "print the decisions of this deal")

// TestTrace prints every decision of one Normal deal with its heuristic.
func TestTrace(t *testing.T) {
	if *traceDeal < 0 {
		t.Skip("use -trace N")
	}
	st := game.Deal(game.Rules{}, game.Seat(*traceDeal%4), game.SplitMix64(uint64(*traceDeal)))
	for s := 0; s < 4; s++ {
		fmt.Printf("seat %d: %v\n", s, st.Hand(game.Seat(s)))
	}
	fmt.Printf("blind: %v\n", st.Blind())
	b := NewRuleBot(1)
	for st.Phase() != game.Done {
		p := st.Turn()
		v := st.View(p)
		d := b.Decide(v)
		if v.Phase() == game.Playing && v.CurrentTrick().N == 0 {
			fmt.Println()
		}
		fmt.Printf("  %d %-5v %-18s %s\n", p, d.Action, d.Rule, d.Reason)
		st.Apply(d.Action)
	}
	r := st.Result()
	fmt.Printf("%v by %d: points %d score %v\n", r.Contract, r.Declarer, r.Points, r.Score)
}
