package course

import "github.com/cego-spiel/cego/ui/text"

// tr translates a fixed text into the UI's language (text.Tr).
func tr(s string) string { return text.Tr(s) }

// trf translates a format and fills it in (text.Trf).
func trf(format string, args ...any) string { return text.Trf(format, args...) }
