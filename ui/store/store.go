package store

import (
	"fmt"
	"path/filepath"
	"sync"
	"time"

	"github.com/adrg/xdg"
)

// MaxFileSize is the most the store reads of any file; a larger file is
// refused (and moved aside) before it is parsed.
const MaxFileSize = 8 << 20

const (
	settingsName = "settings.json"
	savesDir     = "saves"
	autosaveSlug = "autosave"
	fileExt      = ".json"
)

// Store is one folder of settings and saved games. Its methods are safe for
// concurrent use; writes are serialised.
type Store struct {
	dir string
	fs  fileSystem
	now func() time.Time
	mu  sync.Mutex

	// folder is the lock on the folder (lock.go); locked: this process
	// holds it; readOnly: another process does, and nothing is written.
	folder   folderLock
	locked   bool
	readOnly bool
	// held are files this version could not read or does not understand,
	// left in place: never written over, renamed or removed (held.go).
	held map[string]bool
	// autosaveAlt is where the autosave goes while autosave.json is held.
	autosaveAlt string
	// base is what the autosave's base file holds (autosavedeal.go),
	// guarded by baseMu, not mu: deciding it must not wait for a write.
	baseMu sync.Mutex
	base   autosaveBase
}

// New returns a store rooted at dir (created on the first write). Tests pass
// t.TempDir().
func New(dir string) *Store {
	return &Store{dir: dir, fs: osFS{}, now: time.Now}
}

// Default returns the store in the XDG config folder, the folder of
// xdg.ConfigFile("cego/settings.json") — $XDG_CONFIG_HOME/cego on Linux.
// It creates that folder if needed.
func Default() (*Store, error) {
	p, err := xdg.ConfigFile(filepath.Join("cego", settingsName))
	if err != nil {
		return nil, fmt.Errorf("finding the settings folder: %w", err)
	}
	return New(filepath.Dir(p)), nil
}

// Dir is the store's folder.
func (s *Store) Dir() string { return s.dir }

// SettingsPath is the path of settings.json.
func (s *Store) SettingsPath() string { return filepath.Join(s.dir, settingsName) }

// SavesDir is the folder of saved games.
func (s *Store) SavesDir() string { return filepath.Join(s.dir, savesDir) }

// AutosavePath is the path of the autosave.
func (s *Store) AutosavePath() string {
	return filepath.Join(s.SavesDir(), autosaveSlug+fileExt)
}

// SavePath is the path of the named save called name (see Slug).
func (s *Store) SavePath(name string) string {
	return filepath.Join(s.SavesDir(), Slug(name)+fileExt)
}
