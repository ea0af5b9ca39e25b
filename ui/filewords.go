package ui

import (
	"errors"
	"io/fs"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2/dialog"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/store"
)

// wordsText is a sentence of the store in the UI's language: its format
// looked up, its arguments filled in, each clause and error among them
// worded in turn.
func wordsText(w store.Words) string {
	args := make([]any, len(w.Args))
	for i, a := range w.Args {
		switch a := a.(type) {
		case store.Words:
			args[i] = wordsText(a)
		case error:
			args[i] = errorText(a)
		default:
			args[i] = a
		}
	}
	return trf(w.Format, args...)
}

// errorText is an error shown to the person, in the UI's language: the
// store's plain words, the engine's refusals of rules and actions, the
// operating system's common failures; anything else as it is.
func errorText(err error) string {
	if w, ok := store.Explain(err); ok {
		return wordsText(w)
	}
	var re *game.RulesError
	if errors.As(err, &re) {
		return rulesRefusalText(err)
	}
	if s, ok := systemText(err); ok {
		return s
	}
	return refusalText(err)
}

// systemText words the operating system's common failures to read or move a
// file; false for others.
func systemText(err error) (string, bool) {
	switch {
	case errors.Is(err, fs.ErrPermission):
		return tr("you lack the permission"), true
	case errors.Is(err, fs.ErrNotExist):
		return tr("the file is gone"), true
	case errors.Is(err, fs.ErrExist):
		return tr("a file of that name exists"), true
	}
	return "", false
}

// causeText is why a file could not be used: its plain words when the store
// or the system gave some; else what its reason says, and the technical
// cause as detail (for a line of its own, untranslated).
func causeText(p *store.Problem) (cause, detail string) {
	if p.Err == nil {
		return tr("no reason given"), ""
	}
	if w, ok := store.Explain(p.Err); ok {
		return wordsText(w), ""
	}
	if s, ok := systemText(p.Err); ok {
		return s, ""
	}
	detail = trf("Technical detail: %v", p.Err)
	switch p.Reason {
	case store.Unreadable:
		return tr("the system could not read it"), detail
	case store.Invalid:
		return tr("its content does not fit together"), detail
	}
	return tr("it is damaged"), detail
}

// problemMessage is what the person is told about a file that could not be
// used, in the UI's language (store.Problem.Message words it in English);
// another error is worded by errorText.
func problemMessage(err error) string {
	var p *store.Problem
	if !errors.As(err, &p) {
		return errorText(err)
	}
	if p.Subject == store.SettingsFile && p.Reason == store.Repaired {
		notes := make([]string, len(p.Notes))
		for i, n := range p.Notes {
			notes[i] = wordsText(n)
		}
		return trf("Some of your settings were not understood and were reset to their defaults: %s.", strings.Join(notes, "; "))
	}
	var b strings.Builder
	switch p.Subject {
	case store.SettingsFile:
		b.WriteString(tr("Your settings file"))
	case store.AutosaveFile:
		b.WriteString(tr("The unfinished game from last time"))
	case store.StatsFile:
		b.WriteString(tr("Your statistics file"))
	case store.ProgressFile:
		b.WriteString(tr("Your progress file of the course"))
	case store.SavedGameFile:
		b.WriteString(trf("The saved game “%s”", p.Name))
	default:
		b.WriteString(trf("The file %s", filepath.Base(p.File)))
	}
	if p.Reason == store.Newer {
		b.WriteString(tr(" was saved by a newer version of Cego and cannot be read by this one"))
	} else {
		b.WriteString(tr(" could not be read"))
	}
	cause, detail := causeText(p)
	b.WriteString(" (" + cause + ")")
	switch {
	case p.KeptAs != "":
		b.WriteString(trf("; it was kept as %s", filepath.Base(p.KeptAs)))
	case p.MoveErr != nil:
		why, ok := systemText(p.MoveErr)
		if !ok {
			why = p.MoveErr.Error()
		}
		b.WriteString(trf("; it could not be moved aside (%v) and was left as it is", why))
	default:
		b.WriteString(tr("; it was left as it is"))
	}
	if p.Subject == store.SettingsFile {
		b.WriteString(tr(" and the defaults are used"))
	}
	if p.Subject == store.StatsFile {
		b.WriteString(tr(" and the statistics start afresh"))
	}
	if p.Subject == store.ProgressFile {
		b.WriteString(tr(" and the course's progress starts afresh"))
	}
	b.WriteString(".")
	if detail != "" {
		b.WriteString("\n" + detail)
	}
	return b.String()
}

// showError tells the person about err in a dialog, worded by errorText
// (Fyne's error dialog would show the error's English text).
func (c *Controller) showError(err error) {
	c.openDialog(dialog.NewInformation(tr("Something went wrong"), errorText(err), c.win))
}
