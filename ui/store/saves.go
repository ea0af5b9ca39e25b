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

// SaveAutosave writes the sitting in progress to saves/autosave.json,
// atomically; call it after every action (or use an Autosaver, which does
// the writing off the caller's goroutine). The match is marshalled before
// this returns, so the caller may go on changing it.
func (s *Store) SaveAutosave(meta Meta, m *game.Match) error {
	data, err := encodeSave(meta, m, s.now())
	if err != nil {
		return fmt.Errorf("autosave: %w", err)
	}
	return s.writeAutosave(data)
}

// writeAutosave writes an encoded autosave.
func (s *Store) writeAutosave(data []byte) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.writeAtomic(s.AutosavePath(), data)
}

// LoadAutosave reads and replays the autosave. ok is false when there is
// none (err nil) or when it could not be used: then err is a *Problem to
// show, and the file was moved aside (or left untouched if unreadable).
func (s *Store) LoadAutosave() (g SavedGame, ok bool, err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	g, found, p := s.loadSave(s.AutosavePath(), AutosaveFile, "")
	if p != nil {
		return SavedGame{}, false, p
	}
	return g, found, nil
}

// DeleteAutosave removes the autosave, e.g. when the player declines to
// resume or starts a new sitting. No autosave is not an error.
func (s *Store) DeleteAutosave() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return ignoreNotExist(s.fs.Remove(s.AutosavePath()))
}

// Save writes the sitting as a named save, saves/<Slug(name)>.json,
// replacing a save of the same slug (ask the player first: see Exists). The
// name is cleaned (control characters dropped, at most MaxNameLen
// characters) and must not be empty.
func (s *Store) Save(name string, meta Meta, m *game.Match) (SaveInfo, error) {
	name = cleanName(name, MaxNameLen)
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

// Exists reports whether a named save with name's slug exists.
func (s *Store) Exists(name string) bool {
	_, err := s.fs.Stat(s.SavePath(name))
	return err == nil
}

// Load reads and replays the named save called name (or with slug name).
// A missing save is ErrNotFound; an unusable one is a *Problem to show, and
// the file was moved aside (or left untouched if unreadable).
func (s *Store) Load(name string) (SavedGame, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	g, found, p := s.loadSave(s.SavePath(name), SavedGameFile, name)
	switch {
	case p != nil:
		return SavedGame{}, p
	case !found:
		return SavedGame{}, &plainError{words: words("there is no saved game called “%s”", name), err: ErrNotFound}
	}
	return g, nil
}

// Delete removes the named save called name (or with slug name). A missing
// save is not an error.
func (s *Store) Delete(name string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return ignoreNotExist(s.fs.Remove(s.SavePath(name)))
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
		path := filepath.Join(s.SavesDir(), e.Name())
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
		out = append(out, info)
	}
	sort.SliceStable(out, func(i, j int) bool {
		if !out[i].Saved.Equal(out[j].Saved) {
			return out[i].Saved.After(out[j].Saved)
		}
		return out[i].Slug < out[j].Slug
	})
	return out, nil
}

// loadSave reads and replays the save at path. found is false when there is
// no file; p describes a file that could not be used, which was moved aside
// unless it was merely unreadable.
func (s *Store) loadSave(path string, subject Subject, name string) (g SavedGame, found bool, p *Problem) {
	p = &Problem{Subject: subject, Name: name, File: path}
	data, err := s.readLimited(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return SavedGame{}, false, nil
	case errors.Is(err, ErrTooLarge):
		p.Reason, p.Err = TooLarge, err
	case errors.Is(err, errNotRegular):
		p.Reason, p.Err = Corrupt, err
	case err != nil:
		p.Reason, p.Err = Unreadable, err
		return SavedGame{}, true, p
	default:
		g, reason, err := decodeSave(data)
		if err == nil {
			return g, true, nil
		}
		p.Reason, p.Err = reason, err
		if f, _, err := decodeHead(data); err == nil && cleanName(f.Name, MaxNameLen) != "" && subject == SavedGameFile {
			p.Name = cleanName(f.Name, MaxNameLen) // the name the player gave, not the slug asked for
		}
	}
	s.keepAside(p)
	return SavedGame{}, true, p
}

func ignoreNotExist(err error) error {
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	return err
}
