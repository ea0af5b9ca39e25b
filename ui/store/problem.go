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
	// SavedSittingFile is a named save.
	SavedSittingFile
	// StatsFile is stats.json, the player's statistics.
	StatsFile
	// ProgressFile is progress.json, the course's chapters done.
	ProgressFile
)

// Problem is a file the store could not use, in terms the UI can show the
// player: Message gives the plain English words, Parts and Where the same
// as Words a UI looks up in its own language. A Problem is also an error
// (Error returns Message), and it unwraps to the technical cause.
type Problem struct {
	Subject Subject
	Reason  Reason
	// Name is the saved game's name for a SavedSittingFile.
	Name string
	// File is the path of the file.
	File string
	// KeptAs is where the file was moved aside; empty when it was left in
	// place (Repaired, Unreadable, Newer, or moving it failed — see
	// MoveErr).
	KeptAs string
	// MoveErr is why the file could not be moved aside (or, for Repaired,
	// copied), if it could not.
	MoveErr error
	// Held: the file was left in place, and this session never writes
	// over it, renames or removes it (it could not be read, or a newer
	// version wrote it).
	Held bool
	// Copy is, for Repaired, the copy of the file as it was, made before
	// the repaired settings may be written over it.
	Copy string
	// WrittenTo is, for a held autosave, the save this session's sitting
	// is written to instead (a named save, in Load's list).
	WrittenTo string
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

// Message says in plain words what happened and what is done about it,
// e.g. "Your settings file could not be read (…); it was kept as
// settings.json.broken-20261130T101500 and the defaults are used." A UI
// tells the folder too (Where).
func (p *Problem) Message() string {
	var b strings.Builder
	for _, w := range p.Parts() {
		b.WriteString(w.String())
	}
	return b.String()
}

// Parts is the first sentence of Message as clauses, each to be looked up
// in a UI's language in turn. The cause (p.Err) is an argument of one of
// them, so a UI may word it in its own way.
func (p *Problem) Parts() []Words {
	if p.Reason == Repaired {
		return p.repairedParts()
	}
	var out []Words
	switch p.Subject {
	case SettingsFile:
		out = append(out, words("Your settings file"))
	case AutosaveFile:
		out = append(out, words("The unfinished game from last time"))
	case StatsFile:
		out = append(out, words("Your statistics file"))
	case ProgressFile:
		out = append(out, words("Your progress file of the course"))
	case SavedSittingFile:
		out = append(out, words("The saved game “%s”", p.Name))
	default:
		out = append(out, words("The file %s", filepath.Base(p.File)))
	}
	if p.Reason == Newer {
		out = append(out, words(" was saved by a newer version of Cego and cannot be read by this one"))
	} else {
		out = append(out, words(" could not be read"))
	}
	out = append(out, Words{Format: CauseFormat, Args: []any{p.cause()}})
	switch {
	case p.KeptAs != "":
		out = append(out, words("; it was kept as %s", filepath.Base(p.KeptAs)))
	case p.MoveErr != nil:
		out = append(out, words("; it could not be moved aside (%v) and was left as it is", p.MoveErr))
	case p.Held && p.Subject == SettingsFile:
		return append(out, words("; it was left as it is, the defaults are used and changes to the settings are not saved this time."))
	case p.Held && p.Subject == StatsFile:
		return append(out, words("; it was left as it is, and the deals played now are not counted in it."))
	case p.Held && p.Subject == ProgressFile:
		return append(out, words("; it was left as it is, and the chapters and exercises done now are not counted in it."))
	case p.Held && p.WrittenTo != "":
		slug, _ := strings.CutSuffix(filepath.Base(p.WrittenTo), fileExt)
		return append(out, words("; it was left as it is, and this sitting is saved as “%s” instead (Game → Load…).", slug))
	default:
		out = append(out, words("; it was left as it is"))
	}
	switch p.Subject {
	case SettingsFile:
		out = append(out, words(" and the defaults are used"))
	case StatsFile:
		out = append(out, words(" and the statistics start afresh"))
	case ProgressFile:
		out = append(out, words(" and the course's progress starts afresh"))
	}
	return append(out, Words{Format: "."})
}

// repairedParts are the Parts of repaired settings.
func (p *Problem) repairedParts() []Words {
	notes := Words{Format: strings.TrimSuffix(strings.Repeat("%s; ", len(p.Notes)), "; ")}
	for _, n := range p.Notes {
		notes.Args = append(notes.Args, n)
	}
	out := []Words{words("Some of your settings were not understood and were reset to their defaults: %s", notes)}
	switch {
	case p.Copy != "":
		out = append(out, words("; the file as it was is kept as %s.", filepath.Base(p.Copy)))
	case p.MoveErr != nil:
		out = append(out, words("; no copy of the file could be made (%v), so it was left as it is and the repair is not saved.", p.MoveErr))
	default:
		out = append(out, words("; the file was left as it is and the repair is not saved."))
	}
	return out
}

// Where says in which folder the file is.
func (p *Problem) Where() Words {
	return words("The file is in the folder %s.", filepath.Dir(p.File))
}

// cause is the technical cause, or an error saying there is none.
func (p *Problem) cause() error {
	if p.Err == nil {
		return errNoReason
	}
	return p.Err
}

// CauseFormat is the format of the one part of Problem.Parts whose argument
// is the cause, so that a UI can word the cause its own way.
const CauseFormat = " (%v)"

// errNoReason stands for a cause that was not given.
var errNoReason = plain(nil, "no reason given")

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
	case SavedSittingFile:
		return "saved game"
	case StatsFile:
		return "statistics"
	case ProgressFile:
		return "progress"
	}
	return fmt.Sprintf("Subject(%d)", int(s))
}
