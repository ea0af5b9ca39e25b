package ui

import (
	"regexp"
	"strings"
	"testing"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/store"
	"github.com/cego-spiel/cego/ui/text"
)

// TestOnePointSingular: a count of one is "1 point" in English and
// "1 Auge" in German: in the result panel's count and band line and in the
// review's outcome ("Cego by Anna: 1 point, lost"); no text of either
// table says "1 points" or "1 Augen".
func TestOnePointSingular(t *testing.T) {
	t.Cleanup(func() { SetLanguage(store.LanguageEnglish) })
	want := map[string][3]string{
		store.LanguageEnglish: {" → 1 point. Lost.", "1 point lies in the band ", "1 point, lost"},
		store.LanguageGerman:  {" → 1 Auge. Verloren.", "1 Auge liegt im Fach ", "1 Auge, verloren"},
	}
	for l, w := range want {
		SetLanguage(l)
		r := game.Result{Contract: game.Cego, Declarer: 1, Points: 1, Factor: -7}
		k := game.Reckoning{Result: r, Kind: game.SettleNormal, Players: 4, Pay: game.Rules{}.Payment(game.Cego, 1, false)}
		k.Pile.Total = 1
		lines := text.SettlementOf(k, [4]string{"Toni", "Anna", "Sepp", "Vreni"}, game.NoSeat).Lines
		if len(lines) < 4 || !strings.HasSuffix(lines[2], w[0]) || !strings.HasPrefix(lines[3], w[1]) {
			t.Errorf("%s: result panel %q", l, lines)
		}
		if got := text.PointsOutcome(r); got != w[2] {
			t.Errorf("%s: review %q, want %q", l, got, w[2])
		}
		r.Points = 41
		if got := text.PointsOutcome(r); got == w[2] || !regexp.MustCompile(`^41 (points|Augen), `).MatchString(got) {
			t.Errorf("%s: review %q for 41", l, got)
		}
	}
	plural1 := regexp.MustCompile(`\b1 (points|Augen|Punkte)\b`)
	for _, l := range []string{store.LanguageEnglish, store.LanguageGerman} {
		for k, v := range readTranslations(t, l) {
			if m := plural1.FindString(v); m != "" {
				t.Errorf("%s: %q says %q", l, k, m)
			}
		}
	}
}
