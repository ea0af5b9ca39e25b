package ui

import (
	"github.com/cego-spiel/cego/game"
)

// The window's side of the chapter's column (package ui/coursescreen):
// the host it is shown by.

// courseHost is the window as the chapter's column sees it: the sitting
// on the table, and the lesson's ways on (again, leave, next) and the
// books.
type courseHost struct{ c *Controller }

// Sitting is the sitting on the table.
func (h courseHost) Sitting() *game.Sitting { return h.c.sitting }

// Again starts the lesson on the table again.
func (h courseHost) Again() {
	if run := h.c.lesson; run != nil {
		_ = h.c.StartLesson(run.Index())
	}
}

// Leave leaves the lesson (leaveLesson).
func (h courseHost) Leave() { h.c.leaveLesson() }

// Next follows the finished lesson (lessonNext).
func (h courseHost) Next() { h.c.lessonNext() }

// ShowRulebook opens the rule book.
func (h courseHost) ShowRulebook() { h.c.showRulebook() }

// ShowGlossary opens the glossary.
func (h courseHost) ShowGlossary() { h.c.showGlossary() }
