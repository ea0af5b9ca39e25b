package ui

import "strings"

// sentence ends s with a full stop, unless it ends with a mark of its own
// ("Not Solo!", not "Not Solo!.").
func sentence(s string) string {
	if strings.HasSuffix(s, ".") || strings.HasSuffix(s, "!") || strings.HasSuffix(s, "?") || strings.HasSuffix(s, "…") {
		return s
	}
	return s + "."
}
