package settingsscreen

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/look"
	"github.com/cego-spiel/cego/ui/store"
)

// WaitForClick is the check of the settings, and the entry of the
// window's Pace menu, that keeps a full trick on the table until a click.
const WaitForClick = "Wait for a click before a trick is gathered"

// form builds the settings' widgets; every change is applied (and saved)
// at once through the host.
func form(h Host, o Offer) *widget.Form {
	s := h.Settings()
	apply := func(change func(*store.Settings)) {
		change(&s)
		h.Apply(s)
	}
	name := look.NewEscEntry(h.DismissDialog)
	name.SetText(s.PlayerName)
	name.SetPlaceHolder(tr("You"))
	name.OnChanged = func(v string) { apply(func(s *store.Settings) { s.PlayerName = strings.TrimSpace(v) }) }

	packs := o.Packs
	pack := widget.NewSelect(o.PackTitles, nil)
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
	levels := OfferedLevels()
	var levelTitles []string
	for _, l := range levels {
		levelTitles = append(levelTitles, LevelTitle(l))
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
		items = append(items, widget.NewFormItem(o.BotNames[seat], sel))
	}

	paces := store.Paces()
	pace := widget.NewSelect(o.Paces, nil)
	cur := slices.Index(paces, s.Pace)
	if cur < 0 {
		cur = slices.Index(paces, store.PaceNormal) // as the window reads an unknown pace
	}
	pace.SetSelectedIndex(cur)
	pace.OnChanged = func(string) {
		if i := pace.SelectedIndex(); i >= 0 {
			apply(func(s *store.Settings) { s.Pace = paces[i] })
		}
	}
	check := func(label string, v bool, set func(*store.Settings, bool)) *widget.Check {
		ch := widget.NewCheck(label, nil)
		ch.SetChecked(v)
		ch.OnChanged = func(on bool) { apply(func(s *store.Settings) { set(s, on) }) }
		return ch
	}
	anim := check(tr("Animations"), s.Animations, func(s *store.Settings, on bool) { s.Animations = on })
	confirm := check(tr(WaitForClick), s.ConfirmTrickClear, func(s *store.Settings, on bool) { s.ConfirmTrickClear = on })
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
		langTitles = append(langTitles, LanguageNames[l])
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
		if n := h.Players(); p.Rules.N() == 3 && (n == 0 || n == 3) {
			bots[3].Disable()
		} else {
			bots[3].Enable()
		}
	}
	seats(h.NextProfile())
	rules, setRules := h.ProfileSelect(h.NextProfile(), func(p game.Profile) {
		apply(func(s *store.Settings) { s.SetProfile(p) })
		seats(p)
	})
	editRules := widget.NewButton(tr("Rules…"), func() {
		h.OpenRules(func(p game.Profile) {
			setRules(p)
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
