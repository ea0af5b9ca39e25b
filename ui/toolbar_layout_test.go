package ui

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/cego-spiel/cego/game"
)

// box is an object's area on the table.
func box(o fyne.CanvasObject) rect {
	return rect{o.Position(), fyne.NewPos(o.Size().Width, o.Size().Height)}
}

// TestToolbarClearsTopSeat: at every window width from 900 to 1300 px,
// in English and German, with three and four players, the toolbar and the
// Hint button cover neither the top seat's name plate nor its cards, and
// stay inside the window (nor the contract badge beside the plate); the plate keeps clear of the status panel, and
// the hand keeps clear of the player's own plate.
func TestToolbarClearsTopSeat(t *testing.T) {
	for _, l := range []string{"en", "de"} {
		SetLanguage(l)
		for _, n := range []int{4, 3} {
			c := newTestTable(t, Options{Seed: 5, Players: n})
			top := topSeat(c)
			if top != game.NoSeat {
				// the top seat declares: its contract badge, the longest
				// name, beside its plate
				c.table.seats[top].badge.set(game.ZweiVerschiedene.Info().German)
			}
			for _, h := range []float32{600, 800, 900} {
				for w := float32(900); w <= 1300; w += 20 {
					c.table.layout(fyne.NewSize(w, h))
					checkTableClear(t, c, fmt.Sprintf("%s %dp %.0f×%.0f", l, n, w, h))
				}
			}
		}
	}
	SetLanguage("en")
}

// topSeat is the seat shown at the top of the table, or game.NoSeat.
func topSeat(c *Controller) game.Seat {
	for s := 0; s < c.players(); s++ {
		if c.place(game.Seat(s)) == placeTop {
			return game.Seat(s)
		}
	}
	return game.NoSeat
}

// checkTableClear checks the table as last laid out: the toolbar and the
// Hint button stay inside the table and cover neither each other, nor the
// status panel, nor the top seat's name plate, contract badge or cards;
// that plate and those cards keep clear of the status panel, and the hand
// keeps clear of the player's own plate.
func checkTableClear(t *testing.T, c *Controller, where string) {
	t.Helper()
	n := c.players()
	w := c.table.size.Width
	top := topSeat(c)
	var tools []rect
	tools = append(tools, box(c.table.hintWrap))
	for _, o := range c.table.toolButtons() {
		if !o.Visible() {
			continue // Undo, in a lesson
		}
		b := box(o)
		b.pos = b.pos.Add(c.table.tools.Position())
		tools = append(tools, b)
	}
	if len(c.table.hand) > 0 {
		last := box(c.table.hand[len(c.table.hand)-1])
		for s := 0; s < n; s++ {
			if c.place(game.Seat(s)) == placeBottom && last.overlaps(box(c.table.seats[s].plate)) {
				t.Errorf("%s: the hand covers the player's name plate", where)
			}
		}
	}
	status := box(c.table.status)
	if top != game.NoSeat {
		for _, b := range c.table.seats[top].backs {
			if box(b).overlaps(status) {
				t.Errorf("%s: the top seat's cards cover the status panel %v+%v", where, status.pos, status.size)
				break
			}
		}
		if p := c.table.seats[top].pile; p.Visible() && box(p).overlaps(status) {
			t.Errorf("%s: the top seat's pile %v+%v covers the status panel %v+%v", where, p.Position(), p.Size(), status.pos, status.size)
		}
	}
	for i, b := range tools {
		if b.overlaps(status) {
			t.Errorf("%s: toolbar button %d %v+%v covers the status panel %v+%v", where, i, b.pos, b.size, status.pos, status.size)
		}
		if b.pos.X < 0 || b.pos.X+b.size.X > w || b.size.X <= 0 {
			t.Errorf("%s: toolbar button %d at %v size %v is not inside", where, i, b.pos, b.size)
		}
		for j, o := range tools[:i] {
			if b.overlaps(o) {
				t.Errorf("%s: toolbar buttons %d and %d overlap", where, j, i)
			}
		}
		if top == game.NoSeat {
			continue
		}
		sv := c.table.seats[top]
		if box(sv.plate).overlaps(box(c.table.status)) {
			t.Errorf("%s: the top seat's plate covers the status panel", where)
		}
		objs := map[string]fyne.CanvasObject{"name plate": sv.plate, "contract badge": sv.badge.bg}
		if len(sv.backs) > 0 {
			objs["first card"] = sv.backs[0]
			objs["last card"] = sv.backs[len(sv.backs)-1]
		}
		for what, o := range objs {
			if b.overlaps(box(o)) {
				t.Errorf("%s: toolbar button %d %v+%v covers the top seat's %s %v+%v",
					where, i, b.pos, b.size, what, o.Position(), o.Size())
			}
		}
	}
}
