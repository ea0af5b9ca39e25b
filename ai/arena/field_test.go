package arena

import (
	"bytes"
	"math"
	"strings"
	"testing"

	"github.com/cego-spiel/cego/ai"
)

// TestArenaField checks the arena with a field: with B as the field, A's
// gain over B is the arena's without one (the deterministic rule bots play
// the same deals the same way), B's gain over the field is zero, and A's
// equals the mean; with a third field the mean is A's gain over the field
// less B's, deal by deal.
func TestArenaField(t *testing.T) {
	const deals = 12
	easy, normal, random := LevelEntrant(ai.Easy), LevelEntrant(ai.Normal), LevelEntrant(ai.Random)
	plain, err := Run(Config{A: easy, B: normal, Deals: deals, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	same, err := Run(Config{A: easy, B: normal, Field: normal, Deals: deals, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	if math.Abs(same.Mean-plain.Mean) > 1e-9 || math.Abs(same.VsField[0].Mean-plain.Mean) > 1e-9 || same.VsField[1] != (Estimate{}) {
		t.Errorf("field = B: mean %v, vs field %v; without a field %v", same.Mean, same.VsField, plain.Mean)
	}
	if same.Sides != plain.Sides || same.SidesVsField != plain.Sides {
		t.Errorf("field = B: the per-side tables differ from the one without a field")
	}
	third, err := Run(Config{A: normal, B: easy, Field: random, Deals: deals, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	if d := third.VsField[0].Mean - third.VsField[1].Mean; math.Abs(d-third.Mean) > 1e-9 {
		t.Errorf("a third field: mean %v, the gains over the field differ by %v", third.Mean, d)
	}
	share := 0.0
	for _, sides := range third.SidesVsField {
		share += sides[Declarer].Share + sides[Defender].Share
	}
	if math.Abs(share-third.VsField[0].Mean) > 1e-9 {
		t.Errorf("a third field: the shares over the field add up to %v, A's gain over it %v", share, third.VsField[0].Mean)
	}
	if third.VsField[0].Mean <= 0 || third.VsField[0].CI95 <= 0 {
		t.Errorf("normal against random: %+v", third.VsField[0])
	}
	declared := 0
	for _, c := range third.Contracts {
		declared += c.DeclaredA + c.DeclaredB
	}
	if declared == 0 || declared > 2*deals*4 {
		t.Errorf("a third field: %d contracts counted for A and B, want 1..%d", declared, 2*deals*4)
	}
	var buf bytes.Buffer
	third.Report(&buf)
	for _, want := range []string{"against random", "normal-vs-random: mean=", "easy-vs-random: mean=", "normal-vs-easy: mean=", "normal's gain over random alone"} {
		if !strings.Contains(buf.String(), want) {
			t.Errorf("the report lacks %q:\n%s", want, buf.String())
		}
	}
}
