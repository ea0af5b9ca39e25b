package ui

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestScoreSheetBeforeFirstDeal: before any deal is finished the sheet
// says so instead of drawing an empty chart; after one it draws the chart.
func TestScoreSheetBeforeFirstDeal(t *testing.T) {
	c := newTestTable(t, Options{Seed: 9, Pace: PaceInstant})
	empty := tr("No deal finished yet: the chart of the running totals starts after the first.")
	sheet := strings.Join(labelsUnder(t, scoreSheet(c.match, c.personNames(), c.sittingProfile())), "\n")
	if !strings.Contains(sheet, empty) {
		t.Fatalf("a new sitting's sheet does not say that no deal is finished:\n%s", sheet)
	}
	playDeal(t, c, rand.New(rand.NewPCG(1, 2)))
	sheet = strings.Join(labelsUnder(t, scoreSheet(c.match, c.personNames(), c.sittingProfile())), "\n")
	if strings.Contains(sheet, empty) {
		t.Fatalf("after a deal the sheet still says that none is finished:\n%s", sheet)
	}
}
