package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// TestSettingsThreePlayers: the settings offer the fourth bot's level only
// where that bot sits down, as the New sitting dialog does
// (TestNewSittingThreePlayers): at a sitting of three, rules for three
// for the next sitting disable Vreni's level; rules for four enable it. At
// a running sitting of four it stays open whatever the next rules.
func TestSettingsThreePlayers(t *testing.T) {
	for _, running := range []int{3, 4} {
		c := newTestTable(t, Options{Seed: 5, Players: running, Pace: PaceInstant})
		f := c.settingsForm()
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
				t.Errorf("sitting of %d, next %s (%d players): Vreni's level disabled %v", running, profileTitle(p), n, levels[3].Disabled())
			}
			if levels[1].Disabled() || levels[2].Disabled() {
				t.Errorf("sitting of %d, next %s: a seated bot's level cannot be chosen", running, profileTitle(p))
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
		if again := c.settingsForm(); running == 3 {
			for _, it := range again.Items {
				if it.Text == botNames[3] && !it.Widget.(*widget.Select).Disabled() {
					t.Error("reopened with rules for three: Vreni's level can be chosen")
				}
			}
		}
	}
}
