package ui

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/turnloop"
)

// TestWindowAndHeadlessPlayAlike: the window and turnloop.Headless run one
// turn loop. In watch mode the window plays two deals of a sitting; the
// headless loop with the window's bots plays the same two deals, action
// for action — a deal the loop ended early included (the seeds are tried
// until the headless loop applies the rest of a deal at once).
func TestWindowAndHeadlessPlayAlike(t *testing.T) {
	c := newTestTable(t, Options{Seed: 1, WatchMode: true})
	for seed := uint64(1); seed < 400; seed++ {
		if err := c.NewSitting(Options{Seed: seed, WatchMode: true}); err != nil {
			t.Fatal(err)
		}
		c.NextDeal()
		if st := c.sitting.State(); c.sitting.DealNumber() != 2 || st.Phase() != game.Done {
			t.Fatalf("seed %d: the window stopped in deal %d, phase %v", seed, c.sitting.DealNumber(), st.Phase())
		}
		m, err := game.NewSitting(c.rules(), seed)
		if err != nil {
			t.Fatal(err)
		}
		early, acts := false, 0
		h := &turnloop.Headless{Sitting: m, Players: append([]ai.Bot(nil), c.bots[:c.players()]...), Deals: 2,
			Observe: func(m *game.Sitting) {
				n := len(m.Actions())
				early = early || n > acts+1
				acts = n
			}}
		if err := h.Run(context.Background()); err != nil {
			t.Fatal(err)
		}
		window, _ := json.Marshal(c.sitting)
		headless, _ := json.Marshal(m)
		if string(window) != string(headless) {
			t.Fatalf("seed %d: the window played\n%s\nthe headless loop\n%s", seed, window, headless)
		}
		if early {
			t.Logf("seed %d: alike, with a deal ended early", seed)
			return
		}
	}
	t.Fatal("no deal ended early")
}
