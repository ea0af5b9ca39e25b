package ui

import (
	"math/rand/v2"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/internal/uitest"
	"github.com/cego-spiel/cego/ui/look"
	"github.com/cego-spiel/cego/ui/store"
	"github.com/cego-spiel/cego/ui/text"
)

// TestResumeShowsSameTable plays part of a deal, autosaves it, and resumes
// it on a fresh table: the same hand on screen, the same trick, the same
// totals and names, and the game goes on.
func TestResumeShowsSameTable(t *testing.T) {
	st := store.New(t.TempDir())
	c1 := newTestTable(t, Options{Seed: 11, Name: "Ute", Levels: [4]string{"", "easy", "normal", "easy"}})
	rng := rand.New(rand.NewPCG(1, 2))
	playDeal(t, c1, rng) // a whole deal: totals that are not zero
	c1.NextDeal()
	for i := 0; i < 9; i++ {
		humanMove(t, c1, rng)
	}
	if err := st.SaveAutosave(c1.meta(), c1.sitting); err != nil {
		t.Fatal(err)
	}
	g, ok, err := st.LoadAutosave()
	if !ok || err != nil {
		t.Fatalf("autosave: %v %v", ok, err)
	}
	c2 := newTestTable(t, Options{Seed: 99})
	if err := c2.Resume(g, c2.opts); err != nil {
		t.Fatal(err)
	}
	v1, v2 := c1.view(), c2.view()
	if v1.Hand() != v2.Hand() || v1.Phase() != v2.Phase() || v1.CurrentTrick() != v2.CurrentTrick() {
		t.Fatalf("resumed view differs: hand %v / %v, trick %v / %v", v1.Hand(), v2.Hand(), v1.CurrentTrick(), v2.CurrentTrick())
	}
	if c1.sitting.Totals() != c2.sitting.Totals() || c2.sitting.DealNumber() != 2 {
		t.Errorf("totals %v, deal %d after resuming; want %v, deal 2", c2.sitting.Totals(), c2.sitting.DealNumber(), c1.sitting.Totals())
	}
	if c2.names != c1.names || c2.opts.Levels != [4]string{"", "easy", "normal", "easy"} || c2.opts.Name != "Ute" {
		t.Errorf("seats %v %v, want %v", c2.names, c2.opts.Levels, c1.names)
	}
	if c2.cleared != c1.cleared {
		t.Errorf("%d tricks gathered after resuming, %d before", c2.cleared, c1.cleared)
	}
	var onScreen game.Cards
	for _, w := range c2.table.hand {
		onScreen |= game.Cards(1) << w.card
	}
	if onScreen != v1.Hand() {
		t.Errorf("hand on screen %v, want %v", onScreen, v1.Hand())
	}
	playDeal(t, c2, rng)
}

