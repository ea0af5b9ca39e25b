// Package posixlocale keeps the toolkit quiet under the C locale.
//
// Debian and Ubuntu containers set LANG=C.UTF-8. Fyne reads the locale in
// its own package initialisation, takes "C" for a language tag, fails to
// parse it and logs "Fyne error: Error parsing user locale C" at every
// start (and then uses English). This package, imported for its side
// effect by the main package, runs before Fyne's: when the locale that
// decides (the first of LC_ALL, LC_MESSAGES and LANG that is set) is the C
// or POSIX locale with a codeset, and LANGUAGE is unset, it sets
// LANGUAGE=en, the language that locale means. Fyne then reads "en"; the
// program's own choice of language (ui/store.DefaultLanguage) does not read
// LANGUAGE and is unchanged.
//
// It imports only syscall, which the os package needs too, so that it is
// initialised before anything that reads the environment through os.
package posixlocale

import "syscall"

func init() {
	_ = quiet(syscall.Getenv, syscall.Setenv)
}

// quiet sets LANGUAGE=en through set when the deciding locale read through
// get is C.<codeset> or POSIX.<codeset> and LANGUAGE is unset or empty. It
// reports whether it set it.
func quiet(get func(string) (string, bool), set func(key, value string) error) bool {
	for _, k := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		v, _ := get(k)
		if v == "" {
			continue
		}
		if !hasPrefix(v, "C.") && !hasPrefix(v, "POSIX.") {
			return false
		}
		if l, _ := get("LANGUAGE"); l != "" {
			return false
		}
		return set("LANGUAGE", "en") == nil
	}
	return false
}

// hasPrefix is strings.HasPrefix, written out to keep the imports to syscall.
func hasPrefix(s, p string) bool {
	return len(s) >= len(p) && s[:len(p)] == p
}
