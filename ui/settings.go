package ui

import (
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/store"
	"github.com/cego-spiel/cego/ui/text"
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
	opts.AutoPass = opts.AutoPass || s.AutoPassSingle
	if sc, ok := store.ParseScoring(s.Scoring); ok {
		opts.Scoring = sc
	}
	if s.Profile != nil && opts.Profile == nil && opts.Players == s.Profile.Rules.N() {
		p := *s.Profile
		opts.Profile = &p
	}
	return opts
}

// sittingRules are the rules a new sitting with opts is played by: the
// profile's, or players and scoring.
func sittingRules(opts Options) game.Rules {
	if opts.Profile != nil {
		return opts.Profile.Rules
	}
	return game.Rules{Players: opts.Players, Scoring: opts.Scoring}
}

// nextProfile is the rule profile the next sitting will be played by.
func (c *Controller) nextProfile() game.Profile {
	if c.opts.Profile != nil {
		return *c.opts.Profile
	}
	if c.settings.Profile != nil {
		return *c.settings.Profile
	}
	return profileFor(c.settings.Rules())
}

// setNextProfile chooses the rule profile of the next sitting and stores
// it in the settings.
func (c *Controller) setNextProfile(p game.Profile) {
	s := c.settings
	s.SetProfile(p)
	c.applySettings(s)
}

// sittingProfile is the rule profile of the sitting being played: its
// rules, named as it was chosen.
func (c *Controller) sittingProfile() game.Profile {
	r := c.sitting.Rules()
	if pr, ok := text.PresetOf(r); ok && (c.ruleName == "" || text.IsPresetName(c.ruleName)) {
		return presetProfile(pr)
	}
	name := c.ruleName
	if text.IsPresetName(name) {
		name = ""
	}
	return game.Profile{Name: name, Rules: text.NormRules(r)}
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
	s.AutoPassSingle = opts.AutoPass
	if opts.Players == 3 {
		s.Players = 3
	}
	s.Scoring = opts.Scoring.String()
	if opts.Profile != nil {
		s.SetProfile(*opts.Profile)
	}
	return s
}
