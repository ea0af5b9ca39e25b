package ui

import (
	"bytes"
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"

	xdraw "golang.org/x/image/draw"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/text"
)

// labelsUnder collects the text of every label under o.
func labelsUnder(t *testing.T, o fyne.CanvasObject) []string {
	var out []string
	switch o := o.(type) {
	case *widget.Label:
		out = append(out, o.Text)
	case *widget.Check:
		out = append(out, o.Text)
	case *fyne.Container:
		for _, c := range o.Objects {
			out = append(out, labelsUnder(t, c)...)
		}
	case *widget.Form:
		for _, it := range o.Items {
			out = append(out, it.Text)
			out = append(out, labelsUnder(t, it.Widget)...)
		}
	case fyne.Widget:
		r := test.TempWidgetRenderer(t, o)
		for _, c := range r.Objects() {
			out = append(out, labelsUnder(t, c)...)
		}
	}
	return out
}

// TestRulesDialogListsEveryOption: every option of the engine has a switch
// with its German name and its explanation in the UI's language, sorted
// into the dialog's groups (none left for "More options").
func TestRulesDialogListsEveryOption(t *testing.T) {
	test.NewTempApp(t)
	for _, l := range []string{"de", "en"} {
		SetLanguage(l)
		e := newRulesEditor(profileFor(game.Rules{}))
		shown := strings.Join(labelsUnder(t, e.content), "\n")
		for _, o := range game.Options() {
			if e.checks[o.ID] == nil || e.checks[o.ID].Text != o.German {
				t.Errorf("%s: no switch named %q", o.ID, o.German)
			}
			if !strings.Contains(shown, text.OptionText(o)) {
				t.Errorf("%s: explanation %q not shown", o.ID, text.OptionText(o))
			}
		}
		if l == "de" && !strings.Contains(shown, "Hauswert") {
			t.Error("house values are not labelled")
		}
	}
	SetLanguage("en")
	for _, g := range optionsByGroup() {
		if g.title == tr("More options") {
			t.Errorf("options in no group: %v", g.opts)
		}
	}
}

// TestRulesDialogPresets: choosing a preset sets its rules and name; a
// change makes the profile custom, and switching it back finds the preset
// again.
func TestRulesDialogPresets(t *testing.T) {
	test.NewTempApp(t)
	e := newRulesEditor(profileFor(game.Rules{}))
	for _, p := range game.Presets() {
		e.preset.SetSelected(text.PresetTitle(p))
		if got := e.profile(); !text.SameRules(got.Rules, p.Rules) || got.Name != p.German {
			t.Fatalf("%s: profile %+v", p.German, got)
		}
		if e.players.Selected != map[bool]string{true: "3", false: "4"}[p.Rules.N() == 3] {
			t.Fatalf("%s: players shown %q", p.German, e.players.Selected)
		}
	}
	e.preset.SetSelected("St. Georgen")
	e.checks["HALBE"].SetChecked(true)
	if got := e.profile(); !got.Rules.Halbe || got.Name != "" || e.preset.Selected != customTitle() {
		t.Fatalf("after a change: %+v, preset shown %q", got, e.preset.Selected)
	}
	if !strings.Contains(e.about.Text, "St. Georgen, with Halbe") {
		t.Errorf("difference shown as %q", e.about.Text)
	}
	e.name.SetText("Halbe in St. Georgen")
	e.checks["HALBE"].SetChecked(false)
	if got := e.profile(); e.preset.Selected != "St. Georgen" || got.Name != "Halbe in St. Georgen" {
		t.Fatalf("back to the preset: %+v shown %q", got, e.preset.Selected)
	}
}

// TestRulesDialogRefusesContradiction: a switch that contradicts the others
// is refused with the engine's sentence, its options named as the switches
// name them, and the rules stay as they were.
func TestRulesDialogRefusesContradiction(t *testing.T) {
	test.NewTempApp(t)
	e := newRulesEditor(profileFor(game.Rules{}))
	e.checks["COUNT_PAIRS"].SetChecked(true)
	before := e.profile()
	e.players.SetSelected("3")
	if e.profile() != before || e.players.Selected != "4" {
		t.Fatalf("three players with COUNT_PAIRS accepted: %+v", e.profile())
	}
	if !e.msg.Visible() || !strings.Contains(e.msg.Text, "2er-Zählweise") || strings.Contains(e.msg.Text, "COUNT_PAIRS") {
		t.Fatalf("refusal shown: %v %q", e.msg.Visible(), e.msg.Text)
	}
	e.checks["GEGENSOLO_GEHALTEN"].SetChecked(true)
	e.checks["GEGENSOLO_VERSTEIGERUNG"].SetChecked(true)
	if r := e.profile().Rules; r.GegensoloVersteigerung || e.checks["GEGENSOLO_VERSTEIGERUNG"].Checked {
		t.Fatal("GEGENSOLO_VERSTEIGERUNG accepted beside GEGENSOLO_GEHALTEN")
	}
	if !strings.Contains(e.msg.Text, "Gegensolo gehalten and Gegensolo-Versteigerung contradict") {
		t.Fatalf("refusal %q", e.msg.Text)
	}
	// an accepted change clears the refusal; three-player options are
	// disabled with four players
	e.checks["HALBE"].SetChecked(true)
	if e.msg.Visible() || !e.profile().Rules.Halbe {
		t.Fatal("accepted change did not clear the refusal")
	}
	if !e.checks["3P_OHNE_RAEUBER"].Disabled() || e.checks["PASCHA"].Disabled() {
		t.Fatal("options for the other number of players not disabled")
	}
}

