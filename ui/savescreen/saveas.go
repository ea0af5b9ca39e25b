package savescreen

import (
	"errors"

	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/ui/look"
	"github.com/cego-spiel/cego/ui/store"
)

// OpenSaveAs asks for a name (name, the save's name so far, filled in) and
// saves the sitting under it, asking first before replacing a save in the
// same file of st.
func OpenSaveAs(h Host, st *store.Store, current string) {
	win := h.Window()
	name := look.NewEscEntry(h.DismissDialog)
	name.SetText(current)
	name.SetPlaceHolder(tr("Name of the save"))
	// Save stays greyed out until there is a name to save under
	name.Validator = func(s string) error {
		if store.CleanSaveName(s) == "" {
			return errors.New(tr("The save needs a name."))
		}
		return nil
	}
	d := dialog.NewForm(tr("Save as…"), tr("Save"), tr("Cancel"), []*widget.FormItem{widget.NewFormItem(tr("Name"), name)}, func(ok bool) {
		// the name as it is stored: the question and the write are about
		// the same file
		n := store.CleanSaveName(name.Text)
		if !ok || n == "" {
			return
		}
		save := func() {
			if err := h.SaveAs(n); err != nil {
				h.ShowError(err)
				return
			}
			h.Saved(trf("Saved as “%s”.", n))
		}
		if old, exists := st.Existing(n); exists {
			h.OpenDialog(dialog.NewConfirm(tr("Save as…"), replaceQuestion(n, old), func(yes bool) {
				if yes {
					save()
				}
			}, win))
			return
		}
		save()
	}, win)
	// Enter in the field saves, as the Save button does
	name.OnSubmitted = func(string) { d.Submit() }
	h.OpenDialog(d)
	// room for the placeholder and a long name; the field has the keys
	h.Widen(d)
	win.Canvas().Focus(name)
}

// replaceQuestion asks before saving as name replaces the save old: by
// its own name when it differs (a name cut to length, other letters that
// make the same file name), with its date and deal.
func replaceQuestion(name string, old store.SaveInfo) string {
	if old.Name == name || old.Err != nil {
		return trf("A save called “%s” exists. Replace it?", name)
	}
	return trf("“%s” would be saved in the file of the save “%s” (%s, deal %d). Replace that save?",
		name, old.Name, old.Saved.Local().Format("02.01.2006 15:04"), old.Deal)
}
