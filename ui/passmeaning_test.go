package ui

import (
	"strings"
	"testing"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/store"
)

// TestPassMeaning: the auction bar explains "fort" by the round being
// asked: in the Ultimo question and the Solo round a pass is not final
// (the player may bid later), in the Cego auction it is; in English and
// German, with four and three players.
func TestPassMeaning(t *testing.T) {
	defer SetLanguage(store.LanguageEnglish)
	rounds := []struct {
		name  string
		at    func(c *Controller, v *game.View) bool
		en    string
		final bool
	}{
		{"Ultimo question", func(c *Controller, v *game.View) bool {
			return v.Phase() == game.Bidding && len(v.Calls()) < v.Players()
		}, "fort — no Ultimo; the Solo round comes next", false},
		{"Solo round", func(c *Controller, v *game.View) bool {
			return v.Phase() == game.Bidding && hasAction(v.Legal(), game.CallSolo)
		}, "fort — no Solo; you may still bid later in the auction", false},
		{"Cego auction", func(c *Controller, v *game.View) bool {
			return v.Phase() == game.Bidding && hasAction(v.Legal(), game.Mein)
		}, "fort — pass; a pass in the Cego auction is final", true},
	}
	for _, lang := range []string{store.LanguageEnglish, store.LanguageGerman} {
		SetLanguage(lang)
		for _, n := range []int{4, 3} {
			for _, r := range rounds {
				c := sessionTable(t, n, nil, r.at)
				var fort *callButton
				for _, b := range c.table.auction.buttons {
					if b.action == game.Pass {
						fort = b
					}
				}
				if fort == nil {
					t.Fatalf("%s %dp %s: no fort button", lang, n, r.name)
				}
				fort.FocusGained()
				got := c.table.auction.expl
				if want := tr(r.en); got != want {
					t.Errorf("%s %dp %s: fort is explained %q, want %q", lang, n, r.name, got, want)
				}
				if final := strings.Contains(got, "final") || strings.Contains(got, "draußen"); final != r.final {
					t.Errorf("%s %dp %s: %q says the pass is final: %v", lang, n, r.name, got, final)
				}
			}
		}
	}
}
