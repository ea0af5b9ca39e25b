package ui

import (
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/ui/settingsscreen"
)

// levelSelects are the choices of the bots' levels for seats 1–3 of a new
// sitting (or a hosted table), each showing the level the seat has now.
func (c *Controller) levelSelects() [4]*widget.Select {
	var titles []string // the levels in the UI's language
	for _, l := range BotLevels {
		titles = append(titles, settingsscreen.LevelTitle(l))
	}
	var sel [4]*widget.Select
	for s := 1; s < 4; s++ {
		sel[s] = widget.NewSelect(titles, nil)
		lv := c.opts.Levels[s]
		if lv == "" {
			lv = "normal"
		}
		for i, l := range BotLevels {
			if l == lv {
				sel[s].SetSelectedIndex(i)
			}
		}
	}
	return sel
}
