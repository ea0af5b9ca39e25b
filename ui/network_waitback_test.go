package ui

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/cego-spiel/cego/game"
)

// TestGuestBackBeforeFirstDeal: a friend sat down and waits under "You
// sit at Hans's table" for the first deal; his connection breaks and comes
// back after the host dealt, so the first deal reaches his window as the
// reconnection's position (not as an update). The window shows the host's
// deal and the waiting dialog closes — it showed the person's own deal
// under the dialog for ever (seen in the real-input suite under load). A
// reconnection before the host dealt leaves him waiting.
func TestGuestBackBeforeFirstDeal(t *testing.T) {
	r := game.Rules{Players: 4}
	m, err := game.NewSitting(r, 21)
	if err != nil {
		t.Fatal(err)
	}
	const me = 1
	a := test.NewApp()
	defer a.Quit()
	c, err := newWindowTable(a, a.NewWindow("Cego"), Options{Seed: 4}, true)
	if err != nil {
		t.Fatal(err)
	}
	p := make(pump, 64)
	c.run = syncRunner{post: p.post}
	names := []string{"Hans", "Lena", "Sepp", "Vreni"}
	c.joined(&recordingLink{}, guestWelcome{person: me, rules: r, names: names, host: "Hans"})
	g := c.guest
	if g == nil || g.waiting == nil {
		t.Fatal("the friend does not wait for the first deal")
	}
	c.onGuestEvent(guestEvent{kind: tableBack, names: names}) // back, nothing dealt yet
	if c.guest != g || g.waiting == nil {
		t.Fatal("a reconnection before the first deal ended the waiting")
	}
	first := guestUpdate{deal: m.DealNumber(), seq: len(m.Actions()), seat: game.NoSeat, view: m.PersonView(me)}
	c.onGuestEvent(guestEvent{kind: tableBack, update: first, names: names})
	if g.waiting != nil {
		t.Error("the waiting dialog is still open after the first deal came with the reconnection")
	}
	mine, host := c.sitting.State(), m.State()
	if got, want := mine.Hand(game.Seat(me)), host.Hand(game.Seat(me)); got != want {
		t.Errorf("the window shows the hand %v, the host dealt %v", got, want)
	}
	if c.names[0] != "Hans" {
		t.Errorf("the table's names are %v, not the host's", c.names)
	}
}
