package store

import (
	"os"
	"strings"
)

// DefaultLanguage is the UI language the system locale asks for: the first
// of LC_ALL, LC_MESSAGES and LANG that is set decides (the POSIX order), and
// LanguageFor maps it. Where none is set (Windows, macOS app bundles) the UI
// may ask its toolkit for the locale and call LanguageFor itself.
func DefaultLanguage() string {
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if l := os.Getenv(v); l != "" {
			return LanguageFor(l)
		}
	}
	return LanguageFor("")
}

// LanguageFor maps a locale name ("de_DE.UTF-8", "de-CH", "en_GB", "C") to a
// UI language: German for every German locale, English otherwise.
func LanguageFor(locale string) string {
	l := strings.ToLower(strings.TrimSpace(locale))
	if l == "de" || strings.HasPrefix(l, "de_") || strings.HasPrefix(l, "de-") || strings.HasPrefix(l, "de.") || strings.HasPrefix(l, "de@") {
		return LanguageGerman
	}
	return LanguageEnglish
}
