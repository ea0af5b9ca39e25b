package ui

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/ai"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/course"
	"github.com/cego-spiel/cego/ui/store"
	"github.com/cego-spiel/cego/ui/text"
)

// TestYouTakeTheTrick: a trick the person took, waiting to be gathered,
// is "You take the trick" ("Du machst den Stich"), not "You takes the
// trick"; another seat's is "Anna takes the trick".
func TestYouTakeTheTrick(t *testing.T) {
	t.Cleanup(func() { SetLanguage(store.LanguageEnglish) })
	for _, l := range []struct{ lang, you, other string }{
		{store.LanguageEnglish, "You take the trick", " takes the trick"},
		{store.LanguageGerman, "Du machst den Stich", " macht den Stich"},
	} {
		SetLanguage(l.lang)
		seen := map[bool]bool{}
		c := sessionTable(t, 4, nil, func(c *Controller, v *game.View) bool {
			if n := completeTricks(v); n > 0 && v.Phase() == game.Playing {
				mine := c.isMe(v.Tricks()[n-1].Winner())
				if !seen[mine] {
					seen[mine] = true
					// the last trick waits to be gathered
					c.cleared, c.holding = n-1, true
					got := c.whatNow(v)
					want := l.other
					if mine {
						want = l.you
					}
					if !strings.Contains(got, want) || mine && got != want {
						t.Errorf("%s: a trick won by %s reads %q, want %q", l.lang, c.names[v.Tricks()[n-1].Winner()], got, want)
					}
					c.cleared, c.holding = n, false
				}
			}
			return len(seen) == 2
		})
		_ = c
	}
}

// TestRefusedCallTitleOneStop: a lesson refusing a call that ends with
// "!" says "Not Solo!", not "Not Solo!."; a card gets its full stop.
func TestRefusedCallTitleOneStop(t *testing.T) {
	for _, c := range []struct{ name, want string }{{"Solo!", "Not Solo!"}, {"Trump 15", "Not Trump 15."}, {"fort", "Not fort."}} {
		if got := text.Sentence(trf("Not %s", c.name)); got != c.want {
			t.Errorf("%q, want %q", got, c.want)
		}
	}
	// the lesson's own refusal of a contract call
	l := newTestTable(t, Options{Seed: 5})
	if err := l.StartLesson(0); err != nil {
		t.Fatal(err)
	}
	steps := course.Chapters()[0].Steps
	for k := 0; k < len(steps); k++ {
		v := l.view()
		if !v.MyTurn() || v.Phase() != game.Bidding {
			break
		}
		for _, a := range v.Legal() {
			if a != steps[k].Want && strings.HasSuffix(text.CallLabel(a), "!") {
				_ = l.humanAction(a)
				if got, _ := l.lesson.Wrong(); strings.HasSuffix(got, "!.") || !strings.HasPrefix(got, "Not ") {
					t.Errorf("step %d: the refusal of %v is titled %q", k+1, a, got)
				}
			}
		}
		lessonMove(t, l, steps[k].Want)
	}
}

// TestGermanMenuQuit: the first menu ends with Quit in the UI's language
// ("Beenden"), marked as the quit item, so Fyne adds no English one.
func TestGermanMenuQuit(t *testing.T) {
	SetLanguage(store.LanguageGerman)
	t.Cleanup(func() { SetLanguage(store.LanguageEnglish) })
	c := newTestTable(t, Options{Seed: 1})
	m := c.mainMenu(c.table.art.src.Packs())
	items := m.Items[0].Items
	last := items[len(items)-1]
	if last.Label != "Beenden" || !last.IsQuit {
		t.Errorf("the Spiel menu ends with %q (quit %v)", last.Label, last.IsQuit)
	}
	for _, it := range items {
		if it.Label == "Quit" {
			t.Error("an English Quit in the Spiel menu")
		}
	}
}

