package architecture

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// module is the module path of the project (go.mod).
const module = "github.com/cego-spiel/cego"

// row is one line of the table of packages: the packages it names (a name
// ending in "/…" stands for the packages below it) and the names its
// "imports" column gives in backticks.
type row struct {
	names   []string
	imports []string
}

var backticked = regexp.MustCompile("`([^`]+)`")

// readTable reads the table of packages of docs/ARCHITECTURE.md: the rows
// under the header "| package | holds | imports |".
func readTable(t *testing.T) []row {
	t.Helper()
	f, err := os.Open(filepath.Join("..", "..", "docs", "ARCHITECTURE.md"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []row
	in := false
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "| package | holds | imports |") {
			in = true
			continue
		}
		if !in || strings.HasPrefix(line, "|---") {
			continue
		}
		if !strings.HasPrefix(line, "|") {
			if len(rows) > 0 {
				break
			}
			continue
		}
		cells := strings.Split(strings.Trim(line, "|"), "|")
		if len(cells) < 3 {
			t.Fatalf("a row of the table of packages has %d cells: %s", len(cells), line)
		}
		var r row
		for _, m := range backticked.FindAllStringSubmatch(cells[0], -1) {
			r.names = append(r.names, m[1])
		}
		for _, m := range backticked.FindAllStringSubmatch(cells[len(cells)-1], -1) {
			r.imports = append(r.imports, m[1])
		}
		if len(r.names) == 0 {
			t.Fatalf("a row of the table of packages names no package: %s", line)
		}
		rows = append(rows, r)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(rows) == 0 {
		t.Fatal("docs/ARCHITECTURE.md has no table of packages")
	}
	return rows
}

// listPackages returns every package of the module (relative paths, "main"
// for the module's root) with its imports outside the standard library, as
// go list sees them for this machine (tests' imports counted only for a
// package that holds nothing but tests).
func listPackages(t *testing.T) map[string][]string {
	t.Helper()
	// a package of tests only (a doc.go beside its tests) is listed with its
	// tests' imports
	cmd := exec.Command("go", "list", "-f",
		"{{.ImportPath}}{{range .Imports}} {{.}}{{end}}{{if and (eq (len .GoFiles) 1) (eq (index .GoFiles 0) \"doc.go\")}}{{range .TestImports}} {{.}}{{end}}{{range .XTestImports}} {{.}}{{end}}{{end}}", "./...")
	cmd.Dir = filepath.Join("..", "..")
	cmd.Env = append(os.Environ(), "CGO_ENABLED=1") // list the window's packages too (nothing is compiled)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	pkgs := map[string][]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Fields(line)
		var imps []string
		for _, imp := range f[1:] {
			if first, _, _ := strings.Cut(imp, "/"); strings.Contains(first, ".") {
				imps = append(imps, imp)
			}
		}
		slices.Sort(imps)
		pkgs[local(f[0])] = slices.Compact(imps)
	}
	return pkgs
}

// local names a package of the module by its path inside it ("main" for
// the root).
func local(path string) string {
	if path == module {
		return "main"
	}
	return strings.TrimPrefix(path, module+"/")
}

// external names an outside import by its module as the table writes it:
// "Fyne" for fyne.io, "x/image" for golang.org/x/image/…, "owner/repo" for
// github.com/owner/repo/….
func external(path string) string {
	parts := strings.Split(path, "/")
	switch {
	case parts[0] == "fyne.io":
		return "Fyne"
	case parts[0] == "golang.org" && len(parts) >= 3:
		return parts[1] + "/" + parts[2]
	case len(parts) >= 3:
		return parts[1] + "/" + parts[2]
	}
	return path
}

// rowOf returns the index of the row that holds pkg: the row naming it, else
// the row with the longest "/…" name at or above it; -1 when none does.
func rowOf(rows []row, pkg string) int {
	best, bestLen := -1, -1
	for i, r := range rows {
		for _, n := range r.names {
			if n == pkg {
				return i
			}
			if base, ok := strings.CutSuffix(n, "/…"); ok && (pkg == base || strings.HasPrefix(pkg, base+"/")) && len(base) > bestLen {
				best, bestLen = i, len(base)
			}
		}
	}
	return best
}

// TestArchitectureTable: every package of the module has its row in
// docs/ARCHITECTURE.md, and every row's "imports" column names exactly the
// rows (for the module's own packages) and outside modules its packages
// import — so the map a newcomer reads is the code's.
func TestArchitectureTable(t *testing.T) {
	rows := readTable(t)
	pkgs := listPackages(t)
	want := make([]map[string]bool, len(rows))
	for i := range want {
		want[i] = map[string]bool{}
	}
	for pkg, imps := range pkgs {
		i := rowOf(rows, pkg)
		if i < 0 {
			t.Errorf("package %s has no row in docs/ARCHITECTURE.md's table of packages", pkg)
			continue
		}
		for _, imp := range imps {
			name := external(imp)
			if strings.HasPrefix(imp, module+"/") || imp == module {
				j := rowOf(rows, local(imp))
				if j < 0 || j == i {
					continue // reported for the imported package itself; inside one row
				}
				name = rows[j].names[0]
			}
			want[i][name] = true
		}
	}
	for i, r := range rows {
		w := make([]string, 0, len(want[i]))
		for n := range want[i] {
			w = append(w, n)
		}
		slices.Sort(w)
		got := slices.Clone(r.imports)
		slices.Sort(got)
		got = slices.Compact(got)
		if !slices.Equal(got, w) {
			t.Errorf("docs/ARCHITECTURE.md, the row of %s: imports %q, the code imports %q", strings.Join(r.names, ", "), got, w)
		}
	}
}
