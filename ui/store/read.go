package store

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path/filepath"
	"strconv"
)

// brokenStamp is the UTC time format in the name of a file moved aside.
const brokenStamp = "20060102T150405"

// errNotRegular refuses to open something that is not a plain file (a FIFO
// would block the read for ever, a device would never end).
var errNotRegular = plain(nil, "it is not a regular file")

// readLimited reads path, refusing anything larger than MaxFileSize before
// parsing. A missing file is fs.ErrNotExist; a file too large is ErrTooLarge;
// errNotRegular and read failures are returned as they are.
func (s *Store) readLimited(path string) ([]byte, error) {
	fi, err := s.fs.Stat(path)
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, errNotRegular
	}
	if fi.Size() > MaxFileSize {
		return nil, ErrTooLarge
	}
	f, err := s.fs.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxFileSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxFileSize {
		return nil, ErrTooLarge
	}
	return data, nil
}

// moveAside renames a bad file to "<path>.broken-<UTC time>" (with "-2",
// "-3", … if that name is taken) and returns the new path. It never
// overwrites an earlier broken copy: it hard-links first, which fails if the
// name exists, and only where links are unsupported falls back to checking
// and renaming.
func (s *Store) moveAside(path string) (string, error) { return s.aside(path, true) }

// copyAside keeps a copy of path as "<path>.broken-<UTC time>" (named as
// moveAside names it) and leaves path in place, e.g. before a repaired file
// is written over it: a hard link where the file system has them (the
// rename of the new file over path leaves the link's content as it was),
// else a copy of the bytes.
func (s *Store) copyAside(path string) (string, error) { return s.aside(path, false) }

// aside is moveAside (move) or copyAside.
func (s *Store) aside(path string, move bool) (string, error) {
	stamp := s.now().UTC().Format(brokenStamp)
	for i := 1; i <= 1000; i++ {
		cand := path + ".broken-" + stamp
		if i > 1 {
			cand += "-" + strconv.Itoa(i)
		}
		err := s.fs.Link(path, cand)
		if err == nil {
			if move {
				// The content is safe under cand; if removing the
				// original fails, the next write simply replaces it.
				_ = s.fs.Remove(path)
			}
			_ = s.fs.SyncDir(filepath.Dir(path))
			return cand, nil
		}
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if _, serr := s.fs.Stat(cand); serr == nil {
			continue
		} else if !errors.Is(serr, fs.ErrNotExist) {
			return "", serr
		}
		if !move {
			data, err := s.readLimited(path)
			if err != nil {
				return "", err
			}
			return cand, s.writeAtomic(cand, data)
		}
		if err := s.fs.Rename(path, cand); err != nil {
			return "", err
		}
		_ = s.fs.SyncDir(filepath.Dir(path))
		return cand, nil
	}
	return "", fmt.Errorf("too many broken copies of %s", filepath.Base(path))
}
