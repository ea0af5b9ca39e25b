// Package golden compares a test's text with a golden file in the test's
// testdata folder, or rewrites the file with the flag -update (go test
// ./ui/text/ -run Golden -update; then review the diff). The tests of ui
// and ui/text use it.
package golden

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// update rewrites the golden files instead of comparing with them:
// go test -run Golden -update
var update = flag.Bool("update", false, "rewrite the golden files in testdata/ with what the code says now")

// Check compares got with testdata/<name>.golden, or writes it there with
// -update. A difference names the first line that differs.
func Check(t testing.TB, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name+".golden")
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to write it)", err)
	}
	want := string(b)
	if got == want {
		return
	}
	gl, wl := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := 0; i < len(gl) || i < len(wl); i++ {
		var g, w string
		if i < len(gl) {
			g = gl[i]
		}
		if i < len(wl) {
			w = wl[i]
		}
		if g != w {
			t.Fatalf("%s differs at line %d:\n got: %q\nwant: %q\n(if the change is meant, run go test -run Golden -update and review the diff)", path, i+1, g, w)
		}
	}
}

// InLanguages runs say in English and in German (setting the language with
// set) and returns both, marked; the language is English again afterwards.
func InLanguages(set func(string), say func() string) string {
	defer set("en")
	var b strings.Builder
	for _, l := range []string{"en", "de"} {
		set(l)
		fmt.Fprintf(&b, "%s: %s\n", l, say())
	}
	return b.String()
}
