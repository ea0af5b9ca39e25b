package ui

import (
	"log"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/assets"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/look"
	"github.com/cego-spiel/cego/ui/store"
)

// offeredLevels are the bot levels the settings offer: those package ai
// can build today.
func offeredLevels() []string {
	var out []string
	for _, l := range ai.Offered() {
		if l.Available() {
			out = append(out, l.String())
		}
	}
	return out
}

// languageNames are the languages as the settings offer them.
var languageNames = map[string]string{store.LanguageGerman: "Deutsch", store.LanguageEnglish: "English"}

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

// settingsForm builds the settings' widgets; every change is applied and
// saved at once.
func (c *Controller) settingsForm() *widget.Form {
	s := c.settings
	apply := func(change func(*store.Settings)) {
		change(&s)
		c.applySettings(s)
	}
	name := look.NewEscEntry(c.dismissDialog)
	name.SetText(s.PlayerName)
	name.SetPlaceHolder(tr(txtYou))
	name.OnChanged = func(v string) { apply(func(s *store.Settings) { s.PlayerName = strings.TrimSpace(v) }) }

	packs := c.pics.packs()
	var packTitles []string
	for _, p := range packs {
		packTitles = append(packTitles, packTitle(p))
	}
	pack := widget.NewSelect(packTitles, nil)
	for i, p := range packs {
		if p == s.Pack {
			pack.SetSelectedIndex(i)
		}
	}
	pack.OnChanged = func(string) {
		if i := pack.SelectedIndex(); i >= 0 {
			apply(func(s *store.Settings) { s.Pack = packs[i] })
		}
	}

	items := []*widget.FormItem{
		widget.NewFormItem(tr("Your name"), name),
		widget.NewFormItem(tr("Cards"), pack),
	}
	levels := offeredLevels()
	var levelTitles []string
	for _, l := range levels {
		levelTitles = append(levelTitles, levelTitle(l))
	}
	var bots [4]*widget.Select
	for seat := 1; seat < 4; seat++ {
		seat := seat
		sel := widget.NewSelect(levelTitles, nil)
		bots[seat] = sel
		for i, l := range levels {
			if l == s.BotLevels[seat] {
				sel.SetSelectedIndex(i)
			}
		}
		sel.OnChanged = func(string) {
			if i := sel.SelectedIndex(); i >= 0 {
				apply(func(s *store.Settings) { s.BotLevels[seat] = levels[i] })
			}
		}
		items = append(items, widget.NewFormItem(botNames[seat], sel))
	}

	var paceTitles []string
	for _, p := range Paces {
		paceTitles = append(paceTitles, p.String())
	}
	pace := widget.NewSelect(paceTitles, nil)
	pace.SetSelectedIndex(int(paceOf(s.Pace)))
	pace.OnChanged = func(string) {
		if i := pace.SelectedIndex(); i >= 0 {
			apply(func(s *store.Settings) { s.Pace = paceName(Paces[i]) })
		}
	}
	check := func(label string, v bool, set func(*store.Settings, bool)) *widget.Check {
		ch := widget.NewCheck(label, nil)
		ch.SetChecked(v)
		ch.OnChanged = func(on bool) { apply(func(s *store.Settings) { set(s, on) }) }
		return ch
	}
	anim := check(tr("Animations"), s.Animations, func(s *store.Settings, on bool) { s.Animations = on })
	confirm := check(tr(txtWaitForClick), s.ConfirmTrickClear, func(s *store.Settings, on bool) { s.ConfirmTrickClear = on })
	auto := check(tr("Play a single legal card automatically"), s.AutoPlaySingle, func(s *store.Settings, on bool) { s.AutoPlaySingle = on })
	autoCall := check(tr("Say a single legal call automatically"), s.AutoPassSingle, func(s *store.Settings, on bool) { s.AutoPassSingle = on })
	snd := check("", s.Sound, func(s *store.Settings, on bool) { s.Sound = on })
	vol := widget.NewSlider(0, 1)
	vol.Step = 0.05
	vol.SetValue(s.Volume)
	vol.OnChangeEnded = func(v float64) { apply(func(s *store.Settings) { s.Volume = v }) }

	langs := store.Languages()
	var langTitles []string
	for _, l := range langs {
		langTitles = append(langTitles, languageNames[l])
	}
	language := widget.NewSelect(langTitles, nil)
	for i, l := range langs {
		if l == s.Language {
			language.SetSelectedIndex(i)
		}
	}
	language.OnChanged = func(string) {
		if i := language.SelectedIndex(); i >= 0 && langs[i] != s.Language {
			apply(func(s *store.Settings) { s.Language = langs[i] })
		}
	}
	hints := check(tr("Beginner hints"), s.Hints, func(s *store.Settings, on bool) { s.Hints = on })
	// the fourth bot's level can be chosen only where it sits down: at a
	// running sitting of four or five, or with rules for four or five for
	// the next one (as in the New sitting dialog; kept, not lost, else)
	seats := func(p game.Profile) {
		if p.Rules.N() == 3 && (c.sitting == nil || c.players() == 3) {
			bots[3].Disable()
		} else {
			bots[3].Enable()
		}
	}
	seats(c.nextProfile())
	rules := newProfileSelect(c.nextProfile(), func(p game.Profile) {
		apply(func(s *store.Settings) { s.SetProfile(p) })
		seats(p)
	})
	editRules := widget.NewButton(tr("Rules…"), func() {
		c.openRules(func(p game.Profile) {
			rules.set(p)
			s.SetProfile(p) // openRules stored it; later changes here keep it
			seats(p)
		})
	})
	corner := check(tr("Corner indices"), s.CornerIndices, func(s *store.Settings, on bool) { s.CornerIndices = on })
	four := check(tr("Four-colour suits"), s.FourColourSuits, func(s *store.Settings, on bool) { s.FourColourSuits = on })

	items = append(items,
		widget.NewFormItem(tr("Pace"), pace),
		widget.NewFormItem("", anim),
		widget.NewFormItem("", confirm),
		widget.NewFormItem("", auto),
		widget.NewFormItem("", autoCall),
		widget.NewFormItem(tr("Sound"), container.NewBorder(nil, nil, snd, nil, vol)),
		widget.NewFormItem(tr("Language"), language),
		widget.NewFormItem("", hints),
		widget.NewFormItem(tr("Rules (next sitting)"), container.NewBorder(nil, nil, nil, editRules, rules)),
		widget.NewFormItem(tr("Card faces"), container.NewHBox(corner, four)),
	)
	return widget.NewForm(items...)
}

