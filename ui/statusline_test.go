package ui

import (
	"strings"
	"testing"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/store"
)

// TestContractLineYouDeclare: the status panel's contract line says the
// person is declarer in a sentence ("Contract: Cego — you are declarer",
// "Spiel: Cego — du spielst"), not with the person's name as a title
// ("Declarer You", "Spieler Du").
func TestContractLineYouDeclare(t *testing.T) {
	defer SetLanguage(store.LanguageEnglish)
	for _, l := range []struct{ lang, want string }{{store.LanguageEnglish, "Contract: Cego — you are declarer"}, {store.LanguageGerman, "Spiel: Cego — du spielst"}} {
		SetLanguage(l.lang)
		c := tableAt(t, func(c *Controller, v *game.View) bool {
			return v.Phase() == game.Exchanging && v.Contract() == game.Cego && c.isMe(v.Declarer())
		})
		c.table.update()
		got := c.table.statusLines[1]
		if got != l.want || strings.Contains(got, tr(txtDeclarer)+" "+c.names[c.me()]) {
			t.Errorf("%s: the contract line reads %q, want %q", l.lang, got, l.want)
		}
	}
}
