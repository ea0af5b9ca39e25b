package ui

import "time"

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
