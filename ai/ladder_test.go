package ai

import (
	"testing"

	"github.com/cego-spiel/cego/game"
)

// TestHighRungBids: the rungs above Einer are reached only against a
// second strong hand; the Normal bot bids them with a hand that banks
// enough counters to win with the blind, and lets a weak hand pass.
func TestHighRungBids(t *testing.T) {
	r := game.Rules{Players: 4}
	// P1 holds Einer (P0 lets it go); P2 decides on Eine Leere
	courts := "cK sK hK dK cQ sQ hQ dQ cC sC h4"
	st := deal(t, r, map[int]string{2: courts}, "")
	apply(t, &st, "pass pass pass pass pass pass pass pass pass pass pass pass cego einer pass")
	if st.Turn() != 2 {
		t.Fatalf("turn %d", st.Turn())
	}
	expectCall(t, "ten counters and a pip over Einer", st, game.CallEineLeere)
	weak := deal(t, r, map[int]string{2: "T2 T3 T4 c7 c8 s7 s8 h4 h3 d4 d3"}, "")
	apply(t, &weak, "pass pass pass pass pass pass pass pass pass pass pass pass cego einer pass")
	expectCall(t, "low cards over Einer", weak, game.Pass)

	// P0 and P1 climb to Zwei Verschiedene; P2 holds the Geiß and counters
	hands := map[int]string{
		0: "T21 T20 T19 T18 c10 c9 s10 s9 h1 h2 d1",
		1: "GS T17 T16 T15 c8 c7 s8 s7 h3 d2 d3",
		2: "T1 cK sK hK dK cQ sQ hQ dQ cC sC",
	}
	geiss := deal(t, r, hands, "")
	apply(t, &geiss, "pass pass pass pass pass pass pass pass pass pass pass pass "+
		"cego einer mein eine-leere mein zwei-leere mein zwei-verschiedene pass")
	if geiss.Turn() != 2 {
		t.Fatalf("turn %d", geiss.Turn())
	}
	expectCall(t, "the Geiß and ten counters over Zwei Verschiedene", geiss, game.CallGeiss)
}
