package netplay

import (
	"bytes"
	"context"
	"encoding/json"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// TestResumedSitting: a sitting resumed from a save (deals finished
// before the table was opened) — a guest's welcome holds his view of each
// finished deal, replayed from the Sitting — the public view of the deal he
// sat out (five at the table).
func TestResumedSitting(t *testing.T) {
	rules := game.Rules{Players: 4, FiveAtTable: true}
	m := playLocal(t, rules, 2)
	if err := m.NextDeal(); err != nil {
		t.Fatal(err)
	}
	h := newTestHost(t, HostConfig{Rules: rules, Kinds: []Kind{KindHost, KindBot, KindBot, KindBot, KindGuest}}, nil)
	h.Publish(m, game.NoSeat, 0)
	c, w, err := Dial(context.Background(), h.Addr().String(), Hello{Code: h.Code(), Name: "Anna"})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if w.Person != 4 || len(w.Done) != 2 || w.Current == nil || w.Current.Deal != 3 {
		t.Fatalf("welcome: %d finished deals, current %+v", len(w.Done), w.Current)
	}
	for d, rec := range m.Deals()[:2] {
		st, err := m.DealState(d)
		if err != nil {
			t.Fatal(err)
		}
		want := st.PublicView() // person 4 dealt the first deal and sat out
		for p, person := range rec.People {
			if person == 4 {
				want = st.View(game.Seat(p))
			}
		}
		a, _ := json.Marshal(w.Done[d])
		b, _ := json.Marshal(want)
		if !bytes.Equal(a, b) || w.Done[d].Score() != rec.Score {
			t.Errorf("deal %d: the welcome's view\n%s\nwant\n%s", d+1, a, b)
		}
	}
}
