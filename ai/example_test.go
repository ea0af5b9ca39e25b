package ai_test

import (
	"fmt"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
)

// A hint for the seat to move, three tricks before the end of the first
// lesson's deal: Expert's search on deals sampled from the seat's view,
// each solved with every card open; with no time cap the same view gives
// the same advice.
func ExampleHint() {
	sc, err := game.ParseScript(`players: 4
dealer: 3
blind: GS T19 T17 T11 sK sC sJ hQ dK c10
P0: T13 T8 T4 T2 hK h3 h2 cQ c9 d1 d4
P1: T20 T6 T3 s10 s9 c8 c7 h4 d3 d2 dJ
P2: T21 T16 T14 T10 T7 cK cJ sQ s8 hJ dQ
P3: T18 T15 T12 T9 T5 T1 cC s7 hC h1 dC
actions: pass pass pass pass  pass pass pass pass  pass pass pass pass
  cego einer pass pass pass  T20
  dK dQ dC d4   sK s8 s7 T2   hK hQ hJ hC   cQ c10 cK cC
  sQ T1 T4 sJ   c9 T11 cJ T12   h1 h3 T17 T7   sC T10 T5 T8
`)
	if err != nil {
		fmt.Println(err)
		return
	}
	st, err := game.NewDeal(sc.Rules, sc.Dealer, sc.Deck)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, a := range sc.Actions {
		if err := st.Apply(a); err != nil {
			fmt.Println(err)
			return
		}
	}
	v := st.View(st.Turn())
	adv := ai.Hint(v, -1)
	fmt.Println("seat", st.Turn(), "holds", v.Hand())
	fmt.Println("hint:", adv.Action, "by", adv.Method)
	fmt.Println(adv.Reason)
	// Output:
	// seat 2 holds T21 T16 T14
	// hint: T16 by solved
	// playing T16: lead a low card that gives little away; 100% to defeat the contract, +8.0 expected (next best T14: 100%, +8.0)
}
