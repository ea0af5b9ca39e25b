package text

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/cego-spiel/cego/ai/review"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/store"
)

// TestOwnKeysTranslated: every literal key this package gives Tr or Trf,
// and every key it builds (DynamicKeys), has a German and an English entry.
// (The ui package's TestTranslationKeys checks ui and ui/text together.)
func TestOwnKeysTranslated(t *testing.T) {
	names, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	keys := map[string]bool{}
	fset := token.NewFileSet()
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			ce, ok := n.(*ast.CallExpr)
			if !ok || len(ce.Args) == 0 {
				return true
			}
			if id, ok := ce.Fun.(*ast.Ident); ok && (id.Name == "Tr" || id.Name == "Trf") {
				if bl, ok := ce.Args[0].(*ast.BasicLit); ok && bl.Kind == token.STRING {
					s, _ := strconv.Unquote(bl.Value)
					keys[s] = true
				}
			}
			return true
		})
	}
	for _, k := range DynamicKeys() {
		keys[k] = true
	}
	if len(keys) < 100 {
		t.Fatalf("only %d keys found: the scan no longer sees the calls", len(keys))
	}
	for _, l := range []string{store.LanguageGerman, store.LanguageEnglish} {
		m, err := Table(l)
		if err != nil {
			t.Fatal(err)
		}
		for k := range keys {
			if m[k] == "" {
				t.Errorf("%s: no entry for %q", l, k)
			}
		}
	}
}

// TestLanguageSwitch: Tr follows SetLanguage, a key without entry stays
// as it is, and an unknown language leaves the texts English.
func TestLanguageSwitch(t *testing.T) {
	t.Cleanup(func() { SetLanguage(store.LanguageEnglish) })
	SetLanguage(store.LanguageGerman)
	if Language() != store.LanguageGerman || Tr("hearts") != "Herz" {
		t.Errorf("German: language %q, hearts = %q", Language(), Tr("hearts"))
	}
	if got := Tr("no such key"); got != "no such key" {
		t.Errorf("a missing key shows %q", got)
	}
	SetLanguage(store.LanguageEnglish)
	if Tr("hearts") != "hearts" {
		t.Errorf("English: hearts = %q", Tr("hearts"))
	}
	SetLanguage("xx")
	if Tr("hearts") != "hearts" {
		t.Errorf("an unknown language: hearts = %q", Tr("hearts"))
	}
}

// TestDecimalComma: a Decimal has a comma in German and a point in
// English, with float64's verbs and flags.
func TestDecimalComma(t *testing.T) {
	t.Cleanup(func() { SetLanguage(store.LanguageEnglish) })
	for _, c := range []struct{ lang, want string }{
		{store.LanguageGerman, "+5,2 / -0,25"},
		{store.LanguageEnglish, "+5.2 / -0.25"},
	} {
		SetLanguage(c.lang)
		if got := fmt.Sprintf("%+.1f / %.2f", Decimal(5.21), Decimal(-0.25)); got != c.want {
			t.Errorf("%s: %q, want %q", c.lang, got, c.want)
		}
	}
}

// TestReviewWords: a deal's outcome in words, one point singular; a
// challenge names the challenged player; a verdict not ready yet ends in
// an ellipsis; the summary of nothing says so.
func TestReviewWords(t *testing.T) {
	SetLanguage(store.LanguageEnglish)
	if got := PointsOutcome(game.Result{Points: 1, Won: true}); got != "1 point, won" {
		t.Errorf("one point: %q", got)
	}
	if got := PointsOutcome(game.Result{Points: 41}); got != "41 points, lost" {
		t.Errorf("41 points: %q", got)
	}
	names := [4]string{"Ute", "Anna", "Sepp", "Vreni"}
	if a, b := CallName(game.HosenRum1, names), CallName(game.HosenRum2, names); a == b || a != "Hosen rum, "+names[1]+"!" && a != "Hosen rum, "+names[2]+"!" {
		t.Errorf("challenges read %q and %q", a, b)
	}
	if got := CallName(game.Pass, names); got != "fort" {
		t.Errorf("a pass reads %q", got)
	}
	if got := ShortVerdict(review.CardVerdict{Trick: 3, Played: game.CardMond}, false); got != "Trick 3 · Mond (21) — …" {
		t.Errorf("a verdict not ready: %q", got)
	}
	if got := ReviewSummary(nil, nil, nil, nil, false); got != "Nothing to judge in this deal." {
		t.Errorf("nothing judged: %q", got)
	}
}
