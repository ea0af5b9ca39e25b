package ui

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// TestOneCrossing: nothing in the window's packages enters the Fyne
// thread but the runner of ui/crossing.go (fyne.Do in newRunner): every
// other goroutine — a network link's, the art cache's, a join's dial, the
// router's answer, the turn clock's timer — comes back through the
// controller's post (the runner's Post), so the tests' runner sees it too.
// The real-input probe (-tags probe, never shipped) reads the window with
// fyne.DoAndWait and is the one exception.
func TestOneCrossing(t *testing.T) {
	allowed := map[string]bool{"crossing.go": true, "probe.go": true}
	fset := token.NewFileSet()
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			sel, ok := n.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			if x, ok := sel.X.(*ast.Ident); ok && x.Name == "fyne" && (sel.Sel.Name == "Do" || sel.Sel.Name == "DoAndWait") {
				if !(allowed[path] && filepath.Dir(path) == ".") {
					t.Errorf("%s: fyne.%s outside the crossing (use the controller's post or the runner)", fset.Position(sel.Pos()), sel.Sel.Name)
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
