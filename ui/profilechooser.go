package ui

import (
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/text"
)

// profileChoices are the rule profiles offered for the next sitting: the
// presets of RULES §11.1 and, when the current one is custom, that one.
func profileChoices(cur game.Profile) []game.Profile {
	var out []game.Profile
	for _, p := range game.Presets() {
		out = append(out, presetProfile(p))
	}
	if _, ok := text.PresetOf(cur.Rules); !ok {
		out = append(out, cur)
	}
	return out
}

// profileSelect chooses among profileChoices.
type profileSelect struct {
	*widget.Select
	choices  []game.Profile
	onChange func(game.Profile)
	setting  bool
}

// newProfileSelect is a select of profileChoices around cur; onChange gets
// the profile chosen.
func newProfileSelect(cur game.Profile, onChange func(game.Profile)) *profileSelect {
	s := &profileSelect{Select: widget.NewSelect(nil, nil), onChange: onChange}
	s.OnChanged = func(string) {
		if i := s.SelectedIndex(); !s.setting && i >= 0 && s.onChange != nil {
			s.onChange(s.choices[i])
		}
	}
	s.set(cur)
	return s
}

// set shows cur as chosen (adding it when custom) without calling onChange.
func (s *profileSelect) set(cur game.Profile) {
	s.setting = true
	defer func() { s.setting = false }()
	s.choices = profileChoices(cur)
	var titles []string
	sel := -1
	for i, p := range s.choices {
		titles = append(titles, text.ProfileTitle(p))
		if text.SameRules(p.Rules, cur.Rules) && sel < 0 {
			sel = i
		}
	}
	s.SetOptions(titles)
	s.SetSelectedIndex(sel)
}

// chosen is the profile chosen.
func (s *profileSelect) chosen() (game.Profile, bool) {
	if i := s.SelectedIndex(); i >= 0 {
		return s.choices[i], true
	}
	return game.Profile{}, false
}
