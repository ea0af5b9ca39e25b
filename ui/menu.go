package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/look"
)

// newToolbar is the row of buttons at the table's top right.
func newToolbar(t *Table) *fyne.Container {
	last := widget.NewButton(tr(txtLastTrick), func() { _ = t.c.command(cmdLastTrick) })
	t.lastBtn = last
	sheet := widget.NewButton(tr(txtScoreSheet), func() { _ = t.c.command(cmdScoreSheet) })
	newg := widget.NewButton(tr(txtNewSitting), func() { _ = t.c.command(cmdNewSitting) })
	undo := widget.NewButton(tr("Undo"), func() { _ = t.c.command(cmdUndo) })
	t.undoBtn = undo
	t.updateUndoButton()
	t.toolsWrap = container.NewThemeOverride(container.NewHBox(last, sheet, newg, undo), look.Scaled(t.widgetScale))
	return container.NewHBox(t.toolsWrap)
}

// updateUndoButton shows the Undo button only where a card can ever be
// taken back: not in watch mode, not in a rated sitting and not in a
// lesson (Ctrl+Z there still explains why not).
func (t *Table) updateUndoButton() {
	b := t.undoBtn
	if b == nil || t.c == nil {
		return
	}
	if show := t.seen().UndoOffered; show != b.Visible() {
		if show {
			b.Show()
		} else {
			b.Hide()
		}
	}
}

// updateLastTrickButton greys the Last trick button out while there is no
// trick it may show: before the first trick is complete, from the third
// on (the rules allow a look back until then) and once the deal is over
// (the result panel covers the table then, and its Review shows every
// trick). L and the menu's entry still say why not.
func (t *Table) updateLastTrickButton() {
	b := t.lastBtn
	st := t.seen()
	if b == nil || !st.Started {
		return
	}
	v := st.View
	done := completeTricks(&v)
	if off := v.Phase() == game.Done || done == 0 || done >= 3; off != b.Disabled() {
		if off {
			b.Disable()
		} else {
			b.Enable()
		}
	}
}

// mainMenu builds the window's menu: Game (new sitting, score sheet, last
// trick, quit), Cards (the pack designs, applied at once), Pace, Learn (the
// guided deals), Help (rules, glossary, keys).
func (c *Controller) mainMenu(packs []string) *fyne.MainMenu {
	game := fyne.NewMenu(tr("Game"),
		fyne.NewMenuItem(tr("New sitting…"), c.showNewSitting),
		fyne.NewMenuItem(tr("Host a table…"), c.showHostTable),
		fyne.NewMenuItem(tr("Join a table…"), c.showJoinTable),
		fyne.NewMenuItem(tr("Table…"), c.showTable),
		fyne.NewMenuItem(tr(txtScoreSheet), c.showScoreSheet),
		fyne.NewMenuItem(tr(txtLastTrick), c.showLastTrick),
		fyne.NewMenuItemSeparator(),
	)
	game.Items = append(game.Items, c.reviewMenuItems()...)
	game.Items = append(game.Items,
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem(tr("Save as…"), c.showSaveAs),
		fyne.NewMenuItem(tr("Load…"), c.showLoad),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem(tr("Settings…"), c.showSettings),
		fyne.NewMenuItem(tr("Rules…"), c.showRules),
		fyne.NewMenuItemSeparator(),
		c.quitMenuItem(),
	)
	var packItems []*fyne.MenuItem
	for _, p := range packs {
		it := fyne.NewMenuItem(packTitle(p), nil)
		it.Checked = p == c.pics.Pack()
		packItems = append(packItems, it)
	}
	for i, p := range packs {
		p, it := p, packItems[i]
		it.Action = func() {
			c.pics.SetPack(p)
			c.settings.Pack = p
			c.saveSettings()
			for _, o := range packItems {
				o.Checked = o == it
			}
			c.refreshMenu()
		}
	}
	cards := fyne.NewMenu(tr("Cards"), packItems...)
	var paceItems []*fyne.MenuItem
	for _, p := range Paces {
		it := fyne.NewMenuItem(p.String(), nil)
		it.Checked = p == c.pace
		paceItems = append(paceItems, it)
	}
	for i, p := range Paces {
		p, it := p, paceItems[i]
		it.Action = func() {
			c.pace = p
			c.opts.Pace = p
			c.settings.Pace = paceName(p)
			c.saveSettings()
			for _, o := range paceItems {
				o.Checked = o == it
			}
			c.refreshMenu()
		}
	}
	wait := c.waitItem()
	auto := c.autoItem(tr("Play a single legal card automatically"), &c.opts.AutoPlay, &c.settings.AutoPlaySingle)
	autoCall := c.autoItem(tr("Say a single legal call automatically"), &c.opts.AutoPass, &c.settings.AutoPassSingle)
	pace := fyne.NewMenu(tr("Pace"), append(paceItems, fyne.NewMenuItemSeparator(), wait, auto, autoCall)...)
	help := fyne.NewMenu(tr("Help"),
		fyne.NewMenuItem(tr("Rule book…"), c.showRulebook),
		fyne.NewMenuItem(tr("Glossary"), c.showGlossary),
		fyne.NewMenuItem(tr("Keys"), c.showKeys),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem(tr(txtWelcomeMenu), c.showWelcome),
	)
	learn, exercises := c.courseMenus()
	return fyne.NewMainMenu(game, cards, pace, learn, exercises, help)
}

