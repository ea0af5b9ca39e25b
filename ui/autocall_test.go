package ui

import (
	"testing"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/store"
)

// TestAutoPassSingleCall: with "Say a single legal call automatically" on
// (Pace menu, settings), a person who can only say fort is not asked: the
// table says it for him and waits only at decisions with a choice; off, it
// waits as before. The option is remembered in the settings.
func TestAutoPassSingleCall(t *testing.T) {
	seed := uint64(0)
	for s := uint64(1); s < 200 && seed == 0; s++ {
		c := newTestTable(t, Options{Seed: s, Pace: PaceInstant})
		if v := c.view(); v.MyTurn() && v.Phase() == game.Bidding && len(v.Legal()) == 1 {
			seed = s
		}
	}
	if seed == 0 {
		t.Fatal("no deal opens with a single call for the person")
	}
	c := newTestTable(t, Options{Seed: seed, Pace: PaceInstant, AutoPass: true})
	if v := c.view(); v.MyTurn() && v.Phase() == game.Bidding && len(v.Legal()) == 1 {
		t.Fatalf("seed %d: the table waits for the only call %v", seed, v.Legal()[0])
	}
	if len(c.sitting.Actions()) == 0 {
		t.Errorf("seed %d: nothing was said", seed)
	}
	// the settings keep it
	s := store.Defaults()
	s.AutoPassSingle = true
	if o := withSettings(Options{}, s, false); !o.AutoPass {
		t.Error("the setting does not turn the option on")
	}
	if !settingsOf(Options{AutoPass: true}).AutoPassSingle {
		t.Error("the option is not written to the settings")
	}
}
