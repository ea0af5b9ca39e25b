package game

import "testing"

// TestNewSittingFromDeck deals the first deal of a sitting from a given pack
// (§4 layout), keeps it through a save, and refuses a pack with a card
// missing.
func TestNewSittingFromDeck(t *testing.T) {
	r := Rules{Players: 4}
	all := r.Pack().Slice()
	deck := append(all[17:], all[:17]...) // any order but the sorted one
	m, err := NewSittingFromDeck(r, 3, deck, 7)
	if err != nil {
		t.Fatal(err)
	}
	st := m.State()
	if got, want := st.Hand(0), Of(deck[10:21]...); got != want {
		t.Fatalf("Vorhand holds %v, want deck[10..20] %v", got, want)
	}
	if got, want := st.Blind(), Of(deck[:10]...); got != want {
		t.Fatalf("blind %v, want %v", got, want)
	}
	if m.DealNumber() != 1 {
		t.Fatalf("deal number %d", m.DealNumber())
	}
	data, err := m.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	var back Sitting
	if err := back.UnmarshalJSON(data); err != nil {
		t.Fatal(err)
	}
	if bs := back.State(); bs.Hand(0) != st.Hand(0) {
		t.Fatal("the saved sitting does not keep the prepared deal")
	}
	if _, err := NewSittingFromDeck(r, 3, deck[1:], 7); err == nil {
		t.Fatal("a 53-card pack was accepted")
	}
}
