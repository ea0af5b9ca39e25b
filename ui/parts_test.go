package ui

import (
	"fyne.io/fyne/v2"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/text"
)

// toolButtons are the toolbar's buttons, left to right (in the tools'
// coordinates: the theme's wrapper and the row lie at their origin).
func (t *Table) toolButtons() []fyne.CanvasObject {
	return t.toolsWrap.Content.(*fyne.Container).Objects
}

// callText is the call button's text for a: text.CallName with the
// players' names, so that the buttons of two challenges differ ("Hosen
// rum, Anna!").
func (c *Controller) callText(a game.Action) string { return text.CallName(a, c.names) }

// joinTable connects to the table at addr with code, as name; a refusal is
// said in plain words.
func (c *Controller) joinTable(addr, code, name string) {
	c.joinTableThen(addr, "", code, name, nil)
}
