package store

import (
	"path/filepath"

	"github.com/gofrs/flock"
)

// lockName is the file the folder lock is taken on. It holds nothing; the
// operating system's lock on it (flock on Unix, LockFileEx on Windows) is
// what counts, and ends with the process that holds it, however it ends.
const lockName = ".lock"

// ErrInUse is returned by Lock when another process holds the folder: the
// store is then read-only.
var ErrInUse = plain(nil, "Cego is already open with this folder in another window")

// ErrReadOnly is the cause of every write refused by a read-only store.
var ErrReadOnly = plain(nil, "another Cego window has this folder open, so this window saves nothing")

// folderLock is the lock a Store holds on its folder.
type folderLock interface {
	Unlock() error
}

// Lock makes this process the only one that writes the folder, for as long
// as it runs or until Unlock. When another process already holds it, Lock
// returns ErrInUse and the store becomes read-only: every write is refused
// with ErrReadOnly, and a file that cannot be used is left as it is (the
// other process may be writing it). Any other error (a file system without
// locks) leaves the store writable, as it was before locks.
func (s *Store) Lock() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.locked {
		return nil
	}
	if err := s.fs.MkdirAll(s.dir, 0o755); err != nil {
		return err
	}
	l := flock.New(filepath.Join(s.dir, lockName))
	ok, err := l.TryLock()
	if err != nil {
		return err
	}
	if !ok {
		s.readOnly = true
		return ErrInUse
	}
	s.folder, s.locked = l, true
	return nil
}

// Unlock lets another process take the folder (the end of a process does
// the same).
func (s *Store) Unlock() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.locked {
		return nil
	}
	s.locked = false
	return s.folder.Unlock()
}

// ReadOnly reports whether another process holds the folder, so that this
// store writes nothing.
func (s *Store) ReadOnly() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.readOnly
}
