package text

import "strings"

// Sentence ends s with a full stop, unless it ends with a mark of its own
// ("Not Solo!", not "Not Solo!.").
func Sentence(s string) string {
	if strings.HasSuffix(s, ".") || strings.HasSuffix(s, "!") || strings.HasSuffix(s, "?") || strings.HasSuffix(s, "…") {
		return s
	}
	return s + "."
}
