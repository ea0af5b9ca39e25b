package text

import "github.com/cego-spiel/cego/game"

// PresetTitle is a preset's name for people, in the UI's language: a name
// that describes the rules ("Drei Spieler") is translated, a proper name
// (Schwarzwaldmeisterschaft, St. Georgen) and Standard stay as they are.
// Settings, profiles and saves keep the German name (game.PresetInfo.German)
// and the ID: only what is shown changes.
func PresetTitle(p game.PresetInfo) string {
	if p.ID == "DREI_SPIELER" {
		return Tr("Three players")
	}
	return p.German
}

// presetEnglish is PresetTitle in English, the translation key itself.
func presetEnglish(p game.PresetInfo) string {
	if p.ID == "DREI_SPIELER" {
		return "Three players"
	}
	return p.German
}

// PresetNamed is the preset a profile's name stands for: its German name,
// or its title in the UI's language or in English (a name typed while the
// UI spoke English).
func PresetNamed(name string) (game.PresetInfo, bool) {
	for _, p := range game.Presets() {
		if name == p.German || name == PresetTitle(p) || name == presetEnglish(p) {
			return p, true
		}
	}
	return game.PresetInfo{}, false
}

// IsPresetName reports whether name is a preset's name (PresetNamed).
func IsPresetName(name string) bool {
	_, ok := PresetNamed(name)
	return ok
}

// ShownProfileName is a profile's name as the name field shows it: a
// preset's name as its title, any other name as it is.
func ShownProfileName(name string) string {
	if p, ok := PresetNamed(name); ok {
		return PresetTitle(p)
	}
	return name
}
