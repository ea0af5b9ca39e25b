package ui

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/text"
)

// presetProfile is a preset as a profile, named by its German name.
func presetProfile(p game.PresetInfo) game.Profile {
	return game.Profile{Name: p.German, Rules: text.NormRules(p.Rules)}
}

// profileFor is the profile of rules without a name: the preset they are,
// or unnamed custom rules.
func profileFor(r game.Rules) game.Profile {
	if p, ok := text.PresetOf(r); ok {
		return presetProfile(p)
	}
	return game.Profile{Rules: text.NormRules(r)}
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
	p.Rules = text.NormRules(p.Rules)
	return p, nil
}
