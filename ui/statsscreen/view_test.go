package statsscreen

import (
	"fmt"
	"strings"
	"testing"

	"github.com/cego-spiel/cego/ui/internal/uitest"
	"github.com/cego-spiel/cego/ui/store"
	"github.com/cego-spiel/cego/ui/text"
)

// TestStatsChartTitle: the chart of the latest deals is titled in good
// English and German for one deal ("the last deal", not "the last 1
// deals") and for several.
func TestStatsChartTitle(t *testing.T) {
	defer text.SetLanguage(store.LanguageEnglish)
	for _, c := range []struct {
		lang   string
		recent []int
		want   string
	}{
		{store.LanguageEnglish, []int{-4}, "Points of the last deal"},
		{store.LanguageEnglish, []int{-4, 2, 6}, "Points of the last 3 deals"},
		{store.LanguageGerman, []int{-4}, "Ergebnis des letzten Spiels"},
		{store.LanguageGerman, []int{-4, 2, 6}, "Ergebnis der letzten 3 Spiele"},
	} {
		text.SetLanguage(c.lang)
		texts := strings.Join(uitest.Texts(View(&store.Stats{Deals: len(c.recent), Recent: c.recent})), "\n")
		if !strings.Contains(texts, c.want) || strings.Contains(texts, "1 deals") || strings.Contains(texts, "1 Spiele") {
			t.Errorf("%s %v: the statistics show\n%s\nwant %q", c.lang, c.recent, texts, c.want)
		}
	}
}

// TestRows: the table has a header and a row per contract declared, the
// most declared first, each with its share won and points per deal.
func TestRows(t *testing.T) {
	s := store.Stats{Contracts: map[string]store.ContractRecord{
		"Solo": {Declared: 1, Won: 1, Score: 30},
		"Cego": {Declared: 4, Won: 3, Score: 21},
	}}
	rows := statsRows(&s)
	want := [][]string{{"Contract", "Declared", "Won", "Won %", "Per deal"}, {"Cego", "4", "3", "75%", "+5.2"}, {"Solo", "1", "1", "100%", "+30.0"}}
	if fmt.Sprint(rows) != fmt.Sprint(want) {
		t.Fatalf("rows %q, want %q", rows, want)
	}
}
