package ui

import (
	"errors"
	"strings"

	"fyne.io/fyne/v2/dialog"

	"github.com/cego-spiel/cego/ui/store"
	"github.com/cego-spiel/cego/ui/text"
)

// problemMessage is what the person is told about a file that could not be
// used, in the UI's language: the store's Parts (store.Problem.Message
// words them in English) with the cause worded by text.Cause, the folder of
// the file, and a technical detail when there is no plainer word. Another
// window on the folder is told by inUseText, another error worded by
// text.Error.
func problemMessage(err error) string {
	if e, ok := errors.AsType[inUseError](err); ok {
		return inUseText(e)
	}
	var p *store.Problem
	if !errors.As(err, &p) {
		return text.Error(err)
	}
	var cause, detail string
	if p.Reason != store.Repaired { // its notes say what was wrong
		cause, detail = text.Cause(p)
	}
	var b strings.Builder
	for _, part := range p.Parts() {
		if part.Format == store.CauseFormat {
			b.WriteString(trf(part.Format, cause))
			continue
		}
		b.WriteString(text.StoreWords(part))
	}
	if p.File != "" {
		b.WriteString("\n" + text.StoreWords(p.Where()))
	}
	if detail != "" {
		b.WriteString("\n" + detail)
	}
	return b.String()
}

// showError tells the person about err in a dialog, worded by text.Error
// (Fyne's error dialog would show the error's English text).
func (c *Controller) showError(err error) {
	c.openDialog(dialog.NewInformation(tr("Something went wrong"), text.Error(err), c.win))
}
