package ui

import (
	"log"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"

	"github.com/cego-spiel/cego/assets"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/settingsscreen"
	"github.com/cego-spiel/cego/ui/store"
)

// applySettings puts s into effect at once (what a running sitting can
// take), remembers them and writes them to disk.
func (c *Controller) applySettings(s store.Settings) {
	c.settings = s
	if s.Language != "" && s.Language != Language() {
		SetLanguage(s.Language)
		defer c.relabel()
	}
	c.opts.Name = s.PlayerName
	if !c.opts.WatchMode {
		c.names[human] = s.PlayerName
		if s.PlayerName == "" {
			c.names[human] = tr(txtYou)
		}
	}
	if c.five() && len(c.personLevels) == 5 {
		c.setFiveLevels(s.BotLevels)
	} else if c.sitting != nil && c.lesson == nil { // a lesson's bots play its script
		for seat := 1; seat < c.players(); seat++ {
			if s.BotLevels[seat] != c.opts.Levels[seat] {
				c.opts.Levels[seat] = s.BotLevels[seat]
				c.bots[seat] = newBot(s.BotLevels[seat], c.opts.Seed^uint64(seat)*0x9E3779B97F4A7C15^uint64(len(c.sitting.Actions())))
			}
		}
	}
	c.pace = paceOf(s.Pace)
	c.opts.Pace = c.pace
	c.noAnim = !s.Animations
	c.opts.AutoPlay = s.AutoPlaySingle
	c.opts.AutoPass = s.AutoPassSingle
	if sc, ok := store.ParseScoring(s.Scoring); ok {
		c.opts.Scoring = sc // from the next sitting on
	}
	if s.Profile != nil {
		p := *s.Profile
		c.opts.Profile = &p // from the next sitting on
	}
	c.pics.setArt(styledPack(s.Pack, assets.Style{FourColour: s.FourColourSuits, NoCornerIndex: !s.CornerIndices}))
	if c.player != nil {
		c.player.SetEnabled(s.Sound)
		c.player.SetVolume(s.Volume)
	}
	if c.win != nil && c.win.MainMenu() != nil {
		c.win.SetMainMenu(c.mainMenu(c.pics.packs()))
	}
	if c.sitting != nil {
		c.t.update()
	}
	if c.store != nil {
		if err := c.store.SaveSettings(s); err != nil {
			log.Printf("cego: settings: %v", err)
		}
	}
}

// showSettings opens the settings dialog (menu Game → Settings…, key ",").
func (c *Controller) showSettings() {
	var paces []string
	for _, p := range Paces {
		paces = append(paces, p.String())
	}
	o := settingsscreen.Offer{Packs: c.pics.packs(), Paces: paces, BotNames: botNames}
	for _, p := range o.Packs {
		o.PackTitles = append(o.PackTitles, packTitle(p))
	}
	settingsscreen.Open(settingsHost{c}, o)
}

// relabelSettings opens the settings dialog again in the UI's language
// after a switch of language in it (it stayed English after a switch to
// Deutsch until it was reopened).
func (c *Controller) relabelSettings() {
	if d := c.settingsDialog; d != nil {
		d.Hide()
		c.showSettings()
	}
}

// saveSettings writes the settings as they are (after a menu change).
func (c *Controller) saveSettings() {
	if c.store == nil {
		return
	}
	if err := c.store.SaveSettings(c.settings); err != nil {
		log.Printf("cego: settings: %v", err)
	}
}

// relabel shows the table in the UI's language after a switch: the menus,
// the toolbar, the player's own name when it is the word for "you", the
// result panel, every status line and prompt, and the settings dialog the
// switch was made in. (Another dialog that is open keeps its language until
// it is opened again.)
func (c *Controller) relabel() {
	defer c.relabelSettings()
	t := c.t
	t.relabel()
	if c.opts.Name == "" && !c.opts.WatchMode {
		c.names[human] = tr(txtYou)
	}
	if c.win != nil && c.win.MainMenu() != nil {
		c.win.SetMainMenu(c.mainMenu(c.pics.packs()))
	}
	if c.sitting == nil {
		return
	}
	if st := c.sitting.State(); st.Phase() == game.Done && t.shownOverlay() != nil {
		t.setOverlay(newResultPanel(c, &st))
	}
	t.relayout()
	t.update()
	if c.lesson != nil {
		c.lesson.panel.Update()
	}
}

// settingsHost is the window as the settings dialog sees it.
type settingsHost struct{ c *Controller }

// Window is the controller's window.
func (h settingsHost) Window() fyne.Window { return h.c.win }

// OpenDialog opens the settings dialog d and remembers it while it is
// open (relabelSettings opens it again after a switch of language; it
// must not reopen a dialog the person closed).
func (h settingsHost) OpenDialog(d dialog.Dialog) {
	c := h.c
	c.settingsDialog = d
	c.openDialog(d, func() {
		if c.settingsDialog == d {
			c.settingsDialog = nil
		}
	})
}

// DismissDialog closes the newest dialog.
func (h settingsHost) DismissDialog() { h.c.dismissDialog() }

// FitDialog sizes the dialog to show every row where the window has room.
func (h settingsHost) FitDialog(d dialog.Dialog, scroll *container.Scroll) {
	h.c.fitDialog(d, scroll, fyne.Size{})
}

// ReleaseChoices gives the keyboard back to the dialog after a choice.
func (h settingsHost) ReleaseChoices(o fyne.CanvasObject) { h.c.releaseChoices(o) }

// Settings are the settings in effect.
func (h settingsHost) Settings() store.Settings { return h.c.settings }

// Apply puts s into effect at once and saves them.
func (h settingsHost) Apply(s store.Settings) { h.c.applySettings(s) }

// NextProfile is the rule profile of the next sitting.
func (h settingsHost) NextProfile() game.Profile { return h.c.nextProfile() }

// ProfileSelect is the window's choice of rule profiles around cur.
func (h settingsHost) ProfileSelect(cur game.Profile, onChange func(game.Profile)) (fyne.CanvasObject, func(game.Profile)) {
	s := newProfileSelect(cur, onChange)
	return s, s.set
}

// OpenRules opens the rules editor; used gets the profile chosen there.
func (h settingsHost) OpenRules(used func(game.Profile)) { h.c.openRules(used) }

// Players is the number of players at the sitting being played (0: none).
func (h settingsHost) Players() int {
	if h.c.sitting == nil {
		return 0
	}
	return h.c.players()
}
