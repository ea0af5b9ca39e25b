package ui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/text"
)

// optionGroup is a heading of the rules dialog and the options under it.
type optionGroup struct {
	title func() string
	ids   []string
}

// optionGroups sort the options of RULES §11 for the rules dialog. An
// option the engine adds later and that is missing here is shown under
// "More options" (optionsByGroup), so none is ever hidden.
var optionGroups = []optionGroup{
	{func() string { return tr("Counting and paying") }, []string{"COUNT_PAIRS", "SM_ROUNDING", "PARLETT_DIFFERENZ"}},
	{func() string { return tr("Auction and Solo") }, []string{"HALBE", "PFLICHTSOLO", "SCHINDEN", "GEGENSOLO_GEHALTEN", "GEGENSOLO_VERSTEIGERUNG", "DURCHMARSCH", "SOLO_ULTI"}},
	{func() string { return tr("Special games") }, []string{"PASCHA", "ZWIKKOLO", "TRIO", "QUARTO", "QUINTO", "OFFEN", "DRESCHER", "GEREGELTER_RAEUBER", "RAEUBER_TIE_SPLIT"}},
	{func() string { return tr("Exchange and play") }, []string{"ZWEI_LEERE_TRUMPFABWURF", "ZWEI_VERSCHIEDENE_TRUMPFABWURF", "PARLETT_LEERE", "OHNE_STICHEINSICHT"}},
	{func() string { return tr("At the table") }, []string{"FIVE_AT_TABLE", "3P_OHNE_EINFACHEN_CEGO", "3P_OHNE_RAEUBER"}},
}

// shownGroup is a heading with its options, as the dialog shows them.
type shownGroup struct {
	title string
	opts  []game.OptionInfo
}

// optionsByGroup returns the groups with their options; options in no group
// come last under "More options".
func optionsByGroup() []shownGroup {
	byID := map[string]game.OptionInfo{}
	for _, o := range game.Options() {
		byID[o.ID] = o
	}
	var out []shownGroup
	for _, g := range optionGroups {
		var os []game.OptionInfo
		for _, id := range g.ids {
			if o, ok := byID[id]; ok {
				os = append(os, o)
				delete(byID, id)
			}
		}
		out = append(out, shownGroup{g.title(), os})
	}
	var rest []game.OptionInfo
	for _, o := range game.Options() {
		if _, ok := byID[o.ID]; ok {
			rest = append(rest, o)
		}
	}
	if len(rest) > 0 {
		out = append(out, shownGroup{tr("More options"), rest})
	}
	return out
}

// rulesEditor is the content of the rules dialog: a preset chooser, the
// name, players, scoring and value column, and a switch per option with
// its German name and explanation. Every change is checked by the engine;
// a contradictory one is refused with the engine's sentence and undone.
type rulesEditor struct {
	prof game.Profile

	preset   *widget.Select
	name     *widget.Entry
	players  *widget.RadioGroup
	scoring  *widget.Select
	specials *widget.Select
	checks   map[string]*widget.Check
	about    *widget.Label // the preset's description, or the differences
	msg      *widget.Label // the last refusal
	content  fyne.CanvasObject

	// updating is set while the widgets are set from prof, so their
	// callbacks do nothing.
	updating bool
	// onChange is called after every accepted change.
	onChange func(game.Profile)
}

// customTitle is the preset chooser's entry for a custom profile.
func customTitle() string { return tr("Custom") }

