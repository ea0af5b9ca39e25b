package main

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestNoLocaleComplaint: under LANG=C.UTF-8 (Debian's and Ubuntu's default
// in containers) the program starts without Fyne's "Error parsing user
// locale C" (package ui/posixlocale).
func TestNoLocaleComplaint(t *testing.T) {
	bin := buildCego(t, t.TempDir())
	for _, lang := range []string{"C.UTF-8", "POSIX.UTF-8"} {
		cmd := exec.Command(bin, "-h")
		cmd.Env = append(withoutLocale(os.Environ()), "LANG="+lang)
		out, _ := cmd.CombinedOutput()
		if strings.Contains(string(out), "locale") {
			t.Errorf("LANG=%s: the program complains about the locale:\n%s", lang, out)
		}
		if !strings.Contains(string(out), "-watch") || !strings.Contains(string(out), "-demo") {
			t.Errorf("LANG=%s: no usage text:\n%s", lang, out)
		}
	}
}

// withoutLocale drops the locale variables from env.
func withoutLocale(env []string) []string {
	var out []string
	for _, e := range env {
		k, _, _ := strings.Cut(e, "=")
		switch k {
		case "LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE":
			continue
		}
		out = append(out, e)
	}
	return out
}
