package ui

import (
	"encoding/json"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/store"
	"github.com/cego-spiel/cego/ui/text"
)

// TestNewSittingUsesProfile: the profile stored in the settings is the
// rules of the next sitting, and the score sheet names it.
func TestNewSittingUsesProfile(t *testing.T) {
	c := newTestTable(t, Options{Seed: 4, Pace: PaceInstant})
	s := store.Defaults()
	stg, _ := game.Preset("ST_GEORGEN")
	stg.Halbe = true
	s.SetProfile(game.Profile{Name: "Stammtisch", Rules: stg})
	opts := withSettings(Options{Seed: 4, Pace: PaceDefault}, s, false)
	if err := c.NewSitting(opts); err != nil {
		t.Fatal(err)
	}
	if !text.SameRules(c.sitting.Rules(), stg) {
		t.Fatalf("sitting's rules %+v, want %+v", c.sitting.Rules(), stg)
	}
	sheet := strings.Join(labelsUnder(t, scoreSheet(c.sitting, c.personNames(), c.sittingProfile())), "\n")
	if !strings.Contains(sheet, "Rules: Stammtisch (custom) — St. Georgen, with Halbe") {
		t.Errorf("score sheet:\n%s", sheet)
	}
	// a preset is named as such
	sm, _ := game.Preset("SCHWARZWALDMEISTERSCHAFT")
	s.SetProfile(presetProfile(game.PresetInfo{German: "Schwarzwaldmeisterschaft", Rules: sm}))
	if err := c.NewSitting(withSettings(Options{Seed: 4, Pace: PaceDefault}, s, false)); err != nil {
		t.Fatal(err)
	}
	if got := text.ProfileSummary(c.sittingProfile()); got != "Rules: Schwarzwaldmeisterschaft" || !c.sitting.Rules().CountPairs {
		t.Errorf("summary %q, rules %+v", got, c.sitting.Rules())
	}
	// a command line asking for three players is not overruled by a
	// four-player profile (the scoring stays the settings')
	if o := withSettings(Options{Players: 3, Pace: PaceDefault}, s, false); !text.SameRules(sittingRules(o), game.Rules{Players: 3, Scoring: game.CegoOnlineValues}) {
		t.Errorf("three players asked for, rules %+v", sittingRules(o))
	}
}

// TestSaveKeepsRules: a sitting with a custom profile is saved and
// resumed with all its rules and its name; a sitting saved before the
// profiles resumes as "Standard".
func TestSaveKeepsRules(t *testing.T) {
	st := store.New(t.TempDir())
	r := game.Rules{Halbe: true, Drescher: true, Scoring: game.CegoOnlineValues, Specials: game.SpecialsWeissauer}
	c1 := newTestTable(t, Options{Seed: 6, Pace: PaceInstant, Profile: &game.Profile{Name: "Stammtisch", Rules: r}})
	playDeal(t, c1, rand.New(rand.NewPCG(6, 6)))
	if _, err := st.Save("stammtisch", c1.meta(), c1.sitting); err != nil {
		t.Fatal(err)
	}
	g, err := st.Load("stammtisch")
	if err != nil {
		t.Fatal(err)
	}
	c2 := newTestTable(t, Options{Seed: 1})
	if err := c2.Resume(g, c2.opts); err != nil {
		t.Fatal(err)
	}
	if !text.SameRules(c2.sitting.Rules(), r) || c2.sittingProfile().Name != "Stammtisch" || !sameInts(c2.sitting.PersonTotals(), c1.sitting.PersonTotals()) {
		t.Fatalf("resumed rules %+v, profile %+v", c2.sitting.Rules(), c2.sittingProfile())
	}
	for _, file := range []string{"old-match-4p.json", "old-match-3p-online.json"} {
		data, err := os.ReadFile("../game/testdata/" + file)
		if err != nil {
			t.Fatal(err)
		}
		m := new(game.Sitting)
		if err := json.Unmarshal(data, m); err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		meta := store.Meta{HumanSeat: 0}
		for s := 0; s < m.Rules().N(); s++ {
			si := store.SeatInfo{Bot: ai.Normal.String()}
			if s == 0 {
				si = store.SeatInfo{Name: "Ute"}
			}
			meta.Seats = append(meta.Seats, si)
		}
		c3 := newTestTable(t, Options{Seed: 1})
		if err := c3.Resume(store.SavedSitting{Meta: meta, Sitting: m}, c3.opts); err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		want := "Rules: Standard"
		if m.Rules().N() == 3 {
			want = "Rules: Custom rules — Three players, scoring cego-online (5 per band)"
		}
		if got := text.ProfileSummary(c3.sittingProfile()); got != want {
			t.Errorf("%s: %q, want %q", file, got, want)
		}
	}
}
