package main

import (
	"testing"

	"github.com/cego-spiel/cego/game"
)

// TestContractNamed: -only takes a contract by its name or its token, in
// any case, and knows no other word.
func TestContractNamed(t *testing.T) {
	for w, want := range map[string]game.Contract{
		"Räuber": game.Raeuber, "raeuber": game.Raeuber, "Geiß": game.Geiss, "geiss": game.Geiss,
		"Zwei Leere": game.ZweiLeere, "zwei-leere": game.ZweiLeere, "ultimo": game.Ultimo, "Robber": game.NoContract,
	} {
		if got := contractNamed(w); got != want {
			t.Errorf("%q: %v, want %v", w, got, want)
		}
	}
}

// TestSeatList: -seats reads the seats of the table and refuses another.
func TestSeatList(t *testing.T) {
	s, err := seatList("1,2", 3)
	if err != nil || len(s) != 2 || s[0] != 1 || s[1] != 2 {
		t.Errorf("1,2: %v %v", s, err)
	}
	for _, bad := range []string{"3", "x", "", "-1"} {
		if _, err := seatList(bad, 3); err == nil {
			t.Errorf("%q taken at a table of three", bad)
		}
	}
}
