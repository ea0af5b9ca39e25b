package realinput

import (
	"path/filepath"
	"testing"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/store"
)

// exchangeAt writes into config an autosave of the sitting of seed played
// by Normal bots up to the person's first choice in the exchange (seed 3:
// he declared Cego and keeps two cards of the blind).
func exchangeAt(t *testing.T, config string, seed uint64) {
	t.Helper()
	m, err := game.NewSitting(game.Rules{}, seed)
	if err != nil {
		t.Fatal(err)
	}
	bot, err := ai.New(ai.Normal, seed)
	if err != nil {
		t.Fatal(err)
	}
	for st := m.State(); st.Phase() != game.Exchanging || st.Turn() != 0; st = m.State() {
		if st.Phase() == game.Done || st.Phase() == game.Playing {
			t.Fatalf("seed %d: the person has no exchange", seed)
		}
		if err := m.Apply(bot.Choose(st.View(st.Turn()))); err != nil {
			t.Fatal(err)
		}
	}
	meta := store.Meta{HumanSeat: 0, Seats: []store.SeatInfo{{Name: ""}, {Name: "Anna", Bot: "normal"}, {Name: "Sepp", Bot: "normal"}, {Name: "Vreni", Bot: "normal"}}}
	if err := store.New(filepath.Join(config, "cego")).SaveAutosave(meta, m); err != nil {
		t.Fatal(err)
	}
}

// TestKeptCardNotGreyed keeps a card (the declarer of a Cego keeps two
// of his hand; the rest becomes his Legage) with a real double click, with
// the beginner's hints on, which veil the cards that cannot be chosen now:
// the kept card, which cannot be chosen again, is drawn lifted and ringed,
// not under that grey veil.
func TestKeptCardNotGreyed(t *testing.T) {
	need(t)
	scr := newScreen(t, 1280, 900)
	config := newConfig(t, returning())
	exchangeAt(t, config, 3)
	a := start(t, scr, config, "-resume")
	s := a.waitFor("the person's keep", func(s snapshot) bool {
		return s.MyTurn && s.top() == 0 && s.Phase == game.Exchanging.String()
	})
	before := s.Actions
	keep := firstLegal(t, s)
	a.doubleClick(s, keep)
	s = a.waitFor("the card kept", func(s snapshot) bool { return s.Actions > before && s.MyTurn })
	scr.shot(t, "exchange-kept")
	kept := 0
	for _, c := range myCards(s) {
		if c.Kept {
			kept++
			if c.Dim {
				t.Errorf("the kept card %s is greyed like a card that cannot be chosen", c.Card)
			}
		}
	}
	if kept != 1 {
		t.Fatalf("after keeping %s: %d kept cards shown", keep.Card, kept)
	}
}
