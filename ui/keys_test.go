package ui

import (
	"go/ast"
	"go/token"
	"regexp"
	"strings"
	"testing"

	"github.com/cego-spiel/cego/ui/store"
)

// keyHandlers are the functions that answer the keyboard (Key: the
// review's, in ui/reviewscreen).
var keyHandlers = map[string]bool{"typedKey": true, "commandKey": true, "reviewKey": true, "Key": true}

// keyWords names a key as the help text writes it, per language. A key
// the handlers use that is missing here fails the test: name it here and
// in the help.
var keyWords = map[string]map[string]string{
	"KeyLeft":   {"en": "←", "de": "←"},
	"KeyRight":  {"en": "→", "de": "→"},
	"KeyReturn": {"en": "Enter", "de": "Enter"},
	"KeyEnter":  {"en": "Enter", "de": "Enter"},
	"KeySpace":  {"en": "Space", "de": "Leertaste"},
	"KeyHome":   {"en": "Home", "de": "Pos1"},
	"KeyEnd":    {"en": "End", "de": "Ende"},
	"KeyEscape": {"en": "Esc", "de": "Esc"},
	"KeyComma":  {"en": ",", "de": ","},
	"digits":    {"en": "1–9", "de": "1–9"},
	"Ctrl+KeyZ": {"en": "Ctrl+Z", "de": "Strg+Z"},
	"Ctrl+KeyQ": {"en": "Ctrl+Q", "de": "Strg+Q"},
}

// handledKeys reads the package's sources: every fyne.Key… named in a key
// handler (the developer's trace key F9 aside), "digits" if a handler reads
// digit keys, and "Ctrl+Key…" for each desktop.CustomShortcut.
func handledKeys(t *testing.T) map[string]bool {
	t.Helper()
	_, files := sourceFiles(t, "*.go")
	files = append(files, screenFiles(t)...)
	keys := map[string]bool{}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncDecl:
				if !keyHandlers[n.Name.Name] || n.Body == nil {
					return false
				}
				ast.Inspect(n.Body, func(m ast.Node) bool {
					switch m := m.(type) {
					case *ast.SelectorExpr:
						if id, ok := m.X.(*ast.Ident); ok && id.Name == "fyne" &&
							strings.HasPrefix(m.Sel.Name, "Key") && m.Sel.Name != "KeyF9" && m.Sel.Name != "KeyEvent" {
							keys[m.Sel.Name] = true
						}
					case *ast.BasicLit:
						if m.Kind == token.CHAR && m.Value == "'1'" {
							keys["digits"] = true
						}
					}
					return true
				})
				return false
			case *ast.CompositeLit:
				if se, ok := n.Type.(*ast.SelectorExpr); ok && se.Sel.Name == "ShortcutUndo" {
					keys["Ctrl+KeyZ"] = true // Fyne's standard Undo: Ctrl+Z
				}
				if se, ok := n.Type.(*ast.SelectorExpr); ok && se.Sel.Name == "CustomShortcut" {
					for _, e := range n.Elts {
						kv, ok := e.(*ast.KeyValueExpr)
						if !ok || kv.Key.(*ast.Ident).Name != "KeyName" {
							continue
						}
						if v, ok := kv.Value.(*ast.SelectorExpr); ok {
							keys["Ctrl+"+v.Sel.Name] = true
						}
					}
				}
			}
			return true
		})
	}
	return keys
}

// TestKeysHelpComplete: every key a handler of the table answers (the
// table, the auction bar, the review, the undo shortcut) is named in the
// Keys dialog, in English and in German.
func TestKeysHelpComplete(t *testing.T) {
	keys := handledKeys(t)
	for _, must := range []string{"KeyN", "KeyH", "KeyLeft", "KeyHome", "digits", "Ctrl+KeyZ", "Ctrl+KeyQ"} {
		if !keys[must] {
			t.Fatalf("the source scan missed %s (found %v)", must, keys)
		}
	}
	defer SetLanguage(Language())
	for _, l := range []string{store.LanguageEnglish, store.LanguageGerman} {
		SetLanguage(l)
		help := keysHelp()
		if l == store.LanguageGerman && help == txtKeysHelp {
			t.Fatal("the German Keys help is the English text")
		}
		for k := range keys {
			word := ""
			if w, ok := keyWords[k]; ok {
				word = w[l]
			} else if name := strings.TrimPrefix(k, "Key"); len(name) == 1 {
				word = name // a letter key
			} else {
				t.Errorf("key %s is handled but the test does not know its name: add it to keyWords and the help", k)
				continue
			}
			re := regexp.MustCompile(`(^|[\s·(/])` + regexp.QuoteMeta(word) + `($|[\s/:])`)
			if !re.MatchString(help) {
				t.Errorf("%s: key %s (%q) is handled but not in the Keys help:\n%s", l, k, word, help)
			}
		}
	}
}
