package ui

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/store"
	"github.com/cego-spiel/cego/ui/text"
)

// normRules writes four players as 4, so rules compare equal however they
// were made (game.Rules{} and game.Rules{Players: 4} are the same game).
func normRules(r game.Rules) game.Rules {
	r.Players = r.N()
	return r
}

// sameRules reports whether a and b are the same game.
func sameRules(a, b game.Rules) bool { return normRules(a) == normRules(b) }

// presetOf returns the preset of RULES §11.1 that r is, if any.
func presetOf(r game.Rules) (game.PresetInfo, bool) {
	for _, p := range game.Presets() {
		if sameRules(p.Rules, r) {
			return p, true
		}
	}
	return game.PresetInfo{}, false
}

// presetProfile is a preset as a profile, named by its German name.
func presetProfile(p game.PresetInfo) game.Profile {
	return game.Profile{Name: p.German, Rules: normRules(p.Rules)}
}

// profileFor is the profile of rules without a name: the preset they are,
// or unnamed custom rules.
func profileFor(r game.Rules) game.Profile {
	if p, ok := presetOf(r); ok {
		return presetProfile(p)
	}
	return game.Profile{Rules: normRules(r)}
}

// ruleDiff is how a custom profile differs from the preset nearest to it.
type ruleDiff struct {
	base game.PresetInfo
	// items name each difference: "+ Halbe", "− Drescher", "values:
	// cego-online 2011".
	items []string
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
			out = append(out, trf("with %s", o.German))
		case was && !on:
			out = append(out, trf("without %s", o.German))
		}
	}
	if r.Scoring != b.Scoring {
		out = append(out, tr("scoring")+" "+scoringTitle(r.Scoring))
	}
	if r.Specials != b.Specials {
		out = append(out, tr("special-game values")+" "+specialsTitle(r.Specials))
	}
	return out
}

// nearestPreset finds the preset with the same number of players that r
// differs least from, and the differences.
func nearestPreset(r game.Rules) ruleDiff {
	best := ruleDiff{}
	first := true
	for _, p := range game.Presets() {
		if p.Rules.N() != r.N() {
			continue
		}
		d := diffFrom(r, p)
		if first || len(d) < len(best.items) {
			best, first = ruleDiff{base: p, items: d}, false
		}
	}
	return best
}

// profileTitle names a profile for people: a preset by its name, a custom
// profile by its name (or "Custom rules") marked as custom.
func profileTitle(p game.Profile) string {
	if pr, ok := presetOf(p.Rules); ok {
		if p.Name == "" || text.IsPresetName(p.Name) {
			return text.PresetTitle(pr)
		}
		return p.Name + " (" + text.PresetTitle(pr) + ")" // a preset under its own name
	}
	if p.Name == "" || text.IsPresetName(p.Name) {
		return tr("Custom rules")
	}
	return trf("%s (custom)", p.Name)
}

// profileSummary is one line for the score sheet: the profile's name and,
// for a custom profile, what it changes of the nearest preset.
func profileSummary(p game.Profile) string {
	title := profileTitle(p)
	if _, ok := presetOf(p.Rules); ok {
		return trf("Rules: %s", title)
	}
	d := nearestPreset(p.Rules)
	return trf("Rules: %s — %s, %s", title, text.PresetTitle(d.base), strings.Join(d.items, ", "))
}

// scoringTitle names a scoring profile for people.
func scoringTitle(s game.Scoring) string {
	switch s {
	case game.Standard:
		return tr("standard (1 per band)")
	case game.CegoOnlineValues:
		return tr("cego-online (5 per band)")
	}
	return s.String()
}

// specialsTitle names a column of §9.4 for people.
func specialsTitle(t game.SpecialTable) string {
	if t == game.SpecialsAuto {
		return tr("as the scoring")
	}
	return t.Info().Name
}

// optionText is the option's explanation in the UI's language.
func optionText(o game.OptionInfo) string {
	if Language() == store.LanguageGerman {
		return o.DE
	}
	return o.EN
}

// presetText is the preset's description in the UI's language.
func presetText(p game.PresetInfo) string {
	if Language() == store.LanguageGerman {
		return p.DE
	}
	return p.EN
}

// writeProfile writes p as a profile file a player can share.
func writeProfile(w io.Writer, p game.Profile) error {
	if err := p.Rules.Validate(); err != nil {
		return err
	}
	data, err := json.MarshalIndent(p, "", "  ")
	if err != nil {
		return err
	}
	_, err = w.Write(append(data, '\n'))
	return err
}

// maxProfileFile bounds what readProfile reads: a profile is small.
const maxProfileFile = 1 << 16

// readProfile reads a profile file; a file that is not one, or whose
// options are unknown or contradict, is refused with the engine's sentence.
func readProfile(r io.Reader) (game.Profile, error) {
	data, err := io.ReadAll(io.LimitReader(r, maxProfileFile+1))
	if err != nil {
		return game.Profile{}, err
	}
	if len(data) > maxProfileFile {
		return game.Profile{}, &game.RulesError{Code: game.ProfileTooLong, Args: game.RulesArgs{N: maxProfileFile},
			Reason: fmt.Sprintf("a rule profile is at most %d bytes", maxProfileFile)}
	}
	p, err := game.ParseProfile(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")))
	if err != nil {
		return game.Profile{}, err
	}
	p.Rules = normRules(p.Rules)
	return p, nil
}