// quitShortcut is Ctrl+Q (Cmd+Q on macOS).
var quitShortcut = &desktop.CustomShortcut{KeyName: fyne.KeyQ, Modifier: fyne.KeyModifierShortcutDefault}

// quitMenuItem is Game → Quit with Ctrl+Q, in the UI's language (Fyne
// adds an English "Quit" of its own to a menu without one). It closes the
// window: the sitting is autosaved after every action, and Run writes the
// window's size once the window is gone.
func (c *Controller) quitMenuItem() *fyne.MenuItem {
	q := fyne.NewMenuItem(tr("Quit"), func() {
		if c.win != nil {
			c.win.Close()
		}
	})
	q.IsQuit = true
	q.Shortcut = quitShortcut
	return q
}

// autoItem is a Pace menu entry that switches a choice made for the
// person (on: the option and its setting true), saved at once and acted
// on at once where it applies now.
func (c *Controller) autoItem(label string, option, setting *bool) *fyne.MenuItem {
	it := fyne.NewMenuItem(label, nil)
	it.Checked = *option
	it.Action = func() {
		*option = !*option
		*setting = *option
		c.saveSettings()
		it.Checked = *option
		c.refreshMenu()
		c.maybeAutoPlay()
	}
	return it
}

func (c *Controller) refreshMenu() {
	if c.win != nil && c.win.MainMenu() != nil {
		c.win.MainMenu().Refresh()
	}
}

// packTitle names a pack design for the menu.
func packTitle(p string) string {
	switch p {
	case "adler":
		return "Adler (" + tr("animal tarot") + ")"
	case "bourgeois":
		return "Bourgeois (" + tr("Black Forest scenes") + ")"
	case "schwarzwald":
		return "Schwarzwald (" + tr("2023 pattern") + ")"
	}
	return strings.ToUpper(p[:1]) + p[1:]
}

// showNewSitting asks for the players, the name and the bots' levels.
func (c *Controller) showNewSitting() {
	if c.win == nil || c.leavingTable(c.showNewSitting) {
		return
	}
	rules := newProfileSelect(c.nextProfile(), nil)
	name := look.NewEscEntry(c.dismissDialog)
	name.SetText(c.opts.Name)
	name.SetPlaceHolder(tr(txtYou))
	levels := BotLevels
	items := []*widget.FormItem{
		widget.NewFormItem(tr("Rules"), rules),
		widget.NewFormItem(tr("Your name"), name),
	}
	sel := c.levelSelects()
	for s := 1; s < 4; s++ {
		items = append(items, widget.NewFormItem(botNames[s], sel[s]))
	}
	// with three players the fourth bot does not sit down: its level is
	// kept but cannot be chosen
	seats := func(p game.Profile) {
		if p.Rules.N() == 3 {
			sel[3].Disable()
		} else {
			sel[3].Enable()
		}
	}
	if p, ok := rules.chosen(); ok {
		seats(p)
	}
	rules.onChange = seats
	rated := widget.NewCheck(tr("Rated: no undo"), nil)
	rated.SetChecked(c.opts.Rated)
	items = append(items, widget.NewFormItem(tr("Sitting"), rated))
	d := c.openForm(tr("New sitting"), tr("Deal"), items, func() {
		o := c.opts
		if p, ok := rules.chosen(); ok {
			o.Profile, o.Players, o.Scoring = &p, p.Rules.N(), p.Rules.Scoring
			c.settings.SetProfile(p)
		}
		o.Name = strings.TrimSpace(name.Text)
		o.Seed = 0
		o.WatchMode = false
		o.Rated = rated.Checked
		for s := 1; s < 4; s++ {
			if i := sel[s].SelectedIndex(); i >= 0 {
				o.Levels[s] = levels[i]
			}
		}
		// remembered for the next start
		c.settings.Players, c.settings.PlayerName = o.Players, o.Name
		for s := 1; s < 4; s++ {
			c.settings.BotLevels[s] = o.Levels[s]
		}
		c.saveSettings()
		_ = c.NewSitting(o)
	})
	c.widen(d) // room for a long name and a rule profile's
}

