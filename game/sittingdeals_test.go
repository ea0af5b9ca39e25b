package game

import (
	"encoding/json"
	"math/rand/v2"
	"testing"
)

// TestDealStateAndMirror plays sittings (four and three players, five at
// the table) and checks that DealState gives each deal's final State, and
// that every person's mirror — SittingFromDeals over ConsistentDeal of the
// views he was sent, one per deal, through the wire form — shows him what
// the host's sitting shows him, with the same totals.
func TestDealStateAndMirror(t *testing.T) {
	for i, r := range []Rules{{}, {Players: 3}, {FiveAtTable: true, Halbe: true, ZweiLeereTrumpfabwurf: true}} {
		m, err := NewSitting(r, uint64(90+i))
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(uint64(i), 9))
		buf := make([]Action, 0, 64)
		var finals []State
		const deals = 6
		for k := 0; k < deals; k++ {
			if k > 0 {
				if err := m.NextDeal(); err != nil {
					t.Fatal(err)
				}
			}
			for st := m.State(); st.Phase() != Done; st = m.State() {
				if k == deals-1 && rng.IntN(30) == 0 {
					break // the last deal is still running
				}
				if err := m.Apply(randomPolicy(&st, rng, buf)); err != nil {
					t.Fatal(err)
				}
			}
			finals = append(finals, m.State())
		}
		for k, want := range finals {
			got, err := m.DealState(k)
			if err != nil || got != want {
				t.Fatalf("%v: DealState(%d) differs: %v", r.OptionIDs(), k, err)
			}
		}
		if _, err := m.DealState(deals); err == nil {
			t.Fatal("DealState beyond the sitting gave no error")
		}
		firstDealer := m.Deals()[0].Dealer
		for person := 0; person < r.People(); person++ {
			var plays []DealPlay
			for k := range finals {
				st, _ := m.DealState(k)
				v := st.PublicView()
				if p := personSeat(m, k, person); p != NoSeat {
					v = st.View(p)
				}
				b, err := json.Marshal(v)
				if err != nil {
					t.Fatal(err)
				}
				var sent View
				if err := json.Unmarshal(b, &sent); err != nil {
					t.Fatalf("%v: deal %d, person %d: %v", r.OptionIDs(), k+1, person, err)
				}
				d, err := sent.ConsistentDeal(rng)
				if err != nil {
					t.Fatal(err)
				}
				plays = append(plays, d)
			}
			mirror, err := SittingFromDeals(r, firstDealer, plays)
			if err != nil {
				t.Fatalf("%v: person %d: %v", r.OptionIDs(), person, err)
			}
			if mirror.PersonView(person) != m.PersonView(person) {
				t.Fatalf("%v: person %d sees another deal in his mirror", r.OptionIDs(), person)
			}
			if mirror.Totals() != m.Totals() || mirror.DealNumber() != m.DealNumber() || mirror.SittingOut() != m.SittingOut() {
				t.Fatalf("%v: person %d: the mirror's totals differ: %v, %v", r.OptionIDs(), person, mirror.Totals(), m.Totals())
			}
		}
	}
}

// personSeat returns the seat person plays in deal k of m (NoSeat while he
// sits out).
func personSeat(m *Sitting, k, person int) Seat {
	for p, who := range m.Deals()[k].People {
		if who == person && p < m.Rules().N() {
			return Seat(p)
		}
	}
	return NoSeat
}

// TestSittingFromDealsRefuses: a wrong dealer seat, an unfinished deal
// followed by another, an illegal action and no deal are refused.
func TestSittingFromDealsRefuses(t *testing.T) {
	s := Deal(Rules{}, 3, 5)
	v := s.View(0)
	d, err := v.ConsistentDeal(rand.New(rand.NewPCG(1, 1)))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := SittingFromDeals(Rules{}, 3, []DealPlay{d}); err != nil {
		t.Fatalf("a fresh deal was refused: %v", err)
	}
	bad := []struct {
		name  string
		first Seat
		deals []DealPlay
	}{
		{"no deal", 3, nil},
		{"dealer seat", 2, []DealPlay{d}},
		{"dealer out of range", 4, []DealPlay{d}},
		{"unfinished", 3, []DealPlay{d, d}},
		{"illegal action", 3, []DealPlay{{Dealer: 3, Deck: d.Deck, Actions: []Action{Action(CardGeiss)}}}},
		{"no pack", 3, []DealPlay{{Dealer: 3}}},
	}
	for _, c := range bad {
		if _, err := SittingFromDeals(Rules{}, c.first, c.deals); err == nil {
			t.Errorf("%s: accepted", c.name)
		}
	}
}
