package store

import (
	"errors"
	"fmt"
	"sync"

	"github.com/cego-spiel/cego/game"
)

// ErrClosed is returned by an Autosaver after Close.
var ErrClosed = errors.New("the autosaver is closed")

// Autosaver writes the autosave on its own goroutine, so the UI can save
// after every action without waiting for the disk (a write with its two
// fsyncs takes milliseconds, more on a busy disk). Save takes a snapshot at
// once; if the disk falls behind, only the newest snapshot is written — the
// file always holds a complete, recent sitting. Its methods are safe for
// concurrent use.
type Autosaver struct {
	s       *Store
	onError func(error)

	mu      sync.Mutex
	cond    *sync.Cond     // signalled when pending, writing or closed change
	pending *autosaveParts // newest snapshot not yet being written
	writing bool
	closed  bool
	err     error // result of the latest write
	done    chan struct{}
}

// NewAutosaver starts an autosaver for s. onError, if not nil, is called
// with each failed write, on the autosaver's goroutine: a UI hops to its own
// (fyne.Do) before showing it.
func (s *Store) NewAutosaver(onError func(error)) *Autosaver {
	a := &Autosaver{s: s, onError: onError, done: make(chan struct{})}
	a.cond = sync.NewCond(&a.mu)
	go a.run()
	return a
}

// Save snapshots the sitting (marshalling it before returning, so the
// caller may change m at once) and queues it to be written. It returns an
// error only for a snapshot that cannot be saved (bad meta) or after Close;
// write errors go to onError and Flush.
func (a *Autosaver) Save(meta Meta, m *game.Sitting) error {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.closed {
		return ErrClosed
	}
	parts, err := a.s.encodeAutosave(meta, m)
	if err != nil {
		return fmt.Errorf("autosave: %w", err)
	}
	if parts.base == nil && a.pending != nil {
		// the base queued before is the one this deal file continues
		parts.base = a.pending.base
	}
	a.pending = &parts
	a.cond.Broadcast()
	return nil
}

// Flush waits until every queued snapshot is on disk and returns the result
// of the latest write.
func (a *Autosaver) Flush() error {
	a.mu.Lock()
	defer a.mu.Unlock()
	for a.pending != nil || a.writing {
		a.cond.Wait()
	}
	return a.err
}

// Delete drops any queued snapshot, waits for a write in progress, and
// removes the autosave — e.g. when the player starts a new sitting.
func (a *Autosaver) Delete() error {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.pending = nil
	for a.writing {
		a.cond.Wait()
	}
	return a.s.DeleteAutosave()
}

// Close writes what is queued, stops the goroutine and returns the result
// of the latest write. Call it when the window closes.
func (a *Autosaver) Close() error {
	a.mu.Lock()
	a.closed = true
	a.cond.Broadcast()
	a.mu.Unlock()
	<-a.done
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.err
}

func (a *Autosaver) run() {
	defer close(a.done)
	for {
		a.mu.Lock()
		for a.pending == nil && !a.closed {
			a.cond.Wait()
		}
		data := a.pending
		if data == nil { // closed with nothing left to write
			a.mu.Unlock()
			return
		}
		a.pending, a.writing = nil, true
		a.mu.Unlock()

		err := a.s.writeAutosave(*data)

		a.mu.Lock()
		a.writing, a.err = false, err
		a.cond.Broadcast()
		a.mu.Unlock()
		if err != nil && a.onError != nil {
			a.onError(err)
		}
	}
}