// showSettings opens the settings dialog (menu Game → Settings…, key ",").
func (c *Controller) showSettings() {
	if c.win == nil {
		return
	}
	f := c.settingsForm()
	s := container.NewVScroll(f)
	// its least size fits a window of 800×600; it opens to show every row
	// where the window has room (fitDialog)
	s.SetMinSize(fyne.NewSize(560, 360))
	c.releaseChoices(s)
	d := dialog.NewCustom(tr("Settings"), tr("Close"), s, c.win)
	c.settingsDialog = d
	c.fitDialog(d, s, fyne.Size{})
	// openDialog takes the dialog's one closing callback: the settings
	// dialog is forgotten through it (relabelSettings must not reopen a
	// dialog the person closed)
	c.openDialog(d, func() {
		if c.settingsDialog == d {
			c.settingsDialog = nil
		}
	})
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

// levelTitle names a bot level for people.
func levelTitle(name string) string {
	l, err := ai.ParseLevel(name)
	if err != nil {
		return name
	}
	switch l {
	case ai.Easy:
		return tr("Easy")
	case ai.Normal:
		return tr("Normal")
	case ai.Strong:
		return tr("Strong")
	case ai.Expert:
		return tr("Expert")
	}
	return name
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
		c.lesson.panel.update()
	}
}
