package store

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// tempPrefix starts the name of a temporary file for the target base name.
// The leading dot keeps it out of List, and removeStrayTemps finds the ones a
// crash left behind by it.
func tempPrefix(base string) string { return "." + base + ".tmp-" }

// ownTempPrefix starts the names of this process's temporary files for
// base: its process id follows tempPrefix, so no process takes another's
// temporary file for a leftover.
func ownTempPrefix(base string) string { return tempPrefix(base) + strconv.Itoa(os.Getpid()) + "-" }

// writable says why path must not be written, or nil. Callers hold s.mu.
func (s *Store) writable(path string) error {
	switch {
	case s.readOnly:
		return ErrReadOnly
	case s.isHeld(path):
		return errHeld
	}
	return nil
}

// writeAtomic replaces path with data so that a crash at any moment leaves
// either the old file or the new one: write a temporary file in the same
// folder, fsync it, rename it over path, fsync the folder. On any error the
// old file is untouched.
func (s *Store) writeAtomic(path string, data []byte) (err error) {
	dir, base := filepath.Dir(path), filepath.Base(path)
	if err := s.writable(path); err != nil {
		return fmt.Errorf("%s was not written: %w", base, err)
	}
	if err := s.fs.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("creating the folder for %s: %w", base, err)
	}
	s.removeStrayTemps(dir, base)
	f, err := s.fs.CreateTemp(dir, ownTempPrefix(base)+"*")
	if err != nil {
		return fmt.Errorf("writing %s: %w", base, err)
	}
	tmp := f.Name()
	renamed := false
	defer func() {
		if !renamed {
			_ = s.fs.Remove(tmp) // best effort; a leftover is cleaned by the next write
		}
	}()
	if _, err := f.Write(data); err != nil {
		_ = f.Close()
		return fmt.Errorf("writing %s: %w", base, err)
	}
	if err := f.Sync(); err != nil {
		_ = f.Close()
		return fmt.Errorf("writing %s to disk: %w", base, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("writing %s: %w", base, err)
	}
	if err := s.fs.Rename(tmp, path); err != nil {
		return fmt.Errorf("replacing %s: %w", base, err)
	}
	renamed = true
	if err := s.fs.SyncDir(dir); err != nil {
		return fmt.Errorf("%s was written but the folder could not be synced: %w", base, err)
	}
	return nil
}

// removeStrayTemps deletes temporary files for base that an interrupted
// write left behind: every one while this process holds the folder's lock
// (no other process writes then), else only this process's own, since
// another process may be writing its file at this moment. Errors are
// ignored: a leftover is harmless, since no loader ever reads a temporary
// file.
func (s *Store) removeStrayTemps(dir, base string) {
	entries, err := s.fs.ReadDir(dir)
	if err != nil {
		return
	}
	prefix := ownTempPrefix(base)
	if s.locked {
		prefix = tempPrefix(base)
	}
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), prefix) && e.Type().IsRegular() {
			_ = s.fs.Remove(filepath.Join(dir, e.Name()))
		}
	}
}

// writeJSON writes v as indented JSON to path, atomically and under the
// store's lock.
func (s *Store) writeJSON(path string, v any) error {
	data, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.writeAtomic(path, append(data, '\n'))
}