// TestRulesDialogSpeaksOptionNames: the rules dialog names options by the
// German names on its switches — a refusal says "2er-Zählweise", not
// "COUNT_PAIRS (2er-Zählweise)" — and a custom profile is summed up as
// "Standard, with 2er-Zählweise", not "Standard with + 2er-Zählweise".
func TestRulesDialogSpeaksOptionNames(t *testing.T) {
	t.Cleanup(func() { SetLanguage(store.LanguageEnglish) })
	for _, l := range []string{store.LanguageEnglish, store.LanguageGerman} {
		SetLanguage(l)
		r := game.Rules{Players: 4}
		if err := r.SetOption("COUNT_PAIRS", true); err != nil {
			t.Fatal(err)
		}
		e := newRulesEditor(game.Profile{Rules: r})
		if e.try(func(r *game.Rules) { r.Players = 3 }) {
			t.Fatalf("%s: COUNT_PAIRS by three was not refused", l)
		}
		msg := e.msg.Text
		for _, o := range game.Options() {
			if strings.Contains(msg, o.ID) {
				t.Errorf("%s: the refusal names %s: %q", l, o.ID, msg)
			}
		}
		if !strings.Contains(msg, "2er-Zählweise") {
			t.Errorf("%s: the refusal does not name the 2er-Zählweise: %q", l, msg)
		}
		about := e.about.Text
		if strings.Contains(about, "+ ") || strings.Contains(about, "− ") || !strings.Contains(about, trf("with %s", "2er-Zählweise")) {
			t.Errorf("%s: the custom profile reads %q", l, about)
		}
		if s := text.ProfileSummary(game.Profile{Rules: r}); strings.Contains(s, "+ ") || !strings.Contains(s, trf("with %s", "2er-Zählweise")) {
			t.Errorf("%s: the score sheet's summary reads %q", l, s)
		}
	}
	// the names are replaced whole: the longest first
	if got := text.OptionNamesForPeople(text.RulesRefusal(errors.New("x"))); got != "x" && got == "" {
		t.Error("an error that is not a refusal of rules lost its words")
	}
}

// findSelect finds the select under o offering option.
func findSelect(t *testing.T, o fyne.CanvasObject, option string) *widget.Select {
	switch o := o.(type) {
	case *widget.Select:
		if slices.Contains(o.Options, option) {
			return o
		}
	case *fyne.Container:
		for _, x := range o.Objects {
			if s := findSelect(t, x, option); s != nil {
				return s
			}
		}
	case fyne.Widget:
		for _, x := range test.TempWidgetRenderer(t, o).Objects() {
			if s := findSelect(t, x, option); s != nil {
				return s
			}
		}
	}
	return nil
}

// TestSettingsSpeakNewLanguage: switching the language to Deutsch in the
// settings dialog shows the dialog in German at once (it stayed English
// until it was opened again), and only one settings dialog is open.
func TestSettingsSpeakNewLanguage(t *testing.T) {
	t.Cleanup(func() { SetLanguage(store.LanguageEnglish) })
	c := newTestTable(t, Options{Seed: 1})
	c.showSettings()
	sel := findSelect(t, c.win.Canvas().Overlays().Top(), "Deutsch")
	if sel == nil {
		t.Fatal("no language choice in the settings")
	}
	sel.SetSelected("Deutsch")
	if Language() != store.LanguageGerman {
		t.Fatalf("the language is %q", Language())
	}
	open := 0
	for _, o := range c.win.Canvas().Overlays().List() {
		if o.Visible() {
			open++
		}
	}
	top := c.win.Canvas().Overlays().Top()
	labels := strings.Join(labelsUnder(t, top), "\n")
	if open != 1 || !strings.Contains(labels, "Einstellungen") || !strings.Contains(labels, "Sprache") || strings.Contains(labels, "Language") {
		t.Errorf("%d dialogs open; the settings read:\n%s", open, labels)
	}
}

// TestResultFindsPersonBySeat: the settlement speaks to the person by his
// seat, whatever he is called: a person called "You" at a German table, or
// "Du" at an English one, is "du"/"you" in it, not a name ("You zahlt",
// "Du pays").
func TestResultFindsPersonBySeat(t *testing.T) {
	t.Cleanup(func() { SetLanguage(store.LanguageEnglish) })
	for _, l := range []struct{ lang, name, speaks, bad string }{
		{store.LanguageGerman, "You", "Du ", "You zahlt"},
		{store.LanguageEnglish, "Du", "You ", "Du pays"},
	} {
		SetLanguage(l.lang)
		names := [4]string{l.name, "Anna", "Sepp", "Vreni"}
		found := 0
		for seed := uint64(1); seed < 300 && found < 3; seed++ {
			st := game.Deal(game.Rules{}, 3, seed)
			bots := make([]ai.Bot, 4)
			for s := range bots {
				bots[s] = ai.NewEasyBot(seed + uint64(s))
			}
			st, err := ai.PlayOut(st, bots)
			if err != nil {
				t.Fatal(err)
			}
			if r := st.Result(); r.Declarer != 0 || r.Contract == game.NoContract || r.Contract == game.Raeuber {
				continue
			}
			found++
			text := strings.Join(explainDeal(&st, names, 0).Lines, "\n") + "\n" + strings.Join(explainDeal(&st, names, 0).Pays, "\n")
			if !strings.Contains(text, l.speaks) || strings.Contains(text, l.bad) {
				t.Errorf("%s, the person called %q: the settlement does not speak to him:\n%s", l.lang, l.name, text)
			}
		}
		if found == 0 {
			t.Fatal("no deal declared by seat 0")
		}
	}
}
