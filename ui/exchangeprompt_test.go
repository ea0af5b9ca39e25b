package ui

import (
	"strings"
	"testing"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/store"
)

// TestExchangeSaidOnce: in beginner mode the what-now line over the hand
// says what the declarer keeps or discards, and the prompt under it says
// only how ("You are declarer: keep two cards, …" stood over "Keep 2
// cards: tap them …", in German "Noch eine Karte behalten; …" over "Noch
// eine Karte behalten: …"); without beginner mode the prompt says both.
func TestExchangeSaidOnce(t *testing.T) {
	defer SetLanguage(store.LanguageEnglish)
	for _, l := range []struct{ lang, keep string }{{store.LanguageEnglish, "keep"}, {store.LanguageGerman, "behalt"}} {
		SetLanguage(l.lang)
		for _, kept := range []int{0, 1} {
			c := tableAt(t, func(c *Controller, v *game.View) bool {
				return v.Phase() == game.Exchanging && v.Legage().Len() == 0 && v.Kept().Len() == kept &&
					v.Contract().Info().Keep == 2
			})
			c.settings.Hints = true
			c.table.update()
			what, prompt := c.table.whatNow.txt.Text, c.table.message.txt.Text
			if !strings.Contains(strings.ToLower(what), l.keep) {
				t.Errorf("%s, %d kept: the what-now line %q does not say what to keep", l.lang, kept, what)
			}
			if strings.Contains(strings.ToLower(prompt), l.keep) {
				t.Errorf("%s, %d kept: the prompt %q says again what the line above it says (%q)", l.lang, kept, prompt, what)
			}
			c.settings.Hints = false
			c.table.update()
			if prompt := c.table.message.txt.Text; !strings.Contains(strings.ToLower(prompt), l.keep) {
				t.Errorf("%s, %d kept, no beginner mode: the prompt %q does not say what to keep", l.lang, kept, prompt)
			}
		}
	}
}
