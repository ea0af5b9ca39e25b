package settingsscreen

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/look"
	"github.com/cego-spiel/cego/ui/store"
)

// testHost is the window as the settings see it in a test: a test window,
// the settings applied (in order), and the sitting's players.
type testHost struct {
	w       fyne.Window
	s       store.Settings
	applied []store.Settings
	players int
	opened  int
}

func (h *testHost) Window() fyne.Window { return h.w }
func (h *testHost) OpenDialog(d dialog.Dialog) {
	h.opened++
	d.Show()
}
func (h *testHost) DismissDialog()                             {}
func (h *testHost) FitDialog(dialog.Dialog, *container.Scroll) {}
func (h *testHost) ReleaseChoices(fyne.CanvasObject)           {}
func (h *testHost) Settings() store.Settings                   { return h.s }
func (h *testHost) NextProfile() game.Profile                  { return game.Profile{Rules: h.s.Rules()} }
func (h *testHost) OpenRules(func(game.Profile))               {}
func (h *testHost) Players() int                               { return h.players }
func (h *testHost) ProfileSelect(cur game.Profile, onChange func(game.Profile)) (fyne.CanvasObject, func(game.Profile)) {
	return widget.NewLabel(cur.Name), func(game.Profile) {}
}
func (h *testHost) Apply(s store.Settings) {
	h.s = s
	h.applied = append(h.applied, s)
}

// TestFormApplies: the settings open with what is in effect, and each
// change in the dialog is applied at once, the others kept: the pace (an
// unknown pace read as normal), a bot's level, a check; the fourth bot's
// level is closed at a sitting of three with rules for three.
func TestFormApplies(t *testing.T) {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(look.NewTheme())
	w := test.NewTempWindow(t, container.NewStack())
	w.Resize(fyne.NewSize(1024, 700))
	s := store.Defaults()
	s.Pace = "crawling"
	s.Players = 3
	h := &testHost{w: w, s: s, players: 3}
	o := Offer{Packs: []string{"a", "b"}, PackTitles: []string{"A", "B"}, Paces: []string{"S", "N", "F", "I"}, BotNames: [4]string{"", "Anna", "Sepp", "Vreni"}}
	Open(h, o)
	if h.opened != 1 {
		t.Fatal("the dialog did not open")
	}
	f := form(h, o)
	byLabel := map[string]*widget.FormItem{}
	for _, it := range f.Items {
		byLabel[it.Text] = it
	}
	pace := byLabel[tr("Pace")].Widget.(*widget.Select)
	if pace.Selected != "N" {
		t.Errorf("an unknown pace shows %q, want normal", pace.Selected)
	}
	pace.SetSelected("F")
	if h.s.Pace != store.PaceFast {
		t.Errorf("pace applied %q", h.s.Pace)
	}
	anna := byLabel["Anna"].Widget.(*widget.Select)
	anna.SetSelected(LevelTitle(OfferedLevels()[0]))
	if h.s.BotLevels[1] != OfferedLevels()[0] || h.s.Pace != store.PaceFast {
		t.Errorf("after Anna's level: %+v", h.s)
	}
	if !byLabel["Vreni"].Widget.(*widget.Select).Disabled() {
		t.Error("at a sitting of three with rules for three Vreni's level can be chosen")
	}
	if len(h.applied) != 2 {
		t.Errorf("%d changes applied, want 2", len(h.applied))
	}
}
