package text

import (
	"strings"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/store"
)

// NormRules writes four players as 4, so rules compare equal however they
// were made (game.Rules{} and game.Rules{Players: 4} are the same game).
func NormRules(r game.Rules) game.Rules {
	r.Players = r.N()
	return r
}

// SameRules reports whether a and b are the same game.
func SameRules(a, b game.Rules) bool { return NormRules(a) == NormRules(b) }

// PresetOf returns the preset of RULES §11.1 that r is, if any.
func PresetOf(r game.Rules) (game.PresetInfo, bool) {
	for _, p := range game.Presets() {
		if SameRules(p.Rules, r) {
			return p, true
		}
	}
	return game.PresetInfo{}, false
}

// RuleDiff is how a custom profile differs from the preset nearest to it.
type RuleDiff struct {
	Base game.PresetInfo
	// Items name each difference: "+ Halbe", "− Drescher", "values:
	// cego-online 2011".
	Items []string
}

// diffFrom lists how r differs from preset p (nil when r is p).
func diffFrom(r game.Rules, p game.PresetInfo) []string {
	var out []string
	b := p.Rules
	for _, o := range game.Options() {
		on, _ := r.Option(o.ID)
		was, _ := b.Option(o.ID)
		switch {
		case on && !was:
			out = append(out, Trf("with %s", o.German))
		case was && !on:
			out = append(out, Trf("without %s", o.German))
		}
	}
	if r.Scoring != b.Scoring {
		out = append(out, Tr("scoring")+" "+ScoringTitle(r.Scoring))
	}
	if r.Specials != b.Specials {
		out = append(out, Tr("special-game values")+" "+SpecialsTitle(r.Specials))
	}
	return out
}

// NearestPreset finds the preset with the same number of players that r
// differs least from, and the differences.
func NearestPreset(r game.Rules) RuleDiff {
	best := RuleDiff{}
	first := true
	for _, p := range game.Presets() {
		if p.Rules.N() != r.N() {
			continue
		}
		d := diffFrom(r, p)
		if first || len(d) < len(best.Items) {
			best, first = RuleDiff{Base: p, Items: d}, false
		}
	}
	return best
}

// ProfileTitle names a profile for people: a preset by its name, a custom
// profile by its name (or "Custom rules") marked as custom.
func ProfileTitle(p game.Profile) string {
	if pr, ok := PresetOf(p.Rules); ok {
		if p.Name == "" || IsPresetName(p.Name) {
			return PresetTitle(pr)
		}
		return p.Name + " (" + PresetTitle(pr) + ")" // a preset under its own name
	}
	if p.Name == "" || IsPresetName(p.Name) {
		return Tr("Custom rules")
	}
	return Trf("%s (custom)", p.Name)
}

// ProfileSummary is one line for the score sheet: the profile's name and,
// for a custom profile, what it changes of the nearest preset.
func ProfileSummary(p game.Profile) string {
	title := ProfileTitle(p)
	if _, ok := PresetOf(p.Rules); ok {
		return Trf("Rules: %s", title)
	}
	d := NearestPreset(p.Rules)
	return Trf("Rules: %s — %s, %s", title, PresetTitle(d.Base), strings.Join(d.Items, ", "))
}

// ScoringTitle names a scoring profile for people.
func ScoringTitle(s game.Scoring) string {
	switch s {
	case game.Standard:
		return Tr("standard (1 per band)")
	case game.CegoOnlineValues:
		return Tr("cego-online (5 per band)")
	}
	return s.String()
}

// SpecialsTitle names a column of §9.4 for people.
func SpecialsTitle(t game.SpecialTable) string {
	if t == game.SpecialsAuto {
		return Tr("as the scoring")
	}
	return t.Info().Name
}

// OptionText is the option's explanation in the UI's language.
func OptionText(o game.OptionInfo) string {
	if Language() == store.LanguageGerman {
		return o.DE
	}
	return o.EN
}

// PresetText is the preset's description in the UI's language.
func PresetText(p game.PresetInfo) string {
	if Language() == store.LanguageGerman {
		return p.DE
	}
	return p.EN
}
