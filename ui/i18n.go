package ui

import (
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"log"
	"path/filepath"
	"sync/atomic"

	"fyne.io/fyne/v2/lang"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/store"
)

// The translations: one flat JSON object per language, key = the English
// text used in the code (the format of Fyne's lang package, which gets them
// too). German game terms (Solo, Legage, Gstieß, fort, mein) stay German in
// both; the explanations around them are translated.
//
//go:embed translations/*.json
var translationFS embed.FS

// topicFS holds further tables, one folder per topic of the UI
// (translations/<topic>/de.json, …/en.json), merged into the language's
// table: each part of the program keeps its own texts in its own file.
// The topics: auction (the calls and what a pass means), course and
// lessons (the course's chapters, exercises and guided deals), earlyend
// (a deal decided before its last trick), files (files that cannot be read
// or written, saved games, a second window on the same folder), menu (the
// menus and the keys help), network (hosting and joining a table with
// friends), profiles (rule profiles, the rules dialog and
// its refusals), refusals (the engine's refusals of a card or call),
// result (the result panel's settlement), review (the review of a deal),
// rulebook (the rule book and glossary), settings (the settings and their
// repair), stats (statistics), teach (hints, "what now?", bots' reasons),
// undo (taking a card back) and welcome (the first start).
//
//go:embed translations/*/*.json
var topicFS embed.FS

// texts is the table of the UI's language (nil: English, the keys).
var texts atomic.Pointer[map[string]string]

// uiLanguage is the language SetLanguage chose.
var uiLanguage atomic.Value

func init() {
	if err := lang.AddTranslationsFS(translationFS, "translations"); err != nil {
		log.Printf("cego: translations: %v", err)
	}
	uiLanguage.Store(store.LanguageEnglish)
}

// SetLanguage chooses the UI's language (store.LanguageGerman or
// store.LanguageEnglish). Texts made afterwards use it: Run calls it before
// the window is built; a change in the settings calls it and relabels the
// table at once.
//
// Fyne 2.7.1's lang package picks its language from the system locale only
// and has no way to choose one, so the lookup here is our own, on the same
// files.
func SetLanguage(l string) {
	m, err := loadTranslations(l)
	if err != nil {
		log.Printf("cego: %v", err)
		m = nil
	}
	texts.Store(&m)
	uiLanguage.Store(l)
}

// Language is the UI's language.
func Language() string { return uiLanguage.Load().(string) }

// loadTranslations reads the table of language l.
func loadTranslations(l string) (map[string]string, error) {
	data, err := translationFS.ReadFile(filepath.ToSlash(filepath.Join("translations", l+".json")))
	if err != nil {
		return nil, fmt.Errorf("no translations for %q", l)
	}
	m := map[string]string{}
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("translations %s: %w", l, err)
	}
	topics, err := fs.Glob(topicFS, "translations/*/"+l+".json")
	if err != nil {
		return nil, fmt.Errorf("translations %s: %w", l, err)
	}
	for _, name := range topics {
		data, err := topicFS.ReadFile(name)
		if err != nil {
			return nil, fmt.Errorf("translations %s: %w", name, err)
		}
		part := map[string]string{}
		if err := json.Unmarshal(data, &part); err != nil {
			return nil, fmt.Errorf("translations %s: %w", name, err)
		}
		for k, v := range part {
			if old, ok := m[k]; ok && old != v {
				return nil, fmt.Errorf("translations %s: %q is translated twice, differently", name, k)
			}
			m[k] = v
		}
	}
	return m, nil
}

// translate looks key up in the UI's language; a key without entry is
// shown as it is (English).
func translate(key string) string {
	if p := texts.Load(); p != nil && *p != nil {
		if v, ok := (*p)[key]; ok && v != "" {
			return v
		}
	}
	return key
}

// dynamicKeys are the translation keys built at run time, which a scan of
// the sources for tr("…") cannot see.
func dynamicKeys() []string {
	var out []string
	for _, g := range glossary {
		out = append(out, g[1])
	}
	out = append(out, teachKeys()...)
	return append(out, contractKeys()...)
}

// contractKeys are the engine's goals of every contract, shown translated.
func contractKeys() []string {
	var out []string
	for c := game.Contract(1); int(c) < game.NumContracts; c++ {
		if g := c.Info().Goal; g != "" {
			out = append(out, g)
		}
	}
	return out
}
