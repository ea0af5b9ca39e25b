package ui

import (
	"fmt"
	"log"

	"fyne.io/fyne/v2/dialog"

	"github.com/cego-spiel/cego/ui/savescreen"
)

// saveAs writes the sitting as the named save called name.
func (c *Controller) saveAs(name string) error {
	if c.store == nil {
		return fmt.Errorf("%s", tr("There is no folder to save in."))
	}
	info, err := c.store.Save(name, c.meta(), c.sitting)
	if err != nil {
		return err
	}
	c.saveName = info.Name
	c.autosave()
	return nil
}

// loadSave replaces the sitting with the named save.
func (c *Controller) loadSave(name string) error {
	g, err := c.store.Load(name)
	if err != nil {
		return err
	}
	opts := c.opts
	opts.WatchMode = false
	opts.Seed = 0
	if err := c.Resume(g, opts); err != nil {
		return err
	}
	c.autosave()
	return nil
}

// showSaveAs asks for a name and saves the sitting under it.
func (c *Controller) showSaveAs() {
	if c.win == nil || c.store == nil || c.sitting == nil {
		return
	}
	if c.guest != nil {
		// this window shows only the person's side of the host's sitting
		c.openDialog(dialog.NewInformation(tr("Save as…"), trf("%s keeps the sitting at the table: it goes on when %s hosts it again.", c.guest.host, c.guest.host), c.win))
		return
	}
	savescreen.OpenSaveAs(saveHost{dialogHost{c}}, c.store, c.saveName)
}

// showLoad lists the named saves to load or delete.
func (c *Controller) showLoad() {
	if c.win == nil || c.store == nil || c.leavingTable(c.showLoad) {
		return
	}
	savescreen.OpenLoad(saveHost{dialogHost{c}}, c.store)
}

// saveHost is the window as the saves' dialogs see it.
type saveHost struct{ dialogHost }

// DismissDialog closes the newest dialog.
func (h saveHost) DismissDialog() { h.c.dismissDialog() }

// Widen gives a form dialog room for a long name.
func (h saveHost) Widen(d dialog.Dialog) { h.c.widen(d) }

// ShowError tells the person what went wrong.
func (h saveHost) ShowError(err error) { h.c.showError(err) }

// SaveAs writes the sitting as the save called name.
func (h saveHost) SaveAs(name string) error { return h.c.saveAs(name) }

// Saved says the sitting was saved: in the table's banner, or in a dialog
// when a panel (the result, the last trick) covers the banner.
func (h saveHost) Saved(said string) {
	c := h.c
	if c.t.shownOverlay() != nil {
		c.openDialog(dialog.NewInformation(tr("Save as…"), said, c.win))
		return
	}
	c.t.showNotice(said)
}

// Load replaces the sitting with the save slug, telling a failure.
func (h saveHost) Load(slug string) {
	if err := h.c.loadSave(slug); err != nil {
		log.Printf("cego: load: %v", err)
		h.c.openDialog(dialog.NewInformation(tr("Load…"), problemMessage(err), h.c.win))
	}
}

// GivesWay reports whether the sitting may give way to a save without
// asking: nothing played yet, or watch mode.
func (h saveHost) GivesWay() (bool, int) {
	c := h.c
	if untouched(c.sitting, c.person) || c.opts.WatchMode {
		return true, 0
	}
	return false, c.sitting.DealNumber()
}
