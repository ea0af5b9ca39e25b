package text

import (
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"log"
	"path"
	"sync/atomic"

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
// router (what the home router did or did not open for a hosted table),
// rulebook (the rule book and glossary), settings (the settings and their
// repair), stats (statistics), teach (hints, "what now?", bots' reasons),
// undo (taking a card back), welcome (the first start) and exercise (the
// exercises' questions and feedback: the principles and what a choice
// costs).
//
//go:embed translations/*/*.json
var topicFS embed.FS

// texts is the table of the UI's language (nil: English, the keys).
var texts atomic.Pointer[map[string]string]

// uiLanguage is the language SetLanguage chose.
var uiLanguage atomic.Value

func init() { uiLanguage.Store(store.LanguageEnglish) }

// FyneTables are the top-level tables (translations/de.json, en.json) in
// the format of Fyne's lang package, for lang.AddTranslationsFS(…,
// "translations"): Fyne's own widgets find their words there.
func FyneTables() embed.FS { return translationFS }

// SetLanguage chooses the UI's language (store.LanguageGerman or
// store.LanguageEnglish). Texts made afterwards use it. A language without
// a table leaves the texts English (the keys) and is logged.
//
// Fyne 2.7.1's lang package picks its language from the system locale only
// and has no way to choose one, so the lookup here is our own, on the same
// files.
func SetLanguage(l string) {
	m, err := Table(l)
	if err != nil {
		log.Printf("cego: %v", err)
		m = nil
	}
	texts.Store(&m)
	uiLanguage.Store(l)
}

// Language is the UI's language.
func Language() string { return uiLanguage.Load().(string) }

// Table reads the whole table of language l: the top-level file and every
// topic's, merged. A key translated twice, differently, is an error.
func Table(l string) (map[string]string, error) {
	data, err := translationFS.ReadFile(path.Join("translations", l+".json"))
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

// Tr is the one door every UI string passes through: the text in the UI's
// language (SetLanguage), looked up by its English wording; a key without
// entry is shown as it is (English).
func Tr(key string) string {
	if p := texts.Load(); p != nil && *p != nil {
		if v, ok := (*p)[key]; ok && v != "" {
			return v
		}
	}
	return key
}

// Trf formats a translated pattern.
func Trf(format string, args ...any) string { return fmt.Sprintf(Tr(format), args...) }
