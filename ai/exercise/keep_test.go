package exercise

import (
	"strconv"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// TestEqualCards: at a shipped "which two cards to keep?" position, two
// trumps of one value with nothing between them that seat 0 has not seen
// in his own hand are equal, the honours never are, nor two cards a card
// he has not seen (the blind's included) separates, nor cards of
// different values or suits; samePair follows.
func TestEqualCards(t *testing.T) {
	ex, err := Shipped()
	if err != nil {
		t.Fatal(err)
	}
	var st game.State
	found := false
	for i := range ex {
		if ex[i].Kind == Keep && len(ex[i].Also) > 0 {
			if st, _, err = ex[i].Position(); err != nil {
				t.Fatal(err)
			}
			found = true
			if !samePair(&st, ex[i].Answer, ex[i].Also[0]) {
				t.Errorf("%s: %s and %s are not the same pair", ex[i].ID, ex[i].Answer, ex[i].Also[0])
			}
			break
		}
	}
	if !found {
		t.Fatal("no keep exercise with equal pairs ships")
	}
	own := st.Hand(0) | st.Played()
	trump := func(r int) game.Card { return game.NewCard(game.Trumps, r) }
	checked := 0
	for r := 2; r < 20; r++ {
		x, y := trump(r), trump(r+1)
		if !own.Has(x) || !own.Has(y) {
			continue
		}
		checked++
		if !equalCards(&st, x, y) {
			t.Errorf("%v and %v, both his, are not equal", x, y)
		}
	}
	if checked == 0 {
		t.Fatal("no two neighbouring trumps of his to check")
	}
	for r := 2; r < 19; r++ {
		x, mid, y := trump(r), trump(r+1), trump(r+2)
		if own.Has(x) && own.Has(y) && !own.Has(mid) && equalCards(&st, x, y) {
			t.Errorf("%v and %v are equal though another player holds %v", x, y, mid)
		}
	}
	for _, p := range [][2]game.Card{
		{game.CardGstiess, game.CardMond}, {game.CardGeiss, trump(2)},
		{trump(5), game.NewCard(game.Clubs, 0)},
		{game.NewCard(game.Clubs, 7), game.NewCard(game.Clubs, 6)},
	} {
		if equalCards(&st, p[0], p[1]) {
			t.Errorf("%v and %v are equal", p[0], p[1])
		}
	}
}

// FuzzSeed: Seed reads any id without a panic, and the number of an id it
// wrote.
func FuzzSeed(f *testing.F) {
	for _, s := range []string{"card-17", "keep-3915", "", "-", "x-", "call-18446744073709551615", "a-b-7"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, id string) {
		k := Seed(id)
		if Seed("keep-"+strconv.FormatUint(k, 10)) != k {
			t.Errorf("%q: %d does not read back", id, k)
		}
	})
}
