package netscreen

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/store"
)

// testRules is the rules' choice in a test: the standard profile.
type testRules struct{ *widget.Select }

func (testRules) Chosen() (game.Profile, bool) {
	return game.Profile{Rules: game.Rules{Players: 4}}, true
}

// hostSetup is a host form's setup in a test, its choices kept in *got.
func hostSetup(got *[]HostChoice) HostSetup {
	keys := []string{"easy", "normal", "strong"}
	var levels [4]*widget.Select
	for s := 1; s < 4; s++ {
		levels[s] = widget.NewSelect(keys, nil)
		levels[s].SetSelectedIndex(1)
	}
	return HostSetup{Rules: testRules{widget.NewSelect([]string{"Standard"}, nil)}, Levels: levels, LevelKeys: keys,
		Name: " Hans ", GoOn: true, People: []string{"Hans", "Grete", "Sepp", "Vreni"},
		BotNames: [4]string{"", "Anna", "Sepp", "Vreni"},
		Hosted:   &store.HostedTable{Code: "ABCDEF", Tokens: []string{"", "tok", "", ""}, Names: []string{"Hans", "Grete", "Sepp", "Vreni"}},
		Open:     func(c HostChoice) { *got = append(*got, c) }}
}

// TestHostForm: the form opens a table of the size, the bots and the
// clock chosen (a table of three has no fourth bot), or goes on with the
// sitting at the window — whose seats it says are kept for the friends
// who held them.
func TestHostForm(t *testing.T) {
	h := newTestHost(t)
	var got []HostChoice
	s := hostSetup(&got)
	ShowHostForm(h, s)
	var seats, clock *widget.Select
	var goOn *widget.Check
	walk(t, h.top(t), func(o fyne.CanvasObject) {
		switch o := o.(type) {
		case *widget.Select:
			if len(o.Options) == 3 && o.Options[0] == "4" {
				seats = o
			}
			if len(o.Options) == 4 && o.Options[0] == "Off" {
				clock = o
			}
		case *widget.Check:
			goOn = o
		}
	})
	if seats == nil || clock == nil || goOn == nil {
		t.Fatalf("the form lacks the seats, the clock or going on:\n%s", labels(t, h.top(t)))
	}
	if l := labels(t, h.top(t)); !strings.Contains(l, "Anna, until a friend sits there") {
		t.Errorf("a new sitting's seat 2 is not the bot's:\n%s", l)
	}
	seats.SetSelected("3")
	if !s.Levels[3].Disabled() {
		t.Error("a table of three lets the fourth bot be chosen")
	}
	s.Levels[2].SetSelectedIndex(2)
	clock.SetSelectedIndex(2)
	h.ok()
	if len(got) != 1 || got[0].GoOn || got[0].Profile.Rules.Players != 3 || got[0].Name != "Hans" ||
		got[0].Levels != [4]string{"", "normal", "strong", "normal"} || got[0].Clock.Seconds() != 60 {
		t.Errorf("opened %+v", got)
	}
	goOn.SetChecked(true)
	if l := labels(t, h.top(t)); !strings.Contains(l, "kept for Grete") || !strings.Contains(l, "Sepp, until a friend sits there") {
		t.Errorf("going on, the seats are said as:\n%s", l)
	}
	if !seats.Disabled() || !s.Levels[1].Disabled() {
		t.Error("going on, the table's size and bots can still be chosen")
	}
	h.ok()
	if len(got) != 2 || !got[1].GoOn {
		t.Errorf("going on opened %+v", got)
	}
}
