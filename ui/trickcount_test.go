package ui

import (
	"strings"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// TestTrickCounterSaysTrickShown: while a full trick waits on the table to
// be gathered, the status panel counts that trick ("Trick 2 of 11" with
// trick 2 held), not the next one the engine already counts ("Trick 3 of
// 11" showed over trick 2); once gathered it counts the next.
func TestTrickCounterSaysTrickShown(t *testing.T) {
	c := sessionTable(t, 4, nil, func(c *Controller, v *game.View) bool {
		return v.Phase() == game.Playing && completeTricks(v) >= 1
	})
	v := c.view()
	n, total := completeTricks(&v), v.TotalTricks()
	counter := func() string { return c.table.statusLines[2] }

	c.cleared, c.holding = n-1, true // trick n waits to be gathered
	c.table.update()
	if want := trf("Trick %d of %d", n, total); !strings.HasPrefix(counter(), want) {
		t.Errorf("with trick %d held the status reads %q, want %q", n, counter(), want)
	}
	c.cleared, c.holding = n, false
	c.table.update()
	if want := trf("Trick %d of %d", n+1, total); !strings.HasPrefix(counter(), want) {
		t.Errorf("with trick %d gathered the status reads %q, want %q", n, counter(), want)
	}
}
