package store

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"
)

// ErrNewerFormat matches (errors.Is) the cause of a Problem about a file
// written by a newer version of Cego; the cause itself is a *FormatError.
var ErrNewerFormat = errors.New("written by a newer version of Cego")

// FormatError is a file format version this version of Cego cannot read.
type FormatError struct {
	Found, Max int
}

// Error says which format was found and which this version reads.
func (e *FormatError) Error() string {
	return fmt.Sprintf("format %d; this version reads up to %d", e.Found, e.Max)
}

// Is makes errors.Is(err, ErrNewerFormat) true.
func (e *FormatError) Is(target error) bool { return target == ErrNewerFormat }

// ErrTooLarge is wrapped by a Problem about a file larger than MaxFileSize.
var ErrTooLarge = plain(nil, "it is larger than %d MiB", MaxFileSize>>20)

// ErrNotFound is returned by Load for a name with no saved game.
var ErrNotFound = plain(nil, "no saved game by that name")

// Reason says what was wrong with a file.
type Reason int

const (
	// Corrupt: not readable as the expected format — damaged, truncated,
	// wrong types, nesting too deep.
	Corrupt Reason = iota + 1
	// Newer: written by a newer version of Cego with a format this one does
	// not know.
	Newer
	// TooLarge: larger than MaxFileSize; not parsed at all.
	TooLarge
	// Invalid: well-formed but impossible, e.g. a saved game whose actions
	// do not replay or whose seats do not fit its rules.
	Invalid
	// Repaired: settings with values this version does not know; those were
	// reset to their defaults (see Problem.Notes) and the file was left in
	// place. Call Store.SaveSettings to store the repaired settings.
	Repaired
	// Unreadable: the file could not be read at all (permissions, I/O
	// error); it was left in place untouched.
	Unreadable
)

// Subject says which kind of file a Problem is about.
type Subject int

const (
	// SettingsFile is settings.json.
	SettingsFile Subject = iota + 1
	// AutosaveFile is saves/autosave.json, the unfinished sitting.
	AutosaveFile
	// SavedGameFile is a named save.
	SavedGameFile
	// StatsFile is stats.json, the player's statistics.
	StatsFile
	// ProgressFile is progress.json, the course's chapters done.
	ProgressFile
)

// Problem is a file the store could not use, in terms the UI can show the
// player: Message gives the plain English words; the fields let a translated
// message be built. A Problem is also an error (Error returns Message), and it
// unwraps to the technical cause.
type Problem struct {
	Subject Subject
	Reason  Reason
	// Name is the saved game's name for a SavedGameFile.
	Name string
	// File is the path of the file.
	File string
	// KeptAs is where the file was moved aside; empty when it was left in
	// place (Repaired, Unreadable, or moving it failed — see MoveErr).
	KeptAs string
	// MoveErr is why the file could not be moved aside, if it could not.
	MoveErr error
	// Notes lists, for Repaired, each setting that was reset (an argument
	// may be the engine's *game.RulesError about the rule profile).
	Notes []Words
	// Err is the technical cause.
	Err error
}

// Error returns Message, so a Problem can travel as an error.
func (p *Problem) Error() string { return p.Message() }

// Unwrap returns the technical cause.
func (p *Problem) Unwrap() error { return p.Err }

// Message says in plain words what happened and what is done about it, e.g.
// "Your settings file could not be read (…); it was kept as
// settings.json.broken-20261130T101500 and the defaults are used."
func (p *Problem) Message() string {
	var b strings.Builder
	switch p.Subject {
	case SettingsFile:
		if p.Reason == Repaired {
			notes := make([]string, len(p.Notes))
			for i, n := range p.Notes {
				notes[i] = n.String()
			}
			return "Some of your settings were not understood and were reset to their defaults: " +
				strings.Join(notes, "; ") + "."
		}
		b.WriteString("Your settings file")
	case AutosaveFile:
		b.WriteString("The unfinished game from last time")
	case StatsFile:
		b.WriteString("Your statistics file")
	case ProgressFile:
		b.WriteString("Your progress file of the course")
	default:
		fmt.Fprintf(&b, "The saved game “%s”", p.Name)
	}
	if p.Reason == Newer {
		b.WriteString(" was saved by a newer version of Cego and cannot be read by this one")
	} else {
		b.WriteString(" could not be read")
	}
	fmt.Fprintf(&b, " (%s)", p.detail())
	switch {
	case p.KeptAs != "":
		fmt.Fprintf(&b, "; it was kept as %s", filepath.Base(p.KeptAs))
	case p.MoveErr != nil:
		fmt.Fprintf(&b, "; it could not be moved aside (%v) and was left as it is", p.MoveErr)
	default:
		b.WriteString("; it was left as it is")
	}
	if p.Subject == SettingsFile {
		b.WriteString(" and the defaults are used")
	}
	if p.Subject == StatsFile {
		b.WriteString(" and the statistics start afresh")
	}
	if p.Subject == ProgressFile {
		b.WriteString(" and the course's progress starts afresh")
	}
	b.WriteString(".")
	return b.String()
}

func (p *Problem) detail() string {
	if p.Err == nil {
		return "no reason given"
	}
	return p.Err.Error()
}

// String names the reason, for logs.
func (r Reason) String() string {
	switch r {
	case Corrupt:
		return "corrupt"
	case Newer:
		return "newer"
	case TooLarge:
		return "too large"
	case Invalid:
		return "invalid"
	case Repaired:
		return "repaired"
	case Unreadable:
		return "unreadable"
	}
	return fmt.Sprintf("Reason(%d)", int(r))
}

// String names the subject, for logs.
func (s Subject) String() string {
	switch s {
	case SettingsFile:
		return "settings"
	case AutosaveFile:
		return "autosave"
	case SavedGameFile:
		return "saved game"
	case StatsFile:
		return "statistics"
	case ProgressFile:
		return "progress"
	}
	return fmt.Sprintf("Subject(%d)", int(s))
}
