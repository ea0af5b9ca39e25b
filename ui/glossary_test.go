package ui

import (
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/look"
	"github.com/cego-spiel/cego/ui/store"
	"github.com/cego-spiel/cego/ui/text"
)

// glossaryNeeds are the German words the glossary must explain: the
// dialect names of RULES §12 and the words the table shows.
var glossaryNeeds = []string{
	"Gstieß", "Giegema", "Sküs", "Stieß", "G'stieß", "Gigemarti", "Geiger", "Mond", "Mund",
	"Geiß", "Gaiß", "Bapperle", "kleiner Mann", "Pfeif", "Pagat", "Fanti", "Bachquaki",
	"Trull", "Bilder", "König", "Dame", "Reiter", "Ritter", "Bube",
	"Leere", "Brettle", "Lusche", "Kreuz", "Pik", "Herz", "Karo", "Augen",
	"Blinde", "Tapp", "Legage", "verlegen", "ablegen", "Abwurf",
	"Trumpf", "Truck", "Trock", "Drogg", "Druck", "Geber", "Vorhand", "Alleinspieler", "Gegenspieler",
	"reizen", "steigern", "fort", "gut", "mein", "Halbe", "Ulti",
	"Pflichtsolo", "Geregelter Solo", "Schinden", "Hosen rum", "Geregelter Räuber", "Wilder Räuber",
	"Zwikkolo", "Duo", "Mord", "Dukkolo", "Grebsler", "Durchmarsch", "offen",
	"Stich", "bekennen", "bedienen", "stechen", "trumpfen", "überstechen", "schmieren",
	"Fach", "Bürgermeister", "Kribbele", "Der Gstieß gibt ab", "auf den Berg gehen",
	"3er-Zählweise", "2er-Zählweise",
}

// TestGlossaryComplete: every dialect name and every German word of the
// program (the calls, every contract's German name) has an entry, and
// every entry's explanation is written in German and in English.
func TestGlossaryComplete(t *testing.T) {
	have := map[string]bool{}
	for _, g := range glossary {
		for _, term := range glossaryTerms(g[0]) {
			if have[term] {
				t.Errorf("%q is explained twice", term)
			}
			have[term] = true
		}
	}
	need := append([]string(nil), glossaryNeeds...)
	for c := game.Contract(1); int(c) < game.NumContracts; c++ {
		need = append(need, c.Info().German)
	}
	need = append(need, text.CallLabel(game.Pass), text.CallLabel(game.Mein))
	for _, n := range need {
		if !have[n] {
			t.Errorf("the glossary has no entry for %q", n)
		}
	}
	de, en := readTranslations(t, store.LanguageGerman), readTranslations(t, store.LanguageEnglish)
	for _, g := range glossary {
		if de[g[1]] == "" || en[g[1]] == "" {
			t.Errorf("%s: the explanation %q lacks a translation", g[0], g[1])
		}
		if de[g[1]] == g[1] {
			t.Errorf("%s: the German explanation is the English one", g[0])
		}
	}
}

// glossaryDialog opens the glossary and returns its view's labels' texts.
func glossaryDialog(t *testing.T, c *Controller) (*widget.Entry, func() string) {
	t.Helper()
	c.showGlossary()
	top := c.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("the glossary did not open")
	}
	var search *widget.Entry
	for _, o := range test.LaidOutObjects(top) {
		switch e := o.(type) {
		case *widget.Entry:
			search = e
		case *look.EscEntry: // the search field closes the dialog on Escape
			search = &e.Entry
		}
	}
	if search == nil {
		t.Fatal("the glossary has no search field")
	}
	texts := func() string {
		var b strings.Builder
		for _, o := range test.LaidOutObjects(top) {
			if l, ok := o.(*widget.Label); ok {
				b.WriteString(l.Text + "\n")
			}
		}
		return b.String()
	}
	return search, texts
}

// TestGlossaryDialog opens the glossary in both languages: every term is
// listed with its explanation in the UI's language, and the search finds
// a dialect name.
func TestGlossaryDialog(t *testing.T) {
	t.Cleanup(func() { SetLanguage(store.LanguageEnglish) })
	for _, l := range []string{store.LanguageGerman, store.LanguageEnglish} {
		SetLanguage(l)
		c := newTestTable(t, Options{Seed: 2})
		search, texts := glossaryDialog(t, c)
		all := texts()
		for _, g := range glossary {
			if !strings.Contains(all, g[0]+"\n"+tr(g[1])+"\n") {
				t.Errorf("%s: %q is not listed with %q", l, g[0], tr(g[1]))
			}
		}
		test.Type(search, "giegema")
		got := texts()
		if !strings.Contains(got, "Giegema, Gigemarti") || strings.Contains(got, "Bapperle") {
			t.Errorf("%s: searching giegema shows:\n%s", l, got)
		}
		c.win.Canvas().Overlays().Top().Hide()
	}
}

// TestDocsGlossaryPicture renders docs/screenshot-glossary.png (German).
func TestDocsGlossaryPicture(t *testing.T) {
	dir := docsDir(t)
	t.Cleanup(func() { SetLanguage(store.LanguageEnglish) })
	SetLanguage(store.LanguageGerman)
	c := newTestTable(t, Options{Seed: 2})
	c.showGlossary()
	c.win.Canvas().Unfocus()
	c.win.Resize(fyne.NewSize(1280, 800))
	writeDocPicture(t, c, filepath.Join(dir, "screenshot-glossary.png"))
}

// glossaryTerms splits an entry's term into its names.
func glossaryTerms(term string) []string {
	var out []string
	for _, t := range strings.Split(term, ",") {
		if t = strings.TrimSpace(t); t != "" {
			out = append(out, t)
		}
	}
	return out
}
