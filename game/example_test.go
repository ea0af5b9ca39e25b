package game_test

import (
	"fmt"

	"github.com/cego-spiel/cego/game"
)

// A deal script (RULES §16.3) read and replayed through the engine: the
// first lesson's deal, in which Anna (P1) declares Einer, takes the blind,
// discards Trump 20 and leads.
func ExampleParseScript() {
	sc, err := game.ParseScript(`players: 4
dealer: 3
blind: GS T19 T17 T11 sK sC sJ hQ dK c10
P0: T13 T8 T4 T2 hK h3 h2 cQ c9 d1 d4
P1: T20 T6 T3 s10 s9 c8 c7 h4 d3 d2 dJ
P2: T21 T16 T14 T10 T7 cK cJ sQ s8 hJ dQ
P3: T18 T15 T12 T9 T5 T1 cC s7 hC h1 dC
actions: pass pass pass pass  pass pass pass pass  pass pass pass pass
  cego einer pass pass pass  T20
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
	fmt.Println(st.Contract(), "declared by seat", st.Declarer())
	fmt.Println("phase:", st.Phase(), "· seat to lead:", st.Turn())
	// Output:
	// Einer declared by seat 1
	// phase: playing · seat to lead: 1
}

// Apply takes one action at a time and refuses an illegal one with the
// reason a person reads; the state is unchanged then. A deal opens with
// the Ultimo question, which only a holder of the Geiß may answer with
// Ultimo.
func ExampleState_Apply() {
	st := game.Deal(game.Rules{}, 3, 7)
	fmt.Println("Vorhand may say:", st.Legal())
	before := st
	err := st.Apply(game.CardAction(st.Hand(st.Turn()).Lowest()))
	fmt.Println(err)
	fmt.Println("unchanged:", st == before)
	// Output:
	// Vorhand may say: [pass]
	// It is the auction, not the time to play a card; you may say "pass".
	// unchanged: true
}
