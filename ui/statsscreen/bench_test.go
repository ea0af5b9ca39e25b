package statsscreen

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/look"
	"github.com/cego-spiel/cego/ui/store"
)

// BenchmarkStatsDialog draws the statistics of the largest file the store
// accepts (every contract declared, a hundred recent deals, the largest
// numbers) into a 640×480 window and captures it: well under 100 ms is
// wanted (issue #17); "none" draws the statistics of no deal, for the cost
// of drawing and capturing the window at all.
//
//	xvfb-run -a go test ./ui -run NONE -bench StatsDialog
func BenchmarkStatsDialog(b *testing.B) {
	s := store.Stats{Format: store.StatsFormat, Deals: store.MaxStatsDeals, Contracts: map[string]store.ContractRecord{}}
	for c := game.Contract(1); int(c) < game.NumContracts; c++ {
		s.Contracts[c.String()] = store.ContractRecord{Declared: store.MaxStatsDeals / game.NumContracts, Won: 1, Score: -store.MaxStatsDeals / game.NumContracts * store.MaxDealScore}
	}
	for i := range store.MaxRecent {
		s.Recent = append(s.Recent, (i%7-3)*store.MaxDealScore/3)
	}
	if err := s.Validate(); err != nil {
		b.Fatal(err)
	}
	a := test.NewTempApp(b)
	a.Settings().SetTheme(look.NewTheme())
	w := test.NewTempWindow(b, nil)
	w.Resize(fyne.NewSize(640, 480))
	// "none" (no deal yet) is the cost of drawing the window at all
	for _, c := range []struct {
		name  string
		stats *store.Stats
	}{{"largest", &s}, {"none", &store.Stats{Format: store.StatsFormat}}} {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				w.SetContent(View(c.stats))
				if img := w.Canvas().Capture(); img.Bounds().Empty() {
					b.Fatal("nothing drawn")
				}
			}
		})
	}
}
