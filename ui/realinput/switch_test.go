package realinput

import (
	"strings"
	"testing"
)

// TestSwitchPackAndLanguage switches the pack and then the language in
// the middle of a deal, in the settings dialog with real clicks, and plays
// on: the cards take the new pack at once, the table speaks German, and a
// card can still be dragged.
func TestSwitchPackAndLanguage(t *testing.T) {
	need(t)
	scr := newScreen(t, 1280, 900)
	a := start(t, scr, newConfig(t, returning()), "-seed", "8")
	playCards(t, a, 1)
	pack := a.snap().Pack

	a.key("comma")
	s := a.waitFor("the settings", func(s snapshot) bool { return dialogTitle(s, "Settings") })
	choose := func(current, option string) {
		t.Helper()
		sel, ok := s.findPrefix("select", current, s.top())
		if !ok {
			t.Fatalf("no choice showing %q in the settings: %v", current, texts(s))
		}
		a.click(s, sel)
		s = a.waitFor("the list of "+option, func(s snapshot) bool {
			_, ok := s.findPrefix("text", option, s.top())
			return ok && s.top() > 1
		})
		o, _ := s.findPrefix("text", option, s.top())
		a.click(s, o)
		s = a.fresh()
	}
	choose(packTitleOf(t, pack), "Schwarzwald (")
	s = a.waitFor("the pack switched", func(s snapshot) bool { return s.Pack == "schwarzwald" })
	choose("English", "Deutsch")
	s = a.waitFor("the table in German", func(s snapshot) bool {
		_, ok := s.find("button", "Schreibzettel", 0)
		return s.Language == "de" && ok
	})
	if !dialogTitle(s, "Einstellungen") {
		t.Errorf("the open settings dialog stays English after switching to Deutsch: %v", texts(s))
	}
	scr.shot(t, "switched-settings")
	a.key("Escape")
	a.waitFor("the settings closed", func(s snapshot) bool { return s.top() == 0 })
	s = playCards(t, a, 1)
	scr.shot(t, "switched-and-played")
	for _, o := range s.Objects {
		if o.Layer == 0 && (strings.Contains(o.Text, "Your turn") || strings.Contains(o.Text, "Score sheet")) {
			t.Errorf("English left on the German table: %q", o.Text)
		}
	}
}

// packTitleOf is the title the settings show for a pack.
func packTitleOf(t *testing.T, pack string) string {
	switch pack {
	case "adler":
		return "Adler ("
	case "bourgeois":
		return "Bourgeois ("
	case "schwarzwald":
		return "Schwarzwald ("
	}
	t.Fatalf("unknown pack %q", pack)
	return ""
}
