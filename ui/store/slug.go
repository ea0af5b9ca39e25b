package store

import (
	"fmt"
	"hash/fnv"
	"strings"
)

// maxSlugLen bounds a slug so the file name stays far below every file
// system's limit, with room for ".json.broken-<time>-<n>".
const maxSlugLen = 64

// reservedSlugs cannot name a saved game: the autosave's own, and the device
// names Windows refuses as file names.
var reservedSlugs = map[string]bool{
	autosaveSlug: true, "con": true, "prn": true, "aux": true, "nul": true,
	"com0": true, "com1": true, "com2": true, "com3": true, "com4": true, "com5": true,
	"com6": true, "com7": true, "com8": true, "com9": true,
	"lpt0": true, "lpt1": true, "lpt2": true, "lpt3": true, "lpt4": true, "lpt5": true,
	"lpt6": true, "lpt7": true, "lpt8": true, "lpt9": true,
}

// transliterations spell German and other common Latin letters in ASCII.
var transliterations = map[rune]string{
	'ä': "ae", 'ö': "oe", 'ü': "ue", 'ß': "ss", 'Ä': "ae", 'Ö': "oe", 'Ü': "ue", 'ẞ': "ss",
	'à': "a", 'á': "a", 'â': "a", 'ã': "a", 'å': "a", 'ā': "a", 'ą': "a", 'æ': "ae",
	'À': "a", 'Á': "a", 'Â': "a", 'Ã': "a", 'Å': "a", 'Æ': "ae",
	'ç': "c", 'č': "c", 'ć': "c", 'Ç': "c", 'Č': "c", 'Ć': "c",
	'è': "e", 'é': "e", 'ê': "e", 'ë': "e", 'ē': "e", 'ę': "e", 'ě': "e",
	'È': "e", 'É': "e", 'Ê': "e", 'Ë': "e",
	'ì': "i", 'í': "i", 'î': "i", 'ï': "i", 'Ì': "i", 'Í': "i", 'Î': "i", 'Ï': "i",
	'ł': "l", 'Ł': "l", 'ñ': "n", 'ń': "n", 'ň': "n", 'Ñ': "n",
	'ò': "o", 'ó': "o", 'ô': "o", 'õ': "o", 'ø': "o", 'œ': "oe",
	'Ò': "o", 'Ó': "o", 'Ô': "o", 'Õ': "o", 'Ø': "o", 'Œ': "oe",
	'ř': "r", 'š': "s", 'ś': "s", 'Š': "s", 'ť': "t",
	'ù': "u", 'ú': "u", 'û': "u", 'ů': "u", 'Ù': "u", 'Ú': "u", 'Û': "u",
	'ý': "y", 'ÿ': "y", 'Ý': "y", 'ž': "z", 'ź': "z", 'ż': "z", 'Ž': "z",
}

// Slug turns a save name into the file name it is stored under (without
// ".json"): lower-case ASCII letters and digits with single hyphens between
// words, German and other Latin letters spelled in ASCII ("Großer Solo" →
// "grosser-solo"). It never contains a path separator, a dot or "..", so no
// name can reach outside the saves folder. Where letters had to be dropped
// (other scripts) or the name was cut to length, a short hash of the name is
// appended so different names stay different files. Names with the same slug
// are the same save. Slug of a slug is the slug itself, so Load and Delete
// take either the name or SaveInfo.Slug. The autosave's name and Windows
// device names get "-save" appended.
func Slug(name string) string {
	var b strings.Builder
	lossy := false
	hyphen := false
	emit := func(s string) {
		if hyphen && b.Len() > 0 {
			b.WriteByte('-')
		}
		hyphen = false
		b.WriteString(s)
	}
	for _, r := range name {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			emit(string(r))
		case r >= 'A' && r <= 'Z':
			emit(string(r + 'a' - 'A'))
		case transliterations[r] != "":
			emit(transliterations[r])
		default:
			if r > 0x7f && !isSpaceOrPunct(r) {
				lossy = true
			}
			hyphen = true
		}
	}
	slug := b.String()
	if lossy || len(slug) > maxSlugLen || slug == "" {
		const room = maxSlugLen - 9 // "-" and 8 hex digits
		if len(slug) > room {
			slug = strings.TrimRight(slug[:room], "-")
		}
		h := fnv.New32a()
		h.Write([]byte(name))
		suffix := fmt.Sprintf("%08x", h.Sum32())
		if slug == "" {
			slug = "save-" + suffix
		} else {
			slug += "-" + suffix
		}
	}
	if reservedSlugs[slug] {
		slug += "-save"
	}
	return slug
}

// isSpaceOrPunct reports non-ASCII characters that separate words (no-break
// spaces, typographic quotes and dashes); dropping them loses nothing.
func isSpaceOrPunct(r rune) bool {
	switch {
	case r == 0xA0 || r >= 0x2000 && r <= 0x206F || r == 0x3000:
		return true
	case r == '«' || r == '»' || r == '·' || r == '¿' || r == '¡':
		return true
	}
	return false
}

// isSlug reports whether base is a name Slug produces, so List shows only
// files a save name leads to.
func isSlug(base string) bool { return base != "" && Slug(base) == base }
