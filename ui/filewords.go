package ui

import (
	"errors"
	"io/fs"
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
// used, in the UI's language: the store's Parts (store.Problem.Message
// words them in English) with the cause worded by causeText, the folder of
// the file, and a technical detail when there is no plainer word. Another
// window on the folder is told by inUseText, another error worded by
// errorText.
func problemMessage(err error) string {
	if e, ok := errors.AsType[inUseError](err); ok {
		return inUseText(e)
	}
	var p *store.Problem
	if !errors.As(err, &p) {
		return errorText(err)
	}
	var cause, detail string
	if p.Reason != store.Repaired { // its notes say what was wrong
		cause, detail = causeText(p)
	}
	var b strings.Builder
	for _, part := range p.Parts() {
		if part.Format == store.CauseFormat {
			b.WriteString(trf(part.Format, cause))
			continue
		}
		b.WriteString(wordsText(part))
	}
	if p.File != "" {
		b.WriteString("\n" + wordsText(p.Where()))
	}
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
