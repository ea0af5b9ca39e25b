package game

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"testing"
)

var (
	viewStress     = flag.Int("view-stress", 0, "random rule combinations TestConsistentDealStress walks (0: skip)")
	viewStressSeed = flag.Uint64("view-stress-seed", 81, "seed of TestConsistentDealStress")
)

// TestConsistentDealStress is TestConsistentDeal over many more random
// rule combinations, counting the views without a consistent deal instead
// of stopping at the first; run it with -view-stress=300 (15 s).
func TestConsistentDealStress(t *testing.T) {
	if *viewStress == 0 {
		t.Skip("-view-stress not given")
	}
	rng := rand.New(rand.NewPCG(*viewStressSeed, 82))
	fails := map[string]int{}
	views, failed := 0, 0
	for _, r := range viewRules(rng, *viewStress) {
		walkViews(t, r, 20, rng, func(s *State) {
			for _, v := range viewsOf(s) {
				views++
				if _, err := v.ConsistentDeal(rng); err != nil {
					failed++
					fails[fmt.Sprintf("%v, %v, step %d, %v, declarer's own view %v", s.Contract(), s.Phase(), s.step, r.OptionIDs(), v.Seat() == s.Declarer())]++
				}
			}
		})
	}
	for k, n := range fails {
		t.Logf("%5d %s", n, k)
	}
	t.Logf("%d of %d views without a consistent deal", failed, views)
	if failed > 0 {
		t.Fail()
	}
}