func (c *Controller) showKeys() {
	if c.win == nil {
		return
	}
	// one key or group of keys a line, left-aligned, not wrapped
	text := widget.NewLabel(keysHelp())
	c.openDialog(dialog.NewCustom(tr("Keys"), tr("Close"), text, c.win))
}

// keysHelp is the Keys dialog's text: every key the table answers
// (TestKeysHelpComplete checks it against the key handlers).
func keysHelp() string {
	return tr(txtKeysHelp)
}

// txtKeysHelp lists the keys of the table, the auction, the review and the
// undo shortcut.
const txtKeysHelp = "Cards: ←/→ choose a card · Enter or Space play it\n   or drag a card to the middle, or click it twice\nAuction: ←/→ choose a call · Enter or Space say it · 1–9 say a call at once\nSpace or Enter: gather a full trick · Enter on the result: next deal\nN new sitting · S score sheet · L last trick · H hint\nG glossary · R rule book · , settings\nCtrl+Z undo my last card · Ctrl+Q quit (⌘Z, ⌘Q on a Mac)\nReview of a deal: ←/→ trick by trick · Home/End first/last trick\n   Esc or Enter close the review\nEsc closes a window (score sheet, glossary, settings…)"

// showLastTrick shows the last full trick while the rules allow a look back
// (until the third trick is complete).
func (c *Controller) showLastTrick() {
	if c.sitting == nil {
		return
	}
	v := c.view()
	done := completeTricks(&v)
	switch {
	case v.Phase() == game.Done:
		return // the result panel is up; its Review shows every trick
	case done == 0:
		c.t.showRefusal(tr(txtNoTrickYet))
		return
	case done >= 3:
		c.t.showRefusal(tr(txtNoReview))
		return
	}
	tr0 := v.Tricks()[done-1]
	var cards []game.Card
	var names []string
	for i := 0; i < int(tr0.N); i++ {
		cards = append(cards, tr0.Cards[i])
		names = append(names, c.names[tr0.Seat(i)])
	}
	title := trf("Trick %d, taken by %s", done, c.names[tr0.Winner()])
	if tr0.Winner() == c.me() {
		title = trf("Trick %d, taken by you", done)
	}
	c.showCards(title, cards, names)
}

// showOwnLegage shows the human declarer his Legage and discard, while the
// rules allow a look back (until the third trick is complete).
func (c *Controller) showOwnLegage() {
	v := c.view()
	if me := c.me(); me == game.NoSeat || v.Declarer() != me || v.Legage().Len() == 0 {
		return
	}
	if completeTricks(&v) >= 3 {
		c.t.showRefusal(tr("The Legage may only be looked at until the third trick is complete."))
		return
	}
	cards := append(v.Legage().Slice(), v.Discards().Slice()...)
	c.showCards(trf("Your Legage (%d cards)", len(cards)), cards, nil)
}

// showCards shows a row of cards (with a name under each, if given) over
// the table until closed.
func (c *Controller) showCards(titleText string, cards []game.Card, names []string) {
	// cards as large as the table is drawn (at 1920×1080 the cards of a
	// panel of fixed size were smaller than those of the table under it)
	k := float32(1)
	if c.table != nil {
		k = max(c.table.widgetScale, 1)
	}
	w := 90 * k
	if len(cards) > 6 {
		w = 64 * k
	}
	row := container.NewHBox()
	for i, card := range cards {
		img := c.pics.cardImage(card, w, nil)
		ci := canvas.NewImageFromImage(img)
		ci.FillMode = canvas.ImageFillContain
		ci.SetMinSize(fyne.NewSize(w, w*look.CardRatio))
		if names == nil {
			row.Add(ci)
			continue
		}
		name := widget.NewLabel(names[i])
		name.Alignment = fyne.TextAlignCenter
		row.Add(container.NewVBox(ci, name))
	}
	title := widget.NewLabel(titleText)
	title.TextStyle.Bold = true
	var close func()
	btn := widget.NewButton(tr("Close"), func() { close() })
	bg := canvas.NewRectangle(look.PanelSolid)
	bg.CornerRadius = 16
	// its texts and button at the table's scale too (at 1920×1080 they
	// kept the smallest type beside cards drawn larger)
	panel := container.NewThemeOverride(container.NewStack(bg, container.NewPadded(container.NewVBox(title, row, btn))), look.Scaled(k))
	shade := canvas.NewRectangle(look.Shade)
	c.t.setOverlay(container.NewStack(shade, container.NewCenter(panel)))
	close = func() { c.t.setOverlay(nil) }
}
