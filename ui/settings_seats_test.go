package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/text"
)

// TestSettingsThreePlayers: the settings offer the fourth bot's level only
// where that bot sits down, as the New sitting dialog does
// (TestNewSittingThreePlayers): at a sitting of three, rules for three
// for the next sitting disable Vreni's level; rules for four enable it. At
// a running sitting of four it stays open whatever the next rules.
func TestSettingsThreePlayers(t *testing.T) {
	for _, running := range []int{3, 4} {
		c := newTestTable(t, Options{Seed: 5, Players: running, Pace: PaceInstant})
		f := settingsForm(t, c)
		byLabel := map[string]*widget.FormItem{}
		for _, it := range f.Items {
			byLabel[it.Text] = it
		}
		var levels [4]*widget.Select
		for seat := 1; seat < 4; seat++ {
			it := byLabel[botNames[seat]]
			if it == nil {
				t.Fatalf("no level for %s", botNames[seat])
			}
			levels[seat] = it.Widget.(*widget.Select)
		}
		rules := byLabel[tr("Rules (next sitting)")].Widget.(*fyne.Container).Objects[0].(*profileSelect)
		seen := map[int]bool{}
		for i, p := range rules.choices {
			rules.SetSelectedIndex(i)
			n := p.Rules.N()
			seen[n] = true
			if want := n == 3 && running == 3; levels[3].Disabled() != want {
				t.Errorf("sitting of %d, next %s (%d players): Vreni's level disabled %v", running, text.ProfileTitle(p), n, levels[3].Disabled())
			}
			if levels[1].Disabled() || levels[2].Disabled() {
				t.Errorf("sitting of %d, next %s: a seated bot's level cannot be chosen", running, text.ProfileTitle(p))
			}
		}
		if !seen[3] || !seen[4] {
			t.Fatalf("rule choices for %v players only", seen)
		}
		// opened again with rules for three chosen: disabled from the start
		for i, p := range rules.choices {
			if p.Rules.N() == 3 {
				rules.SetSelectedIndex(i)
				break
			}
		}
		if again := settingsForm(t, c); running == 3 {
			for _, it := range again.Items {
				if it.Text == botNames[3] && !it.Widget.(*widget.Select).Disabled() {
					t.Error("reopened with rules for three: Vreni's level can be chosen")
				}
			}
		}
	}
}

// TestSettingsRulesEditorSeats chooses rules for three through the
// settings' Rules… button: Vreni's level is disabled at once, and a later
// change in the same dialog (the pace) keeps those rules for the next
// sitting instead of the ones the dialog was opened with.
func TestSettingsRulesEditorSeats(t *testing.T) {
	c := newTestTable(t, Options{Seed: 5, Players: 3, Pace: PaceInstant})
	s := c.settings
	s.SetProfile(profileFor(game.Rules{Players: 4}))
	c.applySettings(s)
	f := settingsForm(t, c)
	byLabel := map[string]*widget.FormItem{}
	for _, it := range f.Items {
		byLabel[it.Text] = it
	}
	vreni := byLabel[botNames[3]].Widget.(*widget.Select)
	if vreni.Disabled() {
		t.Fatal("rules for four: Vreni's level disabled")
	}
	var edit *widget.Button
	for _, o := range byLabel[tr("Rules (next sitting)")].Widget.(*fyne.Container).Objects {
		if b, ok := o.(*widget.Button); ok {
			edit = b
		}
	}
	if edit == nil {
		t.Fatal("no Rules… button")
	}
	test.Tap(edit)
	top := c.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no rules dialog")
	}
	var use *widget.Button
	for _, o := range test.LaidOutObjects(top) {
		switch w := o.(type) {
		case *widget.RadioGroup:
			if len(w.Options) == 2 && w.Options[1] == "3" {
				w.SetSelected("3")
			}
		case *widget.Button:
			if w.Text == tr("Use for the next sitting") {
				use = w
			}
		}
	}
	if use == nil {
		t.Fatal("no button to use the rules")
	}
	test.Tap(use)
	if n := c.nextProfile().Rules.N(); n != 3 {
		t.Fatalf("next sitting's rules for %d", n)
	}
	if !vreni.Disabled() {
		t.Error("rules for three chosen in Rules…: Vreni's level can still be chosen")
	}
	byLabel[tr("Pace")].Widget.(*widget.Select).SetSelectedIndex(int(PaceFast))
	if n := c.nextProfile().Rules.N(); n != 3 {
		t.Errorf("after a change of the pace the next sitting has rules for %d again", n)
	}
}

// settingsForm opens the settings dialog and returns its form.
func settingsForm(t *testing.T, c *Controller) *widget.Form {
	t.Helper()
	c.showSettings()
	for _, o := range test.LaidOutObjects(c.win.Canvas().Overlays().Top()) {
		if f, ok := o.(*widget.Form); ok {
			return f
		}
	}
	t.Fatal("no settings form")
	return nil
}