// memFile is a file for the dialog's load and save.
type memFile struct {
	bytes.Buffer
	uri fyne.URI
}

func (m *memFile) Close() error               { return nil }
func (m *memFile) URI() fyne.URI              { return m.uri }
func (m *memFile) Read(p []byte) (int, error) { return m.Buffer.Read(p) }

// TestRulesDialogLoadSave: a profile saved from the dialog loads into
// another dialog unchanged; a bad file is refused with its reason and
// changes nothing.
func TestRulesDialogLoadSave(t *testing.T) {
	test.NewTempApp(t)
	e := newRulesEditor(profileFor(game.Rules{}))
	e.preset.SetSelected("Schwarzwaldmeisterschaft")
	e.checks["DRESCHER"].SetChecked(true)
	e.name.SetText("Turnier mit Drescher")
	f := &memFile{uri: storage.NewFileURI(filepath.Join(t.TempDir(), "turnier.json"))}
	if err := e.saveTo(f); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(f.String(), `"DRESCHER"`) || !strings.Contains(f.String(), `"name": "Turnier mit Drescher"`) {
		t.Fatalf("file %s", f.String())
	}
	other := newRulesEditor(profileFor(game.Rules{Players: 3}))
	if err := other.loadFrom(f); err != nil {
		t.Fatal(err)
	}
	if other.profile() != e.profile() || !other.checks["DRESCHER"].Checked || other.players.Selected != "4" {
		t.Fatalf("loaded %+v, saved %+v", other.profile(), e.profile())
	}
	bad := &memFile{uri: storage.NewFileURI("/x/bad.json")}
	bad.WriteString(`{"format":1,"name":"bad","players":3,"options":["COUNT_PAIRS"]}`)
	if err := other.loadFrom(bad); err == nil || other.profile() != e.profile() || !strings.Contains(other.msg.Text, "COUNT_PAIRS") {
		t.Fatalf("bad file: %v, profile %+v, message %q", err, other.profile(), other.msg.Text)
	}
	// a file without a name is named after the file
	noName := &memFile{uri: storage.NewFileURI("/x/Unser Stammtisch.json")}
	noName.WriteString(`{"format":1,"options":["HALBE"]}`)
	if err := other.loadFrom(noName); err != nil || other.profile().Name != "Unser Stammtisch" {
		t.Fatalf("unnamed file: %v %+v", err, other.profile())
	}
}

// TestRulesDialogShot opens the rules dialog over the table and keeps a
// picture of it; with CEGO_DOCS=1 it goes to docs/screenshot-rules.png.
func TestRulesDialogShot(t *testing.T) {
	c := newTestTable(t, Options{Seed: 3, Pace: PaceInstant})
	sm, _ := game.Preset("SCHWARZWALDMEISTERSCHAFT")
	c.settings.SetProfile(presetProfile(game.PresetInfo{German: "Schwarzwaldmeisterschaft", Rules: sm}))
	c.opts.Profile = c.settings.Profile
	c.showRules()
	w := c.win
	w.Resize(defaultSize)
	img := w.Canvas().Capture()
	b := img.Bounds()
	if b.Dx() < 1000 {
		t.Fatalf("picture %v", b)
	}
	small := image.NewRGBA(image.Rect(0, 0, tourWidth, b.Dy()*tourWidth/b.Dx()))
	xdraw.CatmullRom.Scale(small, small.Bounds(), img, b, xdraw.Src, nil)
	file := filepath.Join(t.TempDir(), "rules.png")
	if os.Getenv("CEGO_DOCS") == "1" {
		file = filepath.Join("..", "docs", "screenshot-rules.png")
	}
	if err := writePNG(file, small); err != nil {
		t.Fatal(err)
	}
}

// TestRulesRefusalsTranslated: every contradiction the engine refuses is
// told in German in the German UI.
func TestRulesRefusalsTranslated(t *testing.T) {
	SetLanguage("de")
	t.Cleanup(func() { SetLanguage("en") })
	for _, r := range []game.Rules{
		{Players: 3, CountPairs: true},
		{Players: 3, FiveAtTable: true},
		{Players: 3, Pascha: true},
		{Players: 3, OhneEinfachCego3: true, Halbe: true},
		{OhneRaeuber3: true},
		{GegensoloGehalten: true, GegensoloVersteigerung: true},
		{ParlettDifferenz: true, CountPairs: true},
		{ParlettDifferenz: true, SMRounding: true},
		{ParlettDifferenz: true, GegensoloVersteigerung: true},
		{Drescher: true, Specials: game.SpecialsGrupp},
		{SoloUlti: true, Specials: game.SpecialsGrupp},
		{Players: 3, Offen: true, Specials: game.SpecialsGrupp},
	} {
		err := r.Validate()
		if err == nil {
			t.Errorf("%+v accepted", r)
			continue
		}
		if got := text.RulesRefusal(err); got == err.Error() || strings.Contains(got, " and ") || strings.Contains(got, " the ") {
			t.Errorf("not in German: %q", got)
		}
	}
}
