package solver

import (
	"testing"

	"github.com/cego-spiel/cego/game"
)

// TestBeats checks beats (a table) against the rule: a trump beats every
// plain card and a lower trump, a plain card a lower card of its suit and
// nothing else.
func TestBeats(t *testing.T) {
	for c := game.Card(0); c < game.NumCards; c++ {
		for b := game.Card(0); b < game.NumCards; b++ {
			want := false
			switch {
			case c.IsTrump():
				want = !b.IsTrump() || c.Rank() > b.Rank()
			case !b.IsTrump() && c.Suit() == b.Suit():
				want = c.Rank() > b.Rank()
			}
			if got := beats(c, b); got != want || beatsSlow(c, b) != want {
				t.Fatalf("beats(%v, %v) = %v (worked out %v), want %v", c, b, got, beatsSlow(c, b), want)
			}
		}
	}
}
