package ui

import (
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"log"
	"path/filepath"
	"regexp"
	"strings"
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
	for _, r := range refusals {
		out = append(out, r.key)
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

// A refusal maps one of the engine's refusal sentences (English, with the
// cards, seats and suits in it) to a translation key with the same
// arguments in the same order ($1, $2 … become %s).
type refusal struct {
	re  *regexp.Regexp
	key string // the key: an English pattern with %s for each group
}

// refusals are the engine's sentences a player meets most; others are shown
// as the engine words them. (The engine could give a reason code and its
// arguments in game.IllegalError instead: see the report of issue 6.)
var refusals = []refusal{
	{regexp.MustCompile(`^It is not your turn: (.+) is to act\.$`), "It is not your turn: %s is to act."},
	{regexp.MustCompile(`^Trump was led, so you must play a trump: you hold (.+)\.$`), "Trump was led, so you must play a trump: you hold %s."},
	{regexp.MustCompile(`^You must follow suit: (.+) were led and you hold (.+)\.$`), "You must follow suit: %s were led and you hold %s."},
	{regexp.MustCompile(`^You have no (.+), so you must play a trump\.$`), "You have no %s, so you must play a trump."},
	{regexp.MustCompile(`^You can only keep a card from your hand; (.+) is not there\.$`), "You can only keep a card from your hand; %s is not there."},
	{regexp.MustCompile(`^You can only discard a card from your hand; (.+) is not there\.$`), "You can only discard a card from your hand; %s is not there."},
	{regexp.MustCompile(`^You do not hold (.+)\.$`), "You do not hold %s."},
	{regexp.MustCompile(`^The deal is over: no more actions\.$`), "The deal is over: no more actions."},
	{regexp.MustCompile(`^In a Geiß game you must lead the Geiß \(T1\) to the first trick\.$`), "In a Geiß game you must lead the Geiß (T1) to the first trick."},
	{regexp.MustCompile(`^In Eine Leere you must lead your shown pip (.+) to the first trick\.$`), "In Eine Leere you must lead your shown pip %s to the first trick."},
	{regexp.MustCompile(`^You may not discard a shown pip: (.+) must be led\.$`), "You may not discard a shown pip: %s must be led."},
}

// refusalText is the engine's reason for refusing an action, in the UI's
// language where the sentence is known.
func refusalText(err error) string {
	msg := err.Error()
	var ie *game.IllegalError
	if errors.As(err, &ie) {
		msg = ie.Reason
	}
	for _, r := range refusals {
		if m := r.re.FindStringSubmatch(msg); m != nil {
			args := make([]any, len(m)-1)
			for i, a := range m[1:] {
				args[i] = a
			}
			return fmt.Sprintf(translate(r.key), args...)
		}
	}
	return translate(msg)
}

// problemMessage is what the person is told about a file that could not be
// used, in the UI's language (store.Problem.Message words it in English).
func problemMessage(err error) string {
	var p *store.Problem
	if !errors.As(err, &p) {
		return err.Error()
	}
	if p.Subject == store.SettingsFile && p.Reason == store.Repaired {
		return trf("Some of your settings were not understood and were reset to their defaults: %s.", strings.Join(p.Notes, "; "))
	}
	var b strings.Builder
	switch p.Subject {
	case store.SettingsFile:
		b.WriteString(tr("Your settings file"))
	case store.AutosaveFile:
		b.WriteString(tr("The unfinished game from last time"))
	case store.StatsFile:
		b.WriteString(tr("Your statistics file"))
	default:
		b.WriteString(trf("The saved game “%s”", p.Name))
	}
	if p.Reason == store.Newer {
		b.WriteString(tr(" was saved by a newer version of Cego and cannot be read by this one"))
	} else {
		b.WriteString(tr(" could not be read"))
	}
	if p.Err != nil {
		fmt.Fprintf(&b, " (%v)", p.Err)
	}
	switch {
	case p.KeptAs != "":
		b.WriteString(trf("; it was kept as %s", filepath.Base(p.KeptAs)))
	case p.MoveErr != nil:
		b.WriteString(trf("; it could not be moved aside (%v) and was left as it is", p.MoveErr))
	default:
		b.WriteString(tr("; it was left as it is"))
	}
	if p.Subject == store.SettingsFile {
		b.WriteString(tr(" and the defaults are used"))
	}
	if p.Subject == store.StatsFile {
		b.WriteString(tr(" and the statistics start afresh"))
	}
	b.WriteString(".")
	return b.String()
}
