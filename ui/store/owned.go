package store

import (
	"errors"
	"io/fs"
)

// loadOwned reads the file at path, one of the files the program owns
// (settings, saved games and the autosave, statistics, the course's
// progress), by the rule every such file follows:
//   - no file is no problem: found is false, p nil;
//   - a file that is damaged, impossible or too large is moved aside
//     (Problem.KeptAs);
//   - one that cannot be read at all or is of a newer format is left in
//     place and held, so that nothing writes over it this session;
//   - one that decode finds Repaired (settings with values this version
//     does not know) is neither moved nor held: a copy of it is kept
//     (Problem.Copy, see copyBeforeRepair) and v is what decode read, for
//     the caller to repair.
//
// decode parses and checks the data: the value and no error for a good
// file, else the reason it refuses them and why. v is decode's value for a
// good (or Repaired) file, the zero value otherwise. The Problem names the
// file and its subject; the caller adds what else it knows. Callers hold
// s.mu.
func loadOwned[T any](s *Store, path string, subject Subject, decode func(data []byte) (T, Reason, error)) (v T, found bool, p *Problem) {
	p = &Problem{Subject: subject, File: path}
	data, err := s.readLimited(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return v, false, nil
	case errors.Is(err, ErrTooLarge):
		p.Reason, p.Err = TooLarge, err
	case errors.Is(err, errNotRegular):
		p.Reason, p.Err = Corrupt, err
	case err != nil:
		p.Reason, p.Err = Unreadable, err
		s.holdProblem(p)
		return v, true, p
	default:
		got, reason, err := decode(data)
		if err == nil {
			return got, true, nil
		}
		p.Reason, p.Err = reason, err
		switch reason {
		case Repaired:
			s.copyBeforeRepair(p)
			return got, true, p
		case Newer:
			s.holdProblem(p)
			return v, true, p
		}
	}
	s.keepAside(p)
	return v, true, p
}