// TestSettingsDialogApplies changes settings through the dialog's widgets:
// each is applied to the table at once and saved.
func TestSettingsDialogApplies(t *testing.T) {
	st := store.New(t.TempDir())
	c := newTestTable(t, Options{Seed: 5, Pack: "adler"})
	c.store = st
	f := settingsForm(t, c)
	byLabel := map[string]*widget.FormItem{}
	for _, it := range f.Items {
		byLabel[it.Text] = it
	}
	pack := byLabel[tr("Cards")].Widget.(*widget.Select)
	pack.SetSelectedIndex(2)
	want := c.table.art.src.Packs()[2]
	if c.table.Pack() != want {
		t.Errorf("pack on the table %q, want %q", c.table.Pack(), want)
	}
	pace := byLabel[tr("Pace")].Widget.(*widget.Select)
	pace.SetSelectedIndex(int(PaceFast))
	if c.pace != PaceFast {
		t.Errorf("pace %v, want fast", c.pace)
	}
	name := &byLabel[tr("Your name")].Widget.(*look.EscEntry).Entry
	name.SetText("Ute")
	if c.names[human] != "Ute" {
		t.Errorf("name at the table %q", c.names[human])
	}
	for _, it := range f.Items {
		if ch, ok := it.Widget.(*widget.Check); ok && ch.Text == tr("Animations") {
			ch.SetChecked(false)
		}
	}
	if !c.noAnim {
		t.Error("animations still on")
	}
	for _, it := range f.Items {
		if box, ok := it.Widget.(*fyne.Container); ok && it.Text == tr("Card faces") {
			for _, o := range box.Objects {
				if ch, ok := o.(*widget.Check); ok && ch.Text == tr("Four-colour suits") {
					ch.SetChecked(true)
				}
			}
		}
	}
	if _, style := splitPack(c.table.pack); !style.FourColour || c.table.Pack() != want {
		t.Errorf("card art %q: four-colour suits not applied", c.table.pack)
	}
	rules := byLabel[tr("Rules (next sitting)")].Widget.(*fyne.Container).Objects[0].(*profileSelect)
	rules.SetSelected("Schwarzwaldmeisterschaft")
	if sm, _ := game.Preset("SCHWARZWALDMEISTERSCHAFT"); !text.SameRules(sittingRules(c.opts), sm) {
		t.Errorf("next sitting's rules %+v", sittingRules(c.opts))
	}
	t.Cleanup(func() { SetLanguage("en") })
	byLabel[tr("Language")].Widget.(*widget.Select).SetSelected("Deutsch")
	if Language() != store.LanguageGerman || c.table.toolButtons()[2].(*widget.Button).Text != "Neue Runde" {
		t.Errorf("language %q not applied", Language())
	}
	s, p := st.LoadSettings()
	if p != nil {
		t.Fatal(p)
	}
	if s.Pack != want || s.Pace != store.PaceFast || s.PlayerName != "Ute" || s.Animations ||
		!s.FourColourSuits || s.Language != store.LanguageGerman || s.Scoring != store.ScoringProfiles()[1] ||
		s.Profile == nil || s.Profile.Name != "Schwarzwaldmeisterschaft" {
		t.Errorf("saved settings %+v", s)
	}
}

// TestOfferResume: at start the person is asked; until the answer nothing
// overwrites the autosave, and Continue puts the saved table back.
func TestOfferResume(t *testing.T) {
	st := store.New(t.TempDir())
	c1 := newTestTable(t, Options{Seed: 8})
	rng := rand.New(rand.NewPCG(5, 6))
	for i := 0; i < 6; i++ {
		if s := c1.sitting.State(); s.Phase() == game.Done {
			break // a special game may end early (RULES §8.4)
		}
		humanMove(t, c1, rng)
	}
	if err := st.SaveAutosave(c1.meta(), c1.sitting); err != nil {
		t.Fatal(err)
	}
	g, ok, err := st.LoadAutosave()
	if !ok || err != nil {
		t.Fatal(ok, err)
	}
	c := newTestTable(t, Options{Seed: 77})
	c.store = st
	c.autosaver = st.NewAutosaver(nil)
	defer c.autosaver.Close()
	c.offerResume(g)
	c.autosave() // held: the file keeps the old sitting
	if err := c.autosaver.Flush(); err != nil {
		t.Fatal(err)
	}
	if g2, _, _ := st.LoadAutosave(); len(g2.Sitting.Actions()) != len(c1.sitting.Actions()) {
		t.Fatalf("the autosave was overwritten while the question was open")
	}
	top := c.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no dialog")
	}
	b := uitest.FindButton(t, top, tr("Continue"))
	if b == nil {
		t.Fatal("no Continue button")
	}
	test.Tap(b)
	v1, v := c1.view(), c.view()
	if v.Hand() != v1.Hand() || len(c.sitting.Actions()) != len(c1.sitting.Actions()) || c.holdSaves {
		t.Errorf("after Continue: %d actions, hand %v; want %d, %v", len(c.sitting.Actions()), v.Hand(), len(c1.sitting.Actions()), v1.Hand())
	}
}
