package ui

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/text"
)

// sourceFiles parses the Go sources (not the tests) that pattern names.
func sourceFiles(t *testing.T, pattern string) (*token.FileSet, []*ast.File) {
	t.Helper()
	names, err := filepath.Glob(pattern)
	if err != nil {
		t.Fatal(err)
	}
	if len(names) == 0 {
		t.Fatalf("no source file matches %s (a package moved?)", pattern) // a scan of nothing passes
	}
	fset := token.NewFileSet()
	var files []*ast.File
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	return fset, files
}

// screenPackages are the window's screens in packages of their own, and
// the course's chapters (ui/course, drawn by ui/coursescreen), whose
// sources the scans of the keys and texts read beside ui's.
var screenPackages = []string{"reviewscreen", "netscreen", "exercisescreen", "statsscreen", "savescreen", "settingsscreen",
	"course", "coursescreen"}

// screenFiles parses the sources of every package of screenPackages.
func screenFiles(t *testing.T) []*ast.File {
	t.Helper()
	var files []*ast.File
	for _, p := range screenPackages {
		_, fs := sourceFiles(t, p+"/*.go")
		files = append(files, fs...)
	}
	return files
}

// usedKeys finds every translation key in the sources of ui, ui/text and
// the screens' packages (screenPackages): the string literal (or package-level string variable) given
// to tr or trf (text.Tr, text.Trf), and the keys built at run time
// (dynamicKeys).
func usedKeys(t *testing.T) map[string]bool {
	t.Helper()
	_, files := sourceFiles(t, "*.go")
	_, textFiles := sourceFiles(t, "text/*.go")
	files = append(files, textFiles...)
	files = append(files, screenFiles(t)...)
	vars := map[string]string{}
	var calls []ast.Expr
	for _, f := range files {
		for _, d := range f.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != token.VAR && gd.Tok != token.CONST {
				continue
			}
			for _, sp := range gd.Specs {
				vs := sp.(*ast.ValueSpec)
				for i, n := range vs.Names {
					if i < len(vs.Values) {
						if bl, ok := vs.Values[i].(*ast.BasicLit); ok && bl.Kind == token.STRING {
							s, _ := strconv.Unquote(bl.Value)
							vars[n.Name] = s
						}
					}
				}
			}
		}
		ast.Inspect(f, func(n ast.Node) bool {
			ce, ok := n.(*ast.CallExpr)
			if !ok || len(ce.Args) == 0 {
				return true
			}
			fun := ce.Fun
			if se, ok := fun.(*ast.SelectorExpr); ok {
				if pkg, ok := se.X.(*ast.Ident); ok && pkg.Name == "text" {
					fun = se.Sel
				}
			}
			if id, ok := fun.(*ast.Ident); ok {
				switch id.Name {
				case "tr", "trf", "Tr", "Trf":
					calls = append(calls, ce.Args[0])
				}
			}
			return true
		})
	}
	keys := map[string]bool{}
	for _, a := range calls {
		switch a := a.(type) {
		case *ast.BasicLit:
			s, _ := strconv.Unquote(a.Value)
			keys[s] = true
		case *ast.Ident:
			if s, ok := vars[a.Name]; ok {
				keys[s] = true
			}
		}
	}
	for _, k := range dynamicKeys() {
		keys[k] = true
	}
	return keys
}

