package ui

import (
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

// TestEscapeClosesDialogs: Escape closes the score sheet, the glossary
// (with its search field focused), the rule book, the keys, the settings
// and the statistics; while one is open, no key reaches the table behind
// it (a digit in the auction makes no call); a focused name field closes
// its dialog on Escape too. The Keys help says so.
func TestEscapeClosesDialogs(t *testing.T) {
	SetLanguage(store.LanguageGerman)
	help := keysHelp()
	SetLanguage(store.LanguageEnglish)
	if !strings.Contains(help, "Esc schließt ein Fenster") {
		t.Errorf("the German Keys help does not say that Esc closes a window:\n%s", help)
	}
	c := newTestTable(t, Options{Seed: 3, Pace: PaceInstant})
	if v := c.view(); v.Phase() != game.Bidding || !v.MyTurn() {
		t.Fatalf("the person is not to call first (phase %v)", v.Phase())
	}
	for _, d := range []struct {
		name string
		show func()
	}{
		{"score sheet", c.showScoreSheet},
		{"glossary", c.showGlossary},
		{"rule book", c.showRulebook},
		{"keys", c.showKeys},
		{"settings", c.showSettings},
		{"statistics", c.showStats},
	} {
		d.show()
		if c.win.Canvas().Overlays().Top() == nil {
			t.Fatalf("%s: no dialog shown", d.name)
		}
		before := len(c.sitting.Actions())
		press(c, fyne.KeyName("1"))
		if len(c.sitting.Actions()) != before {
			t.Errorf("%s: the digit made a call behind the dialog", d.name)
		}
		if f := c.win.Canvas().Focused(); f != nil {
			f.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
		} else {
			press(c, fyne.KeyEscape)
		}
		if top := c.win.Canvas().Overlays().Top(); top != nil {
			t.Errorf("%s: Escape did not close it", d.name)
			c.win.Canvas().Overlays().Remove(top)
		}
	}
	// a focused name field closes its dialog on Escape too
	if c.store == nil {
		c.store = store.New(t.TempDir())
	}
	for _, d := range []struct {
		name string
		show func()
	}{
		{"new sitting", c.showNewSitting},
		{"save as", c.showSaveAs},
		{"settings", c.showSettings},
	} {
		d.show()
		top := c.win.Canvas().Overlays().Top()
		if top == nil {
			t.Fatalf("%s: no dialog shown", d.name)
		}
		var field *look.EscEntry
		for _, o := range test.LaidOutObjects(top) {
			if e, ok := o.(*look.EscEntry); ok && field == nil {
				field = e
			}
		}
		if field == nil {
			t.Errorf("%s: no name field that closes on Escape", d.name)
			c.win.Canvas().Overlays().Remove(top)
			continue
		}
		c.win.Canvas().Focus(field)
		c.win.Canvas().Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
		if c.win.Canvas().Overlays().Top() != nil {
			t.Errorf("%s: Escape in the focused name field did not close it", d.name)
			c.win.Canvas().Overlays().Remove(c.win.Canvas().Overlays().Top())
		}
		c.win.Canvas().Unfocus()
	}
	// the keys are the table's again
	before := len(c.sitting.Actions())
	if f := c.win.Canvas().Focused(); f != nil {
		t.Errorf("%T keeps the focus after the dialogs closed", f)
	}
	press(c, fyne.KeyName("1"))
	if len(c.sitting.Actions()) == before {
		t.Error("after the dialogs closed, the digit made no call")
	}
}

// TestNewSittingThreePlayers: with rules for three players the new-sitting
// dialog's level of the fourth bot, who does not sit down, cannot be
// chosen; with four it can.
func TestNewSittingThreePlayers(t *testing.T) {
	c := newTestTable(t, Options{Seed: 1, Pace: PaceInstant})
	c.showNewSitting()
	top := c.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no dialog shown")
	}
	var rules *profileSelect
	var levels []*widget.Select
	for _, o := range test.LaidOutObjects(top) {
		switch w := o.(type) {
		case *profileSelect:
			rules = w
		case *widget.Select:
			levels = append(levels, w)
		}
	}
	if rules == nil || len(levels) != 3 {
		t.Fatalf("rules %v, %d level choices", rules != nil, len(levels))
	}
	seen := map[int]bool{}
	for i, p := range rules.choices {
		rules.SetSelectedIndex(i)
		n := p.Rules.N()
		seen[n] = true
		if levels[2].Disabled() != (n == 3) {
			t.Errorf("%s (%d players): the fourth bot's level disabled %v", text.ProfileTitle(p), n, levels[2].Disabled())
		}
		if levels[0].Disabled() || levels[1].Disabled() {
			t.Errorf("%s: a seated bot's level cannot be chosen", text.ProfileTitle(p))
		}
	}
	if !seen[3] || !seen[4] {
		t.Fatalf("rule choices for %v players only", seen)
	}
	c.win.Canvas().Overlays().Remove(top)
}
