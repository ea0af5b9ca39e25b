package ui

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// raeuberSitting is a seeded four-player match at a deal in which everybody
// passes, Vorhand — a bot, not the human in seat 0 — turns the deal into
// Räuber and the first cards are played. The deals before it are played
// out with the first legal action.
func raeuberSitting(t *testing.T, cards int) *game.Sitting {
	t.Helper()
	m, err := game.NewSitting(game.Rules{}, 1)
	if err != nil {
		t.Fatal(err)
	}
	for deal := 0; deal < 40; deal++ {
		if deal > 0 {
			if err := m.NextDeal(); err != nil {
				t.Fatal(err)
			}
		}
		for st := m.State(); st.Phase() == game.Bidding; st = m.State() {
			// Räuber when Vorhand may choose it, else fort, else the
			// compulsory Cego
			a := game.CallCego
			for _, want := range []game.Action{game.CallRaeuber, game.Pass} {
				if slices.Contains(st.Legal(), want) {
					a = want
					break
				}
			}
			if err := m.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		if st := m.State(); st.Contract() == game.Raeuber && st.Vorhand() != 0 {
			for i := 0; i < cards; i++ {
				st := m.State()
				if err := m.Apply(game.CardAction(st.LegalCards().Lowest())); err != nil {
					t.Fatal(err)
				}
			}
			return m
		}
		for st := m.State(); st.Phase() != game.Done; st = m.State() {
			if err := m.Apply(st.Legal()[0]); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatal("no deal gave a Räuber with a bot as Vorhand")
	return nil
}

// TestRaeuberHasNoDeclarerBadge: in a Räuber nobody is declarer
// (RULES §9.5), so no seat wears the contract badge that marks the
// declarer; the status panel names the contract as everyone's, in German
// and in English. The table's pictures raeuber-de.png and raeuber-en.png
// go to a temporary folder, or to the folder CEGO_SHOTS names (to look at
// them; they are not the README's).
func TestRaeuberHasNoDeclarerBadge(t *testing.T) {
	t.Cleanup(func() { SetLanguage("en") })
	for _, lang := range []string{"de", "en"} {
		SetLanguage(lang)
		c := newTestTable(t, Options{Seed: 1, Pace: PaceInstant})
		c.sitting = raeuberSitting(t, 2)
		c.table.update()
		v := c.view()
		if v.Contract() != game.Raeuber {
			t.Fatalf("contract %v, want Räuber", v.Contract())
		}
		for s := 0; s < v.Players(); s++ {
			if b := c.table.seats[s].badge; !b.bg.Hidden || b.txt.Text != "" {
				t.Errorf("%s: seat %d (Vorhand %d) wears the badge %q as if he were declarer", lang, s, v.Vorhand(), b.txt.Text)
			}
		}
		status := c.table.statusTx[1].Text
		want := map[string]string{"de": "Räuber (jeder für sich)", "en": "Räuber (each for himself)"}[lang]
		if !strings.Contains(status, want) {
			t.Errorf("%s: status line %q does not say %q", lang, status, want)
		}
		dir := t.TempDir()
		if d := os.Getenv("CEGO_SHOTS"); d != "" {
			dir = d
		}
		writeShot(t, c, filepath.Join(dir, "raeuber-"+lang+".png"))
	}
}
