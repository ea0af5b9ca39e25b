package settingsscreen

import (
	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/ui/store"
)

// OfferedLevels are the bot levels the settings offer: those package ai
// can build today.
func OfferedLevels() []string {
	var out []string
	for _, l := range ai.Offered() {
		if l.Available() {
			out = append(out, l.String())
		}
	}
	return out
}

// LanguageNames are the languages as the settings (and the welcome) offer
// them.
var LanguageNames = map[string]string{store.LanguageGerman: "Deutsch", store.LanguageEnglish: "English"}

// LevelTitle names a bot level for people.
func LevelTitle(name string) string {
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
