package store

import (
	"fmt"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// BenchmarkAutosaveDeal measures what autosaving costs one deal in a long
// sitting: a save after every action of the deal (fsyncs included), as the
// table does, after 10, 1000 and 9990 finished deals (a sitting holds at
// most 10,000). The cost must be bounded by the deal, not by the sitting
// (issue #17): compare the three.
//
//	CGO_ENABLED=0 go test ./ui/store -run NONE -bench AutosaveDeal -benchtime 5x
func BenchmarkAutosaveDeal(b *testing.B) {
	for _, deals := range []int{10, 1000, 9990} {
		b.Run(fmt.Sprintf("deals=%d", deals), func(b *testing.B) {
			s := New(b.TempDir())
			m := playSitting(b, game.Rules{}, 1, deals, 0)
			meta := testMeta(4)
			if err := s.SaveAutosave(meta, m); err != nil {
				b.Fatal(err)
			}
			saves := 0
			for b.Loop() {
				if err := m.NextDeal(); err != nil {
					b.Fatal(err)
				}
				for st := m.State(); st.Phase() != game.Done; st = m.State() {
					if err := m.Apply(st.Legal()[0]); err != nil {
						b.Fatal(err)
					}
					if err := s.SaveAutosave(meta, m); err != nil {
						b.Fatal(err)
					}
					saves++
				}
			}
			b.ReportMetric(float64(saves)/float64(b.N), "saves/deal")
		})
	}
}
