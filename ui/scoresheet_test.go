package ui

import (
	"image/color"
	"math/rand/v2"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/text"
)

// TestScoreSheetBeforeFirstDeal: before any deal is finished the sheet
// says so instead of drawing an empty chart; after one it draws the chart.
func TestScoreSheetBeforeFirstDeal(t *testing.T) {
	c := newTestTable(t, Options{Seed: 9, Pace: PaceInstant})
	empty := tr("No deal finished yet: the chart of the running totals starts after the first.")
	sheet := strings.Join(labelsUnder(t, scoreSheet(c.sitting, c.personNames(), c.sittingProfile())), "\n")
	if !strings.Contains(sheet, empty) {
		t.Fatalf("a new sitting's sheet does not say that no deal is finished:\n%s", sheet)
	}
	playDeal(t, c, rand.New(rand.NewPCG(1, 2)))
	sheet = strings.Join(labelsUnder(t, scoreSheet(c.sitting, c.personNames(), c.sittingProfile())), "\n")
	if strings.Contains(sheet, empty) {
		t.Fatalf("after a deal the sheet still says that none is finished:\n%s", sheet)
	}
}

// botSitting is a sitting of easy bots; deal plays its next deal to the end
// (the first deal: the one dealt).
func botSitting(t *testing.T, seed uint64) (m *game.Sitting, deal func()) {
	t.Helper()
	m, err := game.NewSitting(game.Rules{}, seed)
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]ai.Bot, 4)
	for s := range bots {
		bots[s] = ai.NewEasyBot(seed + uint64(s))
	}
	return m, func() {
		t.Helper()
		if st := m.State(); st.Phase() == game.Done {
			if err := m.NextDeal(); err != nil {
				t.Fatal(err)
			}
		}
		for st := m.State(); st.Phase() != game.Done; st = m.State() {
			if err := m.Apply(bots[st.Turn()].Choose(st.View(st.Turn()))); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestScoreSheetSpecialGameOutcome: a special game's row says won or lost
// in the points column as a word of the table ("verloren"), not as the
// settlement's sentence ("Verloren.").
func TestScoreSheetSpecialGameOutcome(t *testing.T) {
	SetLanguage("de")
	t.Cleanup(func() { SetLanguage("en") })
	m, deal := botSitting(t, 3)
	for i := 0; i < 60; i++ {
		deal()
		st := m.State()
		if c := st.Contract(); c != game.NoContract && !c.Info().Normal && !c.Info().Solitary {
			rows := scoreRows(m, []string{"Du", "Anna", "Sepp", "Vreni"})
			got := rows[len(rows)-2][4]
			if got != text.WonWord(st.Result().Won) || strings.HasSuffix(got, ".") {
				t.Fatalf("%v: points column %q", c, got)
			}
			return
		}
	}
	t.Fatal("no special game in 60 deals")
}

// TestChartLinesStayVisible: in the score chart each person's line is
// thinner than the lines drawn before it, so two people with the same
// totals (the defenders, often) both show (Vreni's line once hid Anna's).
func TestChartLinesStayVisible(t *testing.T) {
	m, deal := botSitting(t, 5)
	deal()
	deal()
	chart := newScoreChart(m, []string{"Du", "Anna", "Sepp", "Vreni"})
	r := test.TempWidgetRenderer(t, chart)
	r.Layout(fyne.NewSize(600, 200))
	width := map[color.Color]float32{}
	for _, o := range r.Objects() {
		if l, ok := o.(*canvas.Line); ok && l.StrokeWidth > 1 {
			width[l.StrokeColor] = l.StrokeWidth
		}
	}
	for p := 1; p < 4; p++ {
		if width[personColour(p)] >= width[personColour(p-1)] {
			t.Errorf("person %d's line is %.1f wide, the one under it %.1f", p, width[personColour(p)], width[personColour(p-1)])
		}
	}
}

// scoreSheet builds the sheet with the sitting's rule profile above and
// its chart of running totals below.
func scoreSheet(m *game.Sitting, names []string, prof game.Profile) fyne.CanvasObject {
	o, _ := scoreSheetView(m, names, prof)
	return o
}
