package store

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"sort"
	"strings"

	"github.com/cego-spiel/cego/game"
)

// LoadAutosave reads and replays the autosave. ok is false when there is
// none (err nil) or when it could not be used: then err is a *Problem to
// show, and the file was moved aside (or left untouched if unreadable).
func (s *Store) LoadAutosave() (g SavedSitting, ok bool, err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	g, found, p := s.loadSave(s.AutosavePath(), AutosaveFile, "")
	if p != nil {
		return SavedSitting{}, false, p
	}
	return g, found, nil
}

// DeleteAutosave removes the autosave, e.g. when the player declines to
// resume or starts a new sitting. No autosave is not an error.
func (s *Store) DeleteAutosave() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.forgetBase()
	return s.remove(s.autosaveTarget())
}

// CleanSaveName is the name a save called name is stored under: control
// and bidi characters dropped, spaces trimmed, at most MaxNameLen
// characters. Save, Exists and Existing all take the name through it, so the
// question before replacing and the write concern the same file.
func CleanSaveName(name string) string { return cleanName(name, MaxNameLen) }

// Save writes the sitting as a named save, saves/<Slug(CleanSaveName(name))>.json,
// replacing a save of the same slug (ask the player first: see Existing).
// The name must not be empty once cleaned.
func (s *Store) Save(name string, meta Meta, m *game.Sitting) (SaveInfo, error) {
	name = CleanSaveName(name)
	if name == "" {
		return SaveInfo{}, plain(nil, "a saved game needs a name")
	}
	meta.Name = name
	data, err := encodeSave(meta, m, s.now())
	if err != nil {
		return SaveInfo{}, &plainError{words: words("“%s” could not be saved: %v", name, err), err: err}
	}
	path := s.SavePath(name)
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.keepReplaced(path); err != nil {
		return SaveInfo{}, err
	}
	if err := s.writeAtomic(path, data); err != nil {
		return SaveInfo{}, err
	}
	f, _, err := decodeHead(data)
	if err != nil {
		return SaveInfo{}, err
	}
	info, err := f.info()
	info.Slug, info.Path = Slug(name), path
	return info, err
}

// keepReplaced looks at the file a save is about to replace: one that
// cannot be read or is of a newer format is held (the save is refused),
// one that is damaged is moved aside first; a good save of this version is
// replaced. Callers hold s.mu.
func (s *Store) keepReplaced(path string) error {
	data, err := s.readLimited(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err == nil:
		if _, reason, err := decodeHead(data); err == nil {
			return nil
		} else if reason == Newer {
			s.hold(path)
			return fmt.Errorf("%s was not written: %w", filepath.Base(path), errHeld)
		}
	case errors.Is(err, ErrTooLarge), errors.Is(err, errNotRegular):
	default:
		s.hold(path)
		return fmt.Errorf("%s was not written: %w", filepath.Base(path), errHeld)
	}
	if err := s.writable(path); err != nil {
		return err
	}
	_, err = s.moveAside(path)
	return err
}

// Exists reports whether saving under name would replace a file.
func (s *Store) Exists(name string) bool {
	_, ok := s.Existing(name)
	return ok
}

// Existing describes the save that saving under name would replace (from
// its summary, as List does; Err set and Name the slug when it cannot be
// read); false when there is none.
func (s *Store) Existing(name string) (SaveInfo, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	path := s.SavePath(CleanSaveName(name))
	if _, err := s.fs.Stat(path); err != nil {
		return SaveInfo{}, false
	}
	slug := strings.TrimSuffix(filepath.Base(path), fileExt)
	return s.listed(slug, path), true
}

// Load reads and replays the named save called name (or with slug name).
// A missing save is ErrNotFound; an unusable one is a *Problem to show, and
// the file was moved aside (or left untouched if unreadable).
func (s *Store) Load(name string) (SavedSitting, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	g, found, p := s.loadSave(s.SavePath(name), SavedSittingFile, name)
	switch {
	case p != nil:
		return SavedSitting{}, p
	case !found:
		return SavedSitting{}, &plainError{words: words("there is no saved game called “%s”", name), err: ErrNotFound}
	}
	return g, nil
}

// Delete removes the named save called name (or with slug name). A missing
// save is not an error.
func (s *Store) Delete(name string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.remove(s.SavePath(name))
}

// remove deletes the save at path and its deal file, unless the store is
// read-only or the file held; no file is not an error. Callers hold s.mu.
func (s *Store) remove(path string) error {
	if err := s.writable(path); err != nil {
		return err
	}
	if err := ignoreNotExist(s.fs.Remove(dealPath(path))); err != nil {
		return err
	}
	return ignoreNotExist(s.fs.Remove(path))
}

// List describes the named saves, newest first, from each file's summary
// without replaying (Load replays). It changes nothing on disk: a file that
// cannot be read is listed with Err set. No saves folder is an empty list.
func (s *Store) List() ([]SaveInfo, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	entries, err := s.fs.ReadDir(s.SavesDir())
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []SaveInfo
	for _, e := range entries {
		slug, ok := strings.CutSuffix(e.Name(), fileExt)
		if !ok || slug == autosaveSlug || !isSlug(slug) || !e.Type().IsRegular() {
			continue
		}
		out = append(out, s.listed(slug, filepath.Join(s.SavesDir(), e.Name())))
	}
	sort.SliceStable(out, func(i, j int) bool {
		if !out[i].Saved.Equal(out[j].Saved) {
			return out[i].Saved.After(out[j].Saved)
		}
		return out[i].Slug < out[j].Slug
	})
	return out, nil
}

// listed describes the save at path from its summary. Callers hold s.mu.
func (s *Store) listed(slug, path string) SaveInfo {
	info := SaveInfo{Name: slug, HumanSeat: -1}
	data, err := s.readLimited(path)
	var f saveFile
	if err == nil {
		f, _, err = decodeHead(data)
	}
	if err == nil {
		info, err = f.info()
	}
	if err != nil {
		info = SaveInfo{Name: slug, HumanSeat: -1, Err: err}
	}
	if info.Name == "" {
		info.Name = slug
	}
	info.Slug, info.Path = slug, path
	return info
}

// loadSave reads and replays the save at path (with its deal file, see
// autosavedeal.go). found is false when there is no file; p describes a
// file that could not be used, which was moved aside — or, unreadable or
// of a newer format, left in place and held.
func (s *Store) loadSave(path string, subject Subject, name string) (g SavedSitting, found bool, p *Problem) {
	given := name
	g, found, p = loadOwned(s, path, subject, func(data []byte) (SavedSitting, Reason, error) {
		g, reason, err := decodeSave(s.withDeal(path, data))
		if err != nil && subject == SavedSittingFile {
			if f, _, err := decodeHead(data); err == nil && cleanName(f.Name, MaxNameLen) != "" {
				given = cleanName(f.Name, MaxNameLen) // the name the player gave, not the slug asked for
			}
		}
		return g, reason, err
	})
	if p != nil {
		p.Name = given
		return SavedSitting{}, true, p
	}
	return g, found, nil
}

func ignoreNotExist(err error) error {
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	return err
}
