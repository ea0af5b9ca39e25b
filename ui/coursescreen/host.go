package coursescreen

import (
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/text"
)

// Host is the window as the course's screens see it: the sitting a
// chapter is played on, and what the column's buttons do.
type Host interface {
	// Sitting is the sitting the chapter is played on (nil: none yet).
	Sitting() *game.Sitting
	// Again starts the chapter again.
	Again()
	// Leave leaves the chapter for the sitting it interrupted.
	Leave()
	// Next goes on after the chapter: the next one, or the game.
	Next()
	// ShowRulebook and ShowGlossary open the rule book and the glossary.
	ShowRulebook()
	ShowGlossary()
}

// tr is the text in the UI's language (text.Tr).
func tr(s string) string { return text.Tr(s) }

// trf is tr with a format (text.Trf).
func trf(format string, args ...any) string { return text.Trf(format, args...) }