func readTranslations(t *testing.T, lang string) map[string]string {
	t.Helper()
	m, err := text.Table(lang)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestTranslationKeys: every key the code uses has a German and an English
// entry, and the two files have the same keys.
func TestTranslationKeys(t *testing.T) {
	used := usedKeys(t)
	de, en := readTranslations(t, "de"), readTranslations(t, "en")
	var missing []string
	for k := range used {
		if de[k] == "" {
			missing = append(missing, "de: "+k)
		}
		if en[k] == "" {
			missing = append(missing, "en: "+k)
		}
	}
	for k := range de {
		if _, ok := en[k]; !ok {
			missing = append(missing, "only in de: "+k)
		}
	}
	for k := range en {
		if _, ok := de[k]; !ok {
			missing = append(missing, "only in en: "+k)
		}
	}
	sort.Strings(missing)
	if os.Getenv("DUMP_KEYS") != "" {
		var all []string
		for k := range used {
			all = append(all, k)
		}
		sort.Strings(all)
		b, _ := json.MarshalIndent(all, "", "  ")
		os.WriteFile(os.Getenv("DUMP_KEYS"), b, 0o644)
	}
	for _, m := range missing {
		t.Error(m)
	}
}

// TestGermanTable builds the table in German: the toolbar, the prompt and a
// refusal of the engine read German; the game terms stay German.
func TestGermanTable(t *testing.T) {
	SetLanguage("de")
	t.Cleanup(func() { SetLanguage("en") })
	c := newTestTable(t, Options{Seed: 3})
	var labels []string
	for _, o := range c.table.toolButtons() {
		if b, ok := o.(*widget.Button); ok {
			labels = append(labels, b.Text)
		}
	}
	if strings.Join(labels, "|") != "Letzter Stich|Schreibzettel|Neue Runde|Zurücknehmen" {
		t.Errorf("toolbar %q", labels)
	}
	if c.names[human] != "Du" {
		t.Errorf("the player's name %q, want Du", c.names[human])
	}
	if got := text.ExplainCall(game.Pass, game.Rules{}); !strings.HasPrefix(got, "fort — passen") {
		t.Errorf("hint of fort: %q", got)
	}
	hearts, _ := game.ParseCards("h1 hK")
	err := &game.IllegalError{Reason: "You must follow suit: hearts were led and you hold h1 hK.", Code: game.RefuseFollowSuit,
		Args: game.RefusalArgs{Suit: game.Hearts, Cards: hearts}}
	if got := text.Refusal(err); got != "Du musst Farbe bekennen: Herz wurde ausgespielt und du hast Herz König, Herz 1." {
		t.Errorf("refusal %q", got)
	}
	if got := packTitle("adler"); got != "Adler (Tiertarock)" {
		t.Errorf("pack title %q", got)
	}
}

// TestLanguageSwitchLive switches an English table to German through the
// settings: the toolbar, the player's name and the prompt change at once.
func TestLanguageSwitchLive(t *testing.T) {
	t.Cleanup(func() { SetLanguage("en") })
	c := newTestTable(t, Options{Seed: 3})
	s := c.settings
	s.Language = "de"
	c.applySettings(s)
	b := c.table.toolButtons()[2].(*widget.Button)
	if b.Text != "Neue Runde" || c.names[human] != "Du" {
		t.Errorf("after the switch: button %q, name %q", b.Text, c.names[human])
	}
	if got := c.win.MainMenu().Items[0].Label; got != "Spiel" {
		t.Errorf("menu %q", got)
	}
	s.Language = "en"
	c.applySettings(s)
	if b := c.table.toolButtons()[2].(*widget.Button); b.Text != "New sitting" {
		t.Errorf("back in English: %q", b.Text)
	}
}

// dynamicKeys are the translation keys built at run time, which a scan of
// the sources for tr("…") cannot see.
func dynamicKeys() []string {
	var out []string
	for _, g := range glossary {
		out = append(out, g[1])
	}
	out = append(out, teachKeys()...)
	return append(out, text.DynamicKeys()...)
}

// teachKeys are the translation keys of the teaching texts built at run
// time: the rule bot's reasons (in hints), the rules named in refusals and
// what the declarer of each normal game does.
func teachKeys() []string {
	var out []string
	for _, h := range ai.Heuristics() {
		out = append(out, h.Reason)
	}
	for _, r := range ruleRefs {
		out = append(out, r.name)
	}
	return out
}