func newRulesEditor(p game.Profile) *rulesEditor {
	e := &rulesEditor{prof: game.Profile{Name: p.Name, Rules: text.NormRules(p.Rules)}, checks: map[string]*widget.Check{}}
	var presetNames []string
	for _, pr := range game.Presets() {
		presetNames = append(presetNames, text.PresetTitle(pr))
	}
	e.preset = widget.NewSelect(append(presetNames, customTitle()), func(v string) {
		if e.updating {
			return
		}
		for _, pr := range game.Presets() {
			if text.PresetTitle(pr) == v {
				e.setProfile(presetProfile(pr))
				return
			}
		}
		e.refresh() // "Custom" alone changes nothing
	})
	e.name = widget.NewEntry()
	e.name.SetPlaceHolder(tr("Custom rules"))
	e.name.OnChanged = func(v string) {
		if e.updating {
			return
		}
		e.prof.Name = strings.TrimSpace(v)
		e.changed()
	}
	e.players = widget.NewRadioGroup([]string{"4", "3"}, func(v string) {
		if e.updating || v == "" {
			return
		}
		n := 4
		if v == "3" {
			n = 3
		}
		e.try(func(r *game.Rules) { r.Players = n })
	})
	e.players.Horizontal = true
	e.players.Required = true
	scorings := []game.Scoring{game.Standard, game.CegoOnlineValues}
	var scTitles []string
	for _, s := range scorings {
		scTitles = append(scTitles, text.ScoringTitle(s))
	}
	e.scoring = widget.NewSelect(scTitles, func(string) {
		if i := e.scoring.SelectedIndex(); !e.updating && i >= 0 {
			e.try(func(r *game.Rules) { r.Scoring = scorings[i] })
		}
	})
	tables := append([]game.SpecialTable{game.SpecialsAuto}, specialColumns()...)
	var tTitles []string
	for _, t := range tables {
		tTitles = append(tTitles, text.SpecialsTitle(t))
	}
	e.specials = widget.NewSelect(tTitles, func(string) {
		if i := e.specials.SelectedIndex(); !e.updating && i >= 0 {
			e.try(func(r *game.Rules) { r.Specials = tables[i] })
		}
	})

	e.about = widget.NewLabel("")
	e.about.Wrapping = fyne.TextWrapWord
	e.about.TextStyle.Italic = true
	e.msg = widget.NewLabel("")
	e.msg.Wrapping = fyne.TextWrapWord
	e.msg.Importance = widget.DangerImportance
	e.msg.Hide()

	list := container.New(layout.NewFormLayout())
	for _, g := range optionsByGroup() {
		head := widget.NewLabel(g.title)
		head.TextStyle.Bold = true
		head.Importance = widget.HighImportance
		list.Add(head)
		list.Add(layout.NewSpacer())
		for _, o := range g.opts {
			name, text := e.optionRow(o)
			list.Add(name)
			list.Add(text)
		}
	}
	scroll := container.NewVScroll(list)
	// its least size fits a window of 800×600 (fitDialog opens it larger)
	scroll.SetMinSize(fyne.NewSize(700, 160))

	top := widget.NewForm(
		widget.NewFormItem(tr("Rule profile"), container.NewGridWithColumns(2, e.preset, e.name)),
		widget.NewFormItem(tr("Players"), e.players),
		widget.NewFormItem(tr("Scoring"), container.NewGridWithColumns(2, e.scoring, container.NewBorder(nil, nil, widget.NewLabel(tr("special-game values")), nil, e.specials))),
	)
	e.content = container.NewBorder(container.NewVBox(top, e.about), e.msg, nil, nil, scroll)
	e.refresh()
	return e
}

// specialColumns are the selectable columns of RULES §9.4.
func specialColumns() []game.SpecialTable {
	var out []game.SpecialTable
	for _, t := range game.SpecialTables() {
		out = append(out, t.Table)
	}
	return out
}

// optionRow is one option: its switch labelled with the German name (and
// "house value" where RULES gives no source) beside its explanation.
func (e *rulesEditor) optionRow(o game.OptionInfo) (fyne.CanvasObject, fyne.CanvasObject) {
	ch := widget.NewCheck(o.German, func(on bool) {
		if e.updating {
			return
		}
		e.try(func(r *game.Rules) { _ = r.SetOption(o.ID, on) })
	})
	e.checks[o.ID] = ch
	var tags []string
	if o.Players != 0 {
		tags = append(tags, trf("%d players only", o.Players))
	}
	if o.HouseValue {
		tags = append(tags, tr("house value"))
	}
	head := fyne.CanvasObject(ch)
	if len(tags) > 0 {
		tag := widget.NewLabel("    " + strings.Join(tags, ", "))
		tag.TextStyle.Italic = true
		tag.Importance = widget.WarningImportance
		head = container.NewVBox(ch, tag)
	}
	text := widget.NewLabel(text.OptionText(o))
	text.Wrapping = fyne.TextWrapWord
	return head, text
}

// try applies change to a copy of the rules; the engine refuses a
// contradiction with its sentence, and the widgets go back to the rules
// as they were.
func (e *rulesEditor) try(change func(*game.Rules)) bool {
	r := e.prof.Rules
	change(&r)
	if err := r.Validate(); err != nil {
		e.refresh()
		e.msg.SetText(text.RulesEditorRefusal(err))
		e.msg.Show()
		return false
	}
	e.msg.Hide()
	e.prof.Rules = text.NormRules(r)
	// a preset's name goes with its rules
	pr, isPreset := text.PresetOf(r)
	switch named := text.IsPresetName(e.prof.Name); {
	case isPreset && (e.prof.Name == "" || named):
		e.prof.Name = pr.German
	case !isPreset && named:
		e.prof.Name = ""
	}
	e.refresh()
	e.changed()
	return true
}

// setProfile shows p (a preset chosen, a file loaded).
func (e *rulesEditor) setProfile(p game.Profile) {
	e.prof = game.Profile{Name: p.Name, Rules: text.NormRules(p.Rules)}
	e.msg.Hide()
	e.refresh()
	e.changed()
}

