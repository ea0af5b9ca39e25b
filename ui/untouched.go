package ui

import "github.com/cego-spiel/cego/game"

// untouched reports whether person (a person's index, as store.Meta's
// HumanSeat; below 0: bots in every seat) has made no decision in sitting
// m: it is in its first deal, the deal is not over, and none of its
// actions so far was the person's (the bots before him may have called).
// Such a sitting is worth nothing to come back to: the window does not
// offer to continue it, and loading a save over it asks nothing.
func untouched(m *game.Sitting, person int) bool {
	if m == nil {
		return true
	}
	if st := m.State(); person < 0 || m.DealNumber() > 1 || st.Phase() == game.Done {
		return false
	}
	if len(m.Actions()) == 0 {
		return true
	}
	seat := m.SeatOfPerson(person)
	if seat == game.NoSeat {
		return false // he sits this deal out: the deal goes on without him
	}
	st, acts, err := dealStart(m)
	if err != nil {
		return false
	}
	for _, a := range acts {
		if st.Turn() == seat {
			return false
		}
		if st.Apply(a) != nil {
			return false
		}
	}
	return true
}
