package store

import (
	"fmt"
)

// HasSettings reports whether a settings file exists, e.g. so that on a first
// start the UI can take the language from its toolkit's locale (LanguageFor)
// on systems without LANG.
func (s *Store) HasSettings() bool {
	_, err := s.fs.Stat(s.SettingsPath())
	return err == nil
}

// LoadSettings reads the settings. It always returns settings to use: the
// stored ones, or Defaults when there are none (problem nil) or when the file
// is unusable. problem, when not nil, is for the player:
//   - Corrupt, TooLarge: the file was moved aside (Problem.KeptAs) and the
//     defaults are used;
//   - Newer, Unreadable: the file was left in place and is held: it is
//     never written over this session (SaveSettings refuses), and the
//     defaults are used;
//   - Repaired: the values this version does not know, or of the wrong
//     kind, were reset to their defaults, the rest kept; a copy of the file
//     as it was is kept (Problem.Copy) — call SaveSettings with the
//     returned settings to store the repair. If no copy could be made the
//     file is held and the repair is not stored.
//
// A good file is never modified. A read-only store (see Lock) moves and
// copies nothing.
func (s *Store) LoadSettings() (settings Settings, problem *Problem) {
	s.mu.Lock()
	defer s.mu.Unlock()
	st, found, p := loadOwned(s, s.SettingsPath(), SettingsFile, decodeSettings)
	switch {
	case !found:
		return Defaults(), nil
	case p == nil:
		return st, nil
	case p.Reason == Repaired:
		fixed, notes := st.Normalized()
		p.Notes = notes
		return fixed, p
	}
	return Defaults(), p
}

// copyBeforeRepair keeps a copy of a file about to be repaired; without one
// the file is held, so the repair is never written over it.
// Callers hold s.mu.
func (s *Store) copyBeforeRepair(p *Problem) {
	if s.readOnly {
		p.Held = true
		return
	}
	p.Copy, p.MoveErr = s.copyAside(p.File)
	if p.MoveErr != nil {
		p.Copy = ""
		s.holdProblem(p)
	}
}

// decodeSettings parses a settings file over the defaults, so settings
// missing from an older file keep their default. Reason Repaired comes with
// the settings as read (not yet repaired) and the unknown values as error.
func decodeSettings(data []byte) (Settings, Reason, error) {
	if reason, err := checkFormat(data, SettingsFormat); err != nil {
		return Settings{}, reason, err
	}
	st, err := decodeSettingsFields(data)
	if err != nil {
		return Settings{}, Corrupt, err
	}
	if err := st.Validate(); err != nil {
		return st, Repaired, err
	}
	return st, 0, nil
}

// SaveSettings validates settings and writes them atomically. Invalid
// settings are refused and nothing is written.
func (s *Store) SaveSettings(settings Settings) error {
	settings.Format = SettingsFormat
	if err := settings.Validate(); err != nil {
		return fmt.Errorf("settings not saved: %w", err)
	}
	return s.writeJSON(s.SettingsPath(), settings)
}

// keepAside moves the file of p aside and records where, or why it could
// not be moved. A read-only store leaves it in place: the process that
// holds the folder decides. Callers hold s.mu.
func (s *Store) keepAside(p *Problem) {
	if s.readOnly {
		return
	}
	kept, err := s.moveAside(p.File)
	p.KeptAs, p.MoveErr = kept, err
}
