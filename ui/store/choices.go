package store

import (
	"slices"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
)

// Pack designs (see DESIGN.md §4).
const (
	PackAdler       = "adler"
	PackBourgeois   = "bourgeois"
	PackSchwarzwald = "schwarzwald"
)

// Paces of play.
const (
	PaceSlow    = "slow"
	PaceNormal  = "normal"
	PaceFast    = "fast"
	PaceInstant = "instant"
)

// Languages of the UI.
const (
	LanguageGerman  = "de"
	LanguageEnglish = "en"
)

// Packs lists the pack designs in the order a settings dialog offers them.
func Packs() []string { return []string{PackAdler, PackBourgeois, PackSchwarzwald} }

// BotLevels lists the bot levels people may choose, weakest first, by the
// names package ai gives them (ai.Offered): the one list of them.
func BotLevels() []string {
	var out []string
	for _, l := range ai.Offered() {
		out = append(out, l.String())
	}
	return out
}

// DefaultLevel is a bot seat's level until a person chooses another.
var DefaultLevel = ai.Normal.String()

// Paces lists the paces from slowest to fastest.
func Paces() []string { return []string{PaceSlow, PaceNormal, PaceFast, PaceInstant} }

// Languages lists the UI languages.
func Languages() []string { return []string{LanguageGerman, LanguageEnglish} }

// ScoringProfiles lists the scoring profiles the engine knows, by the names
// RULES.md gives them ("STANDARD", "CEGO_ONLINE_VALUES", …). It asks the
// engine, so profiles added there appear here without a change.
func ScoringProfiles() []string {
	var out []string
	for sc := game.Scoring(0); (game.Rules{Scoring: sc}).Validate() == nil; sc++ {
		out = append(out, sc.String())
		if sc == 255 {
			break
		}
	}
	return out
}

// ParseScoring returns the engine's scoring profile called name.
func ParseScoring(name string) (game.Scoring, bool) {
	for sc := game.Scoring(0); (game.Rules{Scoring: sc}).Validate() == nil; sc++ {
		if sc.String() == name {
			return sc, true
		}
		if sc == 255 {
			break
		}
	}
	return 0, false
}

// isValidLevel reports whether level is one of BotLevels.
func isValidLevel(level string) bool { return slices.Contains(BotLevels(), level) }
