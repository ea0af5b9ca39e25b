package ui

import (
	"math/rand/v2"
	"testing"

	"github.com/cego-spiel/cego/ui/store"
)

// TestNamedSaves saves a sitting under a name, plays on, and loads it back:
// the list shows it with its players and totals, and loading puts the
// table back where it was saved. Deleting removes it from the list.
func TestNamedSaves(t *testing.T) {
	st := store.New(t.TempDir())
	c := newTestTable(t, Options{Seed: 21, Name: "Ute"})
	c.store = st
	rng := rand.New(rand.NewPCG(3, 4))
	playDeal(t, c, rng)
	c.NextDeal()
	for i := 0; i < 5; i++ {
		humanMove(t, c, rng)
	}
	if err := c.saveAs("Großer Abend"); err != nil {
		t.Fatal(err)
	}
	saved := c.view()
	savedN, totals := len(c.sitting.Actions()), c.sitting.Totals()
	for i := 0; i < 4; i++ {
		humanMove(t, c, rng)
	}
	infos, err := st.List()
	if err != nil || len(infos) != 1 {
		t.Fatalf("list: %v, %v", infos, err)
	}
	if infos[0].Name != "Großer Abend" || infos[0].Deal != 2 || len(infos[0].Seats) != 4 {
		t.Errorf("list entry %+v", infos[0])
	}
	if err := c.loadSave(infos[0].Slug); err != nil {
		t.Fatal(err)
	}
	v := c.view()
	if len(c.sitting.Actions()) != savedN || c.sitting.Totals() != totals || v.Hand() != saved.Hand() || c.names[0] != "Ute" {
		t.Errorf("loaded: %d actions, totals %v, hand %v; saved %d, %v, %v", len(c.sitting.Actions()), c.sitting.Totals(), v.Hand(), savedN, totals, saved.Hand())
	}
	if !st.Exists("Großer Abend") {
		t.Error("Exists does not find the save")
	}
	if err := st.Delete(infos[0].Slug); err != nil {
		t.Fatal(err)
	}
	if infos, _ := st.List(); len(infos) != 0 {
		t.Errorf("after delete: %v", infos)
	}
}
