package ui

import (
	"log"

	"fyne.io/fyne/v2/lang"
	"github.com/cego-spiel/cego/ui/text"
)

// init gives Fyne's lang package the top-level tables, for the words of
// Fyne's own widgets; our texts are looked up by text.Tr.
func init() {
	if err := lang.AddTranslationsFS(text.FyneTables(), "translations"); err != nil {
		log.Printf("cego: translations: %v", err)
	}
}

// SetLanguage chooses the UI's language (store.LanguageGerman or
// store.LanguageEnglish; text.SetLanguage). Texts made afterwards use it:
// Run calls it before the window is built; a change in the settings calls
// it and relabels the table at once.
func SetLanguage(l string) { text.SetLanguage(l) }

// Language is the UI's language.
func Language() string { return text.Language() }
