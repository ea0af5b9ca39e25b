package text

import (
	"fmt"
	"strings"
	"testing"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/internal/golden"
)

// inLanguages runs say in English and in German and returns both, marked
// (golden.InLanguages).
func inLanguages(say func() string) string { return golden.InLanguages(SetLanguage, say) }

// TestGoldenRefusals: every refusal code of the engine, worded in English
// and German, with the seats named by number (and by name, where the
// wording names a seat), against
// testdata/refusals.golden. A new code, or a changed wording, shows here
// as a difference to review.
func TestGoldenRefusals(t *testing.T) {
	var b strings.Builder
	names := [4]string{"Anna", "Sepp", "Vreni", "Toni"}
	for _, c := range game.RefusalCodes() {
		ie := sampleRefusal(c)
		fmt.Fprintf(&b, "## %s\n", c)
		byNumber := inLanguages(func() string { return Refusal(ie) })
		b.WriteString(byNumber)
		if byName := inLanguages(func() string { return RefusalAt(ie, names) }); byName != byNumber {
			b.WriteString(byName)
		}
	}
	// the codes whose wording depends on an argument's value beyond the
	// sample's: Trumpfabwurf in a contract other than Zwei Leere, a bid
	// that needs something of each rung
	ie := sampleRefusal(game.RefuseTrumpfabwurf)
	ie.Args.Contract = game.Halbe
	b.WriteString("## trumpfabwurf (Halbe)\n")
	b.WriteString(inLanguages(func() string { return Refusal(ie) }))
	for _, k := range []game.Contract{game.EineLeere, game.ZweiLeere, game.ZweiVerschiedene, game.Geiss, game.Halbe} {
		ie := sampleRefusal(game.RefuseBidNeeds)
		ie.Args.Contract = k
		fmt.Fprintf(&b, "## bid-needs (%s)\n", k.Info().German)
		b.WriteString(inLanguages(func() string { return Refusal(ie) }))
	}
	golden.Check(t, "refusals", b.String())
}
