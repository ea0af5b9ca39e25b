package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/store"
	"github.com/cego-spiel/cego/ui/text"
)

// TestLongRefusalFits: the longest refusal a hand can bring (trump led,
// twelve trumps named in German) stays inside the window at the smallest
// table (900 px), at 1024×700 and at 1280×900, in two lines of a readable
// size; it had run off both sides in one line.
func TestLongRefusalFits(t *testing.T) {
	SetLanguage(store.LanguageGerman)
	t.Cleanup(func() { SetLanguage(store.LanguageEnglish) })
	var names []string
	for c := game.CardGstiess; c > game.CardGstiess-12; c-- {
		names = append(names, text.CardName(c))
	}
	text := trf("Trump was led, so you must play a trump: you hold %s.", strings.Join(names, ", "))
	c := newTestTable(t, Options{Seed: 1, Pace: PaceInstant})
	c.table.showRefusal(text)
	for _, size := range []fyne.Size{fyne.NewSize(900, 600), fyne.NewSize(1024, 700), fyne.NewSize(1280, 900)} {
		c.table.layout(size)
		b := c.table.message.bg
		if b.Position().X < 0 || b.Position().X+b.Size().Width > size.Width {
			t.Errorf("%v: the refusal runs from x %.0f to %.0f:\n%s", size, b.Position().X, b.Position().X+b.Size().Width, text)
		}
		shown := c.table.message.txt.Text
		ts := c.table.message.txt.TextSize
		if l := c.table.msgLines; !l[0].Hidden {
			shown, ts = l[0].Text+" "+l[1].Text, l[0].TextSize
			for _, x := range l {
				if x.Position().X < b.Position().X || x.Position().X+x.Size().Width > b.Position().X+b.Size().Width+0.5 ||
					fyne.MeasureText(x.Text, x.TextSize, x.TextStyle).Width > b.Size().Width {
					t.Errorf("%v: the line %q does not fit its bubble", size, x.Text)
				}
			}
			if !c.table.message.txt.Hidden {
				t.Errorf("%v: the one-line text shows over the two lines", size)
			}
		}
		if shown != text {
			t.Errorf("%v: the bubble shows %q, want %q", size, shown, text)
		}
		if ts < 10 {
			t.Errorf("%v: the refusal's text is %.1f px high: unreadable", size, ts)
		}
	}
}
