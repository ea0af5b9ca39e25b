package text

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"

	"github.com/cego-spiel/cego/ui/store"
)

// The rule book: one Markdown file per chapter and language, written by us
// from RULES.md (translations/rulebook/<lang>/<n>-<name>.md). A chapter's
// first line is its title ("# The pack"); the files' names order the
// chapters and are the same in every language.
//
//go:embed translations/rulebook/de/*.md translations/rulebook/en/*.md
var rulebookFS embed.FS

// A Chapter of the rule book.
type Chapter struct {
	File  string // file name, the same in every language
	Title string
	Body  string // Markdown, without the title line
}

// Rulebook reads the chapters of language l in order.
func Rulebook(l string) ([]Chapter, error) {
	dir := path.Join("translations/rulebook", l)
	names, err := fs.Glob(rulebookFS, dir+"/*.md")
	if err != nil || len(names) == 0 {
		return nil, fmt.Errorf("no rule book in %q", l)
	}
	sort.Strings(names)
	var out []Chapter
	for _, name := range names {
		data, err := rulebookFS.ReadFile(name)
		if err != nil {
			return nil, err
		}
		first, body, _ := strings.Cut(string(data), "\n")
		title, ok := strings.CutPrefix(first, "# ")
		if !ok || strings.TrimSpace(title) == "" {
			return nil, fmt.Errorf("%s: the first line must be the chapter's title (# …)", name)
		}
		out = append(out, Chapter{File: path.Base(name), Title: strings.TrimSpace(title), Body: strings.TrimSpace(body)})
	}
	return out, nil
}

// RulebookChapter finds the chapter stored in file in the rule book the
// player opens (the UI's language, else English): its number and title as
// the rule book's list shows them.
func RulebookChapter(file string) (n int, title string, ok bool) {
	if file == "" {
		return 0, "", false
	}
	chs, err := Rulebook(Language())
	if err != nil {
		if chs, err = Rulebook(store.LanguageEnglish); err != nil {
			return 0, "", false
		}
	}
	for i, ch := range chs {
		if ch.File == file {
			return i + 1, ch.Title, true
		}
	}
	return 0, "", false
}
