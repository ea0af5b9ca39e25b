package ui

import (
	"slices"
	"testing"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/store"
)

// TestBotLevelsAgree: the levels the table offers are those the settings
// file accepts, in the same order, and each makes a bot of its own level.
func TestBotLevelsAgree(t *testing.T) {
	if !slices.Equal(BotLevels, store.BotLevels()) {
		t.Errorf("ui offers %v, the store accepts %v", BotLevels, store.BotLevels())
	}
	st := game.Deal(game.Rules{Players: 4}, 0, 1)
	for _, l := range append(BotLevels, "", "grandmaster") {
		v := st.View(st.Turn())
		if a := newBot(l, 1).Choose(v); !slices.Contains(v.Legal(), a) {
			t.Errorf("level %q: %v is not legal", l, a)
		}
	}
}
