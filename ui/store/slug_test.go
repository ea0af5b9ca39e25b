package store

import (
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestSlug(t *testing.T) {
	for _, c := range []struct{ name, want string }{
		{"Sonntag bei Müllers", "sonntag-bei-muellers"},
		{"Großer Solo!", "grosser-solo"},
		{"  Spiel   1  ", "spiel-1"},
		{"spiel-1", "spiel-1"},
		{"Crème brûlée", "creme-brulee"},
		{"ÄÖÜ äöü ß ẞ", "aeoeue-aeoeue-ss-ss"},
		{"../../etc/passwd", "etc-passwd"},
		{`..\..\windows\win.ini`, "windows-win-ini"},
		{"/", "save-2a0c975e"},
		{"", "save-811c9dc5"},
		{"a/b\\c:d*e?f\"g<h>i|j\x00k", "a-b-c-d-e-f-g-h-i-j-k"},
		{"autosave", "autosave-save"},
		{"AutoSave", "autosave-save"},
		{"con", "con-save"},
		{"LPT1", "lpt1-save"},
		{"„Räuber“ – zweiter Abend", "raeuber-zweiter-abend"},
	} {
		if got := Slug(c.name); got != c.want {
			t.Errorf("Slug(%q) = %q, want %q", c.name, got, c.want)
		}
	}
}

func TestSlugSafe(t *testing.T) {
	long := strings.Repeat("Kaffeeklatsch ", 20)
	names := []string{
		"Игра в среду", "Игра в четверг", "水曜日のゲーム", "🂡🂢🂣", long, long + "x", "..", ".", ".hidden",
		"a\u202eb", strings.Repeat("ü", 100), "\xff\xfe", "autosave-save", "con-save", "nul.json",
	}
	seen := map[string]string{}
	for _, n := range names {
		s := Slug(n)
		if s == "" || len(s) > maxSlugLen+len("-save") || !utf8.ValidString(s) {
			t.Errorf("Slug(%q) = %q", n, s)
		}
		if strings.ContainsAny(s, `/\.:`) || s != filepath.Base(s) || strings.HasPrefix(s, "-") || strings.HasSuffix(s, "-") {
			t.Errorf("Slug(%q) = %q is not a plain file name", n, s)
		}
		for _, r := range s {
			if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-') {
				t.Errorf("Slug(%q) = %q has %q", n, s, r)
			}
		}
		if Slug(s) != s {
			t.Errorf("Slug(Slug(%q)) = %q, not %q", n, Slug(s), s)
		}
		if reservedSlugs[s] {
			t.Errorf("Slug(%q) is reserved", n)
		}
		if other, ok := seen[s]; ok && other != n {
			t.Errorf("%q and %q share the slug %q", n, other, s)
		}
		seen[s] = n
	}
	if len(Slug(long)) > maxSlugLen {
		t.Errorf("long slug %d bytes", len(Slug(long)))
	}
}

func FuzzSlug(f *testing.F) {
	for _, s := range []string{"Sonntag", "../x", "autosave", "Игра", "con"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		s := Slug(name)
		if !isSlug(s) || s != filepath.Base(s) || strings.ContainsAny(s, `/\.`) || len(s) > maxSlugLen+5 || reservedSlugs[s] {
			t.Fatalf("Slug(%q) = %q", name, s)
		}
	})
}
