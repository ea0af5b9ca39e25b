package store

import (
	"errors"
	"io/fs"
)

// loadOwned reads the file at path, one of the files the program owns, by
// the rule every such file follows: no file is no problem (nil); one that
// is damaged, impossible or too large is moved aside (Problem.KeptAs); one
// that cannot be read at all or is of a newer format is left in place and
// held, so that nothing writes over it this session. decode checks the
// data and keeps what it read; it tells why it refused them. Callers hold
// s.mu.
func (s *Store) loadOwned(path string, subject Subject, decode func(data []byte) (Reason, error)) *Problem {
	p := &Problem{Subject: subject, File: path}
	data, err := s.readLimited(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case errors.Is(err, ErrTooLarge):
		p.Reason, p.Err = TooLarge, err
	case errors.Is(err, errNotRegular):
		p.Reason, p.Err = Corrupt, err
	case err != nil:
		p.Reason, p.Err = Unreadable, err
		s.holdProblem(p)
		return p
	default:
		reason, err := decode(data)
		if err == nil {
			return nil
		}
		p.Reason, p.Err = reason, err
		if reason == Newer {
			s.holdProblem(p)
			return p
		}
	}
	s.keepAside(p)
	return p
}
