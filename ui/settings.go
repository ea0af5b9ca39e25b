package ui

import (
	"github.com/cego-spiel/cego/ui/store"
)

// PaceDefault asks Run for the pace of the settings.
const PaceDefault Pace = -1

// withSettings fills what opts leaves open from the stored settings. Watch
// mode takes only the pack: its pace, players and bots are its own.
func withSettings(opts Options, s store.Settings, watch bool) Options {
	if opts.Pack == "" {
		opts.Pack = s.Pack
	}
	if watch {
		if opts.Pace == PaceDefault {
			opts.Pace = PaceInstant
		}
		if opts.Players == 0 {
			opts.Players = 4
		}
		return opts
	}
	if opts.Name == "" {
		opts.Name = s.PlayerName
	}
	if opts.Players == 0 {
		opts.Players = s.Players
	}
	if opts.Levels == [4]string{} {
		opts.Levels = s.BotLevels
		opts.Levels[human] = ""
	}
	if opts.Pace == PaceDefault {
		opts.Pace = paceOf(s.Pace)
	}
	opts.AutoPlay = opts.AutoPlay || s.AutoPlaySingle
	if sc, ok := store.ParseScoring(s.Scoring); ok {
		opts.Scoring = sc
	}
	return opts
}

// paceOf maps a stored pace name to a Pace.
func paceOf(name string) Pace {
	for i, n := range store.Paces() {
		if n == name {
			return Paces[i]
		}
	}
	return PaceNormal
}

// paceName is the stored name of a pace.
func paceName(p Pace) string { return store.Paces()[p.clamp()] }

// ParsePace maps a stored or command-line pace name ("slow", "normal",
// "fast", "instant") to a Pace.
func ParsePace(name string) (Pace, bool) {
	for i, n := range store.Paces() {
		if n == name {
			return Paces[i], true
		}
	}
	return PaceNormal, false
}

// settingsOf are default settings with what opts chose (for a table made
// without a store, as in tests).
func settingsOf(opts Options) store.Settings {
	s := store.Defaults()
	s.PlayerName = opts.Name
	if opts.Pack != "" {
		s.Pack = opts.Pack
	}
	for seat := 1; seat < 4; seat++ {
		if opts.Levels[seat] != "" {
			s.BotLevels[seat] = opts.Levels[seat]
		}
	}
	s.Pace = paceName(opts.Pace)
	s.AutoPlaySingle = opts.AutoPlay
	if opts.Players == 3 {
		s.Players = 3
	}
	s.Scoring = opts.Scoring.String()
	return s
}
