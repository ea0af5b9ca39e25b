package ui

import (
	"time"

	"fyne.io/fyne/v2"

	"github.com/cego-spiel/cego/ui/settingsscreen"
)

// Pace is how fast the bots' moves are shown.
type Pace int

// The paces of the settings menu.
const (
	PaceSlow Pace = iota
	PaceNormal
	PaceFast
	PaceInstant
)

// Paces lists the paces in menu order.
var Paces = []Pace{PaceSlow, PaceNormal, PaceFast, PaceInstant}

// String names the pace for the menu.
func (p Pace) String() string {
	switch p {
	case PaceSlow:
		return tr("Slow")
	case PaceNormal:
		return tr("Normal")
	case PaceFast:
		return tr("Fast")
	}
	return tr("Instant")
}

// botDelay is the least time a bot's move takes to appear, so a person can
// follow the play.
func (p Pace) botDelay() time.Duration {
	return [...]time.Duration{1100 * time.Millisecond, 600 * time.Millisecond, 250 * time.Millisecond, 0}[p.clamp()]
}

// anim is the length of a card's flight.
func (p Pace) anim() time.Duration {
	return [...]time.Duration{450 * time.Millisecond, 280 * time.Millisecond, 150 * time.Millisecond, 0}[p.clamp()]
}

// hold is how long a full trick stays before it is gathered (a click
// gathers it at once).
func (p Pace) hold() time.Duration {
	return [...]time.Duration{2600 * time.Millisecond, 1500 * time.Millisecond, 700 * time.Millisecond, 0}[p.clamp()]
}

func (p Pace) clamp() Pace {
	if p < PaceSlow || p > PaceInstant {
		return PaceNormal
	}
	return p
}

// waitItem is the Pace menu's entry that keeps every full trick on the
// table until the person clicks or presses Space, whatever the pace (the
// setting ConfirmTrickClear, also in Settings): a beginner misses no
// trick. Saved at once; a trick on the table now follows it at once.
func (c *Controller) waitItem() *fyne.MenuItem {
	it := fyne.NewMenuItem(tr(settingsscreen.WaitForClick), nil)
	it.Checked = c.settings.ConfirmTrickClear
	it.Action = func() {
		c.settings.ConfirmTrickClear = !c.settings.ConfirmTrickClear
		c.saveSettings()
		it.Checked = c.settings.ConfirmTrickClear
		c.refreshMenu()
		if c.holding {
			c.startHold() // timed again, or waiting for the click
		}
	}
	return it
}
