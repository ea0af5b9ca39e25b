package ai

import (
	"testing"

	"github.com/cego-spiel/cego/game"
)

func mustCards(t *testing.T, s string) game.Cards {
	t.Helper()
	h, err := game.ParseCards(s)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// A hand of counters with few trumps banks its points in the Legage: it is
// an Eine Leere hand, and keeps the pip of a suit whose courts it lays away.
func TestCounterHandIsALeereHand(t *testing.T) {
	h := mustCards(t, "cK cQ sK sQ hK hQ dK GS T21 c7 d4")
	keep := keepFor(game.EineLeere, h, &defaultExchange)
	if keep != mustCards(t, "c7") {
		t.Errorf("Eine Leere keeps %v, want c7 (a pip of a suit with two courts)", keep)
	}
	if e := bestLadder(game.EineLeere, h, 4, &defaultExchange); e < 36 {
		t.Errorf("Eine Leere estimate %.1f, want at least 36", e)
	}
	// the same counters with trumps instead of the kings and queens bank less
	weak := mustCards(t, "T5 T6 T7 T8 T9 T10 dK GS T21 c7 d4")
	if a, b := bestLadder(game.EineLeere, weak, 4, &defaultExchange), bestLadder(game.EineLeere, h, 4, &defaultExchange); a >= b-5 {
		t.Errorf("trump hand %.1f, counter hand %.1f: the counters should count", a, b)
	}
}

// Laying trumps away costs the declarer: with the same card points, a
// Legage of trumps estimates lower than one of plain cards.
func TestLegageTrumpsCost(t *testing.T) {
	plain := mustCards(t, "c10 c9 s10 s9 h1 h2 d1 d2 c8 s8 T1")
	trumps := mustCards(t, "T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T1")
	keep := game.CardGeiss.Bit()
	if a, b := ladderEstimate(game.Geiss, trumps, keep, 4), ladderEstimate(game.Geiss, plain, keep, 4); a >= b {
		t.Errorf("Geiß with ten trumps laid away %.1f, with ten pips %.1f", a, b)
	}
}
