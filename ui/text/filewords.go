package text

import (
	"errors"
	"io/fs"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/store"
)

// StoreWords is a sentence of the store in the UI's language: its format
// looked up, its arguments filled in, each clause and error among them
// worded in turn.
func StoreWords(w store.Words) string {
	args := make([]any, len(w.Args))
	for i, a := range w.Args {
		switch a := a.(type) {
		case store.Words:
			args[i] = StoreWords(a)
		case error:
			args[i] = Error(a)
		default:
			args[i] = a
		}
	}
	return Trf(w.Format, args...)
}

// Error is an error shown to the person, in the UI's language: the
// store's plain words, the engine's refusals of rules and actions, the
// operating system's common failures; anything else as it is.
func Error(err error) string {
	if w, ok := store.Explain(err); ok {
		return StoreWords(w)
	}
	var re *game.RulesError
	if errors.As(err, &re) {
		return RulesRefusal(err)
	}
	if s, ok := systemText(err); ok {
		return s
	}
	return Refusal(err)
}

// systemText words the operating system's common failures to read or move a
// file; false for others.
func systemText(err error) (string, bool) {
	switch {
	case errors.Is(err, fs.ErrPermission):
		return Tr("you lack the permission"), true
	case errors.Is(err, fs.ErrNotExist):
		return Tr("the file is gone"), true
	case errors.Is(err, fs.ErrExist):
		return Tr("a file of that name exists"), true
	}
	return "", false
}

// Cause is why a file could not be used: its plain words when the store
// or the system gave some; else what its reason says, and the technical
// cause as detail (for a line of its own, untranslated).
func Cause(p *store.Problem) (cause, detail string) {
	if p.Err == nil {
		return Tr("no reason given"), ""
	}
	if w, ok := store.Explain(p.Err); ok {
		return StoreWords(w), ""
	}
	if s, ok := systemText(p.Err); ok {
		return s, ""
	}
	detail = Trf("Technical detail: %v", p.Err)
	switch p.Reason {
	case store.Unreadable:
		return Tr("the system could not read it"), detail
	case store.Invalid:
		return Tr("its content does not fit together"), detail
	}
	return Tr("it is damaged"), detail
}
