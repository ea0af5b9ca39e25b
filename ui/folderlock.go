package ui

import (
	"errors"
	"log"

	"github.com/cego-spiel/cego/ui/store"
)

// inUseError is a second window on the folder of settings and saves: it
// plays, but the store writes nothing (the first window owns the folder).
type inUseError struct{ dir string }

func (e inUseError) Error() string {
	return "Cego is already open with the folder " + e.dir + " in another window; this window saves nothing"
}

// lockFolder makes this process the one that writes st's folder. When
// another holds it, st is read-only and the person is to be told (the
// error returned); a folder that cannot be locked at all is logged and used
// as before.
func lockFolder(st *store.Store) []error {
	err := st.Lock()
	switch {
	case err == nil:
		return nil
	case errors.Is(err, store.ErrInUse):
		e := inUseError{st.Dir()}
		log.Printf("cego: %v", e)
		return []error{e}
	}
	log.Printf("cego: the folder %s could not be locked (%v); a second window could write it too", st.Dir(), err)
	return nil
}

// fileNoticeTitle is the title of the dialog that tells the person about
// err at start.
func fileNoticeTitle(err error) string {
	if errors.As(err, new(inUseError)) {
		return tr("Cego is already open")
	}
	return tr("A file could not be used")
}

// inUseText tells the person that another window has the folder.
func inUseText(e inUseError) string {
	return trf("Cego is already open in another window with the folder %s. You can play in this window, but it saves nothing: not the sitting, the settings or the statistics. Close it and go on in the other window to keep everything.", e.dir)
}
