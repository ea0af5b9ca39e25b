package store

import (
	"path/filepath"
	"strings"
)

// errHeld is the cause of a write refused because the file there could not
// be read or is not understood by this version (see Problem.Held).
var errHeld = plain(nil, "the file there could not be read by this version and is left as it is")

// hold keeps path from being written over, renamed or removed for the rest
// of the session: it could not be read, or it is of a newer format.
// Callers hold s.mu.
func (s *Store) hold(path string) {
	if s.held == nil {
		s.held = map[string]bool{}
	}
	s.held[path] = true
}

// isHeld reports whether path is held. Callers hold s.mu.
func (s *Store) isHeld(path string) bool { return s.held[path] }

// holdProblem leaves the file of p in place and holds it; for the autosave
// it chooses the file this session's sitting is saved in instead.
// Callers hold s.mu.
func (s *Store) holdProblem(p *Problem) {
	p.Held = true
	s.hold(p.File)
	if p.Subject == AutosaveFile && p.File == s.AutosavePath() && !s.readOnly {
		if s.autosaveAlt == "" {
			stamp := strings.ToLower(s.now().UTC().Format("20060102-150405"))
			s.autosaveAlt = filepath.Join(s.SavesDir(), autosaveSlug+"-"+stamp+fileExt)
		}
		p.WrittenTo = s.autosaveAlt
	}
}

// autosaveTarget is the file the autosave is written to: autosave.json, or
// while that is held the file chosen instead. Callers hold s.mu.
func (s *Store) autosaveTarget() string {
	if s.autosaveAlt != "" {
		return s.autosaveAlt
	}
	return s.AutosavePath()
}