func (e *rulesEditor) changed() {
	if e.onChange != nil {
		e.onChange(e.profile())
	}
}

// profile is the profile being edited.
func (e *rulesEditor) profile() game.Profile { return e.prof }

// refresh sets every widget from the profile.
func (e *rulesEditor) refresh() {
	e.updating = true
	defer func() { e.updating = false }()
	r := e.prof.Rules
	pr, isPreset := text.PresetOf(r)
	if isPreset {
		e.preset.SetSelected(text.PresetTitle(pr))
		e.about.SetText(text.PresetText(pr))
	} else {
		e.preset.SetSelected(customTitle())
		d := text.NearestPreset(r)
		e.about.SetText(trf("Custom rules: %s, %s.", text.PresetTitle(d.Base), strings.Join(d.Items, ", ")))
	}
	if shown := text.ShownProfileName(e.prof.Name); e.name.Text != shown {
		e.name.SetText(shown)
	}
	e.players.SetSelected(fmt.Sprint(r.N()))
	e.scoring.SetSelectedIndex(int(r.Scoring))
	e.specials.SetSelectedIndex(int(r.Specials))
	for _, o := range game.Options() {
		ch := e.checks[o.ID]
		if ch == nil {
			continue
		}
		on, _ := r.Option(o.ID)
		ch.SetChecked(on)
		if !on && o.Players != 0 && o.Players != r.N() {
			ch.Disable()
		} else {
			ch.Enable()
		}
	}
}

// loadFrom reads a profile file into the editor; a bad file is refused
// with its reason and changes nothing.
func (e *rulesEditor) loadFrom(rc fyne.URIReadCloser) error {
	defer rc.Close()
	p, err := readProfile(rc)
	if err != nil {
		// (a file's refusal names its options as the file does)
		e.msg.SetText(trf("This rule profile cannot be used: %s", text.RulesRefusal(err)))
		e.msg.Show()
		return err
	}
	if p.Name == "" {
		p.Name = strings.TrimSuffix(rc.URI().Name(), rc.URI().Extension())
	}
	e.setProfile(p)
	return nil
}

// saveTo writes the profile to a file.
func (e *rulesEditor) saveTo(wc fyne.URIWriteCloser) error {
	err := writeProfile(wc, e.prof)
	if cerr := wc.Close(); err == nil {
		err = cerr
	}
	return err
}

// showRules opens the rules dialog on the profile for the next sitting;
// "Use" stores the edited profile in the settings for the next sitting.
func (c *Controller) showRules() { c.openRules(nil) }

// openRules opens the rules dialog; used (if not nil) learns the profile
// chosen with "Use".
func (c *Controller) openRules(used func(game.Profile)) {
	if c.win == nil {
		return
	}
	e := newRulesEditor(c.nextProfile())
	filter := storage.NewExtensionFileFilter([]string{".json"})
	load := widget.NewButton(tr("Load profile…"), func() {
		d := dialog.NewFileOpen(func(rc fyne.URIReadCloser, err error) {
			if err != nil {
				c.showError(err)
				return
			}
			if rc != nil {
				_ = e.loadFrom(rc)
			}
		}, c.win)
		d.SetFilter(filter)
		d.Show()
	})
	save := widget.NewButton(tr("Save profile…"), func() {
		d := dialog.NewFileSave(func(wc fyne.URIWriteCloser, err error) {
			if err != nil {
				c.showError(err)
				return
			}
			if wc != nil {
				if err := e.saveTo(wc); err != nil {
					c.showError(err)
				}
			}
		}, c.win)
		d.SetFilter(filter)
		d.SetFileName(profileFileName(e.profile()))
		d.Show()
	})
	body := container.NewBorder(nil, container.NewHBox(load, save), nil, nil, e.content)
	c.releaseChoices(body)
	d := dialog.NewCustomConfirm(tr("Rules"), tr("Use for the next sitting"), tr("Cancel"), body, func(ok bool) {
		if ok {
			c.setNextProfile(e.profile())
			if used != nil {
				used(e.profile())
			}
		}
	}, c.win)
	c.fitDialog(d, nil, fyne.NewSize(940, 720))
	c.openDialog(d)
}

// profileFileName suggests a file name for a profile.
func profileFileName(p game.Profile) string {
	name := p.Name
	if name == "" {
		name = "cego-regeln"
	}
	var b strings.Builder
	for _, r := range strings.ToLower(name) {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			b.WriteRune(r)
		case r == 'ä':
			b.WriteString("ae")
		case r == 'ö':
			b.WriteString("oe")
		case r == 'ü':
			b.WriteString("ue")
		case r == 'ß':
			b.WriteString("ss")
		case b.Len() > 0 && !strings.HasSuffix(b.String(), "-"):
			b.WriteRune('-')
		}
	}
	return strings.Trim(b.String(), "-") + ".json"
}
